/// Why a snapshot reference could not be read or written.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The snapshot name is empty or holds a path separator.
  case invalidName(String)
  /// The reference exists but could not be read as UTF-8 text.
  case unreadableReference(path: String, reason: String)
  /// The reference (or its folder) could not be written.
  case unwritableReference(path: String, reason: String)

  /// A sentence that names the file and the cause.
  public var description: String {
    switch self {
    case .invalidName(let name):
      "Invalid snapshot name \"\(name)\": use a non-empty name without \"/\"."
    case .unreadableReference(let path, let reason):
      "Cannot read the reference snapshot at \(path): \(reason)"
    case .unwritableReference(let path, let reason):
      "Cannot write the reference snapshot at \(path): \(reason)"
    }
  }
}
