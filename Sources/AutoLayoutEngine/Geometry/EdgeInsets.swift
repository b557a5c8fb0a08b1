/// Distances by which to move each edge of a rectangle inward, like UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle and negative values grow it; see ``Rect/inset(by:)``.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: Double
  /// The inset of the left edge.
  public var left: Double
  /// The inset of the bottom edge.
  public var bottom: Double
  /// The inset of the right edge.
  public var right: Double

  /// Creates insets from the distance of each edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The insets by name, such as `EdgeInsets(top: 8.0, left: 8.0, bottom: 8.0, right: 8.0)`.
  public var description: String {
    "EdgeInsets(top: \(formatGeometry(top)), left: \(formatGeometry(left)), "
      + "bottom: \(formatGeometry(bottom)), right: \(formatGeometry(right)))"
  }
}
