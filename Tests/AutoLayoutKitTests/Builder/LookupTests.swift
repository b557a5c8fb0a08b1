import AutoLayoutKit
import Testing

@Suite struct LookupTests {
  @Test func connectionsByType() {
    let root = makeRoot(100, 100)
    let view = TextView()
    view.name = "view"
    root.addSubview(view)
    let other = makeView("other", in: root)
    let layout = view.autoLayout.leading().trailing().left(to: other).right(to: other).top()
      .bottom().width(1).height(2).centerHorizontally().centerVertically()
      .firstBaseline(to: other.topAnchor).lastBaseline(to: other.bottomAnchor).top(5)
    #expect(layout.connections.count == 13)
    #expect(layout.findAll(.top).map(\.constant) == [0, 5])
    #expect(layout.topConnections.map(\.constant) == [0, 5])
    #expect(layout.firstTopConnection === layout.connections[4])
    let singles: [(Connection?, [Connection], LayoutConnectionType)] = [
      (layout.firstLeadingConnection, layout.leadingConnections, .leading),
      (layout.firstTrailingConnection, layout.trailingConnections, .trailing),
      (layout.firstLeftConnection, layout.leftConnections, .left),
      (layout.firstRightConnection, layout.rightConnections, .right),
      (layout.firstBottomConnection, layout.bottomConnections, .bottom),
      (layout.firstWidthConnection, layout.widthConnections, .width),
      (layout.firstHeightConnection, layout.heightConnections, .height),
      (layout.firstCenterXConnection, layout.centerXConnections, .centerX),
      (layout.firstCenterYConnection, layout.centerYConnections, .centerY),
      (layout.firstFirstBaselineConnection, layout.firstBaselineConnections, .firstBaseline),
      (layout.firstLastBaselineConnection, layout.lastBaselineConnections, .lastBaseline),
    ]
    for (first, all, type) in singles {
      #expect(all.count == 1 && first === all[0] && first?.type == type)
      #expect(first?.constraint.firstAttribute == type.attribute)
    }
    layout.destroy()
    #expect(layout.findAll(.top).isEmpty && layout.firstTopConnection == nil)
  }

  @Test func fillRecordsLeadingAndTrailing() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.fillParent(4)
    #expect(layout.leftConnections.isEmpty && layout.rightConnections.isEmpty)
    #expect(layout.connections.map(\.type) == [.top, .leading, .trailing, .bottom])
    #expect(layout.connections.map(\.value) == [4, 4, 4, 4])
    layout.destroy()
  }

  @Test func connectionTypesNameTheirAttributes() {
    #expect(
      LayoutConnectionType.allCases.map(\.attribute) == [
        .leading, .trailing, .left, .right, .top, .bottom, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline,
      ])
  }
}
