// Location comparisons: each makes an x and a y constraint with the same relation, inactive,
// and returns them by name.

extension LayoutLocation {
  /// The inactive constraints `lhs.x == rhs.x` and `lhs.y == rhs.y`.
  @discardableResult
  public static func == (lhs: LayoutLocation, rhs: LayoutLocation) -> LayoutLocationConstraints {
    rhs.parameters.constraints(lhs, .equal)
  }

  /// The inactive constraints equating each axis to its expression.
  @discardableResult
  public static func == (lhs: LayoutLocation, rhs: LocationConstraintParameters)
    -> LayoutLocationConstraints
  {
    rhs.constraints(lhs, .equal)
  }

  /// The inactive constraints `lhs.x <= rhs.x` and `lhs.y <= rhs.y`.
  @discardableResult
  public static func <= (lhs: LayoutLocation, rhs: LayoutLocation) -> LayoutLocationConstraints {
    rhs.parameters.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping each axis at most its expression.
  @discardableResult
  public static func <= (lhs: LayoutLocation, rhs: LocationConstraintParameters)
    -> LayoutLocationConstraints
  {
    rhs.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints `lhs.x >= rhs.x` and `lhs.y >= rhs.y`.
  @discardableResult
  public static func >= (lhs: LayoutLocation, rhs: LayoutLocation) -> LayoutLocationConstraints {
    rhs.parameters.constraints(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraints keeping each axis at least its expression.
  @discardableResult
  public static func >= (lhs: LayoutLocation, rhs: LocationConstraintParameters)
    -> LayoutLocationConstraints
  {
    rhs.constraints(lhs, .greaterThanOrEqual)
  }
}
