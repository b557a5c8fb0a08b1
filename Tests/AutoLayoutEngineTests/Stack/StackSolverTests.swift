import AutoLayoutEngine
import Testing

/// What users observe of a stack through the solver (spec §11.7): fitting sizes, no ambiguity,
/// ties in the fill distribution.
@Suite struct StackSolverTests {
  @Test func fittingSizeIsTheContentsSize() {
    let (a, b, c) = threeViews()
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.spacing = 8
    stack.alignment = .center
    #expect(
      stack.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        == Size(width: 166, height: 30))
    stack.axis = .vertical
    #expect(
      stack.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        == Size(width: 60, height: 76))
  }

  /// Every distribution, alignment and axis places three views unambiguously.
  @Test func noAmbiguityForAnyDistributionOrAlignment() {
    for distribution in StackView.Distribution.allCases {
      for alignment in StackView.Alignment.allCases {
        for axis in LayoutConstraint.Axis.allCases {
          let (a, b, c) = threeViews()
          let (root, stack) = pinnedStack([a, b, c], axis: axis, width: 300, height: 200)
          stack.distribution = distribution
          stack.alignment = alignment
          stack.spacing = 4
          // Equal hugging in `fill` is a real tie (ambiguous, as Interface Builder warns).
          a.setContentHuggingPriority(LayoutPriority(249), for: axis)
          quietly { root.layoutIfNeeded() }
          for view in [a, b, c] {
            #expect(!view.hasAmbiguousLayout, "\(distribution) \(alignment) \(axis) \(view.name!)")
          }
        }
      }
    }
  }

  /// Equal hugging in `fill`: the tie is the solver's deterministic choice (spec §11.7,
  /// Appendix C 15), today the first view stretches; pinned here so that it does not change
  /// unnoticed. The layout is ambiguous, and says so.
  @Test func fillTieIsDeterministic() {
    let (a, b, c) = threeViews()
    let (root, _) = pinnedStack([a, b, c], width: 300)
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 200, 30)
    expectFrame(b, 200, 0, 60, 30)
    expectFrame(c, 260, 0, 40, 30)
    #expect(a.hasAmbiguousLayout)
  }
}
