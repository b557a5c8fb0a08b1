// Both dimensions at once, and the aspect ratio.

extension AutoLayout {
  /// Sets a square size: `width == side` and `height == side` (two connections).
  /// - Parameters:
  ///   - side: The width and height in points.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func size(
    _ side: Double, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    size(
      Size(width: side, height: side), priority: priority, identifier: identifier, file: file,
      line: line)
  }

  /// Sets a square size from an integer: `width == side` and `height == side`.
  /// - Parameters:
  ///   - side: The width and height in points.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func size(
    _ side: Int, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    size(Double(side), priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Sets the size: `width == size.width` and `height == size.height` (two connections).
  /// - Parameters:
  ///   - size: The width and height in points.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func size(
    _ size: Size, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    guard let source else { return self }
    return whole {
      add(
        .width, source.widthAnchor, .equal, nil, constant: size.width, priority: priority,
        identifier: identifier, file: file, line: line)
      add(
        .height, source.heightAnchor, .equal, nil, constant: size.height, priority: priority,
        identifier: identifier, file: file, line: line)
      return self
    }
  }

  /// Keeps the width at `ratio` times the height: `width == ratio × height`, one connection of
  /// type ``LayoutConnectionType/width``. `aspect()` makes a square.
  /// - Parameters:
  ///   - ratio: Width divided by height (1 by default).
  ///   - priority: The constraint's priority (required by default).
  ///   - identifier: The constraint's identifier, shown in logs.
  ///   - file: The file recorded on the connection.
  ///   - line: The line recorded on the connection.
  public func aspect(
    ratio: Double = 1, priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    guard let source else { return self }
    add(
      .width, source.widthAnchor, .equal, source.heightAnchor, multiplier: ratio, constant: 0,
      priority: priority, identifier: identifier, file: file, line: line)
    return self
  }
}
