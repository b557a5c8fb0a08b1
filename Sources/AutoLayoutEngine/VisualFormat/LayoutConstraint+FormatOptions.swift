extension LayoutConstraint {
  /// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``:
  /// which edge to align every view of the string on, and which way a horizontal string reads.
  /// The bits are UIKit's `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// UIKit's bit mask.
    public let rawValue: UInt

    /// Creates options from UIKit's bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of the views of a vertical string.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the right edges of the views of a vertical string.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the top edges of the views of a horizontal string.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges of the views of a horizontal string.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the leading edges of the views of a vertical string.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges of the views of a vertical string.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres of the views of a vertical string.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres of the views of a horizontal string.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the last baselines of the views of a horizontal string.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the first baselines of the views of a horizontal string.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Horizontal strings read from leading to trailing (the default): edges are leading and
    /// trailing, and follow the layout direction.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal strings read from left to right whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal strings read from right to left: the first view is the rightmost.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Standard spacing is measured between edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// In vertical strings, standard spacing between two views is measured from the upper
    /// view's last baseline to the lower view's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
