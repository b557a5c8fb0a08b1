// AMGAutolayout-style operators on widths and heights, at Swift's standard precedences. Each
// comparison activates its constraint and returns it.

extension LayoutDimensionProperty {
  /// The dimension plus `offset`.
  public static func + (lhs: LayoutDimensionProperty, offset: Double)
    -> LayoutDimensionMultiplierAndOffset
  {
    LayoutDimensionMultiplierAndOffset(property: lhs, multiplier: 1, offset: offset)
  }

  /// The dimension minus `offset`.
  public static func - (lhs: LayoutDimensionProperty, offset: Double)
    -> LayoutDimensionMultiplierAndOffset
  {
    LayoutDimensionMultiplierAndOffset(property: lhs, multiplier: 1, offset: -offset)
  }

  /// The dimension times `multiplier`.
  public static func * (lhs: LayoutDimensionProperty, multiplier: Double)
    -> LayoutDimensionMultiplierAndOffset
  {
    LayoutDimensionMultiplierAndOffset(property: lhs, multiplier: multiplier, offset: 0)
  }

  /// Activates and returns `lhs == rhs`.
  @discardableResult
  public static func == (lhs: LayoutDimensionProperty, rhs: LayoutDimensionProperty)
    -> LayoutConstraint
  {
    lhs.activate(.equal, rhs, multiplier: 1, constant: 0)
  }

  /// Activates and returns `lhs == rhs.multiplier × rhs.property + rhs.offset`.
  @discardableResult
  public static func == (lhs: LayoutDimensionProperty, rhs: LayoutDimensionMultiplierAndOffset)
    -> LayoutConstraint
  {
    lhs.activate(.equal, rhs.property, multiplier: rhs.multiplier, constant: rhs.offset)
  }

  /// Activates and returns `lhs == constant`.
  @discardableResult
  public static func == (lhs: LayoutDimensionProperty, constant: Double) -> LayoutConstraint {
    lhs.activate(.equal, constant: constant)
  }

  /// Activates and returns `lhs <= rhs`.
  @discardableResult
  public static func <= (lhs: LayoutDimensionProperty, rhs: LayoutDimensionProperty)
    -> LayoutConstraint
  {
    lhs.activate(.lessThanOrEqual, rhs, multiplier: 1, constant: 0)
  }

  /// Activates and returns `lhs <= rhs.multiplier × rhs.property + rhs.offset`.
  @discardableResult
  public static func <= (lhs: LayoutDimensionProperty, rhs: LayoutDimensionMultiplierAndOffset)
    -> LayoutConstraint
  {
    lhs.activate(
      .lessThanOrEqual, rhs.property, multiplier: rhs.multiplier, constant: rhs.offset)
  }

  /// Activates and returns `lhs <= constant`.
  @discardableResult
  public static func <= (lhs: LayoutDimensionProperty, constant: Double) -> LayoutConstraint {
    lhs.activate(.lessThanOrEqual, constant: constant)
  }

  /// Activates and returns `lhs >= rhs`.
  @discardableResult
  public static func >= (lhs: LayoutDimensionProperty, rhs: LayoutDimensionProperty)
    -> LayoutConstraint
  {
    lhs.activate(.greaterThanOrEqual, rhs, multiplier: 1, constant: 0)
  }

  /// Activates and returns `lhs >= rhs.multiplier × rhs.property + rhs.offset`.
  @discardableResult
  public static func >= (lhs: LayoutDimensionProperty, rhs: LayoutDimensionMultiplierAndOffset)
    -> LayoutConstraint
  {
    lhs.activate(
      .greaterThanOrEqual, rhs.property, multiplier: rhs.multiplier, constant: rhs.offset)
  }

  /// Activates and returns `lhs >= constant`.
  @discardableResult
  public static func >= (lhs: LayoutDimensionProperty, constant: Double) -> LayoutConstraint {
    lhs.activate(.greaterThanOrEqual, constant: constant)
  }
}

extension LayoutDimensionMultiplierAndOffset {
  /// Adds `value` to the offset.
  public static func + (lhs: LayoutDimensionMultiplierAndOffset, value: Double)
    -> LayoutDimensionMultiplierAndOffset
  {
    LayoutDimensionMultiplierAndOffset(
      property: lhs.property, multiplier: lhs.multiplier, offset: lhs.offset + value)
  }

  /// Subtracts `value` from the offset.
  public static func - (lhs: LayoutDimensionMultiplierAndOffset, value: Double)
    -> LayoutDimensionMultiplierAndOffset
  {
    LayoutDimensionMultiplierAndOffset(
      property: lhs.property, multiplier: lhs.multiplier, offset: lhs.offset - value)
  }

  /// Multiplies the whole expression: `(height + 5) * 2` is `2 × height + 10`.
  public static func * (lhs: LayoutDimensionMultiplierAndOffset, factor: Double)
    -> LayoutDimensionMultiplierAndOffset
  {
    LayoutDimensionMultiplierAndOffset(
      property: lhs.property, multiplier: lhs.multiplier * factor, offset: lhs.offset * factor)
  }
}
