/// One attribute of a view or layout guide, from which constraints are made, as in UIKit's
/// `NSLayoutAnchor`. The type parameter keeps axes apart at compile time: an x-axis anchor only
/// relates to x-axis anchors, a dimension only to dimensions.
///
/// Anchors are deliberately not `Equatable`, so a mistyped `==` never compiles into a `Bool`
/// comparison. Every factory returns an inactive constraint.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
  /// The item's state (retained), through which the anchor reaches its item without keeping
  /// it alive.
  package let itemState: LayoutItemState
  package let attribute: LayoutAttribute

  package init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.itemState = item.layoutItemState
    self.attribute = attribute
  }

  /// An anchor of the item whose state is `itemState` (which may be gone).
  package init(state itemState: LayoutItemState, _ attribute: LayoutAttribute) {
    self.itemState = itemState
    self.attribute = attribute
  }

  /// The item, or `nil` once it is gone.
  package var item: (any LayoutItem)? { itemState.item }

  /// The view or guide the anchor belongs to (for a distance made by
  /// ``LayoutXAxisAnchor/anchorWithOffset(to:)``, the one it starts from).
  public var owner: AnyObject? { item }

  /// The anchor's attribute (for a distance made by ``LayoutXAxisAnchor/anchorWithOffset(to:)``,
  /// the one it starts from).
  public var layoutAttribute: LayoutAttribute { attribute }

  /// The constraint `self == anchor`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// The constraint `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: constant)
  }

  /// The constraint `self >= anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// The constraint `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: constant)
  }

  /// The constraint `self <= anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// The constraint `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: constant)
  }

  /// Makes `self RELATION multiplier × anchor + constant`.
  package func make(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, multiplier: Double = 1,
    constant: Double
  ) -> LayoutConstraint {
    guard let item, let other = anchor.item else {
      return LayoutConstraint.invalid(
        self.item, attribute, relation, anchor.item, anchor.attribute,
        problem: "An anchor's view or layout guide no longer exists.")
    }
    return LayoutConstraint(
      item, attribute, relation, other, anchor.attribute, multiplier: multiplier,
      constant: constant)
  }

  /// The anchor as UIKit describes it: `<LayoutXAxisAnchor:0x… "view.leading">`.
  public var description: String {
    "<\(String(describing: type(of: self))):0x\(hexAddress(self)) \"\(anchorText)\">"
  }

  /// The item and attribute as descriptions print them: `view.leading`.
  package var anchorText: String { "\(item?.itemDescription ?? "nil").\(attribute)" }
}

/// An anchor on the horizontal axis: leading, trailing, left, right and centre X.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// An anchor on the vertical axis: top, bottom, centre Y and baselines.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A size anchor: width or height, or the distance between two anchors of one axis made by
/// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` or ``LayoutYAxisAnchor/anchorWithOffset(to:)``.
/// Dimensions also relate to constants and take multipliers.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// For a distance made by `anchorWithOffset(to:)`, the anchor it ends at (the distance is
  /// `end − start`, the start being the inherited item and attribute); `nil` for a width or a
  /// height.
  package let offsetEnd: AnchorEnd?

  package override init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.offsetEnd = nil
    super.init(item, attribute)
  }

  /// The distance from `start` to `end`: `end − start`.
  package init<AnchorType>(
    offsetFrom start: LayoutAnchor<AnchorType>, to end: LayoutAnchor<AnchorType>
  ) {
    self.offsetEnd = AnchorEnd(state: end.itemState, attribute: end.attribute)
    super.init(state: start.itemState, start.attribute)
  }

  /// The anchor as UIKit describes it: `<LayoutDimension:0x… "view.width">`, or for a distance
  /// `<LayoutDimension:0x… "b.leading - a.trailing">` (the end minus the start).
  public override var description: String {
    guard let offsetEnd else { return super.description }
    return "<LayoutDimension:0x\(hexAddress(self)) \"\(offsetEnd.text) - \(anchorText)\">"
  }

  /// Makes `self RELATION multiplier × anchor + constant`: a ``CompositeLayoutConstraint`` when
  /// either side is a distance.
  package override func make(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<LayoutDimension>, multiplier: Double = 1,
    constant: Double
  ) -> LayoutConstraint {
    let other = anchor as? LayoutDimension
    guard offsetEnd != nil || other?.offsetEnd != nil else {
      return super.make(relation, anchor, multiplier: multiplier, constant: constant)
    }
    return CompositeLayoutConstraint.make(
      self, relation, other, multiplier: multiplier, constant: constant)
  }

  /// The constraint `self == constant`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    makeConstant(.equal, constant)
  }

  /// The constraint `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    makeConstant(.greaterThanOrEqual, constant)
  }

  /// The constraint `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    makeConstant(.lessThanOrEqual, constant)
  }

  /// The constraint `self == multiplier × anchor`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier: Double) -> LayoutConstraint {
    make(.equal, anchor, multiplier: multiplier, constant: 0)
  }

  /// The constraint `self == multiplier × anchor + constant`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: multiplier, constant: constant)
  }

  /// The constraint `self >= multiplier × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
  }

  /// The constraint `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// The constraint `self <= multiplier × anchor`.
  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
  }

  /// The constraint `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  private func makeConstant(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
    if offsetEnd != nil {
      return CompositeLayoutConstraint.make(self, relation, nil, multiplier: 1, constant: constant)
    }
    guard let item else {
      return LayoutConstraint.invalid(
        nil, attribute, relation, nil, .notAnAttribute,
        problem: "An anchor's view or layout guide no longer exists.")
    }
    return LayoutConstraint(item, attribute, relation, nil, .notAnAttribute, constant: constant)
  }
}
