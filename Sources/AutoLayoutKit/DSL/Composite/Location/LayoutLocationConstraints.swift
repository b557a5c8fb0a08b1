/// The horizontal and vertical constraints made by one location comparison (FlooidLayout's
/// `NSLayoutLocationConstraints`).
public struct LayoutLocationConstraints {
  /// The constraint on the horizontal anchor.
  public let x: LayoutConstraint
  /// The constraint on the vertical anchor.
  public let y: LayoutConstraint

  /// Takes the x and y constraints, made whole or not at all.
  init(_ constraints: [LayoutConstraint]) {
    let whole = constraints.wholeOrNothing("location")
    x = whole[0]
    y = whole[1]
  }
}

extension LayoutLocationConstraints: LayoutConstraintsAccumulation {
  /// The horizontal constraint, then the vertical one.
  public var asMultipleConstraints: [LayoutConstraint] { [x, y] }
}

extension LayoutLocationConstraints: InlineAssignable {}
