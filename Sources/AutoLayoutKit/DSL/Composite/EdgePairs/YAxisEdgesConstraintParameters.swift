/// A top–bottom pair inset by some amount on each edge: the right side of
/// `view.verticalEdgesAnchor == container.verticalEdgesAnchor -- (top: 5, bottom: 15)`.
///
/// The constants are the ones the constraints get: an inset of 5 and 15 is `top + 5` and
/// `bottom - 15`.
public struct YAxisEdgesConstraintParameters {
  /// The expression for the top edge.
  public let top: YAxisConstraintParameters
  /// The expression for the bottom edge.
  public let bottom: YAxisConstraintParameters

  /// Moves the top edge `topInset` toward the bottom one, and the bottom edge
  /// `bottomInset` toward the top one (negative values move them apart).
  func inset(top topInset: Double, bottom bottomInset: Double)
    -> YAxisEdgesConstraintParameters
  {
    YAxisEdgesConstraintParameters(
      top: top.adding(topInset), bottom: bottom.adding(-bottomInset))
  }

  /// The top and bottom constraints for `edges`, inactive (see ``LayoutYAxisEdges`` for
  /// what `<=` and `>=` mean).
  func constraints(_ edges: LayoutYAxisEdges, _ relation: LayoutRelation)
    -> LayoutYAxisEdgesConstraints
  {
    LayoutYAxisEdgesConstraints(
      [
        top.constraint(edges.top, relation.startEdgeRelation),
        bottom.constraint(edges.bottom, relation.endEdgeRelation),
      ])
  }
}
