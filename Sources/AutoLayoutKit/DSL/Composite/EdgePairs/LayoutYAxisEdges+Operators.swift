// Insets and comparisons of top–bottom pairs. `--` insets both edges (each by the value,
// not twice it), `++` moves them outward. `==` pins both edges; `<=` keeps the span within the
// other span and `>=` keeps it around it.

extension YAxisEdgesConstraintParameters {
  /// Insets both edges by `inset` more.
  public static func -- (lhs: YAxisEdgesConstraintParameters, inset: Double)
    -> YAxisEdgesConstraintParameters
  {
    lhs.inset(top: inset, bottom: inset)
  }

  /// Moves both edges `outset` further out.
  public static func ++ (lhs: YAxisEdgesConstraintParameters, outset: Double)
    -> YAxisEdgesConstraintParameters
  {
    lhs.inset(top: -outset, bottom: -outset)
  }

  /// Insets each edge by its value more.
  public static func -- (
    lhs: YAxisEdgesConstraintParameters, insets: (top: Double, bottom: Double)
  ) -> YAxisEdgesConstraintParameters {
    lhs.inset(top: insets.top, bottom: insets.bottom)
  }

  /// Moves each edge its value further out.
  public static func ++ (
    lhs: YAxisEdgesConstraintParameters, outsets: (top: Double, bottom: Double)
  ) -> YAxisEdgesConstraintParameters {
    lhs.inset(top: -outsets.top, bottom: -outsets.bottom)
  }
}

extension LayoutYAxisEdges {
  /// Both edges inset by `inset`: top `+ inset`, bottom `- inset`.
  public static func -- (lhs: LayoutYAxisEdges, inset: Double) -> YAxisEdgesConstraintParameters {
    lhs.parameters -- inset
  }

  /// Both edges moved `outset` outward: top `- outset`, bottom `+ outset`.
  public static func ++ (lhs: LayoutYAxisEdges, outset: Double) -> YAxisEdgesConstraintParameters {
    lhs.parameters ++ outset
  }

  /// Each edge inset by its value.
  public static func -- (lhs: LayoutYAxisEdges, insets: (top: Double, bottom: Double))
    -> YAxisEdgesConstraintParameters
  {
    lhs.parameters -- insets
  }

  /// Each edge moved its value outward.
  public static func ++ (lhs: LayoutYAxisEdges, outsets: (top: Double, bottom: Double))
    -> YAxisEdgesConstraintParameters
  {
    lhs.parameters ++ outsets
  }

  /// The inactive constraints `lhs.top == rhs.top` and `lhs.bottom == rhs.bottom`.
  @discardableResult
  public static func == (lhs: LayoutYAxisEdges, rhs: LayoutYAxisEdges)
    -> LayoutYAxisEdgesConstraints
  {
    rhs.parameters.constraints(lhs, .equal)
  }

  /// The inactive constraints pinning each edge to its inset edge.
  @discardableResult
  public static func == (lhs: LayoutYAxisEdges, rhs: YAxisEdgesConstraintParameters)
    -> LayoutYAxisEdgesConstraints
  {
    rhs.constraints(lhs, .equal)
  }

  /// The inactive constraints keeping `lhs` within `rhs`: `lhs.top >= rhs.top` and
  /// `lhs.bottom <= rhs.bottom`.
  @discardableResult
  public static func <= (lhs: LayoutYAxisEdges, rhs: LayoutYAxisEdges)
    -> LayoutYAxisEdgesConstraints
  {
    rhs.parameters.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` within the inset edges: `top >= … + inset`,
  /// `bottom <= … - inset`.
  @discardableResult
  public static func <= (lhs: LayoutYAxisEdges, rhs: YAxisEdgesConstraintParameters)
    -> LayoutYAxisEdgesConstraints
  {
    rhs.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` around `rhs`: `lhs.top <= rhs.top` and
  /// `lhs.bottom >= rhs.bottom`.
  @discardableResult
  public static func >= (lhs: LayoutYAxisEdges, rhs: LayoutYAxisEdges)
    -> LayoutYAxisEdgesConstraints
  {
    rhs.parameters.constraints(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` around the inset edges: `top <= … + inset`,
  /// `bottom >= … - inset`.
  @discardableResult
  public static func >= (lhs: LayoutYAxisEdges, rhs: YAxisEdgesConstraintParameters)
    -> LayoutYAxisEdgesConstraints
  {
    rhs.constraints(lhs, .greaterThanOrEqual)
  }
}
