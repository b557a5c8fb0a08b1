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
  /// counts the part outside as unsafe too), and never more than the subview's own size: the
  /// part of the subview the band covers. An edge where the superview is not inset gives 0,
  /// however far the subview reaches out: nothing covers it there. A subview that does not
  /// overlap its superview at all is off-screen, with no insets.
  package static func safeArea(of frame: Rect, in box: Rect, insetBy outer: EdgeInsets)
    -> EdgeInsets
  {
    if frame.maxX <= box.minX || frame.minX >= box.maxX || frame.maxY <= box.minY
      || frame.minY >= box.maxY
    {
      return .zero
    }
    func depth(_ band: Double, _ distance: Double, within size: Double) -> Double {
      band > 0 ? min(max(0, band - distance), max(0, size)) : 0
    }
    return EdgeInsets(
      top: depth(outer.top, frame.minY - box.minY, within: frame.height),
      left: depth(outer.left, frame.minX - box.minX, within: frame.width),
      bottom: depth(outer.bottom, box.maxY - frame.maxY, within: frame.height),
      right: depth(outer.right, box.maxX - frame.maxX, within: frame.width))
  }
}
