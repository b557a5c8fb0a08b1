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

  init(
    leading: LayoutConstraint, trailing: LayoutConstraint, top: LayoutConstraint,
    bottom: LayoutConstraint
  ) {
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
  }
}

extension LayoutEdgeConstraints: LayoutConstraintsAccumulation {
  /// The leading, trailing, top and bottom constraints, in that order.
  public var asMultipleConstraints: [LayoutConstraint] { [leading, trailing, top, bottom] }
}

extension LayoutEdgeConstraints: InlineAssignable {}
