/// The four constraints made by one edges comparison (FlooidLayout's `NSLayoutEdgeConstraints`).
public struct LayoutEdgeConstraints {
  /// The constraint on the leading edge.
  public let leading: LayoutConstraint
  /// The constraint on the trailing edge.
  public let trailing: LayoutConstraint
  /// The constraint on the top edge.
  public let top: LayoutConstraint
  /// The constraint on the bottom edge.
  public let bottom: LayoutConstraint

  /// Takes the leading, trailing, top and bottom constraints, made whole or not at all.
  init(_ constraints: [LayoutConstraint]) {
    let whole = constraints.wholeOrNothing("edges")
    leading = whole[0]
    trailing = whole[1]
    top = whole[2]
    bottom = whole[3]
  }
}

extension LayoutEdgeConstraints: LayoutConstraintsAccumulation {
  /// The leading, trailing, top and bottom constraints, in that order.
  public var asMultipleConstraints: [LayoutConstraint] { [leading, trailing, top, bottom] }
}

extension LayoutEdgeConstraints: InlineAssignable {}
