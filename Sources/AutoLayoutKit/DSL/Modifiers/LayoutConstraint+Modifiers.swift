// `--!` on a single constraint and on every composite result. Modifiers apply left to right, so
// put `.priority` before `.activated`.

extension LayoutConstraint {
  /// Sets `property` on the constraint and returns it:
  /// `a.heightAnchor == a.widthAnchor * 0.6 --! .priority(.defaultHigh)`.
  @discardableResult
  public static func --! (constraint: LayoutConstraint, property: LayoutConstraintProperty)
    -> LayoutConstraint
  {
    property.apply(to: [constraint])
    return constraint
  }
}

extension LayoutSizeConstraints {
  /// Sets `property` on the width and height constraints and returns them.
  @discardableResult
  public static func --! (constraints: LayoutSizeConstraints, property: LayoutConstraintProperty)
    -> LayoutSizeConstraints
  {
    property.apply(to: constraints.asMultipleConstraints)
    return constraints
  }
}

extension LayoutLocationConstraints {
  /// Sets `property` on the x and y constraints and returns them.
  @discardableResult
  public static func --! (
    constraints: LayoutLocationConstraints, property: LayoutConstraintProperty
  ) -> LayoutLocationConstraints {
    property.apply(to: constraints.asMultipleConstraints)
    return constraints
  }
}

extension LayoutEdgeConstraints {
  /// Sets `property` on all four edge constraints and returns them.
  @discardableResult
  public static func --! (constraints: LayoutEdgeConstraints, property: LayoutConstraintProperty)
    -> LayoutEdgeConstraints
  {
    property.apply(to: constraints.asMultipleConstraints)
    return constraints
  }
}

extension LayoutXAxisEdgesConstraints {
  /// Sets `property` on the leading and trailing constraints and returns them.
  @discardableResult
  public static func --! (
    constraints: LayoutXAxisEdgesConstraints, property: LayoutConstraintProperty
  ) -> LayoutXAxisEdgesConstraints {
    property.apply(to: constraints.asMultipleConstraints)
    return constraints
  }
}

extension LayoutYAxisEdgesConstraints {
  /// Sets `property` on the top and bottom constraints and returns them.
  @discardableResult
  public static func --! (
    constraints: LayoutYAxisEdgesConstraints, property: LayoutConstraintProperty
  ) -> LayoutYAxisEdgesConstraints {
    property.apply(to: constraints.asMultipleConstraints)
    return constraints
  }
}
