// Width and height: constants, other dimensions, relations.

extension AutoLayout {
  /// Sets the width: `width == value`.
  /// - Parameters:
  ///   - value: The width in points.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func width(
    _ value: Double, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .width, { $0.widthAnchor }, .equal, to: nil, constant: value, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the width to a number: `width RELATION c`, such as `width(relation: <=450)`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func width(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .width, { $0.widthAnchor }, relation: relation, to: nil, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the width to another dimension: `width RELATION m × dimension + c`.
  /// - Parameters:
  ///   - relation: The relation, dimension, multiplier, constant and priority.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func width(
    relation: LayoutConnectionMultipliedRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    let parts = relation.parts
    return connect(
      .width, { $0.widthAnchor }, parts.relation, to: parts.dimension,
      multiplier: parts.multiplier, constant: parts.constant, priority: priority ?? parts.priority,
      identifier: identifier, file: file, line: line)
  }

  /// Sets the width from `item`'s: `width == multiplier × item.width + constant`.
  /// - Parameters:
  ///   - item: The view or layout guide to relate to.
  ///   - multiplier: The factor (1 by default).
  ///   - constant: The number added (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func width(
    to item: some AnchorProviding, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .width, { $0.widthAnchor }, .equal, to: item.widthAnchor, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Sets the width from any dimension: `width == multiplier × anchor + constant`, such as
  /// `width(to: other.heightAnchor)`.
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - multiplier: The factor (1 by default).
  ///   - constant: The number added (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func width(
    to anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .width, { $0.widthAnchor }, .equal, to: anchor, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Sets the height: `height == value`.
  /// - Parameters:
  ///   - value: The height in points.
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func height(
    _ value: Double, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .height, { $0.heightAnchor }, .equal, to: nil, constant: value, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the height to a number: `height RELATION c`, such as `height(relation: <=450)`.
  /// - Parameters:
  ///   - relation: The relation, constant and priority.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func height(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .height, { $0.heightAnchor }, relation: relation, to: nil, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the height to another dimension: `height RELATION m × dimension + c`.
  /// - Parameters:
  ///   - relation: The relation, dimension, multiplier, constant and priority.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func height(
    relation: LayoutConnectionMultipliedRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    let parts = relation.parts
    return connect(
      .height, { $0.heightAnchor }, parts.relation, to: parts.dimension,
      multiplier: parts.multiplier, constant: parts.constant, priority: priority ?? parts.priority,
      identifier: identifier, file: file, line: line)
  }

  /// Sets the height from `item`'s: `height == multiplier × item.height + constant`.
  /// - Parameters:
  ///   - item: The view or layout guide to relate to.
  ///   - multiplier: The factor (1 by default).
  ///   - constant: The number added (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func height(
    to item: some AnchorProviding, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .height, { $0.heightAnchor }, .equal, to: item.heightAnchor, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Sets the height from any dimension: `height == multiplier × anchor + constant`, such as
  /// `height(to: other.widthAnchor)`.
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - multiplier: The factor (1 by default).
  ///   - constant: The number added (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func height(
    to anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    connect(
      .height, { $0.heightAnchor }, .equal, to: anchor, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier, file: file, line: line)
  }
}
