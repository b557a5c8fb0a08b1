/// The horizontal and vertical constraints made by one location comparison (FlooidLayout's
/// `NSLayoutLocationConstraints`).
public struct LayoutLocationConstraints {
  /// The constraint on the horizontal anchor.
  public let x: LayoutConstraint
  /// The constraint on the vertical anchor.
  public let y: LayoutConstraint

  init(x: LayoutConstraint, y: LayoutConstraint) {
    self.x = x
    self.y = y
  }
}

extension LayoutLocationConstraints: LayoutConstraintsAccumulation {
  /// The horizontal constraint, then the vertical one.
  public var asMultipleConstraints: [LayoutConstraint] { [x, y] }
}

extension LayoutLocationConstraints: InlineAssignable {}
