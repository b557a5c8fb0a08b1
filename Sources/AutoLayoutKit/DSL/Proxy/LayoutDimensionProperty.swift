/// A width or height in the AMGAutolayout-style DSL: `view.layout.width`, `$0.height`.
///
/// Every comparison and method makes one constraint, activates it and returns it.
public struct LayoutDimensionProperty {
  /// The engine anchor.
  public let anchor: LayoutDimension
  /// The proxy that records what the property makes.
  let proxy: LayoutProxy

  /// Activates and records `self RELATION multiplier × other + constant`.
  func activate(
    _ relation: LayoutRelation, _ other: LayoutDimension, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    proxy.activate(anchor.relate(relation, to: other, multiplier: multiplier, constant: constant))
  }

  /// Activates and records `self RELATION constant`.
  func activate(_ relation: LayoutRelation, constant: Double) -> LayoutConstraint {
    proxy.activate(anchor.relate(relation, toConstant: constant))
  }

  /// Activates `self == constant`.
  @discardableResult
  public func equal(to constant: Double) -> LayoutConstraint {
    activate(.equal, constant: constant)
  }

  /// Activates `self >= constant`.
  @discardableResult
  public func greaterThanOrEqual(to constant: Double) -> LayoutConstraint {
    activate(.greaterThanOrEqual, constant: constant)
  }

  /// Activates `self <= constant`.
  @discardableResult
  public func lessThanOrEqual(to constant: Double) -> LayoutConstraint {
    activate(.lessThanOrEqual, constant: constant)
  }

  /// Activates `self == multiplier × other + constant`.
  @discardableResult
  public func equal(
    to other: LayoutDimensionProperty, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    activate(.equal, other.anchor, multiplier: multiplier, constant: constant)
  }

  /// Activates `self >= multiplier × other + constant`.
  @discardableResult
  public func greaterThanOrEqual(
    to other: LayoutDimensionProperty, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    activate(.greaterThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
  }

  /// Activates `self <= multiplier × other + constant`.
  @discardableResult
  public func lessThanOrEqual(
    to other: LayoutDimensionProperty, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    activate(.lessThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
  }
}
