// FlooidLayout-style operators on y-axis anchors. Each comparison returns an inactive
// constraint, exactly the one `constraint(equalTo:constant:)` and its siblings make.

extension LayoutYAxisAnchor {
  /// The anchor plus `constant`, for the right side of a comparison.
  public static func + (anchor: LayoutYAxisAnchor, constant: Double) -> YAxisConstraintParameters {
    YAxisConstraintParameters(anchor: anchor, constant: constant)
  }

  /// The anchor minus `constant`, for the right side of a comparison.
  public static func - (anchor: LayoutYAxisAnchor, constant: Double) -> YAxisConstraintParameters {
    YAxisConstraintParameters(anchor: anchor, constant: -constant)
  }

  /// The inactive constraint `lhs == rhs`.
  @discardableResult
  public static func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.relate(.equal, to: rhs)
  }

  /// The inactive constraint `lhs == rhs.anchor + rhs.constant`.
  @discardableResult
  public static func == (lhs: LayoutYAxisAnchor, rhs: YAxisConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .equal)
  }

  /// The inactive constraint `lhs <= rhs`.
  @discardableResult
  public static func <= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, to: rhs)
  }

  /// The inactive constraint `lhs <= rhs.anchor + rhs.constant`.
  @discardableResult
  public static func <= (lhs: LayoutYAxisAnchor, rhs: YAxisConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .lessThanOrEqual)
  }

  /// The inactive constraint `lhs >= rhs`.
  @discardableResult
  public static func >= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, to: rhs)
  }

  /// The inactive constraint `lhs >= rhs.anchor + rhs.constant`.
  @discardableResult
  public static func >= (lhs: LayoutYAxisAnchor, rhs: YAxisConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .greaterThanOrEqual)
  }
}
