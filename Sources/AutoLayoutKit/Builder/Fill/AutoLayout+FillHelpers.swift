// The shared bodies of the fill calls: the four edge connections to a target, from one margin,
// per-edge margins or one relation.

extension AutoLayout {
  /// The four fill connections to `target`, every edge `margin` inside.
  func fill(
    _ target: some AnchorProviding, margin: Double, priority: LayoutPriority,
    identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    fill(
      target, .equal(to: margin), .equal(to: margin), .equal(to: margin), .equal(to: margin),
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// The four fill connections to `target`, inset per edge (`margins.left` insets the leading
  /// edge, `margins.right` the trailing edge).
  func fill(
    _ target: some AnchorProviding, margins: EdgeInsets, priority: LayoutPriority,
    identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    fill(
      target, .equal(to: margins.top), .equal(to: margins.left), .equal(to: margins.right),
      .equal(to: margins.bottom), priority: priority, identifier: identifier, file: file,
      line: line)
  }

  /// The four fill connections to `target`, every edge related by `relation` as an inset.
  func fill(
    _ target: some AnchorProviding, relation: LayoutConnectionSimpleRelation,
    priority: LayoutPriority?, identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    fill(
      target, relation, relation, relation, relation, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// The four fill connections: top, leading, trailing (negated) and bottom (negated).
  func fill(
    _ target: some AnchorProviding, _ top: LayoutConnectionSimpleRelation,
    _ leading: LayoutConnectionSimpleRelation, _ trailing: LayoutConnectionSimpleRelation,
    _ bottom: LayoutConnectionSimpleRelation, priority: LayoutPriority?, identifier: String?,
    file: StaticString, line: UInt
  ) -> Self {
    guard let source else { return self }
    return whole {
      fillEdges(
        of: source, target, top, leading, trailing, bottom, priority: priority,
        identifier: identifier, file: file, line: line)
    }
  }

  /// The body of ``fill(_:_:_:_:_:priority:identifier:file:line:)``.
  private func fillEdges(
    of source: Source, _ target: some AnchorProviding, _ top: LayoutConnectionSimpleRelation,
    _ leading: LayoutConnectionSimpleRelation, _ trailing: LayoutConnectionSimpleRelation,
    _ bottom: LayoutConnectionSimpleRelation, priority: LayoutPriority?, identifier: String?,
    file: StaticString, line: UInt
  ) -> Self {
    add(
      .top, source.topAnchor, top, target.topAnchor, priority: priority, identifier: identifier,
      file: file, line: line)
    add(
      .leading, source.leadingAnchor, leading, target.leadingAnchor, priority: priority,
      identifier: identifier, file: file, line: line)
    add(
      .trailing, source.trailingAnchor, trailing, target.trailingAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    add(
      .bottom, source.bottomAnchor, bottom, target.bottomAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
  }
}
