/// The top and bottom constraints made by one edge-pair comparison (FlooidLayout's
/// `NSLayoutYAxisEdgesConstraints`).
public struct LayoutYAxisEdgesConstraints {
  /// The constraint on the top edge.
  public let top: LayoutConstraint
  /// The constraint on the bottom edge.
  public let bottom: LayoutConstraint

  /// Takes the top and bottom constraints, made whole or not at all.
  init(_ constraints: [LayoutConstraint]) {
    let whole = constraints.wholeOrNothing("vertical edges")
    top = whole[0]
    bottom = whole[1]
  }
}

extension LayoutYAxisEdgesConstraints: LayoutConstraintsAccumulation {
  /// The top constraint, then the bottom one.
  public var asMultipleConstraints: [LayoutConstraint] { [top, bottom] }
}

extension LayoutYAxisEdgesConstraints: InlineAssignable {}
