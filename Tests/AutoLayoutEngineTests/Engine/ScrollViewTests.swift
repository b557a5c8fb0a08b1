import AutoLayoutEngine
import Testing

@Suite struct ScrollViewTests {
  /// A 320×480 root holding a scroll view that fills it.
  func makeScrollView() -> (root: LayoutView, scroll: ScrollView) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    root.name = "root"
    let scroll = ScrollView()
    scroll.name = "scroll"
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, scroll)
  }

  func constrainedChild(of parent: LayoutView, _ name: String) -> LayoutView {
    let view = LayoutView()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// Rows of `heights` stacked 10 apart, pinned to the scroll view's edges (which, from its
  /// subviews, are the content's) and as wide as the scroll view.
  func stackRows(_ heights: [Double], in scroll: ScrollView) -> [LayoutView] {
    var rows: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    for (k, height) in heights.enumerated() {
      let row = constrainedChild(of: scroll, "row\(k)")
      constraints += [
        row.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
        row.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        row.heightAnchor.constraint(equalToConstant: height),
        k == 0
          ? row.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10)
          : row.topAnchor.constraint(equalTo: rows[k - 1].bottomAnchor, constant: 10),
      ]
      rows.append(row)
    }
    constraints.append(rows.last!.bottomAnchor.constraint(equalTo: scroll.bottomAnchor))
    LayoutConstraint.activate(constraints)
    return rows
  }

  @Test func edgesFromSubviewsAreTheContentsSoTheContentDecidesItsSize() {
    let (root, scroll) = makeScrollView()
    let rows = stackRows([200, 300, 150], in: scroll)
    root.layoutIfNeeded()
    #expect(scroll.frame == Rect(x: 0, y: 20, width: 320, height: 460))
    // The bottom row ends the content 680 points down, past the scroll view's 460.
    #expect(
      rows.map(\.frame) == [
        Rect(x: 0, y: 10, width: 320, height: 200),
        Rect(x: 0, y: 220, width: 320, height: 300),
        Rect(x: 0, y: 530, width: 320, height: 150),
      ])
    #expect(scroll.contentSize == Size(width: 320, height: 680))
    #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 680))
    #expect(!scroll.hasAmbiguousLayout)
    #expect(!rows[2].hasAmbiguousLayout)
  }

  @Test func theContentSizeFollowsTheContent() {
    let (root, scroll) = makeScrollView()
    let rows = stackRows([200, 300], in: scroll)
    root.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 320, height: 520))
    let height = rows[1].constraints.first { $0.firstAttribute == .height }
    height?.constant = 40
    root.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 320, height: 260))
    #expect(rows[1].frame == Rect(x: 0, y: 220, width: 320, height: 40))
    // Widths from the content still mean the scroll view's own: a wider root widens both.
    root.frame = Rect(x: 0, y: 0, width: 400, height: 480)
    root.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 400, height: 260))
  }

  @Test func theGuidesSayTheSameExplicitly() {
    let (root, scroll) = makeScrollView()
    let content = constrainedChild(of: scroll, "content")
    let badge = constrainedChild(of: scroll, "badge")
    let guide = scroll.contentLayoutGuide
    let frame = scroll.frameLayoutGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 1000),
      content.heightAnchor.constraint(equalTo: frame.heightAnchor),
      // A badge pinned to the frame stays in the scroll view's corner.
      badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -8),
      badge.bottomAnchor.constraint(equalTo: frame.bottomAnchor, constant: -8),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 0, width: 1000, height: 460))
    #expect(scroll.contentSize == Size(width: 1000, height: 460))
    #expect(frame.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 460))
    #expect(badge.frame == Rect(x: 282, y: 432, width: 30, height: 20))
  }

  @Test func constraintsFromOutsideTheScrollViewSeeItsFrame() {
    let (root, scroll) = makeScrollView()
    let label = constrainedChild(of: root, "label")
    let rows = stackRows([600], in: scroll)
    LayoutConstraint.activate([
      label.bottomAnchor.constraint(equalTo: scroll.topAnchor),
      label.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(rows[0].frame == Rect(x: 0, y: 10, width: 320, height: 600))
    #expect(scroll.contentSize == Size(width: 320, height: 610))
  }

  @Test func rightToLeftContentStartsAtTheContentsTrailingEdge() {
    let (root, scroll) = makeScrollView()
    scroll.semanticContentAttribute = .forceRightToLeft
    let chip = constrainedChild(of: scroll, "chip")
    LayoutConstraint.activate([
      chip.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
      chip.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      chip.topAnchor.constraint(equalTo: scroll.topAnchor),
      chip.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      chip.widthAnchor.constraint(equalToConstant: 500),
      chip.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    // The content is 510 wide; its leading edge is on the right, 10 points before the chip.
    #expect(scroll.contentSize == Size(width: 510, height: 40))
    #expect(chip.frame == Rect(x: 0, y: 0, width: 500, height: 40))
  }

  @Test func withoutConstrainedContentTheSetSizeStands() {
    let (root, scroll) = makeScrollView()
    scroll.contentSize = Size(width: 640, height: 960)
    scroll.contentOffset = Point(x: 0, y: 100)
    root.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 640, height: 960))
    #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 640, height: 960))
    #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 460))
    #expect(scroll.contentOffset == Point(x: 0, y: 100))
  }

  @Test func removingTheContentLeavesNoConstraintOnTheGuide() {
    let (root, scroll) = makeScrollView()
    let rows = stackRows([200, 300], in: scroll)
    root.layoutIfNeeded()
    for row in rows { row.removeFromSuperview() }
    let late = stackRows([50], in: scroll)
    root.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 320, height: 60))
    #expect(late[0].frame == Rect(x: 0, y: 10, width: 320, height: 50))
  }

  @Test func theGuidesNameTheirScrollView() {
    let (_, scroll) = makeScrollView()
    #expect(scroll.contentLayoutGuide.identifier == "ScrollViewContentLayoutGuide")
    #expect(scroll.frameLayoutGuide.identifier == "ScrollViewFrameLayoutGuide")
    #expect(scroll.contentLayoutGuide.owningView === scroll)
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
  }
}
