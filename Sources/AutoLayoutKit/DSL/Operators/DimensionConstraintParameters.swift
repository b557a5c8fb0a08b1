/// A dimension times a multiplier plus a constant: the right side of
/// `a.heightAnchor == b.widthAnchor * 0.6 + 10`.
///
/// Made by `*`, `+`, `-`, `++` and `--` on a ``LayoutDimension``, and worked out as algebra:
/// `+` and `-` add to the constant, `*` scales both the multiplier and the constant, so
/// `(b.widthAnchor + 10) * 0.5` is `0.5 × b.width + 5`.
public struct DimensionConstraintParameters {
  /// The dimension the constraint relates to.
  public let anchor: LayoutDimension
  /// The factor applied to the dimension.
  public let multiplier: Double
  /// The constant added to the product.
  public let constant: Double

  init(anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) {
    self.anchor = anchor
    self.multiplier = multiplier
    self.constant = constant
  }

  /// The same expression with `value` added to the constant.
  func adding(_ value: Double) -> DimensionConstraintParameters {
    DimensionConstraintParameters(
      anchor: anchor, multiplier: multiplier, constant: constant + value)
  }

  /// The same expression multiplied by `factor` (multiplier and constant).
  func scaled(by factor: Double) -> DimensionConstraintParameters {
    DimensionConstraintParameters(
      anchor: anchor, multiplier: multiplier * factor, constant: constant * factor)
  }

  /// `first RELATION multiplier × anchor + constant`, inactive.
  func constraint(_ first: LayoutDimension, _ relation: LayoutRelation) -> LayoutConstraint {
    first.relate(relation, to: anchor, multiplier: multiplier, constant: constant)
  }
}

extension DimensionConstraintParameters {
  /// Adds `value` to the constant.
  public static func + (lhs: DimensionConstraintParameters, value: Double)
    -> DimensionConstraintParameters
  {
    lhs.adding(value)
  }

  /// Subtracts `value` from the constant.
  public static func - (lhs: DimensionConstraintParameters, value: Double)
    -> DimensionConstraintParameters
  {
    lhs.adding(-value)
  }

  /// Multiplies the whole expression: `(b.widthAnchor + 10) * 0.5` is `0.5 × b.width + 5`.
  public static func * (lhs: DimensionConstraintParameters, factor: Double)
    -> DimensionConstraintParameters
  {
    lhs.scaled(by: factor)
  }

  /// Adds twice `margin` to the constant (a margin on both sides).
  public static func ++ (lhs: DimensionConstraintParameters, margin: Double)
    -> DimensionConstraintParameters
  {
    lhs.adding(2 * margin)
  }

  /// Subtracts twice `margin` from the constant (a margin on both sides).
  public static func -- (lhs: DimensionConstraintParameters, margin: Double)
    -> DimensionConstraintParameters
  {
    lhs.adding(-2 * margin)
  }
}
