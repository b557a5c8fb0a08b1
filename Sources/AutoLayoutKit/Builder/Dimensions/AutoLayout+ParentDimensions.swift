// Width and height as a fraction of the superview's.

extension AutoLayout where Source: LayoutView {
  /// Sets the width from the superview's: `width == multiplier × superview.width + constant`.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - multiplier: The factor (1 by default).
  ///   - constant: The number added (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func widthToParent(
    multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    withParent("width", file: file, line: line) { source, parent in
      add(
        .width, source.widthAnchor, .equal, parent.widthAnchor, multiplier: multiplier,
        constant: constant, priority: priority, identifier: identifier, file: file, line: line)
    }
  }

  /// Sets the height from the superview's: `height == multiplier × superview.height + constant`.
  /// Without a superview it adds nothing (and warns in debug builds).
  /// - Parameters:
  ///   - multiplier: The factor (1 by default).
  ///   - constant: The number added (0 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func heightToParent(
    multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    withParent("height", file: file, line: line) { source, parent in
      add(
        .height, source.heightAnchor, .equal, parent.heightAnchor, multiplier: multiplier,
        constant: constant, priority: priority, identifier: identifier, file: file, line: line)
    }
  }
}
