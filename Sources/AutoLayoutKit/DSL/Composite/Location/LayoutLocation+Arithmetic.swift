// Arithmetic on location anchors: a scalar moves both axes by the same amount, an `(x:y:)` pair
// moves each axis by its own. Positive values move right (toward trailing) and down.

extension LocationConstraintParameters {
  /// Moves both axes by `value`.
  public static func + (lhs: LocationConstraintParameters, value: Double)
    -> LocationConstraintParameters
  {
    lhs.adding(x: value, y: value)
  }

  /// Moves both axes by `-value`.
  public static func - (lhs: LocationConstraintParameters, value: Double)
    -> LocationConstraintParameters
  {
    lhs.adding(x: -value, y: -value)
  }

  /// Moves each axis by its offset.
  public static func + (lhs: LocationConstraintParameters, offsets: (x: Double, y: Double))
    -> LocationConstraintParameters
  {
    lhs.adding(x: offsets.x, y: offsets.y)
  }

  /// Moves each axis by minus its offset.
  public static func - (lhs: LocationConstraintParameters, offsets: (x: Double, y: Double))
    -> LocationConstraintParameters
  {
    lhs.adding(x: -offsets.x, y: -offsets.y)
  }
}

extension LayoutLocation {
  /// The location moved by `value` on both axes.
  public static func + (lhs: LayoutLocation, value: Double) -> LocationConstraintParameters {
    lhs.parameters + value
  }

  /// The location moved by `-value` on both axes.
  public static func - (lhs: LayoutLocation, value: Double) -> LocationConstraintParameters {
    lhs.parameters - value
  }

  /// The location moved by an offset on each axis.
  public static func + (lhs: LayoutLocation, offsets: (x: Double, y: Double))
    -> LocationConstraintParameters
  {
    lhs.parameters + offsets
  }

  /// The location moved by minus an offset on each axis.
  public static func - (lhs: LayoutLocation, offsets: (x: Double, y: Double))
    -> LocationConstraintParameters
  {
    lhs.parameters - offsets
  }
}
