/// An x-axis anchor plus a constant: the right side of `a.leadingAnchor == b.trailingAnchor + 8`.
///
/// Made by `+` and `-` on a ``LayoutXAxisAnchor``; each further `+` or `-` adds to the constant.
public struct XAxisConstraintParameters {
  /// The anchor the constraint relates to.
  public let anchor: LayoutXAxisAnchor
  /// The constant added to the anchor.
  public let constant: Double

  /// The same anchor with `value` added to the constant.
  func adding(_ value: Double) -> XAxisConstraintParameters {
    XAxisConstraintParameters(anchor: anchor, constant: constant + value)
  }

  /// `first RELATION anchor + constant`, inactive.
  func constraint(_ first: LayoutXAxisAnchor, _ relation: LayoutRelation) -> LayoutConstraint {
    first.relate(relation, to: anchor, constant: constant)
  }
}

extension XAxisConstraintParameters {
  /// Adds `value` to the constant: `b.trailingAnchor + 8 + 4` is `b.trailingAnchor + 12`.
  public static func + (lhs: XAxisConstraintParameters, value: Double)
    -> XAxisConstraintParameters
  {
    lhs.adding(value)
  }

  /// Subtracts `value` from the constant.
  public static func - (lhs: XAxisConstraintParameters, value: Double)
    -> XAxisConstraintParameters
  {
    lhs.adding(-value)
  }
}
