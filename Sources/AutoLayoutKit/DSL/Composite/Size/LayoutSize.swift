/// A view's or guide's width and height as one anchor (FlooidLayout's `NSLayoutSize`):
/// `view.sizeAnchor == container.sizeAnchor -- 20` makes a width and a height constraint.
public struct LayoutSize {
  /// The width anchor.
  public let width: LayoutDimension
  /// The height anchor.
  public let height: LayoutDimension

  /// Pairs two dimensions, usually an item's width and height.
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// Both dimensions times 1 plus 0, the start of every size expression.
  var parameters: SizeConstraintParameters {
    SizeConstraintParameters(
      width: DimensionConstraintParameters(anchor: width),
      height: DimensionConstraintParameters(anchor: height))
  }
}
