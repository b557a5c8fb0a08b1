import AutoLayoutEngine
import Testing

/// `anchorWithOffset(to:)` (spec §1.6): distances between anchors as dimensions, related to
/// constants, to widths and heights and to each other.
@Suite struct AnchorOffsetTests {
  /// Three views in a row on a `width` × 100 root: `a` at the leading edge, `c` at the trailing
  /// edge, all 20 high at the top, with the given widths; `relate` places `b`.
  func row(
    width: Double = 300, widths: (Double, Double, Double) = (50, 100, 50),
    direction: SemanticContentAttribute = .unspecified, scale: Double = 0,
    _ relate: (_ a: LayoutView, _ b: LayoutView, _ c: LayoutView) -> [LayoutConstraint]
  ) -> (root: LayoutView, a: LayoutView, b: LayoutView, c: LayoutView, made: [LayoutConstraint]) {
    let root = makeRoot(width: width, height: 100)
    root.semanticContentAttribute = direction
    root.displayScale = scale
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    let c = makeChild("c", in: root)
    var made: [LayoutConstraint] = []
    quietly {
      made = relate(a, b, c)
      var fixed = [
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        a.widthAnchor.constraint(equalToConstant: widths.0),
        b.widthAnchor.constraint(equalToConstant: widths.1),
        c.widthAnchor.constraint(equalToConstant: widths.2),
      ]
      for view in [a, b, c] {
        fixed.append(view.topAnchor.constraint(equalTo: root.topAnchor))
        fixed.append(view.heightAnchor.constraint(equalToConstant: 20))
      }
      LayoutConstraint.activate(fixed + made)
      root.layoutIfNeeded()
    }
    return (root, a, b, c, made)
  }

