import AutoLayoutEngine
import Testing

/// The system-spacing factories (spec §1.6): one anchor after or below another by a multiple of
/// the 8-point system spacing.
@Suite struct SystemSpacingTests {
  /// A 300 × 200 root with `a` at (10, 10), 50 × 40, and `b` 40 × 30; `place` positions `b`.
  func scene(
    direction: SemanticContentAttribute = .unspecified,
    _ place: (_ root: LayoutView, _ a: LayoutView, _ b: LayoutView) -> [LayoutConstraint]
  ) -> (LayoutView, LayoutView) {
    let root = makeRoot(width: 300, height: 200)
    root.semanticContentAttribute = direction
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    quietly {
      LayoutConstraint.activate(
        [
          a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
          a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
          a.widthAnchor.constraint(equalToConstant: 50),
          a.heightAnchor.constraint(equalToConstant: 40),
          b.widthAnchor.constraint(equalToConstant: 40),
          b.heightAnchor.constraint(equalToConstant: 30),
        ] + place(root, a, b))
      root.layoutIfNeeded()
    }
    return (a, b)
  }

  @Test func equalToSystemSpacingAfterPlacesTheAnchorMultiplesOfEightAfter() {
    for (multiplier, x) in [(1.0, 68.0), (2.5, 80.0), (0, 60), (-1, 52)] {
      let (a, b) = scene { _, a, b in
        [
          b.leadingAnchor.constraint(
            equalToSystemSpacingAfter: a.trailingAnchor, multiplier: multiplier),
          b.topAnchor.constraint(equalTo: a.topAnchor),
        ]
      }
      #expect(a.frame == Rect(x: 10, y: 10, width: 50, height: 40))
      #expect(b.frame == Rect(x: x, y: 10, width: 40, height: 30), "multiplier \(multiplier)")
    }
  }

