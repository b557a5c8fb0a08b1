import Foundation

/// A reference snapshot file: where it lives and how a current snapshot is compared with it.
///
/// By default the file lies next to the test file, in
/// `__Snapshots__/<TestFileName>/<name>.txt`: the reference of a snapshot named `header` taken
/// in `Tests/AppTests/HeaderTests.swift` is
/// `Tests/AppTests/__Snapshots__/HeaderTests/header.txt`.
public struct SnapshotReference: Sendable, Hashable {
  /// The snapshot's name (the file name without `.txt`).
  public let name: String
  /// The reference file's full path.
  public let path: String

  /// Locates the reference of a snapshot.
  ///
  /// - Parameters:
  ///   - name: The snapshot's name, unique within the test file; no `/`.
  ///   - testFilePath: The test file's `#filePath`.
  ///   - directory: A folder to keep the reference in instead of the default one.
  /// - Throws: ``SnapshotError/invalidName(_:)`` for an empty name or one with a `/`.
  public init(name: String, testFilePath: String, directory: String? = nil) throws {
    guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
      throw SnapshotError.invalidName(name)
    }
    self.name = name
    let folder: URL
    if let directory {
      folder = URL(fileURLWithPath: directory, isDirectory: true)
    } else {
      let testFile = URL(fileURLWithPath: testFilePath)
      folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    }
    path = folder.appendingPathComponent(name + ".txt").path
  }

  /// Compares `text` with the reference, writing the reference as `recording` says.
  ///
  /// The file holds the text and a final newline; line endings (`\n` or `\r\n`) and a missing
  /// final newline do not count as differences.
  /// - Throws: ``SnapshotError`` when the reference cannot be read or written.
  public func compare(_ text: String, recording: SnapshotRecording) throws -> SnapshotOutcome {
    let manager = FileManager.default
    let current = splitLines(text)
    guard manager.fileExists(atPath: path) else {
      if recording == .never { return .missing }
      try write(text)
      return .recordedMissing
    }
    let stored: String
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard let decoded = String(data: data, encoding: .utf8) else {
        throw SnapshotError.unreadableReference(path: path, reason: "not UTF-8 text")
      }
      stored = decoded
    } catch let error as SnapshotError {
      throw error
    } catch {
      throw SnapshotError.unreadableReference(path: path, reason: reason(error))
    }
    let diff = LineDiff(from: splitLines(stored), to: current)
    guard diff.hasChanges else { return .matched }
    if recording == .all {
      try write(text)
      return .rerecorded(diff)
    }
    return .changed(diff)
  }

  /// Writes `text` and a final newline to the reference, creating its folder.
  public func write(_ text: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let contents = splitLines(text).map { $0 + "\n" }.joined()
      try Data(contents.utf8).write(to: url, options: .atomic)
    } catch {
      throw SnapshotError.unwritableReference(path: path, reason: reason(error))
    }
  }

  private func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}
