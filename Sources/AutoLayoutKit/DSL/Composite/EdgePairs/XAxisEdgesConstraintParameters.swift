/// A leading–trailing pair inset by some amount on each edge: the right side of
/// `view.horizontalEdgesAnchor == container.horizontalEdgesAnchor -- (leading: 5, trailing: 15)`.
///
/// The constants are the ones the constraints get: an inset of 5 and 15 is `leading + 5` and
/// `trailing - 15`.
public struct XAxisEdgesConstraintParameters {
  /// The expression for the leading edge.
  public let leading: XAxisConstraintParameters
  /// The expression for the trailing edge.
  public let trailing: XAxisConstraintParameters

  /// Moves the leading edge `leadingInset` toward the trailing one, and the trailing edge
  /// `trailingInset` toward the leading one (negative values move them apart).
  func inset(leading leadingInset: Double, trailing trailingInset: Double)
    -> XAxisEdgesConstraintParameters
  {
    XAxisEdgesConstraintParameters(
      leading: leading.adding(leadingInset), trailing: trailing.adding(-trailingInset))
  }

  /// The leading and trailing constraints for `edges`, inactive (see ``LayoutXAxisEdges`` for
  /// what `<=` and `>=` mean).
  func constraints(_ edges: LayoutXAxisEdges, _ relation: LayoutRelation)
    -> LayoutXAxisEdgesConstraints
  {
    LayoutXAxisEdgesConstraints(
      [
        leading.constraint(edges.leading, relation.startEdgeRelation),
        trailing.constraint(edges.trailing, relation.endEdgeRelation),
      ])
  }
}
