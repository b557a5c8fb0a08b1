extension StackView {
  /// How a stack places its arranged views across its axis, as UIKit's
  /// `UIStackView.Alignment` (raw values are UIKit's; ``top`` is ``leading`` and ``bottom`` is
  /// ``trailing``).
  public enum Alignment: Int, Sendable, Hashable, CaseIterable {
    /// Stretch every view to the stack's thickness.
    case fill = 0
    /// Align the leading edges (vertical stack) or the top edges (horizontal stack).
    case leading = 1
    /// Align the first baselines (horizontal stacks; a vertical stack treats it as
    /// ``leading``).
    case firstBaseline = 2
    /// Align the centres across the axis.
    case center = 3
    /// Align the trailing edges (vertical stack) or the bottom edges (horizontal stack).
    case trailing = 4
    /// Align the last baselines (horizontal stacks; a vertical stack treats it as
    /// ``trailing``).
    case lastBaseline = 5

    /// Align the top edges (horizontal stacks): ``leading``.
    public static var top: Alignment { .leading }
    /// Align the bottom edges (horizontal stacks): ``trailing``.
    public static var bottom: Alignment { .trailing }
  }
}
