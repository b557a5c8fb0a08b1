/// Something that contributes constraints to a ``LayoutConstraintsBuilder`` block: a constraint,
/// a composite result, an array or an optional of them (FlooidLayout's
/// `NSLayoutConstraintsAccumulation`). Conform your own types to let them appear in a block.
public protocol LayoutConstraintsAccumulation {
  /// The constraints, in order.
  var asMultipleConstraints: [LayoutConstraint] { get }
}

extension LayoutConstraint: LayoutConstraintsAccumulation {
  /// The constraint alone.
  public var asMultipleConstraints: [LayoutConstraint] { [self] }
}

extension Array: LayoutConstraintsAccumulation where Element: LayoutConstraintsAccumulation {
  /// Every element's constraints, in order.
  public var asMultipleConstraints: [LayoutConstraint] { flatMap(\.asMultipleConstraints) }
}

extension Optional: LayoutConstraintsAccumulation where Wrapped: LayoutConstraintsAccumulation {
  /// The wrapped value's constraints, or none.
  public var asMultipleConstraints: [LayoutConstraint] { self?.asMultipleConstraints ?? [] }
}
