// The shared bodies of the calls that relate one anchor of the source to a target anchor: they
// add nothing once the source is gone and return the builder. The public calls keep their
// `file:` and `line:` defaults and pass them through.

extension AutoLayout {
  /// Records `anchor(source) == target ± value` as a connection of `type` (negated where the
  /// sign convention says so); the target is read only while the source exists.
  func connect<AnchorType>(
    _ type: LayoutConnectionType, _ anchor: (Source) -> LayoutAnchor<AnchorType>, value: Double,
    to target: @autoclosure () -> LayoutAnchor<AnchorType>?, negated: Bool = false,
    priority: LayoutPriority, identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    guard let source else { return self }
    add(
      type, anchor(source), value: value, target(), priority: priority, identifier: identifier,
      negated: negated, file: file, line: line)
    return self
  }

  /// Records `anchor(source) RELATION target ± c` from a simple relation (negated where the sign
  /// convention says so); the target is read only while the source exists.
  func connect<AnchorType>(
    _ type: LayoutConnectionType, _ anchor: (Source) -> LayoutAnchor<AnchorType>,
    relation: LayoutConnectionSimpleRelation,
    to target: @autoclosure () -> LayoutAnchor<AnchorType>?, negated: Bool = false,
    priority: LayoutPriority?, identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    guard let source else { return self }
    add(
      type, anchor(source), relation, target(), priority: priority, identifier: identifier,
      negated: negated, file: file, line: line)
    return self
  }

  /// Records `anchor(source) RELATION multiplier × target + constant`; the target is read only
  /// while the source exists.
  func connect<AnchorType>(
    _ type: LayoutConnectionType, _ anchor: (Source) -> LayoutAnchor<AnchorType>,
    _ relation: LayoutRelation, to target: @autoclosure () -> LayoutAnchor<AnchorType>?,
    multiplier: Double = 1, constant: Double, priority: LayoutPriority, identifier: String?,
    file: StaticString, line: UInt
  ) -> Self {
    guard let source else { return self }
    add(
      type, anchor(source), relation, target(), multiplier: multiplier, constant: constant,
      priority: priority, identifier: identifier, file: file, line: line)
    return self
  }
}
