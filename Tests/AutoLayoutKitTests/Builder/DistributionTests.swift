import AutoLayoutKit
import Testing

@Suite struct DistributionTests {
  @Test func aColumnWithEqualHeights() {
    let root = makeRoot(200, 400)
    let column = makeView("column", in: root)
    column.frame = Rect(x: 0, y: 0, width: 200, height: 400)
    let rows = (1...4).map { makeView("row\($0)") }
    let layout = column.autoLayout.distributeVertically(
      rows, spacing: 10, margin: EdgeInsets(top: 20, left: 5, bottom: 30, right: 15))
    #expect(rows.allSatisfy { $0.superview === column })
    #expect(
      equations(layout).prefix(4) == [
        Equation("row1", .leading, .equal, "column", .leading, constant: 5),
        Equation("row1", .trailing, .equal, "column", .trailing, constant: -15),
        Equation("row1", .top, .equal, "column", .top, constant: 20),
        Equation("row2", .leading, .equal, "column", .leading, constant: 5),
      ])
    #expect(
      equations(layout).suffix(2) == [
        Equation("row4", .top, .equal, "row3", .bottom, constant: 10),
        Equation("row4", .bottom, .equal, "column", .bottom, constant: -30),
      ])
    layout.activate()
    LayoutViewLayout.equalHeights(rows).activate()
    root.layoutIfNeeded()
    // 400 − 20 − 30 − 3 × 10 = 320 for four rows: 80 each.
    #expect(
      rows.map(\.frame) == [
        Rect(x: 5, y: 20, width: 180, height: 80),
        Rect(x: 5, y: 110, width: 180, height: 80),
        Rect(x: 5, y: 200, width: 180, height: 80),
        Rect(x: 5, y: 290, width: 180, height: 80),
      ])
  }

  @Test func theBuildersHoldTheirConnectionsAndSwitchOff() {
    let root = makeRoot(300, 50)
    let bar = makeView("bar", in: root)
    bar.frame = Rect(x: 0, y: 0, width: 300, height: 50)
    let items = (1...3).map { makeView("item\($0)", in: bar) }
    let row = bar.autoLayout.distributeHorizontally(items, spacing: 6, identifier: "row")
    let widths = AutoLayout.equalWidths(items)
    #expect(row.count == 3 && widths.count == 3)
    #expect(row.map(\.connections.count) == [3, 3, 4])
    #expect(widths.map(\.connections.count) == [0, 1, 1])
    #expect(row.connections().allSatisfy { !$0.isActive && $0.identifier == "row" })
    row.activate()
    widths.activate()
    root.layoutIfNeeded()
    #expect(items.map(\.frame.width) == [96, 96, 96])
    #expect(bar.constraints.count == 12)
    row.deactivate()
    #expect(bar.constraints.count == 2)
    row.activate()
    #expect(bar.constraints.count == 12)
    row.destroy()
    widths.destroy()
    #expect(bar.constraints.isEmpty)
    #expect(row.connections().isEmpty)
  }

  @Test func emptyAndSingleItemRows() {
    let root = makeRoot(300, 50)
    let bar = makeView("bar", in: root)
    #expect(bar.autoLayout.distributeHorizontally([]).isEmpty)
    #expect(AutoLayout<LayoutView>.equalWidths([]).isEmpty)
    let only = makeView("only")
    let layout = bar.autoLayout.distributeHorizontally([only], margin: .zero)
    #expect(
      built(layout[0]) == [
        Equation("only", .top, .equal, "bar", .top),
        Equation("only", .bottom, .equal, "bar", .bottom),
        Equation("only", .leading, .equal, "bar", .leading),
        Equation("only", .trailing, .equal, "bar", .trailing),
      ])
  }

  @Test func equalSizesWorkForGuidesToo() {
    let root = makeRoot(300, 100)
    let guides = (0..<3).map { _ in LayoutGuide() }
    for (index, guide) in guides.enumerated() {
      guide.identifier = "g\(index)"
      root.addLayoutGuide(guide)
    }
    let layouts = LayoutGuideLayout.equalHeights(guides, priority: .defaultHigh)
    #expect(
      equations(layouts) == [
        Equation("g1", .height, .equal, "g0", .height, priority: .defaultHigh),
        Equation("g2", .height, .equal, "g0", .height, priority: .defaultHigh),
      ])
    layouts.destroy()
  }
}
