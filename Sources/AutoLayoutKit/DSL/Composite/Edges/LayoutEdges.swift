/// The leading, trailing, top and bottom edges of a view or guide as one anchor (FlooidLayout's
/// `NSLayoutEdges`): `view.edgesAnchor == container.edgesAnchor -- 10` fills the container
/// inset by 10 on every side.
///
/// `==` pins all four edges. `<=` keeps this rectangle within the other (`leading >=`,
/// `trailing <=`, `top >=`, `bottom <=`) and `>=` keeps it around the other, as for the edge
/// pairs.
public struct LayoutEdges {
  /// The leading edge.
  public let leading: LayoutXAxisAnchor
  /// The trailing edge.
  public let trailing: LayoutXAxisAnchor
  /// The top edge.
  public let top: LayoutYAxisAnchor
  /// The bottom edge.
  public let bottom: LayoutYAxisAnchor

  /// Groups four edges, usually an item's leading, trailing, top and bottom anchors.
  public init(
    leading: LayoutXAxisAnchor, trailing: LayoutXAxisAnchor, top: LayoutYAxisAnchor,
    bottom: LayoutYAxisAnchor
  ) {
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
  }

  /// The four edges, not inset, the start of every edges expression.
  var parameters: EdgesConstraintParameters {
    EdgesConstraintParameters(
      horizontal: LayoutXAxisEdges(leading: leading, trailing: trailing).parameters,
      vertical: LayoutYAxisEdges(top: top, bottom: bottom).parameters)
  }
}
