// Edges to the superview's same edge.

extension AutoLayout where Source: LayoutView {
  /// Constrains the top edge to the superview's: `top == superview.top + value`.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func top(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .top, "top", { $0.topAnchor }, value: value, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the top edge to the superview's with a relation: `top RELATION
  /// superview.top + c`. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func top(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .top, "top", { $0.topAnchor }, relation: relation, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the bottom edge to the superview's: `bottom == superview.bottom − value`. A
  /// positive value is an inset.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func bottom(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .bottom, "bottom", { $0.bottomAnchor }, value: value, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the bottom edge to the superview's with a relation: `bottom RELATION
  /// superview.bottom − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at
  /// least 10 points inside. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func bottom(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .bottom, "bottom", { $0.bottomAnchor }, relation: relation, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the left edge to the superview's: `left == superview.left + value`.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func left(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .left, "left", { $0.leftAnchor }, value: value, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the left edge to the superview's with a relation: `left RELATION
  /// superview.left + c`. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func left(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .left, "left", { $0.leftAnchor }, relation: relation, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the right edge to the superview's: `right == superview.right − value`. A positive
  /// value is an inset.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func right(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .right, "right", { $0.rightAnchor }, value: value, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the right edge to the superview's with a relation: `right RELATION
  /// superview.right − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at least
  /// 10 points inside. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func right(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .right, "right", { $0.rightAnchor }, relation: relation, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the leading edge to the superview's: `leading == superview.leading + value`.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func leading(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .leading, "leading", { $0.leadingAnchor }, value: value, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the leading edge to the superview's with a relation: `leading RELATION
  /// superview.leading + c`. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func leading(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .leading, "leading", { $0.leadingAnchor }, relation: relation, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Constrains the trailing edge to the superview's: `trailing == superview.trailing − value`. A
  /// positive value is an inset.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func trailing(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .trailing, "trailing", { $0.trailingAnchor }, value: value, negated: true, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Constrains the trailing edge to the superview's with a relation: `trailing RELATION
  /// superview.trailing − c`. The relation is negated (inventory §1.5): `>=10` keeps the edge at
  /// least 10 points inside. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func trailing(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    toParent(
      .trailing, "trailing", { $0.trailingAnchor }, relation: relation, negated: true,
      priority: priority, identifier: identifier, file: file, line: line)
  }
}
