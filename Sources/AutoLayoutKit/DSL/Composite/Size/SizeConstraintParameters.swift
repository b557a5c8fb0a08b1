/// A size anchor with a multiplier and a constant for each dimension: the right side of
/// `view.sizeAnchor == container.sizeAnchor * 0.5 + (width: 10, height: 20)`.
///
/// As for a single dimension, `+` and `-` add to the constants and `*` scales multipliers and
/// constants alike.
public struct SizeConstraintParameters {
  /// The expression for the width.
  public let width: DimensionConstraintParameters
  /// The expression for the height.
  public let height: DimensionConstraintParameters

  /// Adds `width` and `height` to the respective constants.
  func adding(width dw: Double, height dh: Double) -> SizeConstraintParameters {
    SizeConstraintParameters(width: width.adding(dw), height: height.adding(dh))
  }

  /// Multiplies the width and height expressions by their factors.
  func scaled(width fw: Double, height fh: Double) -> SizeConstraintParameters {
    SizeConstraintParameters(width: width.scaled(by: fw), height: height.scaled(by: fh))
  }

  /// The width and height constraints for `size`, inactive.
  func constraints(_ size: LayoutSize, _ relation: LayoutRelation) -> LayoutSizeConstraints {
    LayoutSizeConstraints(
      [width.constraint(size.width, relation), height.constraint(size.height, relation)])
  }
}
