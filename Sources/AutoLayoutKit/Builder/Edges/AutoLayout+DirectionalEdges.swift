// Leading and trailing edges to an anchor or to another view's or guide's same edge (they
// follow the reading direction).

extension AutoLayout {
  /// Constrains the leading edge to `anchor`: `leading RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func leading(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .leading, { $0.leadingAnchor }, relation: relation, to: anchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the leading edge to `anchor`: `leading == anchor + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func leading(
    _ value: Double = 0, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .leading, { $0.leadingAnchor }, value: value, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the leading edge to `item`'s leading edge: `leading == item.leading + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func leading(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .leading, { $0.leadingAnchor }, value: value, to: item.leadingAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the leading edge to `item`'s leading edge with a relation: `leading RELATION
  /// item.leading + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func leading(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .leading, { $0.leadingAnchor }, relation: relation, to: item.leadingAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the trailing edge to `anchor`: `trailing RELATION anchor − c`. The relation is
  /// negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func trailing(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .trailing, { $0.trailingAnchor }, relation: relation, to: anchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the trailing edge to `anchor`: `trailing == anchor − value`. A positive value is an
  /// inset.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func trailing(
    _ value: Double = 0, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .trailing, { $0.trailingAnchor }, value: value, to: anchor, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the trailing edge to `item`'s trailing edge: `trailing == item.trailing − value`. A
  /// positive value is an inset.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func trailing(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .trailing, { $0.trailingAnchor }, value: value, to: item.trailingAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the trailing edge to `item`'s trailing edge with a relation: `trailing RELATION
  /// item.trailing − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least
  /// 10 points inside.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func trailing(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .trailing, { $0.trailingAnchor }, relation: relation, to: item.trailingAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }
}
