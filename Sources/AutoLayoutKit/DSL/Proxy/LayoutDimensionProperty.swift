/// A width or height in the AMGAutolayout-style DSL: `view.layout.width`, `$0.height`.
///
/// Every comparison and method makes one constraint, activates it and returns it.
public struct LayoutDimensionProperty {
  /// The engine anchor.
  public let anchor: LayoutDimension
  /// The proxy that records what the property makes.
  let proxy: LayoutProxy

  /// Activates and records `self RELATION multiplier × other + constant`, in this property's
  /// proxy and in `other`'s (so a `makeLayout` closure returns it whichever side its view is on).
  func activate(
    _ relation: LayoutRelation, _ other: LayoutDimensionProperty, multiplier: Double,
    constant: Double
  ) -> LayoutConstraint {
    let constraint = proxy.activate(
      anchor.relate(relation, to: other.anchor, multiplier: multiplier, constant: constant))
    other.proxy.record(constraint, madeBy: proxy)
    return constraint
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
    activate(.equal, other, multiplier: multiplier, constant: constant)
  }

  /// Activates `self >= multiplier × other + constant`.
  @discardableResult
  public func greaterThanOrEqual(
    to other: LayoutDimensionProperty, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    activate(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
  }

  /// Activates `self <= multiplier × other + constant`.
  @discardableResult
  public func lessThanOrEqual(
    to other: LayoutDimensionProperty, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    activate(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
  }
}
