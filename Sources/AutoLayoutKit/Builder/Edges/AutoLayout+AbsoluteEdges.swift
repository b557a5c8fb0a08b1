// Left and right edges to an anchor or to another view's or guide's same edge (they never flip
// in a right-to-left layout).

extension AutoLayout {
  /// Constrains the left edge to `anchor`: `left RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func left(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .left, { $0.leftAnchor }, relation: relation, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the left edge to `anchor`: `left == anchor + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func left(
    _ value: Double = 0, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .left, { $0.leftAnchor }, value: value, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the left edge to `item`'s left edge: `left == item.left + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func left(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .left, { $0.leftAnchor }, value: value, to: item.leftAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the left edge to `item`'s left edge with a relation: `left RELATION
  /// item.left + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func left(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .left, { $0.leftAnchor }, relation: relation, to: item.leftAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the right edge to `anchor`: `right RELATION anchor − c`. The relation is negated
  /// (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func right(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .right, { $0.rightAnchor }, relation: relation, to: anchor, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the right edge to `anchor`: `right == anchor − value`. A positive value is an
  /// inset.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func right(
    _ value: Double = 0, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .right, { $0.rightAnchor }, value: value, to: anchor, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the right edge to `item`'s right edge: `right == item.right − value`. A positive
  /// value is an inset.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func right(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .right, { $0.rightAnchor }, value: value, to: item.rightAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the right edge to `item`'s right edge with a relation: `right RELATION
  /// item.right − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10
  /// points inside.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func right(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .right, { $0.rightAnchor }, relation: relation, to: item.rightAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }
}
