// FlooidLayout-style operators on dimensions. Each comparison returns an inactive constraint,
// exactly the one `constraint(equalTo:multiplier:constant:)` and its siblings make.

extension LayoutDimension {
  /// The dimension plus `constant`, for the right side of a comparison.
  public static func + (anchor: LayoutDimension, constant: Double)
    -> DimensionConstraintParameters
  {
    DimensionConstraintParameters(anchor: anchor, constant: constant)
  }

  /// The dimension minus `constant`, for the right side of a comparison.
  public static func - (anchor: LayoutDimension, constant: Double)
    -> DimensionConstraintParameters
  {
    DimensionConstraintParameters(anchor: anchor, constant: -constant)
  }

  /// The dimension times `multiplier`, for the right side of a comparison.
  public static func * (anchor: LayoutDimension, multiplier: Double)
    -> DimensionConstraintParameters
  {
    DimensionConstraintParameters(anchor: anchor, multiplier: multiplier)
  }

  /// The dimension plus twice `margin`: `b.widthAnchor ++ 10` is `b.widthAnchor + 20`.
  public static func ++ (anchor: LayoutDimension, margin: Double)
    -> DimensionConstraintParameters
  {
    DimensionConstraintParameters(anchor: anchor, constant: 2 * margin)
  }

  /// The dimension minus twice `margin`: `b.widthAnchor -- 10` is `b.widthAnchor - 20`.
  public static func -- (anchor: LayoutDimension, margin: Double)
    -> DimensionConstraintParameters
  {
    DimensionConstraintParameters(anchor: anchor, constant: -2 * margin)
  }

  /// The inactive constraint `lhs == rhs`.
  @discardableResult
  public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.relate(.equal, to: rhs)
  }

  /// The inactive constraint `lhs == rhs.multiplier × rhs.anchor + rhs.constant`.
  @discardableResult
  public static func == (lhs: LayoutDimension, rhs: DimensionConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .equal)
  }

  /// The inactive constraint `lhs == constant`.
  @discardableResult
  public static func == (lhs: LayoutDimension, constant: Double) -> LayoutConstraint {
    lhs.relate(.equal, toConstant: constant)
  }

  /// The inactive constraint `lhs <= rhs`.
  @discardableResult
  public static func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, to: rhs)
  }

  /// The inactive constraint `lhs <= rhs.multiplier × rhs.anchor + rhs.constant`.
  @discardableResult
  public static func <= (lhs: LayoutDimension, rhs: DimensionConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .lessThanOrEqual)
  }

  /// The inactive constraint `lhs <= constant`.
  @discardableResult
  public static func <= (lhs: LayoutDimension, constant: Double) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, toConstant: constant)
  }

  /// The inactive constraint `lhs >= rhs`.
  @discardableResult
  public static func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, to: rhs)
  }

  /// The inactive constraint `lhs >= rhs.multiplier × rhs.anchor + rhs.constant`.
  @discardableResult
  public static func >= (lhs: LayoutDimension, rhs: DimensionConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .greaterThanOrEqual)
  }

  /// The inactive constraint `lhs >= constant`.
  @discardableResult
  public static func >= (lhs: LayoutDimension, constant: Double) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, toConstant: constant)
  }
}
