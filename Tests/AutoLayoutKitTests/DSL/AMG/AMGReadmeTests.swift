import AutoLayoutKit
import Testing

/// The AMGAutolayout README's example, renamed (`UIEdgeInsets` → `EdgeInsets`) and otherwise
/// unchanged, on an iPhone 8 screen: 375 × 667 points with the 20-point status bar as the top
/// safe-area inset. Every view is a plain view (no intrinsic size), a subview of the root.
@Suite struct AMGReadmeTests {
  @Test func readmeLayout() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    func make(_ name: String) -> LayoutView {
      let view = LayoutView()
      view.name = name
      root.addSubview(view)
      return view
    }
    let backgroundView = make("backgroundView")
    let titleLabel = make("titleLabel")
    let textLabel = make("textLabel")
    let secondTitleLabel = make("secondTitleLabel")
    let secondTextLabel = make("secondTextLabel")
    let frameView = make("frameView")
    let frameView2 = make("frameView2")
    let frameView3 = make("frameView3")
    var topConstraint: LayoutConstraint?
    var topConstraint2: LayoutConstraint?

    // The README in its order: "With operators"…
    secondTitleLabel.layout.top == textLabel.layout.bottom + 50

    secondTitleLabel.makeLayout {
      $0.left == titleLabel.layout.left
      $0.right == titleLabel.layout.right - 30
      $0.height == 50
    }

    secondTextLabel.makeLayout {
      topConstraint2 = $0.top == secondTitleLabel.layout.bottom + 20
      $0.centerX <= secondTitleLabel.layout.centerX
      $0.width == secondTitleLabel.layout.width - 50
      $0.height == secondTitleLabel.layout.height * 3 + 50
    }

    frameView.makeLayout {
      $0.top >= secondTextLabel.layout.bottom + 20
      $0.left == backgroundView.layout.left + 20
      $0.right <= backgroundView.layout.right - 20
      $0.aspectRatio(5)
      $0.bottom == backgroundView.layout.bottom - 20
    }

    frameView2.makeLayout {
      $0.centerSuperview()
      $0.width <= 50
      $0.height >= 20
    }

    frameView3.makeLayout {
      $0.center(frameView2)
      $0.width == 50
      $0.height == 20
    }

    backgroundView.makeLayout {
      $0.fillSuperview(
        with: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), relativeToSafeArea: true)
    }

    // "Without operators".
    titleLabel.makeLayout {
      topConstraint = $0.top.equal(to: backgroundView.layout.top, offsetBy: 20)
      $0.left.equal(to: backgroundView.layout.left, offsetBy: 20)
      $0.right.equal(to: backgroundView.layout.right, offsetBy: -20)
      $0.height.equal(to: 52)
    }

    textLabel.makeLayout {
      $0.top.equal(to: titleLabel.layout.bottom, offsetBy: 20)
      $0.centerX.equal(to: titleLabel.layout.centerX)
      $0.width.equal(to: titleLabel.layout.width, constant: 10)
      $0.height.equal(to: titleLabel.layout.height, multiplier: 2, constant: 10)
    }

    root.layoutIfNeeded()

    // The safe area is y 20…667 and x 0…375; inset by 20 → (20, 40), 335 × 607, so the
    // background's left is 20, right 355, top 40 and bottom 647.
    #expect(backgroundView.frame == Rect(x: 20, y: 40, width: 335, height: 607))
    // titleLabel: top 40 + 20, left 20 + 20, right 355 − 20 = 335, height 52.
    #expect(titleLabel.frame == Rect(x: 40, y: 60, width: 295, height: 52))
    // textLabel: top 112 + 20 = 132, width 295 + 10 = 305, height 2 × 52 + 10 = 114, centred on
    // titleLabel's centre X 40 + 295 / 2 = 187.5 → x 187.5 − 152.5 = 35.
    #expect(textLabel.frame == Rect(x: 35, y: 132, width: 305, height: 114))
    // secondTitleLabel: top 132 + 114 + 50 = 296, left 40, right 335 − 30 = 305, height 50.
    #expect(secondTitleLabel.frame == Rect(x: 40, y: 296, width: 265, height: 50))
    // frameView3: centred on frameView2, which is centred in the root (187.5, 333.5), so it is
    // there too whatever frameView2's size: 50 × 20 → (162.5, 323.5).
    #expect(frameView3.frame == Rect(x: 162.5, y: 323.5, width: 50, height: 20))
    #expect(topConstraint?.constant == 20)
    #expect(topConstraint2?.constant == 20)

    // secondTextLabel: top 346 + 20 = 366, width 265 − 50 = 215, height 3 × 50 + 50 = 200. Its
    // centre X is only bounded (≤ secondTitleLabel's 172.5), so its x is ambiguous, as it is on
    // a device; UIKit would report it, and so does the engine.
    #expect(secondTextLabel.frame.minY == 366)
    #expect(secondTextLabel.frame.size == Size(width: 215, height: 200))
    #expect(secondTextLabel.frame.midX <= 172.5)
    // frameView: left 40, bottom 647 − 20 = 627, width 5 × height, with top ≥ 566 + 20 = 586
    // and right ≤ 335: any height up to 41 fits, so its size is ambiguous on a device as well.
    #expect(frameView.frame.minX == 40)
    #expect(frameView.frame.maxY == 627)
    #expect(frameView.frame.width == 5 * frameView.frame.height)
    #expect(frameView.frame.minY >= 586 && frameView.frame.maxX <= 335)
    // frameView2: centred in the root, width ≤ 50, height ≥ 20: ambiguous size.
    #expect(frameView2.frame.midX == 187.5 && frameView2.frame.midY == 333.5)
    #expect(frameView2.frame.width <= 50 && frameView2.frame.height >= 20)

    let ambiguity = LayoutDiagnostics.capture {
      #expect(secondTextLabel.hasAmbiguousLayout)
      #expect(frameView.hasAmbiguousLayout)
      #expect(frameView2.hasAmbiguousLayout)
      for view in [backgroundView, titleLabel, textLabel, secondTitleLabel, frameView3] {
        #expect(!view.hasAmbiguousLayout, "\(view.name ?? "")")
      }
    }
    #expect(ambiguity.count == 3)
    #expect(ambiguity.allSatisfy { $0.kind == .ambiguousLayout })
  }
}
