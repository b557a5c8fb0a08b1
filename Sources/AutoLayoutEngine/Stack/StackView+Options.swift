extension StackView {
  /// How a stack shares its length among its arranged views (UIKit's
  /// `UIStackView.Distribution`, with its raw values).
  public enum Distribution: Int, Sendable, Hashable {
    /// The views fill the stack; hugging and compression resistance decide who grows or shrinks.
    case fill = 0
    /// Every visible view gets the same length.
    case fillEqually = 1
    /// Lengths proportional to the views' intrinsic lengths.
    case fillProportionally = 2
    /// The views keep their lengths; the space left is shared in equal gaps of at least
    /// ``StackView/spacing``.
    case equalSpacing = 3
    /// Equal distances between the views' centres, keeping at least ``StackView/spacing``
    /// between their edges.
    case equalCentering = 4
  }

  /// How a stack places its arranged views across its axis (UIKit's `UIStackView.Alignment`,
  /// with its raw values).
  public enum Alignment: Int, Sendable, Hashable {
    /// Every view as thick as the stack.
    case fill = 0
    /// Against the leading edge (a vertical stack) or the top (a horizontal one).
    case leading = 1
    /// Along the first baselines (horizontal stacks).
    case firstBaseline = 2
    /// Centred across the axis.
    case center = 3
    /// Against the trailing edge (a vertical stack) or the bottom (a horizontal one).
    case trailing = 4
    /// Along the last baselines (horizontal stacks).
    case lastBaseline = 5

    /// Against the top: the same as ``leading``.
    public static let top = Alignment.leading
    /// Against the bottom: the same as ``trailing``.
    public static let bottom = Alignment.trailing
  }
}
