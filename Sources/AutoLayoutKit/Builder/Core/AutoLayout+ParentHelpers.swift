// The shared bodies of the calls that relate the source view to its superview: without a
// superview they add nothing and warn (in debug builds) with the call's name and location.

extension AutoLayout where Source: LayoutView {
  /// Runs `body` with the source and its superview and returns the builder. Once the source is
  /// gone it does nothing; without a superview it reports `what` as missing its parent.
  func withParent(
    _ what: String, file: StaticString, line: UInt, _ body: (Source, LayoutView) -> Void
  ) -> Self {
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent(what, of: source, file: file, line: line)
      return self
    }
    body(source, parent)
    return self
  }

  /// Records `anchor(source) == anchor(superview) ± value` as a connection of `type` (negated
  /// where the sign convention says so); `what` names the call in the missing-parent warning.
  func toParent<AnchorType>(
    _ type: LayoutConnectionType, _ what: String,
    _ anchor: (LayoutView) -> LayoutAnchor<AnchorType>, value: Double, negated: Bool = false,
    priority: LayoutPriority, identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    withParent(what, file: file, line: line) { source, parent in
      add(
        type, anchor(source), value: value, anchor(parent), priority: priority,
        identifier: identifier, negated: negated, file: file, line: line)
    }
  }

  /// Records `anchor(source) RELATION anchor(superview) ± c` from a simple relation (negated
  /// where the sign convention says so); `what` names the call in the missing-parent warning.
  func toParent<AnchorType>(
    _ type: LayoutConnectionType, _ what: String,
    _ anchor: (LayoutView) -> LayoutAnchor<AnchorType>, relation: LayoutConnectionSimpleRelation,
    negated: Bool = false, priority: LayoutPriority?, identifier: String?, file: StaticString,
    line: UInt
  ) -> Self {
    withParent(what, file: file, line: line) { source, parent in
      add(
        type, anchor(source), relation, anchor(parent), priority: priority,
        identifier: identifier, negated: negated, file: file, line: line)
    }
  }
}
