import AutoLayoutEngine
import Testing

/// Autoresizing masks (spec §6.3-6.4, Appendix D 10), in the engine and outside it.
@Suite struct AutoresizingTests {
  /// Every combination of the three horizontal options, as (mask, expected x, expected width)
  /// for the frame x = 160, w = 80 in a superview going from 320 to 480 points (right margin
  /// r = 80). Each flexible part p becomes p·(480 − K)/T, T the flexible parts' sum and K the
  /// fixed parts' sum (spec §6.4).
  static let horizontalCases: [(AutoresizingMask, Double, Double)] = [
    ([], 160, 80),  // nothing flexible: the frame stays
    ([.flexibleRightMargin], 160, 80),
    ([.flexibleLeftMargin], 320, 80),  // T = 160, K = 160: x' = 160·320/160
    ([.flexibleWidth], 160, 240),  // T = 80, K = 240: w' = 80·240/80
    ([.flexibleLeftMargin, .flexibleRightMargin], 160 * 400 / 240, 80),  // T = 240, K = 80
    ([.flexibleLeftMargin, .flexibleWidth], 160 * 400 / 240, 80 * 400 / 240),  // T = 240, K = 80
    ([.flexibleWidth, .flexibleRightMargin], 160, 80 * 320 / 160),  // T = 160, K = 160
    ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 240, 120),  // scale 1.5
  ]

  /// The same cases on the vertical axis, with the top/height/bottom options.
  static func vertical(_ mask: AutoresizingMask) -> AutoresizingMask {
    var result: AutoresizingMask = []
    if mask.contains(.flexibleLeftMargin) { result.insert(.flexibleTopMargin) }
    if mask.contains(.flexibleWidth) { result.insert(.flexibleHeight) }
    if mask.contains(.flexibleRightMargin) { result.insert(.flexibleBottomMargin) }
    return result
  }

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  /// A root resized by frame drags a legacy subview in the engine (a constraint names it) by
  /// its autoresizing constraints.
  @Test(arguments: 0..<8) func eachMaskInTheEngine(_ index: Int) {
    quietly {
      let (mask, x, width) = Self.horizontalCases[index]
      let root = makeRoot(width: 320, height: 320)
      let legacy = LayoutView(frame: Rect(x: 160, y: 160, width: 80, height: 80))
      legacy.name = "legacy"
      legacy.autoresizingMask = mask.union(Self.vertical(mask))
      root.addSubview(legacy)
      let follower = makeChild("follower", in: root)
      LayoutConstraint.activate([
        follower.leadingAnchor.constraint(equalTo: legacy.leadingAnchor),
        follower.topAnchor.constraint(equalTo: legacy.bottomAnchor),
        follower.widthAnchor.constraint(equalTo: legacy.widthAnchor),
        follower.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(legacy.frame == Rect(x: 160, y: 160, width: 80, height: 80))
      root.frame = Rect(x: 0, y: 0, width: 480, height: 480)
      root.layoutIfNeeded()
      #expect(close(legacy.frame.minX, x) && close(legacy.frame.width, width))
      #expect(close(legacy.frame.minY, x) && close(legacy.frame.height, width))
      #expect(close(follower.frame.minX, x) && close(follower.frame.width, width))
      #expect(close(follower.frame.minY, legacy.frame.maxY))
    }
  }

  /// Outside the engine (no constraint anywhere) the masks apply directly to the frames.
  @Test(arguments: 0..<8) func eachMaskOutsideTheEngine(_ index: Int) {
    quietly {
      let (mask, x, width) = Self.horizontalCases[index]
      let root = makeRoot(width: 320, height: 320)
      let legacy = LayoutView(frame: Rect(x: 160, y: 160, width: 80, height: 80))
      legacy.autoresizingMask = mask.union(Self.vertical(mask))
      root.addSubview(legacy)
      root.frame = Rect(x: 0, y: 0, width: 480, height: 480)
      #expect(close(legacy.frame.minX, x) && close(legacy.frame.width, width))
      #expect(close(legacy.frame.minY, x) && close(legacy.frame.height, width))
    }
  }

  /// D10 with the root itself resized, and all flexible parts at zero sharing equally.
  @Test func zeroFlexiblePartsShareEqually() {
    quietly {
      let root = makeRoot(width: 100, height: 100)
      let strip = LayoutView(frame: Rect(x: 0, y: 0, width: 0, height: 100))
      strip.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
      root.addSubview(strip)
      root.frame = Rect(x: 0, y: 0, width: 140, height: 100)
      // T = 0: the 40 new points split equally between the left margin and the width.
      #expect(strip.frame == Rect(x: 20, y: 0, width: 20, height: 100))
    }
  }

  /// A legacy subview resized by frame drags its constrained subtree along.
  @Test func aLegacyViewResizedByFrameDragsItsSubtree() {
    quietly {
      let root = makeRoot(width: 400, height: 400)
      let legacy = LayoutView(frame: Rect(x: 20, y: 20, width: 200, height: 100))
      legacy.name = "legacy"
      root.addSubview(legacy)
      let inner = makeChild("inner", in: legacy)
      LayoutConstraint.activate([
        inner.leadingAnchor.constraint(equalTo: legacy.leadingAnchor, constant: 10),
        inner.trailingAnchor.constraint(equalTo: legacy.trailingAnchor, constant: -10),
        inner.topAnchor.constraint(equalTo: legacy.topAnchor, constant: 10),
        inner.bottomAnchor.constraint(equalTo: legacy.bottomAnchor, constant: -10),
      ])
      root.layoutIfNeeded()
      #expect(inner.frame == Rect(x: 10, y: 10, width: 180, height: 80))
      legacy.frame = Rect(x: 50, y: 60, width: 300, height: 150)
      root.layoutIfNeeded()
      #expect(legacy.frame == Rect(x: 50, y: 60, width: 300, height: 150))
      #expect(inner.frame == Rect(x: 10, y: 10, width: 280, height: 130))
    }
  }

  /// A frame-laid-out view inside a constrained container follows the container's solved size.
  @Test func aFrameViewFollowsItsConstrainedContainer() {
    quietly {
      let root = makeRoot(width: 300, height: 300)
      let container = makeChild("container", in: root)
      let width = container.widthAnchor.constraint(equalToConstant: 200)
      LayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        container.topAnchor.constraint(equalTo: root.topAnchor),
        container.heightAnchor.constraint(equalToConstant: 100),
        width,
      ])
      root.layoutIfNeeded()
      let badge = LayoutView(frame: Rect(x: 150, y: 0, width: 40, height: 20))
      badge.autoresizingMask = [.flexibleLeftMargin]
      container.addSubview(badge)
      width.constant = 260
      root.layoutIfNeeded()
      #expect(badge.frame == Rect(x: 210, y: 0, width: 40, height: 20))
    }
  }

  @Test func autoresizingConstraintsAreLoggedWithTheirMask() {
    quietly {
      let root = makeRoot(width: 320, height: 200)
      let legacy = LayoutView(frame: Rect(x: 160, y: 10, width: 80, height: 20))
      legacy.name = "legacy"
      legacy.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
      root.addSubview(legacy)
      let follower = makeChild("follower", in: root)
      LayoutConstraint.activate([follower.leadingAnchor.constraint(equalTo: legacy.leadingAnchor)])
      let horizontal = legacy.constraintsAffectingLayout(for: .horizontal)
        .filter { $0.firstItem === legacy }
        .map(\.equationDescription)
      #expect(
        horizontal == [
          "legacy.minX == 0.666667*root.width - 53.3333",
          "legacy.width == 0.333333*root.width - 26.6667",
        ])
    }
  }
}
