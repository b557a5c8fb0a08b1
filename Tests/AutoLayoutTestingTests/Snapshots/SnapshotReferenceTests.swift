import AutoLayoutTesting
import Foundation
import Testing

@Suite struct SnapshotReferenceTests {
  @Test func theDefaultReferenceLiesNextToTheTestFile() throws {
    let reference = try SnapshotReference(
      name: "header", testFilePath: "/repo/Tests/AppTests/HeaderTests.swift")
    #expect(reference.path == "/repo/Tests/AppTests/__Snapshots__/HeaderTests/header.txt")
    let elsewhere = try SnapshotReference(
      name: "header", testFilePath: "/repo/Tests/AppTests/HeaderTests.swift",
      directory: "/tmp/refs")
    #expect(elsewhere.path == "/tmp/refs/header.txt")
  }

  @Test(arguments: ["", "a/b", "..", "."])
  func aNameThatIsNoFileNameIsRefused(_ name: String) {
    #expect(throws: SnapshotError.invalidName(name)) {
      try SnapshotReference(name: name, testFilePath: "/repo/Tests/T.swift")
    }
  }

  @Test func recordsAMissingReferenceThenMatchesIt() throws {
    try withTemporaryDirectory { directory in
      let reference = try SnapshotReference(
        name: "screen", testFilePath: "/unused.swift", directory: directory + "/nested")
      #expect(try reference.compare("a\nb", recording: .missing) == .recordedMissing)
      #expect(contentsOfFile(reference.path) == "a\nb\n")
      #expect(try reference.compare("a\nb", recording: .missing) == .matched)
      #expect(try reference.compare("a\nb\n", recording: .never) == .matched)
    }
  }

  @Test func reportsAChangeWithoutWritingIt() throws {
    try withTemporaryDirectory { directory in
      let reference = try SnapshotReference(
        name: "screen", testFilePath: "/unused.swift", directory: directory)
      try reference.write("a\nb\nc")
      let outcome = try reference.compare("a\nB\nc", recording: .missing)
      #expect(outcome == .changed(LineDiff(from: ["a", "b", "c"], to: ["a", "B", "c"])))
      #expect(contentsOfFile(reference.path) == "a\nb\nc\n")
    }
  }

  @Test func recordingAllRewritesAChangedReferenceOnly() throws {
    try withTemporaryDirectory { directory in
      let reference = try SnapshotReference(
        name: "screen", testFilePath: "/unused.swift", directory: directory)
      try reference.write("old")
      #expect(
        try reference.compare("new", recording: .all)
          == .rerecorded(LineDiff(from: ["old"], to: ["new"])))
      #expect(contentsOfFile(reference.path) == "new\n")
      #expect(try reference.compare("new", recording: .all) == .matched)
    }
  }

  @Test func recordingNeverLeavesAMissingReferenceMissing() throws {
    try withTemporaryDirectory { directory in
      let reference = try SnapshotReference(
        name: "screen", testFilePath: "/unused.swift", directory: directory)
      #expect(try reference.compare("a", recording: .never) == .missing)
      #expect(contentsOfFile(reference.path) == nil)
    }
  }

  @Test func windowsLineEndingsInTheReferenceDoNotCount() throws {
    try withTemporaryDirectory { directory in
      let reference = try SnapshotReference(
        name: "screen", testFilePath: "/unused.swift", directory: directory)
      try reference.write("placeholder")
      try Data("a\r\nb\r\n".utf8).write(to: URL(fileURLWithPath: reference.path))
      #expect(try reference.compare("a\nb", recording: .missing) == .matched)
    }
  }

  @Test func anUnwritableFolderIsATypedError() throws {
    let reference = try SnapshotReference(
      name: "screen", testFilePath: "/unused.swift", directory: "/dev/null/snapshots")
    #expect {
      try reference.compare("a", recording: .missing)
    } throws: { error in
      guard case .unwritableReference(let path, _) = error as? SnapshotError else { return false }
      return path == "/dev/null/snapshots/screen.txt"
    }
  }

  @Test func theEnvironmentValueChoosesTheRecordingMode() {
    #expect(SnapshotRecording(environmentValue: nil) == .missing)
    #expect(SnapshotRecording(environmentValue: "") == .missing)
    #expect(SnapshotRecording(environmentValue: "0") == .missing)
    #expect(SnapshotRecording(environmentValue: "1") == .all)
    #expect(SnapshotRecording(environmentValue: "TRUE") == .all)
    #expect(SnapshotRecording(environmentValue: "all") == .all)
    #expect(SnapshotRecording(environmentValue: "never") == .never)
    #expect(SnapshotRecording.environmentVariable == "AUTOLAYOUT_RECORD_SNAPSHOTS")
  }
}
