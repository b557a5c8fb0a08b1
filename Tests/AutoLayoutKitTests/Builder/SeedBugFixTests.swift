import AutoLayoutKit
import Testing

// Every bug the inventory lists for the seed library (§1.6, §1.9), fixed here.

@Suite struct SeedBugFixTests {
  @Test func lastBaselineToAnItemMakesALastBaselineConstraint() {
    let root = makeRoot(100, 100)
    let a = TextView()
    a.name = "a"
    let b = TextView()
    b.name = "b"
    root.addSubview(a)
    root.addSubview(b)
    let layout = a.autoLayout.lastBaseline(to: b)
    // The seed made `firstBaseline == b.lastBaseline`, recorded as `.firstBaseline`.
    #expect(built(layout) == [Equation("a", .lastBaseline, .equal, "b", .lastBaseline)])
    #expect(a.autoLayout.lastBaseline(to: b).connections.map(\.type) == [.lastBaseline])
  }

  @Test func distributionReturnsBuildersThatHoldTheirConnectionsAndWaitForActivate() {
    let root = makeRoot(100, 100)
    let bar = makeView("bar", in: root)
    let items = [makeView("a"), makeView("b")]
    var row: [AutoLayout<LayoutView>] = []
    let messages = LayoutDiagnostics.capture {
      row = bar.autoLayout.distributeHorizontally(items, spacing: 8)
    }
    // The seed activated at once and returned empty builders.
    #expect(messages.isEmpty)
    #expect(row.map(\.connections.count) == [3, 4])
    #expect(bar.constraints.isEmpty)
    row.activate()
    #expect(bar.constraints.count == 7)
    row.destroy()
    #expect(bar.constraints.isEmpty)
  }

  @Test(.enabled(if: builderWarningsAreCompiledIn, "the warnings are in debug builds only"))
  func anUnactivatedDistributionWarns() {
    let root = makeRoot(100, 100)
    let bar = makeView("bar", in: root)
    let items = [makeView("a"), makeView("b")]
    let messages = LayoutDiagnostics.capture {
      _ = bar.autoLayout.distributeHorizontally(items)
    }
    #expect(messages.count == 2 && messages.allSatisfy { $0.kind == .builderWarning })
    #expect(bar.constraints.isEmpty)
  }

  @Test func distributionLeavesTheContainerAlone() {
    let root = makeRoot(100, 100)
    let items = [makeView("a"), makeView("b")]
    // The seed turned off the container's autoresizing translation (harmful for a root).
    root.autoLayout.distributeVertically(items).destroy()
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    #expect(items.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
  }

  @Test func aspectTakesARatioAndMakesOneConstraint() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    // The seed made width == height and height == width, square only.
    #expect(built(view.autoLayout.aspect()) == [Equation("view", .width, .equal, "view", .height)])
    #expect(
      built(view.autoLayout.aspect(ratio: 0.5)) == [
        Equation("view", .width, .equal, "view", .height, multiplier: 0.5)
      ])
  }

  @Test func equalWidthsAndHeightsMakeNMinusOneConstraints() {
    let root = makeRoot(100, 100)
    let views = (1...4).map { makeView("v\($0)", in: root) }
    // The seed made one per ordered pair: 12 for four views.
    let widths = AutoLayout<LayoutView>.equalWidths(views)
    let heights = AutoLayout<LayoutView>.equalHeights(views)
    #expect(widths.connections().count == 3 && heights.connections().count == 3)
    #expect(
      equations(widths) == [
        Equation("v2", .width, .equal, "v1", .width),
        Equation("v3", .width, .equal, "v1", .width),
        Equation("v4", .width, .equal, "v1", .width),
      ])
    widths.destroy()
    heights.destroy()
  }

  @Test func destroyWorksForGuideBuildersAndArraysOfThem() {
    let root = makeRoot(100, 100)
    let guides = [LayoutGuide(), LayoutGuide()]
    let layouts = guides.map { $0.autoLayout(in: root).fill(in: root) }.activate()
    #expect(root.constraints.count == 8)
    layouts.destroy()
    #expect(root.constraints.isEmpty && layouts.connections().isEmpty)
    let single = guides[0].autoLayout.width(to: root).activate()
    single.destroy()
    #expect(root.constraints.isEmpty && single.connections.isEmpty)
  }

  @Test func readingAutoLayoutHasNoSideEffect() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    _ = view.autoLayout
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(root.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func priorityAndIdentifierOnEveryKindOfCall() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    let other = makeView("other", in: root)
    let p: LayoutPriority = 321
    let layout = view.autoLayout
      .top(priority: p, identifier: "i").width(1, priority: p, identifier: "i")
      .height(to: other, priority: p, identifier: "i").size(3, priority: p, identifier: "i")
      .aspect(priority: p, identifier: "i").widthToParent(priority: p, identifier: "i")
      .fill(in: other, priority: p, identifier: "i").fillParent(priority: p, identifier: "i")
      .above(other, priority: p, identifier: "i").after(1, to: other, priority: p, identifier: "i")
      .horizontallyBetween(other, and: other, priority: p, identifier: "i")
      .firstBaseline(to: other, priority: p, identifier: "i")
      .centerHorizontally(to: other, priority: p, identifier: "i")
    #expect(layout.connections.count == 21)
    #expect(layout.connections.allSatisfy { $0.priority == p && $0.identifier == "i" })
    layout.destroy()
  }
}
