// Placing a view next to its siblings: above, below, before, after, and between two.

extension AutoLayout {
  /// Places the view above `item`: `bottom == item.top − gap`, touching it.
  /// - Parameters:
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func above(
    _ item: some AnchorProviding, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    above(0, to: item, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view above `item`: `bottom == item.top − gap`.
  /// - Parameters:
  ///   - value: The gap between the two (a positive value separates them).
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func above(
    _ value: Double, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .bottom, { $0.bottomAnchor }, value: value, to: item.topAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view above `item` with a relation on the gap: `>=10` leaves at least 10 points.
  /// - Parameters:
  ///   - relation: The relation, gap and priority.
  ///   - item: The sibling view or layout guide.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func above(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .bottom, { $0.bottomAnchor }, relation: relation, to: item.topAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view below `item`: `top == item.bottom + gap`, touching it.
  /// - Parameters:
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func below(
    _ item: some AnchorProviding, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    below(0, to: item, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view below `item`: `top == item.bottom + gap`.
  /// - Parameters:
  ///   - value: The gap between the two (a positive value separates them).
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func below(
    _ value: Double, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .top, { $0.topAnchor }, value: value, to: item.bottomAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view below `item` with a relation on the gap: `>=10` leaves at least 10 points.
  /// - Parameters:
  ///   - relation: The relation, gap and priority.
  ///   - item: The sibling view or layout guide.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func below(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .top, { $0.topAnchor }, relation: relation, to: item.bottomAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view before `item` in reading order: `trailing == item.leading − gap`, touching it.
  /// - Parameters:
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func before(
    _ item: some AnchorProviding, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    before(0, to: item, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view before `item` in reading order: `trailing == item.leading − gap`.
  /// - Parameters:
  ///   - value: The gap between the two (a positive value separates them).
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func before(
    _ value: Double, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .trailing, { $0.trailingAnchor }, value: value, to: item.leadingAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view before `item` in reading order with a relation on the gap: `>=10` leaves at
  /// least 10 points.
  /// - Parameters:
  ///   - relation: The relation, gap and priority.
  ///   - item: The sibling view or layout guide.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func before(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .trailing, { $0.trailingAnchor }, relation: relation, to: item.leadingAnchor, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view after `item` in reading order: `leading == item.trailing + gap`, touching it.
  /// - Parameters:
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func after(
    _ item: some AnchorProviding, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    after(0, to: item, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view after `item` in reading order: `leading == item.trailing + gap`.
  /// - Parameters:
  ///   - value: The gap between the two (a positive value separates them).
  ///   - item: The sibling view or layout guide.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func after(
    _ value: Double, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .leading, { $0.leadingAnchor }, value: value, to: item.trailingAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view after `item` in reading order with a relation on the gap: `>=10` leaves at
  /// least 10 points.
  /// - Parameters:
  ///   - relation: The relation, gap and priority.
  ///   - item: The sibling view or layout guide.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func after(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .leading, { $0.leadingAnchor }, relation: relation, to: item.trailingAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Places the view after `first` and before `second`, with the same gap on both sides:
  /// `after(margin, to: first)`
  /// plus `before(margin, to: second)`.
  /// - Parameters:
  ///   - first: The sibling on one side.
  ///   - second: The sibling on the other side.
  ///   - margin: The gap on each side (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func horizontallyBetween(
    _ first: some AnchorProviding, and second: some AnchorProviding, margin: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    whole {
      after(margin, to: first, priority: priority, identifier: identifier, file: file, line: line)
        .before(
          margin, to: second, priority: priority, identifier: identifier, file: file, line: line)
    }
  }

  /// Places the view after `first` and before `second` with one relation on both gaps: `>=2` leaves
  /// at least 2
  /// points on each side.
  /// - Parameters:
  ///   - first: The sibling on one side.
  ///   - second: The sibling on the other side.
  ///   - relation: The relation, gap and priority of both gaps.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func horizontallyBetween(
    _ first: some AnchorProviding, and second: some AnchorProviding,
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    whole {
      after(
        relation: relation, to: first, priority: priority, identifier: identifier, file: file,
        line: line
      ).before(
        relation: relation, to: second, priority: priority, identifier: identifier, file: file,
        line: line)
    }
  }

  /// Places the view below `first` and above `second`, with the same gap on both sides:
  /// `below(margin, to: first)`
  /// plus `above(margin, to: second)`.
  /// - Parameters:
  ///   - first: The sibling on one side.
  ///   - second: The sibling on the other side.
  ///   - margin: The gap on each side (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func verticallyBetween(
    _ first: some AnchorProviding, and second: some AnchorProviding, margin: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    whole {
      below(margin, to: first, priority: priority, identifier: identifier, file: file, line: line)
        .above(
          margin, to: second, priority: priority, identifier: identifier, file: file, line: line)
    }
  }

  /// Places the view below `first` and above `second` with one relation on both gaps: `>=2` leaves
  /// at least 2
  /// points on each side.
  /// - Parameters:
  ///   - first: The sibling on one side.
  ///   - second: The sibling on the other side.
  ///   - relation: The relation, gap and priority of both gaps.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func verticallyBetween(
    _ first: some AnchorProviding, and second: some AnchorProviding,
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    whole {
      below(
        relation: relation, to: first, priority: priority, identifier: identifier, file: file,
        line: line
      ).above(
        relation: relation, to: second, priority: priority, identifier: identifier, file: file,
        line: line)
    }
  }
}
