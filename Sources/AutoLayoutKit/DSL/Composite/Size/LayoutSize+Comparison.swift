// Size comparisons: each makes a width and a height constraint with the same relation,
// inactive, and returns them by name.

extension LayoutSize {
  /// The inactive constraints `lhs.width == rhs.width` and `lhs.height == rhs.height`.
  @discardableResult
  public static func == (lhs: LayoutSize, rhs: LayoutSize) -> LayoutSizeConstraints {
    rhs.parameters.constraints(lhs, .equal)
  }

  /// The inactive constraints equating each dimension to its expression.
  @discardableResult
  public static func == (lhs: LayoutSize, rhs: SizeConstraintParameters) -> LayoutSizeConstraints {
    rhs.constraints(lhs, .equal)
  }

  /// The inactive constraints `lhs.width == size.width` and `lhs.height == size.height`.
  @discardableResult
  public static func == (lhs: LayoutSize, size: Size) -> LayoutSizeConstraints {
    lhs.constraints(.equal, size)
  }

  /// The inactive constraints `lhs.width <= rhs.width` and `lhs.height <= rhs.height`.
  @discardableResult
  public static func <= (lhs: LayoutSize, rhs: LayoutSize) -> LayoutSizeConstraints {
    rhs.parameters.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints keeping each dimension at most its expression.
  @discardableResult
  public static func <= (lhs: LayoutSize, rhs: SizeConstraintParameters) -> LayoutSizeConstraints {
    rhs.constraints(lhs, .lessThanOrEqual)
  }

  /// The inactive constraints `lhs.width <= size.width` and `lhs.height <= size.height`.
  @discardableResult
  public static func <= (lhs: LayoutSize, size: Size) -> LayoutSizeConstraints {
    lhs.constraints(.lessThanOrEqual, size)
  }

  /// The inactive constraints `lhs.width >= rhs.width` and `lhs.height >= rhs.height`.
  @discardableResult
  public static func >= (lhs: LayoutSize, rhs: LayoutSize) -> LayoutSizeConstraints {
    rhs.parameters.constraints(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraints keeping each dimension at least its expression.
  @discardableResult
  public static func >= (lhs: LayoutSize, rhs: SizeConstraintParameters) -> LayoutSizeConstraints {
    rhs.constraints(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraints `lhs.width >= size.width` and `lhs.height >= size.height`.
  @discardableResult
  public static func >= (lhs: LayoutSize, size: Size) -> LayoutSizeConstraints {
    lhs.constraints(.greaterThanOrEqual, size)
  }

  /// Constant width and height constraints.
  private func constraints(_ relation: LayoutRelation, _ size: Size) -> LayoutSizeConstraints {
    LayoutSizeConstraints(
      [
        width.relate(relation, toConstant: size.width),
        height.relate(relation, toConstant: size.height),
      ])
  }
}
