// Comparisons of all four edges: `==` pins them, `<=` keeps the rectangle within the other and
// `>=` keeps it around the other.

extension LayoutEdges {
  /// The inactive constraints pinning each edge to the same edge of `rhs`.
  @discardableResult
  public static func == (lhs: LayoutEdges, rhs: LayoutEdges) -> LayoutEdgeConstraints {
    rhs.parameters.constraints(lhs, .equal)
  }

  /// The inactive constraints pinning each edge to its inset edge.
  @discardableResult
  public static func == (lhs: LayoutEdges, rhs: EdgesConstraintParameters)
    -> LayoutEdgeConstraints
  {
    rhs.constraints(lhs, .equal)
  }

  /// The inactive constraints keeping `lhs` within `rhs`.
  @discardableResult
  public static func <= (lhs: LayoutEdges, rhs: LayoutEdges) -> LayoutEdgeConstraints {
    rhs.parameters.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` within the inset edges.
  @discardableResult
  public static func <= (lhs: LayoutEdges, rhs: EdgesConstraintParameters)
    -> LayoutEdgeConstraints
  {
    rhs.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` around `rhs`.
  @discardableResult
  public static func >= (lhs: LayoutEdges, rhs: LayoutEdges) -> LayoutEdgeConstraints {
    rhs.parameters.constraints(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` around the inset edges.
  @discardableResult
  public static func >= (lhs: LayoutEdges, rhs: EdgesConstraintParameters)
    -> LayoutEdgeConstraints
  {
    rhs.constraints(lhs, .greaterThanOrEqual)
  }
}
