/// Compares the tree under `root` with the reference snapshot `name` stored next to the test
/// file, and fails with a line diff when they differ.
///
/// A missing reference is written and the test fails once, saying so; run it again to compare.
/// Set `AUTOLAYOUT_RECORD_SNAPSHOTS=1` to rewrite references that changed (each rewrite fails
/// once too). See ``SnapshotReference`` for where the files go.
///
/// - Parameters:
///   - root: The top of the laid-out tree (run a layout pass first).
///   - name: The snapshot's name, unique within the test file.
///   - includesGuides: Whether layout guides are part of the snapshot.
///   - recording: When to write the reference; `nil` reads ``SnapshotRecording/fromEnvironment``.
///   - directory: A folder for the reference instead of `__Snapshots__/<TestFile>/`.
public func assertLayoutSnapshot(
  of root: LayoutView, named name: String, includesGuides: Bool = true,
  recording: SnapshotRecording? = nil, directory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let snapshot = LayoutSnapshot(of: root, includesGuides: includesGuides)
  let outcome: SnapshotOutcome
  let reference: SnapshotReference
  do {
    reference = try SnapshotReference(
      name: name, testFilePath: filePath.description, directory: directory)
    outcome = try reference.compare(
      snapshot.text, recording: recording ?? .fromEnvironment)
  } catch {
    LayoutFailureSink.record("\(error)", at: location)
    return
  }
  guard let message = snapshotFailureMessage(outcome, reference: reference) else { return }
  LayoutFailureSink.record(message, at: location)
}

/// The failure message for a snapshot outcome, or `nil` when it matched.
func snapshotFailureMessage(_ outcome: SnapshotOutcome, reference: SnapshotReference) -> String? {
  let variable = SnapshotRecording.environmentVariable
  switch outcome {
  case .matched:
    return nil
  case .recordedMissing:
    return "No reference snapshot \"\(reference.name)\" existed; recorded the current layout at "
      + "\(reference.path). Run the test again to compare against it."
  case .missing:
    return "No reference snapshot \"\(reference.name)\" at \(reference.path), and recording is "
      + "off. Run the test with \(variable)=1 to record it."
  case .rerecorded(let diff):
    return "Recorded a new reference snapshot \"\(reference.name)\" at \(reference.path) "
      + "(\(variable) is set); it changed:\n\(diff.unified())"
  case .changed(let diff):
    return "Layout snapshot \"\(reference.name)\" does not match the reference at "
      + "\(reference.path) (- reference, + actual):\n\(diff.unified())\n"
      + "Run the test with \(variable)=1 to record the new layout."
  }
}
