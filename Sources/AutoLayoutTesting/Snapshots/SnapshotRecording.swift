import Foundation

/// When a snapshot assertion writes its reference file.
public enum SnapshotRecording: Sendable, Hashable {
  /// Write a reference only where none exists (and fail once); compare otherwise. The default.
  case missing
  /// Write every reference that differs from the current layout (and fail once for each).
  case all
  /// Never write: a missing reference is a failure. Useful on CI.
  case never

  /// The environment variable that chooses the mode: `1`, `true`, `yes` or `all` record every
  /// snapshot, `never` records none; unset or anything else means ``missing``.
  public static let environmentVariable = "AUTOLAYOUT_RECORD_SNAPSHOTS"

  /// The mode the environment asks for (see ``environmentVariable``).
  public static var fromEnvironment: SnapshotRecording {
    SnapshotRecording(environmentValue: ProcessInfo.processInfo.environment[environmentVariable])
  }

  /// The mode an environment variable's value asks for.
  public init(environmentValue: String?) {
    switch environmentValue?.lowercased() {
    case "1", "true", "yes", "all": self = .all
    case "never": self = .never
    default: self = .missing
    }
  }
}
