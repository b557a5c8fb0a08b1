/// Where a failed layout assertion was written: the caller's `#fileID`, `#filePath`, `#line`
/// and `#column`, so that the failure points at the test line.
public struct FailureLocation: Sendable, CustomStringConvertible {
  /// The file's module-qualified identifier (`#fileID`).
  public var fileID: StaticString
  /// The file's full path (`#filePath`).
  public var filePath: StaticString
  /// The line (`#line`).
  public var line: UInt
  /// The column (`#column`).
  public var column: UInt

  /// Creates a location; the defaults are the caller's position.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The location as `fileID:line:column`.
  public var description: String { "\(fileID):\(line):\(column)" }
}

extension FailureLocation: Hashable {
  /// Whether two locations name the same file, line and column.
  public static func == (lhs: FailureLocation, rhs: FailureLocation) -> Bool {
    lhs.fileID.description == rhs.fileID.description
      && lhs.filePath.description == rhs.filePath.description && lhs.line == rhs.line
      && lhs.column == rhs.column
  }

  /// Hashes the file, line and column.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(filePath.description)
    hasher.combine(line)
    hasher.combine(column)
  }
}
