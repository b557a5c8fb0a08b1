import AutoLayoutEngine
import Testing

/// Each alignment across the axis (spec §11.5).
@Suite struct StackAlignmentTests {
  func horizontal(_ alignment: StackView.Alignment) -> (TextView, TextView, TextView, StackView) {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.alignment = alignment
    quietly { root.layoutIfNeeded() }
    return (a, b, c, stack)
  }

  func vertical(_ alignment: StackView.Alignment) -> (TextView, TextView, TextView, StackView) {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], axis: .vertical)
    stack.alignment = alignment
    quietly { root.layoutIfNeeded() }
    return (a, b, c, stack)
  }

  @Test func rawValuesAreUIKits() {
    #expect(StackView.Alignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(StackView.Alignment.top == .leading)
    #expect(StackView.Alignment.bottom == .trailing)
    #expect(StackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test func topKeepsIntrinsicHeights() {
    let (a, b, c, stack) = horizontal(.top)
    expectFrame(stack, 0, 0, 150, 30)
    expectFrame(a, 0, 0, 50, 20)
    expectFrame(b, 50, 0, 60, 30)
    expectFrame(c, 110, 0, 40, 10)
  }

  @Test func bottom() {
    let (a, b, c, stack) = horizontal(.bottom)
    expectFrame(stack, 0, 0, 150, 30)
    expectFrame(a, 0, 10, 50, 20)
    expectFrame(b, 50, 0, 60, 30)
    expectFrame(c, 110, 20, 40, 10)
  }

  @Test func centerHorizontal() {
    let (a, b, c, stack) = horizontal(.center)
    expectFrame(stack, 0, 0, 150, 30)
    expectFrame(a, 0, 5, 50, 20)
    expectFrame(b, 50, 0, 60, 30)
    expectFrame(c, 110, 10, 40, 10)
  }

  @Test func fillStretchesToTheStacksHeight() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], height: 50)
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 150, 50)
    expectFrame(a, 0, 0, 50, 50)
    expectFrame(c, 110, 0, 40, 50)
  }

  @Test func leadingVertical() {
    let (a, b, c, stack) = vertical(.leading)
    expectFrame(stack, 0, 0, 60, 60)
    expectFrame(a, 0, 0, 50, 20)
    expectFrame(b, 0, 20, 60, 30)
    expectFrame(c, 0, 50, 40, 10)
  }

  @Test func trailingVertical() {
    let (a, b, c, _) = vertical(.trailing)
    expectFrame(a, 10, 0, 50, 20)
    expectFrame(b, 0, 20, 60, 30)
    expectFrame(c, 20, 50, 40, 10)
  }

  @Test func centerVertical() {
    let (a, b, c, _) = vertical(.center)
    expectFrame(a, 5, 0, 50, 20)
    expectFrame(b, 0, 20, 60, 30)
    expectFrame(c, 10, 50, 40, 10)
  }

  /// Baseline views: a 50×30 (baselines 20 from the top, 10 from the bottom), b 60×20 (12, 8),
  /// c 40×10 (6, 4).
  func baselineViews() -> [TextView] {
    [
      TextView("a", width: 50, height: 30, firstBaseline: 20, lastBaseline: 10),
      TextView("b", width: 60, height: 20, firstBaseline: 12, lastBaseline: 8),
      TextView("c", width: 40, height: 10, firstBaseline: 6, lastBaseline: 4),
    ]
  }

  @Test func firstBaseline() {
    let views = baselineViews()
    let (root, stack) = pinnedStack(views)
    stack.alignment = .firstBaseline
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 150, 30)
    expectFrame(views[0], 0, 0, 50, 30)
    expectFrame(views[1], 50, 8, 60, 20)
    expectFrame(views[2], 110, 14, 40, 10)
  }

  @Test func lastBaseline() {
    let views = baselineViews()
    let (root, stack) = pinnedStack(views)
    stack.alignment = .lastBaseline
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 150, 30)
    // Last baselines at 20: b's bottom at 28, c's at 24.
    expectFrame(views[0], 0, 0, 50, 30)
    expectFrame(views[1], 50, 8, 60, 20)
    expectFrame(views[2], 110, 14, 40, 10)
  }

  @Test func singleViewCentered() {
    let a = TextView("a", width: 50, height: 20)
    let (root, stack) = pinnedStack([a], height: 60)
    stack.alignment = .center
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 20, 50, 20)
    #expect(stack.layoutGuides.isEmpty)  // No spanner for one view.
  }
}
