/// The width and height constraints made by one size comparison (FlooidLayout's
/// `NSLayoutSizeConstraints`).
public struct LayoutSizeConstraints {
  /// The width constraint.
  public let width: LayoutConstraint
  /// The height constraint.
  public let height: LayoutConstraint

  init(width: LayoutConstraint, height: LayoutConstraint) {
    self.width = width
    self.height = height
  }
}

extension LayoutSizeConstraints: LayoutConstraintsAccumulation {
  /// The width constraint, then the height constraint.
  public var asMultipleConstraints: [LayoutConstraint] { [width, height] }
}

extension LayoutSizeConstraints: InlineAssignable {}