  /// `>=` holds against a weaker pull to no gap, `<=` against a weaker pull to a wide one.
  @Test func inequalitiesAfter() {
    let (_, atLeast) = scene { _, a, b in
      [
        b.leadingAnchor.constraint(
          greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).at(.defaultLow),
        b.topAnchor.constraint(equalTo: a.topAnchor),
      ]
    }
    #expect(atLeast.frame == Rect(x: 76, y: 10, width: 40, height: 30))
    let (_, atMost) = scene { _, a, b in
      [
        b.leadingAnchor.constraint(
          lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 3),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 100).at(.defaultLow),
        b.topAnchor.constraint(equalTo: a.topAnchor),
      ]
    }
    #expect(atMost.frame == Rect(x: 84, y: 10, width: 40, height: 30))
    // Within the bounds, the weaker pull wins.
    let (_, inside) = scene { _, a, b in
      [
        b.leadingAnchor.constraint(
          lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 3),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5).at(.defaultLow),
        b.topAnchor.constraint(equalTo: a.topAnchor),
      ]
    }
    #expect(inside.frame == Rect(x: 65, y: 10, width: 40, height: 30))
  }

  @Test func belowInEveryRelation() {
    let (_, equal) = scene { _, a, b in
      [
        b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5),
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      ]
    }
    #expect(equal.frame == Rect(x: 10, y: 62, width: 40, height: 30))
    let (_, atLeast) = scene { _, a, b in
      [
        b.topAnchor.constraint(
          greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
        b.topAnchor.constraint(equalTo: a.bottomAnchor).at(.defaultLow),
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      ]
    }
    #expect(atLeast.frame == Rect(x: 10, y: 66, width: 40, height: 30))
    let (_, atMost) = scene { _, a, b in
      [
        b.topAnchor.constraint(
          lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 30).at(.defaultLow),
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      ]
    }
    #expect(atMost.frame == Rect(x: 10, y: 54, width: 40, height: 30))
  }

  /// Baselines are spaced by the same 8 points (views have baseline offsets, no fonts).
  @Test func baselinesAreSpacedByEightPoints() {
    let root = makeRoot(width: 300, height: 200)
    let title = TextView("title", width: 100, height: 20, firstBaseline: 15, lastBaseline: 5)
    let body = TextView("body", width: 100, height: 40, firstBaseline: 12, lastBaseline: 6)
    root.addSubview(title)
    root.addSubview(body)
    quietly {
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        body.firstBaselineAnchor.constraint(
          equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 2),
      ])
      root.layoutIfNeeded()
    }
    // title's last baseline is at 30 − 5 = 25; body's first baseline at 25 + 16 = 41.
    #expect(title.frame == Rect(x: 0, y: 10, width: 100, height: 20))
    #expect(body.frame == Rect(x: 0, y: 29, width: 100, height: 40))
  }

  /// After is toward the trailing edge: to the left in a right-to-left layout. Left and right
  /// anchors are not mirrored.
  @Test func afterFollowsTheLayoutDirection() {
    let (a, b) = scene(direction: .forceRightToLeft) { _, a, b in
      [
        b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
        b.topAnchor.constraint(equalTo: a.topAnchor),
      ]
    }
    #expect(a.frame == Rect(x: 240, y: 10, width: 50, height: 40))
    #expect(b.frame == Rect(x: 192, y: 10, width: 40, height: 30))
    let (c, d) = scene(direction: .forceRightToLeft) { _, a, b in
      [
        b.leftAnchor.constraint(equalToSystemSpacingAfter: a.rightAnchor, multiplier: 1),
        b.topAnchor.constraint(equalTo: a.topAnchor),
      ]
    }
    #expect(c.frame == Rect(x: 240, y: 10, width: 50, height: 40))
    #expect(d.frame == Rect(x: 298, y: 10, width: 40, height: 30))
  }

  /// Leading/trailing and left/right anchors cannot be mixed, as in every X-axis factory.
  @Test func mixingLeadingWithRightIsReportedAndNeverActivates() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    var made: LayoutConstraint?
    let messages = LayoutDiagnostics.capture {
      made = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.rightAnchor, multiplier: 1)
    }
    #expect(messages.map(\.kind) == [.invalidConstraint])
    #expect(
      normalized(messages.first?.message ?? "")
        == "Cannot make the constraint <LayoutConstraint:0x… b.leading == a.right + "
        + "LayoutAnchorConstraintSpace(8)>: A constraint cannot be made between a "
        + "leading/trailing attribute and a right/left attribute. Use leading/trailing for both "
        + "or neither.")
    let constraint = try! #require(made)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func theFactoriesMakeInactivePlainConstraintsWhoseConstantIsTheSpacing() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    let made = [
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
      b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
      b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
    ]
    #expect(made.map(\.relation) == [.equal, .greaterThanOrEqual, .lessThanOrEqual].repeated(2))
    for constraint in made {
      #expect(!constraint.isActive)
      #expect(constraint.firstItem === b && constraint.secondItem === a)
      #expect(constraint.multiplier == 1)
      #expect(constraint.constant == 2 * LayoutConstraint.systemSpacing)
    }
    #expect(LayoutConstraint.systemSpacing == 8)
  }

  /// The spacing shows as UIKit's `NSLayoutAnchorConstraintSpace(8)` does (spec §4.4), with
  /// the package's name: the spacing in points, which follows the constant.
  @Test func descriptions() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    let after = b.leadingAnchor.constraint(
      equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    #expect(
      normalized(after.description)
        == "<LayoutConstraint:0x… b.leading == a.trailing + LayoutAnchorConstraintSpace(8)>")
    let below = b.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2.5)
    below.priority = .defaultHigh
    below.identifier = "gap"
    quietly { below.isActive = true }
    #expect(
      normalized(below.description)
        == "<LayoutConstraint:0x… 'gap' b.top >= a.bottom + LayoutAnchorConstraintSpace(20) @750"
        + "   (active)>")
    below.constant = -4
    #expect(below.equationDescription == "b.top >= a.bottom - LayoutAnchorConstraintSpace(4)")
  }

  /// Changing the constant moves the layout in place, as any constraint's.
  @Test func theConstantChangesInPlace() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    let gap = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    quietly {
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.widthAnchor.constraint(equalToConstant: 50),
        a.heightAnchor.constraint(equalToConstant: 50),
        b.topAnchor.constraint(equalTo: root.topAnchor),
        b.widthAnchor.constraint(equalToConstant: 50),
        b.heightAnchor.constraint(equalToConstant: 50),
        gap,
      ])
      root.layoutIfNeeded()
    }
    #expect(b.frame.minX == 58)
    gap.constant = 24
    root.layoutIfNeeded()
    #expect(b.frame.minX == 74)
  }
}

extension Array {
  /// The array's elements, `count` times over.
  fileprivate func repeated(_ count: Int) -> [Element] {
    Array((0..<count).map { _ in self }.joined())
  }
}
