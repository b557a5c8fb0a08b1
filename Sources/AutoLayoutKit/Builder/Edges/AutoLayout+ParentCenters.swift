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
    toParent(
      .centerY, "centerY", { $0.centerYAnchor }, value: value, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
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
    toParent(
      .centerY, "centerY", { $0.centerYAnchor }, relation: relation, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
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
    toParent(
      .centerX, "centerX", { $0.centerXAnchor }, value: value, negated: false, priority: priority,
      identifier: identifier, file: file, line: line)
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
    toParent(
      .centerX, "centerX", { $0.centerXAnchor }, relation: relation, negated: false,
      priority: priority, identifier: identifier, file: file, line: line)
  }
}
