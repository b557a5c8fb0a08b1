// FlooidLayout-style operators on x-axis anchors. Each comparison returns an inactive
// constraint, exactly the one `constraint(equalTo:constant:)` and its siblings make.

extension LayoutXAxisAnchor {
  /// The anchor plus `constant`, for the right side of a comparison.
  public static func + (anchor: LayoutXAxisAnchor, constant: Double) -> XAxisConstraintParameters {
    XAxisConstraintParameters(anchor: anchor, constant: constant)
  }

  /// The anchor minus `constant`, for the right side of a comparison.
  public static func - (anchor: LayoutXAxisAnchor, constant: Double) -> XAxisConstraintParameters {
    XAxisConstraintParameters(anchor: anchor, constant: -constant)
  }

  /// The inactive constraint `lhs == rhs`.
  @discardableResult
  public static func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.relate(.equal, to: rhs)
  }

  /// The inactive constraint `lhs == rhs.anchor + rhs.constant`.
  @discardableResult
  public static func == (lhs: LayoutXAxisAnchor, rhs: XAxisConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .equal)
  }

  /// The inactive constraint `lhs <= rhs`.
  @discardableResult
  public static func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, to: rhs)
  }

  /// The inactive constraint `lhs <= rhs.anchor + rhs.constant`.
  @discardableResult
  public static func <= (lhs: LayoutXAxisAnchor, rhs: XAxisConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .lessThanOrEqual)
  }

  /// The inactive constraint `lhs >= rhs`.
  @discardableResult
  public static func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, to: rhs)
  }

  /// The inactive constraint `lhs >= rhs.anchor + rhs.constant`.
  @discardableResult
  public static func >= (lhs: LayoutXAxisAnchor, rhs: XAxisConstraintParameters)
    -> LayoutConstraint
  {
    rhs.constraint(lhs, .greaterThanOrEqual)
  }
}
