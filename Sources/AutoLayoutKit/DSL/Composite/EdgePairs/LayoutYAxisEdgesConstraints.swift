/// The top and bottom constraints made by one edge-pair comparison (FlooidLayout's
/// `NSLayoutYAxisEdgesConstraints`).
public struct LayoutYAxisEdgesConstraints {
  /// The constraint on the top edge.
  public let top: LayoutConstraint
  /// The constraint on the bottom edge.
  public let bottom: LayoutConstraint

  init(top: LayoutConstraint, bottom: LayoutConstraint) {
    self.top = top
    self.bottom = bottom
  }
}

extension LayoutYAxisEdgesConstraints: LayoutConstraintsAccumulation {
  /// The top constraint, then the bottom one.
  public var asMultipleConstraints: [LayoutConstraint] { [top, bottom] }
}

extension LayoutYAxisEdgesConstraints: InlineAssignable {}
