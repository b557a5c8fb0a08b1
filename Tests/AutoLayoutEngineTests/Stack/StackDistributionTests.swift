import AutoLayoutEngine
import Testing

/// Each distribution along both axes (spec §11.2, §11.4).
@Suite struct StackDistributionTests {
  @Test func fillUnconstrainedHugsHorizontally() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.spacing = 8
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 166, 30)
    expectFrame(a, 0, 0, 50, 30)
    expectFrame(b, 58, 0, 60, 30)
    expectFrame(c, 126, 0, 40, 30)
  }

  @Test func fillStretchesTheLowestHugging() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 300)
    stack.spacing = 8
    a.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 184, 30)
    expectFrame(b, 192, 0, 60, 30)
    expectFrame(c, 260, 0, 40, 30)
  }

  @Test func fillCompressesTheLowestResistance() {
    let (a, b, c) = threeViews()
    let (root, _) = pinnedStack([a, b, c], width: 130)
    b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 50, 30)
    expectFrame(b, 50, 0, 40, 30)
    expectFrame(c, 90, 0, 40, 30)
  }

  @Test func fillVertical() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], axis: .vertical)
    stack.spacing = 8
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 60, 76)
    expectFrame(a, 0, 0, 60, 20)
    expectFrame(b, 0, 28, 60, 30)
    expectFrame(c, 0, 66, 60, 10)
  }

  @Test func fillEquallyHorizontal() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 320)
    stack.distribution = .fillEqually
    stack.spacing = 10
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 100, 30)
    expectFrame(b, 110, 0, 100, 30)
    expectFrame(c, 220, 0, 100, 30)
  }

  @Test func fillEquallyUnconstrainedTakesTheLargest() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.distribution = .fillEqually
    stack.spacing = 10
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 200, 30)
    expectFrame(a, 0, 0, 60, 30)
    expectFrame(c, 140, 0, 60, 30)
  }

  @Test func fillEquallyVertical() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], axis: .vertical, height: 320)
    stack.distribution = .fillEqually
    stack.spacing = 10
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 60, 100)
    expectFrame(b, 0, 110, 60, 100)
    expectFrame(c, 0, 220, 60, 100)
  }

  @Test func fillProportionallyHorizontal() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 300)
    stack.distribution = .fillProportionally
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 100, 30)
    expectFrame(b, 100, 0, 120, 30)
    expectFrame(c, 220, 0, 80, 30)
  }

  @Test func fillProportionallyVerticalFollowsIntrinsicSizes() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], axis: .vertical, height: 120)
    stack.distribution = .fillProportionally
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 60, 40)
    expectFrame(b, 0, 40, 60, 60)
    expectFrame(c, 0, 100, 60, 20)
    // Proportions are recomputed when an intrinsic size changes: 20, 60, 40 of 120.
    c.contentSize = Size(width: 40, height: 40)
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 60, 80.0 / 3)
    expectFrame(b, 0, 80.0 / 3, 60, 40)
    expectFrame(c, 0, 200.0 / 3, 60, 160.0 / 3)
  }

  @Test func fillProportionallyPriorities() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 300)
    stack.distribution = .fillProportionally
    stack.spacing = 6
    quietly { root.layoutIfNeeded() }
    let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(proportional.map(\.priority.rawValue) == [999, 998, 997])
    let expected: [Double] = [50.0 / 162, 60.0 / 162, 40.0 / 162]
    #expect(proportional.map(\.multiplier) == expected)
  }

  @Test func equalSpacingHorizontal() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 300)
    stack.distribution = .equalSpacing
    stack.spacing = 8
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 50, 30)
    expectFrame(b, 125, 0, 60, 30)
    expectFrame(c, 260, 0, 40, 30)
  }

  @Test func equalSpacingUnconstrainedUsesTheMinimum() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.distribution = .equalSpacing
    stack.spacing = 8
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 166, 30)
    expectFrame(b, 58, 0, 60, 30)
  }

  @Test func equalSpacingVertical() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], axis: .vertical, height: 200)
    stack.distribution = .equalSpacing
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 60, 20)
    expectFrame(b, 0, 90, 60, 30)
    expectFrame(c, 0, 190, 60, 10)
  }

  @Test func equalCenteringHorizontal() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 300)
    stack.distribution = .equalCentering
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 50, 30)
    expectFrame(b, 122.5, 0, 60, 30)
    expectFrame(c, 260, 0, 40, 30)
  }

  @Test func equalCenteringVertical() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], axis: .vertical, height: 200)
    stack.distribution = .equalCentering
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 60, 20)
    expectFrame(b, 0, 87.5, 60, 30)
    expectFrame(c, 0, 190, 60, 10)
  }
}
