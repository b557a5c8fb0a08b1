import AutoLayoutEngine
import Testing

/// Frames measured on Apple's stack view (GNUstep's `NSStackView` arranged-layout tests, whose
/// expectations were taken on a macOS runner), re-expressed here: three text-like views of
/// intrinsic size 40×20, 60×30 and 20×10 in a 200×200 horizontal stack, spacing 10, centred
/// across the axis.
@Suite struct StackMeasuredFramesTests {
  /// The three views in a 200×200 stack with the given distribution, laid out.
  func stack(_ distribution: StackView.Distribution) -> [LayoutView] {
    let views = [
      TextView("a", width: 40, height: 20), TextView("b", width: 60, height: 30),
      TextView("c", width: 20, height: 10),
    ]
    let (root, stack) = pinnedStack(views, width: 200, height: 200)
    stack.distribution = distribution
    stack.alignment = .center
    stack.spacing = 10
    root.layoutIfNeeded()
    return views
  }

  /// `fill`: the 60 points the intrinsic widths leave go to the first view (the views hug
  /// equally: the measured tie-break).
  @Test func fillGivesTheSlackToTheFirstView() {
    let views = stack(.fill)
    #expect(
      views.map(\.frame) == [
        Rect(x: 0, y: 90, width: 100, height: 20), Rect(x: 110, y: 85, width: 60, height: 30),
        Rect(x: 180, y: 95, width: 20, height: 10),
      ])
  }

  /// `fillEqually`: 60 points each.
  @Test func fillEquallyGivesEachViewAThird() {
    let views = stack(.fillEqually)
    #expect(
      views.map(\.frame) == [
        Rect(x: 0, y: 90, width: 60, height: 20), Rect(x: 70, y: 85, width: 60, height: 30),
        Rect(x: 140, y: 95, width: 60, height: 10),
      ])
  }
}
