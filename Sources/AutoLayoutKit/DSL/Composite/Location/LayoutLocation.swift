/// A point of a view or guide as one anchor: an x-axis anchor and a y-axis anchor, such as
/// `centerAnchor` or `leadingTopAnchor` (FlooidLayout's `NSLayoutLocation`).
public struct LayoutLocation {
  /// The horizontal anchor.
  public let x: LayoutXAxisAnchor
  /// The vertical anchor.
  public let y: LayoutYAxisAnchor

  /// Pairs a horizontal and a vertical anchor.
  public init(x: LayoutXAxisAnchor, y: LayoutYAxisAnchor) {
    self.x = x
    self.y = y
  }

  /// Both anchors plus 0, the start of every location expression.
  var parameters: LocationConstraintParameters {
    LocationConstraintParameters(
      x: XAxisConstraintParameters(anchor: x, constant: 0),
      y: YAxisConstraintParameters(anchor: y, constant: 0))
  }
}
