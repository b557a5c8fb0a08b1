// Insets and comparisons of leading–trailing pairs. `--` insets both edges (each by the value,
// not twice it), `++` moves them outward. `==` pins both edges; `<=` keeps the span within the
// other span and `>=` keeps it around it.

extension XAxisEdgesConstraintParameters {
  /// Insets both edges by `inset` more.
  public static func -- (lhs: XAxisEdgesConstraintParameters, inset: Double)
    -> XAxisEdgesConstraintParameters
  {
    lhs.inset(leading: inset, trailing: inset)
  }

  /// Moves both edges `outset` further out.
  public static func ++ (lhs: XAxisEdgesConstraintParameters, outset: Double)
    -> XAxisEdgesConstraintParameters
  {
    lhs.inset(leading: -outset, trailing: -outset)
  }

  /// Insets each edge by its value more.
  public static func -- (
    lhs: XAxisEdgesConstraintParameters, insets: (leading: Double, trailing: Double)
  ) -> XAxisEdgesConstraintParameters {
    lhs.inset(leading: insets.leading, trailing: insets.trailing)
  }

  /// Moves each edge its value further out.
  public static func ++ (
    lhs: XAxisEdgesConstraintParameters, outsets: (leading: Double, trailing: Double)
  ) -> XAxisEdgesConstraintParameters {
    lhs.inset(leading: -outsets.leading, trailing: -outsets.trailing)
  }
}

extension LayoutXAxisEdges {
  /// Both edges inset by `inset`: leading `+ inset`, trailing `- inset`.
  public static func -- (lhs: LayoutXAxisEdges, inset: Double) -> XAxisEdgesConstraintParameters {
    lhs.parameters -- inset
  }

  /// Both edges moved `outset` outward: leading `- outset`, trailing `+ outset`.
  public static func ++ (lhs: LayoutXAxisEdges, outset: Double) -> XAxisEdgesConstraintParameters {
    lhs.parameters ++ outset
  }

  /// Each edge inset by its value.
  public static func -- (lhs: LayoutXAxisEdges, insets: (leading: Double, trailing: Double))
    -> XAxisEdgesConstraintParameters
  {
    lhs.parameters -- insets
  }

  /// Each edge moved its value outward.
  public static func ++ (lhs: LayoutXAxisEdges, outsets: (leading: Double, trailing: Double))
    -> XAxisEdgesConstraintParameters
  {
    lhs.parameters ++ outsets
  }

  /// The inactive constraints `lhs.leading == rhs.leading` and `lhs.trailing == rhs.trailing`.
  @discardableResult
  public static func == (lhs: LayoutXAxisEdges, rhs: LayoutXAxisEdges)
    -> LayoutXAxisEdgesConstraints
  {
    rhs.parameters.constraints(lhs, .equal)
  }

  /// The inactive constraints pinning each edge to its inset edge.
  @discardableResult
  public static func == (lhs: LayoutXAxisEdges, rhs: XAxisEdgesConstraintParameters)
    -> LayoutXAxisEdgesConstraints
  {
    rhs.constraints(lhs, .equal)
  }

  /// The inactive constraints keeping `lhs` within `rhs`: `lhs.leading >= rhs.leading` and
  /// `lhs.trailing <= rhs.trailing`.
  @discardableResult
  public static func <= (lhs: LayoutXAxisEdges, rhs: LayoutXAxisEdges)
    -> LayoutXAxisEdgesConstraints
  {
    rhs.parameters.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` within the inset edges: `leading >= … + inset`,
  /// `trailing <= … - inset`.
  @discardableResult
  public static func <= (lhs: LayoutXAxisEdges, rhs: XAxisEdgesConstraintParameters)
    -> LayoutXAxisEdgesConstraints
  {
    rhs.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` around `rhs`: `lhs.leading <= rhs.leading` and
  /// `lhs.trailing >= rhs.trailing`.
  @discardableResult
  public static func >= (lhs: LayoutXAxisEdges, rhs: LayoutXAxisEdges)
    -> LayoutXAxisEdgesConstraints
  {
    rhs.parameters.constraints(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraints keeping `lhs` around the inset edges: `leading <= … + inset`,
  /// `trailing >= … - inset`.
  @discardableResult
  public static func >= (lhs: LayoutXAxisEdges, rhs: XAxisEdgesConstraintParameters)
    -> LayoutXAxisEdgesConstraints
  {
    rhs.constraints(lhs, .greaterThanOrEqual)
  }
}
