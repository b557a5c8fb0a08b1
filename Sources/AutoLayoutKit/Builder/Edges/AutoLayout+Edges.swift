// Edges to an anchor or to the same edge of another view or guide.

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
    guard let source else { return self }
    add(
      .top, source.topAnchor, relation, anchor, priority: priority, identifier: identifier,
      negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    add(
      .top, source.topAnchor, value: value, anchor, priority: priority, identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the top edge to the same top edge of `item`: `top == item.top + value`.
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
    guard let source else { return self }
    add(
      .top, source.topAnchor, value: value, item.topAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
  }

  /// Constrains the top edge to the same top edge of `item` with a relation: `top RELATION
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
    guard let source else { return self }
    add(
      .top, source.topAnchor, relation, item.topAnchor, priority: priority, identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the bottom edge to `anchor`: `bottom RELATION anchor − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
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
    guard let source else { return self }
    add(
      .bottom, source.bottomAnchor, relation, anchor, priority: priority, identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

  /// Constrains the bottom edge to `anchor`: `bottom == anchor − value`. A positive value is an inset.
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
    guard let source else { return self }
    add(
      .bottom, source.bottomAnchor, value: value, anchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

  /// Constrains the bottom edge to the same bottom edge of `item`: `bottom == item.bottom − value`. A positive value is an inset.
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
    guard let source else { return self }
    add(
      .bottom, source.bottomAnchor, value: value, item.bottomAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
  }

  /// Constrains the bottom edge to the same bottom edge of `item` with a relation: `bottom RELATION
  /// item.bottom − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
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
    guard let source else { return self }
    add(
      .bottom, source.bottomAnchor, relation, item.bottomAnchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

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
    guard let source else { return self }
    add(
      .left, source.leftAnchor, relation, anchor, priority: priority, identifier: identifier,
      negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    add(
      .left, source.leftAnchor, value: value, anchor, priority: priority, identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the left edge to the same left edge of `item`: `left == item.left + value`.
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
    guard let source else { return self }
    add(
      .left, source.leftAnchor, value: value, item.leftAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
  }

  /// Constrains the left edge to the same left edge of `item` with a relation: `left RELATION
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
    guard let source else { return self }
    add(
      .left, source.leftAnchor, relation, item.leftAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the right edge to `anchor`: `right RELATION anchor − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
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
    guard let source else { return self }
    add(
      .right, source.rightAnchor, relation, anchor, priority: priority, identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

  /// Constrains the right edge to `anchor`: `right == anchor − value`. A positive value is an inset.
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
    guard let source else { return self }
    add(
      .right, source.rightAnchor, value: value, anchor, priority: priority, identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

  /// Constrains the right edge to the same right edge of `item`: `right == item.right − value`. A positive value is an inset.
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
    guard let source else { return self }
    add(
      .right, source.rightAnchor, value: value, item.rightAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
  }

  /// Constrains the right edge to the same right edge of `item` with a relation: `right RELATION
  /// item.right − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
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
    guard let source else { return self }
    add(
      .right, source.rightAnchor, relation, item.rightAnchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

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
    guard let source else { return self }
    add(
      .leading, source.leadingAnchor, relation, anchor, priority: priority, identifier: identifier,
      negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    add(
      .leading, source.leadingAnchor, value: value, anchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the leading edge to the same leading edge of `item`: `leading == item.leading + value`.
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
    guard let source else { return self }
    add(
      .leading, source.leadingAnchor, value: value, item.leadingAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
  }

  /// Constrains the leading edge to the same leading edge of `item` with a relation: `leading RELATION
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
    guard let source else { return self }
    add(
      .leading, source.leadingAnchor, relation, item.leadingAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the trailing edge to `anchor`: `trailing RELATION anchor − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
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
    guard let source else { return self }
    add(
      .trailing, source.trailingAnchor, relation, anchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

  /// Constrains the trailing edge to `anchor`: `trailing == anchor − value`. A positive value is an inset.
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
    guard let source else { return self }
    add(
      .trailing, source.trailingAnchor, value: value, anchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }

  /// Constrains the trailing edge to the same trailing edge of `item`: `trailing == item.trailing − value`. A positive value is an inset.
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
    guard let source else { return self }
    add(
      .trailing, source.trailingAnchor, value: value, item.trailingAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
  }

  /// Constrains the trailing edge to the same trailing edge of `item` with a relation: `trailing RELATION
  /// item.trailing − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least 10 points inside.
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
    guard let source else { return self }
    add(
      .trailing, source.trailingAnchor, relation, item.trailingAnchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }
}
