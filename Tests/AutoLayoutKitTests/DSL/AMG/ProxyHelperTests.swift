import AutoLayoutKit
import Testing

/// `fillSuperview`, `centerSuperview`, `center` and `aspectRatio` activate and return what they
/// make; without a superview they report a diagnostic and make nothing.
@Suite struct ProxyHelperTests {
  let scene = DSLScene(safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))

  @Test func fillSuperviewDefaults() {
    let view = scene.view("view")
    let made = view.makeLayout { $0.fillSuperview() }
    let root = scene.root
    #expect(
      exact(made) == [
        ExactConstraint(view, .top, .equal, root, .top, isActive: true),
        ExactConstraint(view, .left, .equal, root, .left, isActive: true),
        ExactConstraint(view, .bottom, .equal, root, .bottom, isActive: true),
        ExactConstraint(view, .right, .equal, root, .right, isActive: true),
      ])
    scene.layout()
    #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func fillSuperviewWithMarginsInTheSafeArea() {
    let view = scene.view("view")
    var made: [LayoutConstraint] = []
    view.makeLayout {
      made = $0.fillSuperview(
        with: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), relativeToSafeArea: true)
    }
    let safe = scene.root.safeAreaLayoutGuide
    #expect(
      exact(made) == [
        ExactConstraint(view, .top, .equal, safe, .top, constant: 1, isActive: true),
        ExactConstraint(view, .left, .equal, safe, .left, constant: 2, isActive: true),
        ExactConstraint(view, .bottom, .equal, safe, .bottom, constant: -3, isActive: true),
        ExactConstraint(view, .right, .equal, safe, .right, constant: -4, isActive: true),
      ])
    scene.layout()
    // Safe area y 20…633; x 2…371, y 21…630.
    #expect(view.frame == Rect(x: 2, y: 21, width: 369, height: 609))
  }

  /// `fillSuperview` uses left and right, as AMGAutolayout did: right-to-left layouts do not
  /// mirror its margins.
  @Test func fillSuperviewIsAbsolute() {
    scene.root.semanticContentAttribute = .forceRightToLeft
    let view = scene.view("view")
    view.makeLayout { $0.fillSuperview(with: EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)) }
    scene.layout()
    #expect(view.frame == Rect(x: 10, y: 0, width: 335, height: 667))
  }

  @Test func centering() {
    let view = scene.view("view")
    let other = scene.constrainedView("other")
    other.makeLayout {
      $0.left == view.layout.left
      $0.top == view.layout.top
      $0.width == 10
      $0.height == 10
    }
    var centered: [LayoutConstraint] = []
    view.makeLayout {
      $0.centerSuperview()
      $0.width == 40
      $0.height == 20
    }
    let guide = LayoutGuide()
    scene.root.addLayoutGuide(guide)
    let badge = scene.view("badge")
    badge.makeLayout {
      centered = $0.center(other)
      $0.width == 4
      $0.height == 4
    }
    let marker = scene.view("marker")
    let onGuide = marker.makeLayout {
      $0.center(scene.root.safeAreaLayoutGuide)
      $0.width == 2
      $0.height == 2
    }
    #expect(
      exact(centered) == [
        ExactConstraint(badge, .centerX, .equal, other, .centerX, isActive: true),
        ExactConstraint(badge, .centerY, .equal, other, .centerY, isActive: true),
      ])
    #expect(onGuide.first?.secondItem === scene.root.safeAreaLayoutGuide)
    scene.layout()
    // view: centred in 375 × 667 → (167.5, 323.5). other sits at its top-left corner, 10 × 10;
    // badge (4 × 4) is centred on other's centre (172.5, 328.5).
    #expect(view.frame == Rect(x: 167.5, y: 323.5, width: 40, height: 20))
    #expect(badge.frame == Rect(x: 170.5, y: 326.5, width: 4, height: 4))
    // The safe area is y 20…633, centre (187.5, 326.5).
    #expect(marker.frame == Rect(x: 186.5, y: 325.5, width: 2, height: 2))
  }

  @Test func aspectRatio() {
    let view = scene.view("view")
    var ratio: LayoutConstraint?
    var square: LayoutConstraint?
    view.makeLayout {
      ratio = $0.aspectRatio(5)
      $0.height == 10
      $0.left == scene.root.layout.left
      $0.top == scene.root.layout.top
    }
    let other = scene.view("other")
    other.makeLayout {
      square = $0.aspectRatio()
      $0.height == 7
      $0.left == scene.root.layout.left
      $0.top == scene.root.layout.top
    }
    #expect(
      ExactConstraint(ratio!)
        == ExactConstraint(view, .width, .equal, view, .height, multiplier: 5, isActive: true))
    #expect(
      ExactConstraint(square!)
        == ExactConstraint(other, .width, .equal, other, .height, isActive: true))
    scene.layout()
    #expect(view.frame == Rect(x: 0, y: 0, width: 50, height: 10))
    #expect(other.frame == Rect(x: 0, y: 0, width: 7, height: 7))
  }

  @Test func noSuperviewIsReportedNotFatal() {
    let orphan = LayoutView()
    orphan.name = "orphan"
    var made: [LayoutConstraint] = [orphan.widthAnchor == 1]
    let diagnostics = LayoutDiagnostics.capture {
      made = orphan.makeLayout {
        $0.fillSuperview()
        $0.centerSuperview()
        $0.fillSuperview(
          with: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), relativeToSafeArea: true)
      }
    }
    #expect(made.isEmpty)
    #expect(orphan.constraints.isEmpty)
    #expect(
      diagnostics == [
        LayoutDiagnostic(
          .builderWarning,
          "fillSuperview(with:relativeToSafeArea:) made no constraint: orphan has no superview."),
        LayoutDiagnostic(
          .builderWarning, "centerSuperview() made no constraint: orphan has no superview."),
        LayoutDiagnostic(
          .builderWarning,
          "fillSuperview(with:relativeToSafeArea:) made no constraint: orphan has no superview."),
      ])
  }
}
