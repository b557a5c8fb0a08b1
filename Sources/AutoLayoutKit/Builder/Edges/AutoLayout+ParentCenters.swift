// Centres to the superview's same centre.

extension AutoLayout where Source: LayoutView {
  /// Constrains the vertical centre to the superview's: `centerY == superview.centerY + value`. A
  /// positive value moves it right or down.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerVertically(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("centerY", of: source, file: file, line: line)
      return self
    }
    add(
      .centerY, source.centerYAnchor, value: value, parent.centerYAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
  }

  /// Constrains the vertical centre to the superview's with a relation: `centerY RELATION
  /// superview.centerY + c`. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerVertically(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("centerY", of: source, file: file, line: line)
      return self
    }
    add(
      .centerY, source.centerYAnchor, relation, parent.centerYAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }

  /// Constrains the horizontal centre to the superview's: `centerX == superview.centerX + value`. A
  /// positive value moves it right or down.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - value: The offset (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerHorizontally(
    _ value: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("centerX", of: source, file: file, line: line)
      return self
    }
    add(
      .centerX, source.centerXAnchor, value: value, parent.centerXAnchor, priority: priority,
      identifier: identifier, negated: false, file: file, line: line)
    return self
  }

  /// Constrains the horizontal centre to the superview's with a relation: `centerX RELATION
  /// superview.centerX + c`. Without a superview it adds nothing.
  /// - Parameters:
  ///   - relation: The relation, constant and priority, such as `8` or `>=8`.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func centerHorizontally(
    relation: LayoutConnectionSimpleRelation, priority: LayoutPriority? = nil,
    identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    guard let source else { return self }
    guard let parent = source.superview else {
      reportMissingParent("centerX", of: source, file: file, line: line)
      return self
    }
    add(
      .centerX, source.centerXAnchor, relation, parent.centerXAnchor, priority: priority,
      identifier: identifier,
      negated: false, file: file, line: line)
    return self
  }
}
