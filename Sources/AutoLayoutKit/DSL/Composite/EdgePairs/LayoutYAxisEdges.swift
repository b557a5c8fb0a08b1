/// The top and bottom edges of a view or guide as one anchor (FlooidLayout's
/// `NSLayoutYAxisEdges`): `view.verticalEdgesAnchor == container.verticalEdgesAnchor -- 10`.
///
/// `==` pins both edges. `<=` keeps this span within the other (`top >=`, `bottom <=`) and `>=`
/// keeps it around the other (`top <=`, `bottom >=`), just as `<=` on a size keeps it smaller.
public struct LayoutYAxisEdges {
  /// The top edge.
  public let top: LayoutYAxisAnchor
  /// The bottom edge.
  public let bottom: LayoutYAxisAnchor

  /// Pairs a start and an end edge, usually an item's top and bottom anchors.
  public init(top: LayoutYAxisAnchor, bottom: LayoutYAxisAnchor) {
    self.top = top
    self.bottom = bottom
  }

  /// Both edges, not inset, the start of every edge-pair expression.
  var parameters: YAxisEdgesConstraintParameters {
    YAxisEdgesConstraintParameters(
      top: YAxisConstraintParameters(anchor: top, constant: 0),
      bottom: YAxisConstraintParameters(anchor: bottom, constant: 0))
  }
}
