/// Why a visual format string could not be read: what was wrong, and where.
///
/// Its description has UIKit's shape: a header line, the problem, the format, and a caret under
/// the position of the problem (spec §10.6).
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in one sentence.
  public var message: String
  /// The format string.
  public var format: String
  /// The position of the problem, in characters from the start of the format.
  public var offset: Int

  /// Creates an error for the problem `message` at `offset` in `format`.
  public init(_ message: String, format: String, offset: Int) {
    self.message = message
    self.format = format
    self.offset = offset
  }

  /// The error as UIKit words it, over four lines.
  public var description: String {
    "Unable to parse constraint format: \n\(message)\n\(format)\n"
      + String(repeating: " ", count: max(0, offset)) + "^"
  }
}
