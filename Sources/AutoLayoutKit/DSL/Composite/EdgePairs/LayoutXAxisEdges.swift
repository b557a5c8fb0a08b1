/// The leading and trailing edges of a view or guide as one anchor (FlooidLayout's
/// `NSLayoutXAxisEdges`): `view.horizontalEdgesAnchor == container.horizontalEdgesAnchor -- 10`.
///
/// `==` pins both edges. `<=` keeps this span within the other (`leading >=`, `trailing <=`) and `>=`
/// keeps it around the other (`leading <=`, `trailing >=`), just as `<=` on a size keeps it smaller.
public struct LayoutXAxisEdges {
  /// The leading edge.
  public let leading: LayoutXAxisAnchor
  /// The trailing edge.
  public let trailing: LayoutXAxisAnchor

  /// Pairs a start and an end edge, usually an item's leading and trailing anchors.
  public init(leading: LayoutXAxisAnchor, trailing: LayoutXAxisAnchor) {
    self.leading = leading
    self.trailing = trailing
  }

  /// Both edges, not inset, the start of every edge-pair expression.
  var parameters: XAxisEdgesConstraintParameters {
    XAxisEdgesConstraintParameters(
      leading: XAxisConstraintParameters(anchor: leading, constant: 0),
      trailing: XAxisConstraintParameters(anchor: trailing, constant: 0))
  }
}
