// AMGAutolayout-style operators on edges and centres, at Swift's standard precedences. Each
// comparison activates its constraint and returns it.

extension LayoutAnchorProperty {
  /// The property plus `offset`.
  public static func + (lhs: LayoutAnchorProperty, offset: Double) -> LayoutAnchorOffset<Anchor> {
    LayoutAnchorOffset(property: lhs, offset: offset)
  }

  /// The property minus `offset`.
  public static func - (lhs: LayoutAnchorProperty, offset: Double) -> LayoutAnchorOffset<Anchor> {
    LayoutAnchorOffset(property: lhs, offset: -offset)
  }

  /// Activates and returns `lhs == rhs`.
  @discardableResult
  public static func == (lhs: LayoutAnchorProperty, rhs: LayoutAnchorProperty) -> LayoutConstraint {
    lhs.activate(.equal, rhs, constant: 0)
  }

  /// Activates and returns `lhs == rhs.property + rhs.offset`.
  @discardableResult
  public static func == (lhs: LayoutAnchorProperty, rhs: LayoutAnchorOffset<Anchor>)
    -> LayoutConstraint
  {
    lhs.activate(.equal, rhs.property, constant: rhs.offset)
  }

  /// Activates and returns `lhs <= rhs`.
  @discardableResult
  public static func <= (lhs: LayoutAnchorProperty, rhs: LayoutAnchorProperty) -> LayoutConstraint {
    lhs.activate(.lessThanOrEqual, rhs, constant: 0)
  }

  /// Activates and returns `lhs <= rhs.property + rhs.offset`.
  @discardableResult
  public static func <= (lhs: LayoutAnchorProperty, rhs: LayoutAnchorOffset<Anchor>)
    -> LayoutConstraint
  {
    lhs.activate(.lessThanOrEqual, rhs.property, constant: rhs.offset)
  }

  /// Activates and returns `lhs >= rhs`.
  @discardableResult
  public static func >= (lhs: LayoutAnchorProperty, rhs: LayoutAnchorProperty) -> LayoutConstraint {
    lhs.activate(.greaterThanOrEqual, rhs, constant: 0)
  }

  /// Activates and returns `lhs >= rhs.property + rhs.offset`.
  @discardableResult
  public static func >= (lhs: LayoutAnchorProperty, rhs: LayoutAnchorOffset<Anchor>)
    -> LayoutConstraint
  {
    lhs.activate(.greaterThanOrEqual, rhs.property, constant: rhs.offset)
  }
}

extension LayoutAnchorOffset {
  /// Adds `value` to the offset: `top + 5 + 5` is `top + 10`.
  public static func + (lhs: LayoutAnchorOffset, value: Double) -> LayoutAnchorOffset {
    LayoutAnchorOffset(property: lhs.property, offset: lhs.offset + value)
  }

  /// Subtracts `value` from the offset.
  public static func - (lhs: LayoutAnchorOffset, value: Double) -> LayoutAnchorOffset {
    LayoutAnchorOffset(property: lhs.property, offset: lhs.offset - value)
  }
}
