/// The leading and trailing constraints made by one edge-pair comparison (FlooidLayout's
/// `NSLayoutXAxisEdgesConstraints`).
public struct LayoutXAxisEdgesConstraints {
  /// The constraint on the leading edge.
  public let leading: LayoutConstraint
  /// The constraint on the trailing edge.
  public let trailing: LayoutConstraint

  init(leading: LayoutConstraint, trailing: LayoutConstraint) {
    self.leading = leading
    self.trailing = trailing
  }
}

extension LayoutXAxisEdgesConstraints: LayoutConstraintsAccumulation {
  /// The leading constraint, then the trailing one.
  public var asMultipleConstraints: [LayoutConstraint] { [leading, trailing] }
}

extension LayoutXAxisEdgesConstraints: InlineAssignable {}
