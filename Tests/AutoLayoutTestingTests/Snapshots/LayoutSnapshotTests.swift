import AutoLayoutTesting
import Testing

@Suite struct LayoutSnapshotTests {
  @Test func listsEveryViewWithItsFrameIndentedByDepth() {
    let layout = SampleLayouts.screen()
    #expect(
      LayoutSnapshot(of: layout.screen).text == """
        screen (0, 0, 400, 300)
        |   header (0, 40, 400, 40)
        |   sidebar (0, 80, 100, 220)
        |   content (100, 80, 300, 220)
        |   |   card (40, 40, 220, 140)
        """)
  }

  @Test func namesUnnamedViewsByClassAndIndexAndMarksHiddenOnes() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 90, height: 30))
    let first = LayoutView(frame: Rect(x: 0, y: 0, width: 30, height: 30))
    let second = LayoutView(frame: Rect(x: 30, y: 0, width: 30, height: 30))
    let third = LayoutView(frame: Rect(x: 60, y: 0, width: 30, height: 30))
    second.name = "middle"
    third.isHidden = true
    for view in [first, second, third] { root.addSubview(view) }
    root.layoutIfNeeded()
    #expect(
      LayoutSnapshot(of: root).lines == [
        "LayoutView (0, 0, 90, 30)",
        "|   LayoutView[0] (0, 0, 30, 30)",
        "|   middle (30, 0, 30, 30)",
        "|   LayoutView[2] (60, 0, 30, 30) hidden",
      ])
  }

  @Test func listsGuidesAfterTheirViewUnlessLeftOut() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    root.name = "root"
    let gap = LayoutGuide()
    gap.identifier = "gap"
    let unnamed = LayoutGuide()
    let child = SampleLayouts.named(LayoutView(), "child")
    root.addLayoutGuide(gap)
    root.addLayoutGuide(unnamed)
    SampleLayouts.add(child, to: root)
    LayoutConstraint.activate([
      gap.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      gap.topAnchor.constraint(equalTo: root.topAnchor),
      gap.widthAnchor.constraint(equalToConstant: 100 / 3),
      gap.heightAnchor.constraint(equalToConstant: 10),
      unnamed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      unnamed.topAnchor.constraint(equalTo: root.topAnchor),
      unnamed.widthAnchor.constraint(equalToConstant: 1),
      unnamed.heightAnchor.constraint(equalToConstant: 1),
      child.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(
      LayoutSnapshot(of: root).text == """
        root (0, 0, 300, 200)
        |   guide "gap" (0, 0, 33.33, 10)
        |   guide "LayoutGuide[1]" (0, 0, 1, 1)
        |   guide "LayoutViewLayoutMarginsGuide" (8, 8, 284, 184)
        |   child (33.33, 8, 50, 50)
        """)
    #expect(
      LayoutSnapshot(of: root, includesGuides: false).lines == [
        "root (0, 0, 300, 200)", "|   child (33.33, 8, 50, 50)",
      ])
  }
}

extension LayoutSnapshotTests {
  @Test func marksAmbiguousViewsAndGuides() {
    let layout = SampleLayouts.ambiguous()
    let spacer = LayoutGuide()
    spacer.identifier = "spacer"
    layout.root.addLayoutGuide(spacer)
    LayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 10),
      spacer.topAnchor.constraint(equalTo: layout.root.topAnchor),
    ])
    layout.root.layoutIfNeeded()
    #expect(
      LayoutSnapshot(of: layout.root).text == """
        root (0, 0, 200, 100)
        |   guide "spacer" (0, 0, 10, 0) - AMBIGUOUS LAYOUT
        |   loose (10, 0, 50, 20) - AMBIGUOUS LAYOUT
        """)
  }

  /// A snapshot finds the ambiguous views and guides of the whole tree from one copy of its
  /// system; it marks exactly those that ``LayoutView/hasAmbiguousLayout`` and
  /// ``LayoutGuide/hasAmbiguousLayout`` call ambiguous one by one, which copy it once each.
  @Test func marksTheSameItemsAsAskingEachOne() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 2_000))
    var constraints: [LayoutConstraint] = []
    var previous: LayoutView?
    var guides: [LayoutGuide] = []
    for index in 0..<24 {
      let view = LayoutView()
      view.name = "v\(index)"
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      constraints += [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
      ]
      // Every fifth view has no height (it and every view below it move), every seventh no
      // width; every third holds a guide whose width is open.
      if index % 5 != 2 { constraints.append(view.heightAnchor.constraint(equalToConstant: 20)) }
      if index % 7 != 3 { constraints.append(view.widthAnchor.constraint(equalToConstant: 100)) }
      if index % 3 == 0 {
        let guide = LayoutGuide()
        view.addLayoutGuide(guide)
        guides.append(guide)
        constraints += [
          guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          guide.topAnchor.constraint(equalTo: view.topAnchor),
          guide.heightAnchor.constraint(equalTo: view.heightAnchor),
          guide.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor),
        ]
      }
      previous = view
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    var oneByOne: [String] = []
    _ = LayoutDiagnostics.capture {
      for view in root.subviews where view.hasAmbiguousLayout { oneByOne.append(view.name!) }
      for (index, guide) in guides.enumerated() where guide.hasAmbiguousLayout {
        oneByOne.append("guide \(index)")
      }
    }
    var marked: [String] = []
    var guideIndex = 0
    for line in LayoutSnapshot(of: root).lines.dropFirst() {
      let isGuide = line.contains("guide \"")
      if line.hasSuffix("- AMBIGUOUS LAYOUT") {
        marked.append(
          isGuide
            ? "guide \(guideIndex)" : String(line.split(separator: " ")[1]))
      }
      if isGuide { guideIndex += 1 }
    }
    #expect(marked.sorted() == oneByOne.sorted())
    // v2 lacks a height: it and every view below it are ambiguous.
    #expect(oneByOne.contains("v2") && !oneByOne.contains("v1") && oneByOne.contains("v23"))
    #expect(oneByOne.contains("guide 0"))
  }
}
