/// What comparing a snapshot with its reference file found.
public enum SnapshotOutcome: Sendable, Hashable {
  /// The reference holds the same text.
  case matched
  /// There was no reference; the current text was written to it.
  case recordedMissing
  /// The reference differed and was overwritten (``SnapshotRecording/all``); the difference
  /// from the old reference to the new text.
  case rerecorded(LineDiff)
  /// There was no reference and recording is off (``SnapshotRecording/never``).
  case missing
  /// The reference differs; the difference from the reference to the current text.
  case changed(LineDiff)

  /// Whether the outcome should fail the test (everything but ``matched``).
  public var isFailure: Bool { self != .matched }
}
