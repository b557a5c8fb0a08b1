/// The width and height constraints made by one size comparison (FlooidLayout's
/// `NSLayoutSizeConstraints`).
public struct LayoutSizeConstraints {
  /// The width constraint.
  public let width: LayoutConstraint
  /// The height constraint.
  public let height: LayoutConstraint

  /// Takes the width and height constraints, made whole or not at all.
  init(_ constraints: [LayoutConstraint]) {
    let whole = constraints.wholeOrNothing("size")
    width = whole[0]
    height = whole[1]
  }
}

extension LayoutSizeConstraints: LayoutConstraintsAccumulation {
  /// The width constraint, then the height constraint.
  public var asMultipleConstraints: [LayoutConstraint] { [width, height] }
}

extension LayoutSizeConstraints: InlineAssignable {}
