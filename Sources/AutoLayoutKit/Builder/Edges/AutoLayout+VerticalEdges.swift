// Top and bottom edges to an anchor or to another view's or guide's same edge.

extension AutoLayout {
  /// Constrains the top edge to `anchor`: `top RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func top(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .top, { $0.topAnchor }, relation: relation, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the top edge to `anchor`: `top == anchor + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func top(
    _ value: Double = 0, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .top, { $0.topAnchor }, value: value, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the top edge to `item`'s top edge: `top == item.top + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func top(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .top, { $0.topAnchor }, value: value, to: item.topAnchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the top edge to `item`'s top edge with a relation: `top RELATION
  /// item.top + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func top(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .top, { $0.topAnchor }, relation: relation, to: item.topAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the bottom edge to `anchor`: `bottom RELATION anchor − c`. The relation is negated
  /// (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func bottom(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .bottom, { $0.bottomAnchor }, relation: relation, to: anchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the bottom edge to `anchor`: `bottom == anchor − value`. A positive value is an
  /// inset.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func bottom(
    _ value: Double = 0, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .bottom, { $0.bottomAnchor }, value: value, to: anchor, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the bottom edge to `item`'s bottom edge: `bottom == item.bottom − value`. A
  /// positive value is an inset.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func bottom(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .bottom, { $0.bottomAnchor }, value: value, to: item.bottomAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the bottom edge to `item`'s bottom edge with a relation: `bottom RELATION
  /// item.bottom − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10
  /// points inside.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func bottom(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .bottom, { $0.bottomAnchor }, relation: relation, to: item.bottomAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }
}
