extension StackView {
  /// How a stack sizes and places its arranged views along its axis, as UIKit's
  /// `UIStackView.Distribution` (raw values are UIKit's).
  public enum Distribution: Int, Sendable, Hashable, CaseIterable {
    /// The views fill the axis: on overflow they shrink by compression resistance, on underflow
    /// they grow by hugging.
    case fill = 0
    /// Every visible view gets the same length.
    case fillEqually = 1
    /// Lengths proportional to the views' intrinsic lengths along the axis.
    case fillProportionally = 2
    /// Views keep their sizes; the space left is split into equal gaps of at least `spacing`.
    case equalSpacing = 3
    /// Equal distances between the views' centres, with at least `spacing` between edges.
    case equalCentering = 4
  }
}
