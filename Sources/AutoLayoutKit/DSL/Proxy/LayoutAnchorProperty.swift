/// An edge or centre of a view in the AMGAutolayout-style DSL: `view.layout.top`, `$0.leading`.
/// `Anchor` is ``LayoutXAxisAnchor`` or ``LayoutYAxisAnchor``, so the axes never mix.
///
/// Every comparison and method makes one constraint, activates it and returns it.
public struct LayoutAnchorProperty<Anchor: AnyObject> {
  /// The engine anchor.
  public let anchor: Anchor
  /// The same anchor as the engine's generic base class, which makes the constraints.
  let base: LayoutAnchor<Anchor>
  /// The proxy that records what the property makes.
  let proxy: LayoutProxy

  /// Activates and records `self RELATION other + constant`, in this property's proxy and in
  /// `other`'s (so a `makeLayout` closure returns it whichever side its view is on).
  func activate(_ relation: LayoutRelation, _ other: LayoutAnchorProperty, constant: Double)
    -> LayoutConstraint
  {
    let constraint = proxy.activate(base.relate(relation, to: other.base, constant: constant))
    other.proxy.record(constraint, madeBy: proxy)
    return constraint
  }

  /// Activates `self == other + offset`.
  @discardableResult
  public func equal(to other: LayoutAnchorProperty<Anchor>, offsetBy offset: Double = 0)
    -> LayoutConstraint
  {
    activate(.equal, other, constant: offset)
  }

  /// Activates `self >= other + offset`.
  @discardableResult
  public func greaterThanOrEqual(
    to other: LayoutAnchorProperty<Anchor>, offsetBy offset: Double = 0
  ) -> LayoutConstraint {
    activate(.greaterThanOrEqual, other, constant: offset)
  }

  /// Activates `self <= other + offset`.
  @discardableResult
  public func lessThanOrEqual(to other: LayoutAnchorProperty<Anchor>, offsetBy offset: Double = 0)
    -> LayoutConstraint
  {
    activate(.lessThanOrEqual, other, constant: offset)
  }
}
