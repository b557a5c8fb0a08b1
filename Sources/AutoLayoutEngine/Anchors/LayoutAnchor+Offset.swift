// anchorWithOffset(to:) (iOS 10): the distance between two anchors of one axis, as a dimension
// that relates to constants, to widths and heights, and to other distances.

extension LayoutXAxisAnchor {
  /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a dimension: every
  /// ``LayoutDimension`` factory relates it to a constant, a width or height, or another
  /// distance, so that two gaps can be made equal:
  ///
  /// ```swift
  /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
  ///   .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
  /// ```
  ///
  /// Between leading and trailing anchors the distance grows toward the trailing edge (it is
  /// measured right to left in a right-to-left layout); leading/trailing and left/right anchors
  /// cannot be mixed anywhere in one constraint. A distance can be negative (`otherAnchor` before
  /// this one); only real widths and heights are kept from going below zero.
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(offsetFrom: self, to: otherAnchor)
  }
}

extension LayoutYAxisAnchor {
  /// The distance from this anchor down to `otherAnchor` (`otherAnchor − self`), as a dimension:
  /// every ``LayoutDimension`` factory relates it to a constant, a width or height, or another
  /// distance (see ``LayoutXAxisAnchor/anchorWithOffset(to:)``).
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(offsetFrom: self, to: otherAnchor)
  }
}

/// The far end of a distance made by `anchorWithOffset(to:)`: an attribute of an item, reached
/// through the item's state (retained; it does not keep the item alive).
package struct AnchorEnd {
  /// The item's state.
  package let state: LayoutItemState
  /// The attribute.
  package let attribute: LayoutAttribute

  /// The item, or `nil` once it is gone.
  package var item: (any LayoutItem)? { state.item }

  /// The end as descriptions print it: `view.leading`.
  package var text: String { "\(item?.itemDescription ?? "nil").\(attribute)" }
}
