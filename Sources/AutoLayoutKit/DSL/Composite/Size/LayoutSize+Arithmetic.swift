// Arithmetic on size anchors and size expressions. A scalar applies to both dimensions; a
// `(width:height:)` pair applies to each. `++` and `--` double their values (a margin on both
// sides), as they do for a single dimension.

extension SizeConstraintParameters {
  /// Adds `value` to both constants.
  public static func + (lhs: SizeConstraintParameters, value: Double) -> SizeConstraintParameters {
    lhs.adding(width: value, height: value)
  }

  /// Subtracts `value` from both constants.
  public static func - (lhs: SizeConstraintParameters, value: Double) -> SizeConstraintParameters {
    lhs.adding(width: -value, height: -value)
  }

  /// Adds twice `margin` to both constants.
  public static func ++ (lhs: SizeConstraintParameters, margin: Double)
    -> SizeConstraintParameters
  {
    lhs.adding(width: 2 * margin, height: 2 * margin)
  }

  /// Subtracts twice `margin` from both constants.
  public static func -- (lhs: SizeConstraintParameters, margin: Double)
    -> SizeConstraintParameters
  {
    lhs.adding(width: -2 * margin, height: -2 * margin)
  }

  /// Multiplies both expressions by `factor`.
  public static func * (lhs: SizeConstraintParameters, factor: Double)
    -> SizeConstraintParameters
  {
    lhs.scaled(width: factor, height: factor)
  }

  /// Adds a value to each constant.
  public static func + (
    lhs: SizeConstraintParameters, values: (width: Double, height: Double)
  ) -> SizeConstraintParameters {
    lhs.adding(width: values.width, height: values.height)
  }

  /// Subtracts a value from each constant.
  public static func - (
    lhs: SizeConstraintParameters, values: (width: Double, height: Double)
  ) -> SizeConstraintParameters {
    lhs.adding(width: -values.width, height: -values.height)
  }

  /// Adds twice a margin to each constant.
  public static func ++ (
    lhs: SizeConstraintParameters, margins: (width: Double, height: Double)
  ) -> SizeConstraintParameters {
    lhs.adding(width: 2 * margins.width, height: 2 * margins.height)
  }

  /// Subtracts twice a margin from each constant.
  public static func -- (
    lhs: SizeConstraintParameters, margins: (width: Double, height: Double)
  ) -> SizeConstraintParameters {
    lhs.adding(width: -2 * margins.width, height: -2 * margins.height)
  }

  /// Multiplies each expression by its factor.
  public static func * (
    lhs: SizeConstraintParameters, factors: (width: Double, height: Double)
  ) -> SizeConstraintParameters {
    lhs.scaled(width: factors.width, height: factors.height)
  }
}

extension LayoutSize {
  /// The size plus `value` in both dimensions.
  public static func + (lhs: LayoutSize, value: Double) -> SizeConstraintParameters {
    lhs.parameters + value
  }

  /// The size minus `value` in both dimensions.
  public static func - (lhs: LayoutSize, value: Double) -> SizeConstraintParameters {
    lhs.parameters - value
  }

  /// The size plus twice `margin` in both dimensions.
  public static func ++ (lhs: LayoutSize, margin: Double) -> SizeConstraintParameters {
    lhs.parameters ++ margin
  }

  /// The size minus twice `margin` in both dimensions: `container.sizeAnchor -- 20` is 40
  /// smaller each way.
  public static func -- (lhs: LayoutSize, margin: Double) -> SizeConstraintParameters {
    lhs.parameters -- margin
  }

  /// The size scaled by `factor` in both dimensions.
  public static func * (lhs: LayoutSize, factor: Double) -> SizeConstraintParameters {
    lhs.parameters * factor
  }

  /// The size plus a value in each dimension.
  public static func + (lhs: LayoutSize, values: (width: Double, height: Double))
    -> SizeConstraintParameters
  {
    lhs.parameters + values
  }

  /// The size minus a value in each dimension.
  public static func - (lhs: LayoutSize, values: (width: Double, height: Double))
    -> SizeConstraintParameters
  {
    lhs.parameters - values
  }

  /// The size plus twice a margin in each dimension.
  public static func ++ (lhs: LayoutSize, margins: (width: Double, height: Double))
    -> SizeConstraintParameters
  {
    lhs.parameters ++ margins
  }

  /// The size minus twice a margin in each dimension.
  public static func -- (lhs: LayoutSize, margins: (width: Double, height: Double))
    -> SizeConstraintParameters
  {
    lhs.parameters -- margins
  }

  /// The size scaled by a factor in each dimension.
  public static func * (lhs: LayoutSize, factors: (width: Double, height: Double))
    -> SizeConstraintParameters
  {
    lhs.parameters * factors
  }
}
