// First and last baselines (views only).

extension AutoLayout where Source: BaselineAnchorProviding {
  /// Aligns the first baseline with `item`'s: `firstBaseline == item.firstBaseline + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default; positive moves the view down).
  ///   - item: The view to align with.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func firstBaseline(
    _ value: Double = 0, to item: some BaselineAnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .firstBaseline, { $0.firstBaselineAnchor }, value: value, to: item.firstBaselineAnchor,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Relates the first baseline to `item`'s: `firstBaseline RELATION item.firstBaseline + c`.
  /// - Parameters:
  ///   - relation: The relation, offset and priority.
  ///   - item: The view to align with.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func firstBaseline(
    relation: LayoutConnectionSimpleRelation, to item: some BaselineAnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .firstBaseline, { $0.firstBaselineAnchor }, relation: relation, to: item.firstBaselineAnchor,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Puts the first baseline on any vertical anchor: `firstBaseline == anchor + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default; positive moves the view down).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func firstBaseline(
    _ value: Double = 0, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .firstBaseline, { $0.firstBaselineAnchor }, value: value, to: anchor, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the first baseline to any vertical anchor: `firstBaseline RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, offset and priority.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func firstBaseline(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .firstBaseline, { $0.firstBaselineAnchor }, relation: relation, to: anchor,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Aligns the last baseline with `item`'s: `lastBaseline == item.lastBaseline + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default; positive moves the view down).
  ///   - item: The view to align with.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func lastBaseline(
    _ value: Double = 0, to item: some BaselineAnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .lastBaseline, { $0.lastBaselineAnchor }, value: value, to: item.lastBaselineAnchor,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Relates the last baseline to `item`'s: `lastBaseline RELATION item.lastBaseline + c`.
  /// - Parameters:
  ///   - relation: The relation, offset and priority.
  ///   - item: The view to align with.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func lastBaseline(
    relation: LayoutConnectionSimpleRelation, to item: some BaselineAnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .lastBaseline, { $0.lastBaselineAnchor }, relation: relation, to: item.lastBaselineAnchor,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Puts the last baseline on any vertical anchor: `lastBaseline == anchor + value`.
  /// - Parameters:
  ///   - value: The offset (0 by default; positive moves the view down).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func lastBaseline(
    _ value: Double = 0, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .lastBaseline, { $0.lastBaselineAnchor }, value: value, to: anchor, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the last baseline to any vertical anchor: `lastBaseline RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, offset and priority.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func lastBaseline(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .lastBaseline, { $0.lastBaselineAnchor }, relation: relation, to: anchor, priority: priority,
      identifier: identifier, file: file, line: line)
  }
}