  /// The distance from a's trailing edge to b's leading edge, and from b's to c's.
  func gaps(_ a: LayoutView, _ b: LayoutView, _ c: LayoutView) -> (LayoutDimension, LayoutDimension)
  {
    (
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor),
      b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
    )
  }

  @Test func twoGapsMadeEqualCentreTheMiddleView() {
    let (root, a, b, c, made) = row { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [left.constraint(equalTo: right)]
    }
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 100, y: 0, width: 100, height: 20))
    #expect(c.frame == Rect(x: 250, y: 0, width: 50, height: 20))
    #expect(made[0].isActive)
    #expect(root.constraints.contains { $0 === made[0] })
  }

  @Test func aGapTimesAMultiplierPlusAConstant() {
    // g1 == 2 × g2 + 20 with g1 + g2 == 310 − 200 = 110: g2 = 30, g1 = 80.
    let (_, _, b, c, _) = row(width: 310) { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [left.constraint(equalTo: right, multiplier: 2, constant: 20)]
    }
    #expect(b.frame == Rect(x: 130, y: 0, width: 100, height: 20))
    #expect(c.frame == Rect(x: 260, y: 0, width: 50, height: 20))
    // g1 == 0.5 × g2: g2 = 220 / 3 … use 290 wide: free 90, g2 = 60, g1 = 30.
    let (_, _, half, _, _) = row(width: 290) { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [left.constraint(equalTo: right, multiplier: 0.5)]
    }
    #expect(half.frame == Rect(x: 80, y: 0, width: 100, height: 20))
  }

  @Test func aGapInequalityAgainstAnotherGap() {
    // g1 >= 3 × g2 against a weaker pull of b to the leading edge of the free space.
    let (_, _, b, _, _) = row { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [
        left.constraint(greaterThanOrEqualTo: right, multiplier: 3),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).at(.defaultLow),
      ]
    }
    #expect(b.frame == Rect(x: 125, y: 0, width: 100, height: 20))
    let (_, _, d, _, _) = row { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [
        left.constraint(lessThanOrEqualTo: right, multiplier: 1, constant: -20),
        b.trailingAnchor.constraint(equalTo: c.leadingAnchor).at(.defaultLow),
      ]
    }
    #expect(d.frame == Rect(x: 90, y: 0, width: 100, height: 20))
  }

  @Test func aGapAgainstConstants() {
    let (_, _, b, _, _) = row { a, b, _ in
      [a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 20)]
    }
    #expect(b.frame == Rect(x: 70, y: 0, width: 100, height: 20))
    let (_, _, atLeast, _, _) = row { a, b, _ in
      [
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
          .constraint(greaterThanOrEqualToConstant: 30),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).at(.defaultLow),
      ]
    }
    #expect(atLeast.frame == Rect(x: 80, y: 0, width: 100, height: 20))
    let (_, _, atMost, _, _) = row { a, b, _ in
      [
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
          .constraint(lessThanOrEqualToConstant: 40),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 90).at(.defaultLow),
      ]
    }
    #expect(atMost.frame == Rect(x: 90, y: 0, width: 100, height: 20))
  }

  /// A distance relates to a width or height with a multiplier, either side.
  @Test func aGapAgainstAWidth() {
    let (_, _, b, _, _) = row { a, b, _ in
      [
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
          .constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5)
      ]
    }
    #expect(b.frame == Rect(x: 80, y: 0, width: 100, height: 20))
    // The other way round: c's width is twice the gap before it (b at 60: gap 90, so c 180).
    let root = makeRoot(width: 400, height: 100)
    let a = makeChild("a", in: root)
    let c = makeChild("c", in: root)
    quietly {
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        a.widthAnchor.constraint(equalToConstant: 60),
        c.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 90),
        c.widthAnchor.constraint(
          equalTo: a.trailingAnchor.anchorWithOffset(to: c.leadingAnchor), multiplier: 2),
        a.heightAnchor.constraint(equalTo: c.heightAnchor),
        c.heightAnchor.constraint(equalToConstant: 10),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        c.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
    }
    #expect(c.frame == Rect(x: 150, y: 0, width: 180, height: 10))
  }

  /// A distance from a view's own edge to its other edge is its size.
  @Test func aDistanceWithinOneView() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    quietly {
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor).constraint(equalToConstant: 70),
        a.topAnchor.anchorWithOffset(to: a.centerYAnchor).constraint(
          equalTo: a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor), multiplier: 0.25),
      ])
      root.layoutIfNeeded()
    }
    #expect(a.frame == Rect(x: 10, y: 10, width: 70, height: 35))
  }

  @Test func verticalGaps() {
    let root = makeRoot(width: 100, height: 300)
    let views = ["a", "b", "c"].map { makeChild($0, in: root) }
    let (a, b, c) = (views[0], views[1], views[2])
    quietly {
      var constraints = [
        a.topAnchor.constraint(equalTo: root.topAnchor),
        c.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(
          equalTo: b.bottomAnchor.anchorWithOffset(to: c.topAnchor), multiplier: 1.5),
      ]
      for view in views {
        constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        constraints.append(view.widthAnchor.constraint(equalToConstant: 100))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 50))
      }
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    // Free 150: 1.5 g2 + g2 = 150, g2 = 60, g1 = 90.
    #expect(b.frame == Rect(x: 0, y: 140, width: 100, height: 50))
    #expect(c.frame == Rect(x: 0, y: 250, width: 100, height: 50))
  }

  /// A distance between leading and trailing anchors grows toward the trailing edge: in a
  /// right-to-left layout the whole row mirrors.
  @Test func rightToLeftMirrorsGaps() {
    // (The solver's values are a rounding error off here: the frames are on whole points.)
    let (_, a, b, c, _) = row(width: 310, direction: .forceRightToLeft, scale: 1) { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [left.constraint(equalTo: right, multiplier: 2, constant: 20)]
    }
    #expect(a.frame == Rect(x: 260, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 80, y: 0, width: 100, height: 20))
    #expect(c.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    // Left and right distances do not mirror: a 20-point gap to the right of a.
    let (_, d, e, _, _) = row(direction: .forceRightToLeft) { a, b, _ in
      [a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 20)]
    }
    #expect(d.frame == Rect(x: 250, y: 0, width: 50, height: 20))
    #expect(e.frame == Rect(x: 320, y: 0, width: 100, height: 20))
  }

  /// Leading/trailing and left/right cannot be mixed anywhere in one constraint.
  @Test func mixingLeadingWithLeftIsReported() {
    let root = makeRoot(width: 300, height: 100)
    let views = ["a", "b", "c"].map { makeChild($0, in: root) }
    let (a, b, c) = (views[0], views[1], views[2])
    var made: [LayoutConstraint] = []
    let messages = LayoutDiagnostics.capture {
      made = [
        a.trailingAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 8),
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
          equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor)),
      ]
    }
    let rule =
      "A constraint cannot be made between a leading/trailing attribute and a right/left "
      + "attribute. Use leading/trailing for both or neither."
    #expect(
      messages.map { normalized($0.message) } == [
        "Cannot make the constraint <LayoutConstraint:0x… (b.left - a.trailing) == 8>: " + rule,
        "Cannot make the constraint <LayoutConstraint:0x… (b.leading - a.trailing) == "
          + "(c.left - b.right)>: " + rule,
      ])
    #expect(messages.allSatisfy { $0.kind == .invalidConstraint })
    LayoutConstraint.activate(made)
    #expect(made.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
  }

  /// The constraint is held by the closest common ancestor of all its items, and goes when any
  /// of them leaves it; the others keep theirs.
  @Test func removingAnyViewDeactivatesTheConstraint() {
    for leaving in 0..<3 {
      let (root, a, b, c, made) = row { a, b, c in
        let (left, right) = gaps(a, b, c)
        return [left.constraint(equalTo: right)]
      }
      let gap = made[0]
      #expect(root.constraints.contains { $0 === gap })
      let views = [a, b, c]
      // The constraint is listed once by each view that starts a distance, once by each end.
      #expect(a.layoutItemState.referencingConstraints.filter { $0 === gap }.count == 1)
      #expect(b.layoutItemState.referencingConstraints.filter { $0 === gap }.count == 2)
      #expect(c.layoutItemState.referencingConstraints.filter { $0 === gap }.count == 1)
      quietly { views[leaving].removeFromSuperview() }
      #expect(!gap.isActive, "removing \(views[leaving].name ?? "")")
      for view in views {
        #expect(!view.layoutItemState.referencingConstraints.contains { $0 === gap })
      }
      #expect(!root.constraints.contains { $0 === gap })
      // The views left behind keep their other constraints and lay out again.
      quietly { root.layoutIfNeeded() }
      for (index, view) in views.enumerated() where index != leaving {
        #expect(view.frame.size == Size(width: index == 1 ? 100 : 50, height: 20))
      }
    }
  }

  /// Deactivating in any order keeps every item's list right (each removal moves another
  /// constraint's entry, which may be a distance's end).
  @Test func deactivatingInAnyOrderKeepsTheListsRight() {
    let root = makeRoot(width: 300, height: 100)
    let views = ["a", "b", "c"].map { makeChild($0, in: root) }
    let (a, b, c) = (views[0], views[1], views[2])
    let (left, right) = gaps(a, b, c)
    let made: [LayoutConstraint] = [
      left.constraint(equalTo: right),
      b.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalToConstant: 100),
      a.leadingAnchor.anchorWithOffset(to: c.trailingAnchor).constraint(
        equalTo: b.widthAnchor, multiplier: 3),
      b.widthAnchor.constraint(
        equalTo: c.leadingAnchor.anchorWithOffset(to: c.trailingAnchor), multiplier: 2),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 50).at(.defaultLow),
    ]
    var generator = SeededGenerator(state: 7)
    for _ in 0..<20 {
      quietly { LayoutConstraint.activate(made) }
      var order = made
      for index in order.indices.reversed() {
        order.swapAt(index, generator.below(index + 1))
      }
      for constraint in order {
        constraint.isActive = false
        for view in views {
          let listed = view.layoutItemState.referencingConstraints
          for entry in listed where entry.isActive {
            #expect(made.contains { $0 === entry })
          }
          #expect(!listed.contains { $0 === constraint })
        }
      }
      for view in views { #expect(view.layoutItemState.referencingConstraints.isEmpty) }
    }
  }

  @Test func theHolderIsTheCommonAncestorOfAllFourItems() {
    let root = makeRoot(width: 300, height: 100)
    let left = makeChild("left", in: root)
    let right = makeChild("right", in: root)
    let a = makeChild("a", in: left)
    let b = makeChild("b", in: left)
    let c = makeChild("c", in: right)
    let inLeft = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
      equalToConstant: 8)
    let across = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
      equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
    quietly { LayoutConstraint.activate([inLeft, across]) }
    #expect(left.constraints.contains { $0 === inLeft })
    #expect(root.constraints.contains { $0 === across })
    // Another tree: no common ancestor.
    let other = makeRoot(width: 10, height: 10)
    let d = makeChild("d", in: other)
    let stray = a.trailingAnchor.anchorWithOffset(to: d.leadingAnchor).constraint(
      equalToConstant: 1)
    let messages = LayoutDiagnostics.capture { stray.isActive = true }
    #expect(
      messages.map { normalized($0.message) } == [
        "Unable to activate constraint with anchors <LayoutDimension:0x… \"d.leading - "
          + "a.trailing\"> and <LayoutXAxisAnchor:0x… \"d.leading\"> because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal."
      ])
    #expect(!stray.isActive)
    // A subtree that leaves takes along the constraints held inside it.
    quietly { left.removeFromSuperview() }
    #expect(inLeft.isActive)
    #expect(!across.isActive)
  }

  /// Distances may start or end at a layout guide.
  @Test func distancesToGuides() {
    let root = makeRoot(width: 300, height: 200)
    root.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
    let a = makeChild("a", in: root)
    let margins = root.layoutMarginsGuide
    quietly {
      LayoutConstraint.activate([
        margins.leadingAnchor.anchorWithOffset(to: a.leadingAnchor).constraint(equalToConstant: 8),
        a.trailingAnchor.anchorWithOffset(to: margins.trailingAnchor).constraint(
          equalToConstant: 8),
        margins.topAnchor.anchorWithOffset(to: a.topAnchor).constraint(
          equalTo: a.bottomAnchor.anchorWithOffset(to: margins.bottomAnchor)),
        a.heightAnchor.constraint(equalToConstant: 100),
      ])
      root.layoutIfNeeded()
    }
    #expect(a.frame == Rect(x: 20, y: 50, width: 260, height: 100))
  }

  /// A distance between baselines follows their offsets when the text changes.
  @Test func baselineDistancesFollowTheText() {
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
        title.lastBaselineAnchor.anchorWithOffset(to: body.firstBaselineAnchor)
          .constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
    }
    // title's last baseline at 25, body's first at 45: body's top at 33.
    #expect(body.frame == Rect(x: 0, y: 33, width: 100, height: 40))
    body.firstBaseline = 30
    body.invalidateIntrinsicContentSize()
    title.lastBaseline = 2
    title.invalidateIntrinsicContentSize()
    quietly { root.layoutIfNeeded() }
    // 28 + 20 = 48, minus 30.
    #expect(body.frame == Rect(x: 0, y: 18, width: 100, height: 40))
  }

  @Test func firstAndSecondItemsAreWhereTheDistancesStart() {
    let root = makeRoot(width: 300, height: 100)
    let views = ["a", "b", "c"].map { makeChild($0, in: root) }
    let (a, b, c) = (views[0], views[1], views[2])
    let (left, right) = gaps(a, b, c)
    let equal = left.constraint(equalTo: right, multiplier: 2, constant: 8)
    #expect(!equal.isActive)
    #expect(equal.firstItem === a && equal.firstAttribute == .trailing)
    #expect(equal.secondItem === b && equal.secondAttribute == .trailing)
    #expect(equal.multiplier == 2 && equal.constant == 8 && equal.relation == .equal)
    let constant = left.constraint(lessThanOrEqualToConstant: 4)
    #expect(constant.firstItem === a && constant.secondItem == nil)
    #expect(constant.secondAttribute == .notAnAttribute)
    let width = left.constraint(greaterThanOrEqualTo: c.widthAnchor)
    #expect(width.secondItem === c && width.secondAttribute == .width)
    #expect(left.owner === a && left.layoutAttribute == .trailing)
  }

  @Test func descriptions() {
    let root = makeRoot(width: 300, height: 100)
    let views = ["a", "b", "c"].map { makeChild($0, in: root) }
    let (a, b, c) = (views[0], views[1], views[2])
    let (left, right) = gaps(a, b, c)
    #expect(normalized(left.description) == "<LayoutDimension:0x… \"b.leading - a.trailing\">")
    #expect(normalized(a.widthAnchor.description) == "<LayoutDimension:0x… \"a.width\">")
    let equal = left.constraint(equalTo: right)
    #expect(
      normalized(equal.description)
        == "<LayoutConstraint:0x… (b.leading - a.trailing) == (c.leading - b.trailing)>")
    let scaled = left.constraint(lessThanOrEqualTo: right, multiplier: 2, constant: -8)
    scaled.priority = .defaultHigh
    scaled.identifier = "gaps"
    quietly { LayoutConstraint.activate([scaled]) }
    #expect(
      normalized(scaled.description)
        == "<LayoutConstraint:0x… 'gaps' (b.leading - a.trailing) <= 2*(c.leading - b.trailing)"
        + " - 8 @750   (active)>")
    #expect(
      left.constraint(equalTo: c.heightAnchor, multiplier: 0.5).equationDescription
        == "(b.leading - a.trailing) == 0.5*c.height")
    #expect(
      c.widthAnchor.constraint(equalTo: right, constant: 4).equationDescription
        == "c.width == (c.leading - b.trailing) + 4")
    #expect(
      a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(greaterThanOrEqualToConstant: 20)
        .equationDescription == "(b.top - a.bottom) >= 20")
  }

  /// An unsatisfiable distance is logged with its description and broken like any constraint.
  @Test func anUnsatisfiableGapIsLoggedAndBroken() {
    var made: [LayoutConstraint] = []
    let (root, _, _, _, _) = row { a, b, c in
      let (left, right) = gaps(a, b, c)
      made = [left.constraint(equalTo: right), left.constraint(equalToConstant: 10)]
      return []
    }
    let conflict = LayoutDiagnostics.capture {
      LayoutConstraint.activate(made)
      root.layoutIfNeeded()
    }
    #expect(conflict.map(\.kind) == [.unsatisfiableConstraints])
    let text = normalized(conflict.first?.message ?? "")
    #expect(
      text.contains(
        "\"<LayoutConstraint:0x… (b.leading - a.trailing) == (c.leading - b.trailing)   (active)>\""
      ))
    #expect(text.contains("<LayoutConstraint:0x… (b.leading - a.trailing) == 10   (active)>"))
  }

  /// The exported workload holds the distances' terms and solves to the same frames.
  @Test func theExportHoldsTheDistances() throws {
    let (root, a, b, c, _) = row(width: 310) { a, b, c in
      let (left, right) = gaps(a, b, c)
      return [left.constraint(equalTo: right, multiplier: 2, constant: 20)]
    }
    let json = root.constraintSystemWorkload(named: "gaps")
    let (solver, variables, _) = try WorkloadExportTests().rebuild(json)
    for view in [a, b, c] {
      let name = view.name ?? ""
      let frame = view.frame
      for (suffix, value) in [("minX", frame.minX), ("width", frame.width)] {
        let variable = try #require(variables["\(name).\(suffix)"])
        #expect(abs(solver.value(of: variable) - value) < 1e-9, "\(name).\(suffix)")
      }
    }
    // (b.minX − a.minX − a.width) − 2 (c.minX − b.minX − b.width) − 20 == 0, in root space.
    #expect(json.contains("\"b.minX\""))
    #expect(b.frame.minX == 130)
  }
}
