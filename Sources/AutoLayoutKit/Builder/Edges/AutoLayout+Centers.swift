// Centres to an anchor or to the same centre of another view or guide.

extension AutoLayout {
  /// Constrains the vertical centre to `anchor`: `centerY RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerVertically(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerY, { $0.centerYAnchor }, relation: relation, to: anchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the vertical centre to `anchor`: `centerY == anchor + value`. A positive value
  /// moves it right or down.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerVertically(
    _ value: Double = 0, to anchor: LayoutYAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerY, { $0.centerYAnchor }, value: value, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the vertical centre to `item`'s vertical centre: `centerY == item.centerY + value`.
  /// A positive value moves it right or down.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerVertically(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerY, { $0.centerYAnchor }, value: value, to: item.centerYAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the vertical centre to `item`'s vertical centre with a relation: `centerY RELATION
  /// item.centerY + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerVertically(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerY, { $0.centerYAnchor }, relation: relation, to: item.centerYAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the horizontal centre to `anchor`: `centerX RELATION anchor + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - anchor: The anchor to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerHorizontally(
    relation: LayoutConnectionSimpleRelation, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerX, { $0.centerXAnchor }, relation: relation, to: anchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the horizontal centre to `anchor`: `centerX == anchor + value`. A positive value
  /// moves it right or down.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - anchor: The anchor to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerHorizontally(
    _ value: Double = 0, to anchor: LayoutXAxisAnchor,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerX, { $0.centerXAnchor }, value: value, to: anchor, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the horizontal centre to `item`'s horizontal centre: `centerX == item.centerX +
  /// value`. A positive value moves it right or down.
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - item: The view or layout guide to relate to.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerHorizontally(
    _ value: Double = 0, to item: some AnchorProviding,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerX, { $0.centerXAnchor }, value: value, to: item.centerXAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the horizontal centre to `item`'s horizontal centre with a relation: `centerX
  /// RELATION
  /// item.centerX + c`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - item: The view or layout guide to relate to.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerHorizontally(
    relation: LayoutConnectionSimpleRelation, to item: some AnchorProviding,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .centerX, { $0.centerXAnchor }, relation: relation, to: item.centerXAnchor, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }
}
