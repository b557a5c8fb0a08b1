/// Edge insets whose horizontal edges follow the layout direction, like UIKit's
/// `NSDirectionalEdgeInsets`.
///
/// The leading edge is the left one in a left-to-right layout and the right one in a right-to-left
/// layout; the trailing edge is the opposite one.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: Double
  /// The inset of the leading edge (left in left-to-right layouts, right in right-to-left ones).
  public var leading: Double
  /// The inset of the bottom edge.
  public var bottom: Double
  /// The inset of the trailing edge (right in left-to-right layouts, left in right-to-left ones).
  public var trailing: Double

  /// Creates insets from the distance of each edge.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The insets by name, such as
  /// `DirectionalEdgeInsets(top: 8.0, leading: 16.0, bottom: 8.0, trailing: 4.0)`.
  public var description: String {
    "DirectionalEdgeInsets(top: \(formatGeometry(top)), leading: \(formatGeometry(leading)), "
      + "bottom: \(formatGeometry(bottom)), trailing: \(formatGeometry(trailing)))"
  }

  /// Resolves the leading and trailing insets to left and right ones for a layout direction.
  ///
  /// Left-to-right maps leading to left and trailing to right; `rightToLeft` swaps them.
  package func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
    rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// Creates directional insets from left and right ones, as seen in a layout direction.
  ///
  /// Left-to-right takes leading from left and trailing from right; `rightToLeft` swaps them.
  package init(_ insets: EdgeInsets, rightToLeft: Bool) {
    self.top = insets.top
    self.bottom = insets.bottom
    if rightToLeft {
      self.leading = insets.right
      self.trailing = insets.left
    } else {
      self.leading = insets.left
      self.trailing = insets.right
    }
  }
}
