// Filling the superview.

extension AutoLayout where Source: LayoutView {
  /// Pins the four edges to the superview's, `margin` inside on every side: top, leading,
  /// trailing and bottom connections. Without a superview it adds nothing.
  /// - Parameters:
  ///   - margin: The inset of every edge (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fillParent(
    _ margin: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fillParent(
      .equal(to: margin), .equal(to: margin), .equal(to: margin), .equal(to: margin),
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to the superview's, inset per edge (`margins.left` insets the leading
  /// edge, `margins.right` the trailing edge). Without a superview it adds nothing.
  /// - Parameters:
  ///   - margins: The inset of each edge.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fillParent(
    _ margins: EdgeInsets, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fillParent(
      .equal(to: margins.top), .equal(to: margins.left), .equal(to: margins.right),
      .equal(to: margins.bottom), priority: priority, identifier: identifier, file: file,
      line: line)
  }

  /// Relates the four edges to the superview's with one relation, applied as an inset: `>=5`
  /// keeps every edge at least 5 points inside. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, inset and priority of every edge.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fillParent(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fillParent(
      relation, relation, relation, relation, priority: priority, identifier: identifier,
      file: file, line: line)
  }

  private func fillParent(
    _ top: LayoutConnectionSimpleRelation, _ leading: LayoutConnectionSimpleRelation,
    _ trailing: LayoutConnectionSimpleRelation, _ bottom: LayoutConnectionSimpleRelation,
    priority: LayoutPriority?, identifier: String?, file: StaticString, line: UInt
  ) -> Self {
    withParent("edges", file: file, line: line) { _, parent in
      _ = fill(
        parent, top, leading, trailing, bottom, priority: priority, identifier: identifier,
        file: file, line: line)
    }
  }
}
