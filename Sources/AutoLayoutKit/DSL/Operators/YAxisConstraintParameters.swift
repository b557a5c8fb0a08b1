/// A y-axis anchor plus a constant: the right side of `a.topAnchor == b.bottomAnchor + 8`.
///
/// Made by `+` and `-` on a ``LayoutYAxisAnchor``; each further `+` or `-` adds to the constant.
public struct YAxisConstraintParameters {
  /// The anchor the constraint relates to.
  public let anchor: LayoutYAxisAnchor
  /// The constant added to the anchor.
  public let constant: Double

  /// The same anchor with `value` added to the constant.
  func adding(_ value: Double) -> YAxisConstraintParameters {
    YAxisConstraintParameters(anchor: anchor, constant: constant + value)
  }

  /// `first RELATION anchor + constant`, inactive.
  func constraint(_ first: LayoutYAxisAnchor, _ relation: LayoutRelation) -> LayoutConstraint {
    first.relate(relation, to: anchor, constant: constant)
  }
}

extension YAxisConstraintParameters {
  /// Adds `value` to the constant: `b.bottomAnchor + 8 + 4` is `b.bottomAnchor + 12`.
  public static func + (lhs: YAxisConstraintParameters, value: Double)
    -> YAxisConstraintParameters
  {
    lhs.adding(value)
  }

  /// Subtracts `value` from the constant.
  public static func - (lhs: YAxisConstraintParameters, value: Double)
    -> YAxisConstraintParameters
  {
    lhs.adding(-value)
  }
}
