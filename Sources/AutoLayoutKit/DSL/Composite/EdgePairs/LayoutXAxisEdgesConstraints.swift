/// The leading and trailing constraints made by one edge-pair comparison (FlooidLayout's
/// `NSLayoutXAxisEdgesConstraints`).
public struct LayoutXAxisEdgesConstraints {
  /// The constraint on the leading edge.
  public let leading: LayoutConstraint
  /// The constraint on the trailing edge.
  public let trailing: LayoutConstraint

  /// Takes the leading and trailing constraints, made whole or not at all.
  init(_ constraints: [LayoutConstraint]) {
    let whole = constraints.wholeOrNothing("horizontal edges")
    leading = whole[0]
    trailing = whole[1]
  }
}

extension LayoutXAxisEdgesConstraints: LayoutConstraintsAccumulation {
  /// The leading constraint, then the trailing one.
  public var asMultipleConstraints: [LayoutConstraint] { [leading, trailing] }
}

extension LayoutXAxisEdgesConstraints: InlineAssignable {}
