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

extension EdgeInsets {
  /// The safe area insets of a subview at `frame` in a superview whose bounds are `box` (in
  /// the same coordinates) and whose safe area insets are `outer` (spec §8.3): on each edge
  /// where the superview is inset, the depth of the superview's unsafe band the subview reaches
  /// into, measured from the subview's edge (a subview that crosses the superview's edge there
  /// counts the part outside as unsafe too). An edge where the superview is not inset gives 0,
  /// however far the subview reaches out: nothing covers it there.
  package static func safeArea(of frame: Rect, in box: Rect, insetBy outer: EdgeInsets)
    -> EdgeInsets
  {
    func depth(_ band: Double, _ distance: Double) -> Double {
      band > 0 ? max(0, band - distance) : 0
    }
    return EdgeInsets(
      top: depth(outer.top, frame.minY - box.minY),
      left: depth(outer.left, frame.minX - box.minX),
      bottom: depth(outer.bottom, box.maxY - frame.maxY),
      right: depth(outer.right, box.maxX - frame.maxX))
  }
}
