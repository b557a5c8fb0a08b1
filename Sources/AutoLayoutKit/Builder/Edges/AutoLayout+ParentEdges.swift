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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("top", of: source, file: file, line: line)
      return self
    }
    add(
      .top, source.topAnchor, value: value, parent.topAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("top", of: source, file: file, line: line)
      return self
    }
    add(
      .top, source.topAnchor, relation, parent.topAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("bottom", of: source, file: file, line: line)
      return self
    }
    add(
      .bottom, source.bottomAnchor, value: value, parent.bottomAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("bottom", of: source, file: file, line: line)
      return self
    }
    add(
      .bottom, source.bottomAnchor, relation, parent.bottomAnchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("left", of: source, file: file, line: line)
      return self
    }
    add(
      .left, source.leftAnchor, value: value, parent.leftAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("left", of: source, file: file, line: line)
      return self
    }
    add(
      .left, source.leftAnchor, relation, parent.leftAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("right", of: source, file: file, line: line)
      return self
    }
    add(
      .right, source.rightAnchor, value: value, parent.rightAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("right", of: source, file: file, line: line)
      return self
    }
    add(
      .right, source.rightAnchor, relation, parent.rightAnchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("leading", of: source, file: file, line: line)
      return self
    }
    add(
      .leading, source.leadingAnchor, value: value, parent.leadingAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("leading", of: source, file: file, line: line)
      return self
    }
    add(
      .leading, source.leadingAnchor, relation, parent.leadingAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("trailing", of: source, file: file, line: line)
      return self
    }
    add(
      .trailing, source.trailingAnchor, value: value, parent.trailingAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
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
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("trailing", of: source, file: file, line: line)
      return self
    }
    add(
      .trailing, source.trailingAnchor, relation, parent.trailingAnchor, priority: priority,
      identifier: identifier,
      negated: true, file: file, line: line)
    return self
  }
}
