import AutoLayoutEngine
import Testing

/// Ambiguity debugging (spec §5, Appendix D 2).
@Suite struct AmbiguityTests {
  /// A child with a leading and a width but nothing vertical: its minY and height are open.
  func underConstrained() -> (LayoutView, LayoutView, [LayoutConstraint]) {
    let root = makeRoot(width: 320, height: 480)
    let child = makeChild("child", in: root)
    let constraints = [
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 100),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, child, constraints)
  }

  @Test func anUnderConstrainedViewIsAmbiguous() {
    let (root, child, _) = underConstrained()
    defer { withExtendedLifetime(root) {} }
    let messages = LayoutDiagnostics.capture { #expect(child.hasAmbiguousLayout) }
    #expect(
      messages == [
        LayoutDiagnostic(
          .ambiguousLayout,
          "View has an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help "
            + "debugging. Displaying synopsis from invoking autolayoutTrace() to provide "
            + "additional detail.\nchild - AMBIGUOUS LAYOUT for child.minY, child.Height")
      ])
  }

  @Test func aFullyConstrainedViewIsNot() {
    let (root, child, _) = underConstrained()
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    let messages = LayoutDiagnostics.capture {
      #expect(!child.hasAmbiguousLayout)
      #expect(!root.hasAmbiguousLayout)
    }
    #expect(messages.isEmpty)
    let frame = child.frame
    child.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    #expect(child.frame == frame)
  }

  /// D2: a tie at 500 leaves 24...30 open; at 525 the width is 30 and decided.
  @Test func tiedOptionalConstraintsAreAmbiguous() {
    let root = makeRoot(width: 320, height: 480)
    let view = makeChild("view", in: root)
    let exact = view.widthAnchor.constraint(equalToConstant: 24).at(LayoutPriority(500))
    let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
      .at(LayoutPriority(500))
    LayoutConstraint.activate([
      exact, minimum,
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    _ = LayoutDiagnostics.capture { #expect(view.hasAmbiguousLayout) }
    #expect(view.frame.width >= 24 && view.frame.width <= 30)
    minimum.isActive = false
    minimum.priority = LayoutPriority(525)
    minimum.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.width == 30)
    #expect(!view.hasAmbiguousLayout)
  }

  @Test func exerciseMovesToAnotherSolutionAndBack() {
    let (root, child, _) = underConstrained()
    let original = child.frame
    #expect(original == Rect(x: 10, y: 0, width: 100, height: 0))
    child.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    // Pulled down by the root's height: minY and height both grow by 480.
    #expect(child.frame == Rect(x: 10, y: 480, width: 100, height: 480))
    child.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    #expect(child.frame == original)
  }

  /// A tie between optional constraints: each call moves the view to the other end of what
  /// the tie allows, so repeated calls toggle (spec §5.2), whichever of the two views is asked.
  @Test(arguments: [false, true])
  func exerciseTogglesBetweenTheEndsOfATie(exercisingTheFirst: Bool) {
    let root = makeRoot(width: 300, height: 100)
    let a = TextView("a", width: 50, height: 20)
    let b = TextView("b", width: 60, height: 20)
    root.addSubview(a)
    root.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Both hug at 250: any split of the 190 spare points is as good.
    let first = a.frame.width
    #expect(first == 50 || first == 240)
    var widths: [Double] = []
    for _ in 0..<4 {
      (exercisingTheFirst ? a : b).exerciseAmbiguityInLayout()
      root.layoutIfNeeded()
      widths.append(a.frame.width)
      #expect(a.frame.width + b.frame.width == 300)
    }
    let other = first == 50 ? 240.0 : 50
    #expect(widths == [other, first, other, first])
  }

  @Test func constraintsAffectingLayoutFollowTheChain() {
    let root = makeRoot(width: 320, height: 480)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    let c = makeChild("c", in: root)
    let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let aWidth = a.widthAnchor.constraint(equalToConstant: 50)
    let bLeading = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let bWidth = b.widthAnchor.constraint(equalToConstant: 60)
    let bLoose = b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
    let cLeading = c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
    let cWidth = c.widthAnchor.constraint(equalToConstant: 20)
    let vertical = [a, b, c].flatMap {
      [
        $0.topAnchor.constraint(equalTo: root.topAnchor),
        $0.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    LayoutConstraint.activate(
      [aLeading, aWidth, bLeading, bWidth, bLoose, cLeading, cWidth] + vertical)
    root.layoutIfNeeded()
    let found = b.constraintsAffectingLayout(for: .horizontal)
    #expect(
      found.map(ObjectIdentifier.init)
        == [aLeading, aWidth, bLeading, bWidth].map(ObjectIdentifier.init))
    #expect(
      b.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
        == [vertical[2], vertical[3]].map(ObjectIdentifier.init))
  }

  @Test func theTraceMarksAmbiguousViews() {
    let (root, _, _) = underConstrained()
    let legacy = LayoutView(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    legacy.name = "legacy"
    root.addSubview(legacy)
    let unrelated = LayoutView(frame: Rect(x: 5, y: 5, width: 5, height: 5))
    unrelated.name = "plain"
    legacy.addSubview(unrelated)
    // A constraint that names the legacy view brings it into the engine.
    LayoutConstraint.activate([
      legacy.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor)
    ])
    root.layoutIfNeeded()
    #expect(
      root.autolayoutTrace() == """
        •root {{0, 0}, {320, 480}}
        |   *child {{10, 0}, {100, 0}} - AMBIGUOUS LAYOUT for child.minY, child.Height
        |   +legacy {{1, 2}, {3, 4}}
        |   |   plain {{5, 5}, {5, 5}}

        Legend:
        \t* - is laid out with auto layout
        \t+ - is laid out manually, but is represented in the layout engine because \
        translatesAutoresizingMaskIntoConstraints = true
        \t• - layout engine host
        """)
  }

  @Test func guidesReportAmbiguityToo() {
    let root = makeRoot(width: 320, height: 480)
    let guide = LayoutGuide()
    guide.identifier = "spacer"
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    _ = LayoutDiagnostics.capture { #expect(guide.hasAmbiguousLayout) }
    #expect(guide.constraintsAffectingLayout(for: .horizontal).count == 2)
    #expect(guide.constraintsAffectingLayout(for: .vertical).isEmpty)
  }
}
