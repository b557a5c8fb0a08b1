import AutoLayoutTesting
import Testing

@Suite struct AssertLayoutSnapshotTests {
  @Test func failsOnceWhenRecordingAMissingReferenceThenPasses() {
    withTemporaryDirectory { directory in
      let layout = SampleLayouts.screen()
      let path = directory + "/screen.txt"
      let first = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: layout.screen, named: "screen", recording: .missing, directory: directory)
      }
      #expect(
        first.map(\.message) == [
          "No reference snapshot \"screen\" existed; recorded the current layout at \(path). "
            + "Run the test again to compare against it."
        ])
      #expect(contentsOfFile(path) == LayoutSnapshot(of: layout.screen).text + "\n")
      let second = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: layout.screen, named: "screen", recording: .missing, directory: directory)
      }
      #expect(second.isEmpty)
    }
  }

  @Test func aChangedLayoutFailsWithALineDiff() {
    withTemporaryDirectory { directory in
      let layout = SampleLayouts.screen()
      let path = directory + "/screen.txt"
      _ = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: layout.screen, named: "screen", recording: .missing, directory: directory)
      }
      layout.screen.frame = Rect(x: 0, y: 0, width: 400, height: 340)
      layout.screen.layoutIfNeeded()
      let failures = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: layout.screen, named: "screen", recording: .missing, directory: directory)
      }
      #expect(
        failures.map(\.message) == [
          """
          Layout snapshot "screen" does not match the reference at \(path) (- reference, + actual):
          @@ -1,5 +1,5 @@
          -screen (0, 0, 400, 300)
          +screen (0, 0, 400, 340)
           |   header (0, 40, 400, 40)
          -|   sidebar (0, 80, 100, 220)
          -|   content (100, 80, 300, 220)
          -|   |   card (40, 40, 220, 140)
          +|   sidebar (0, 80, 100, 260)
          +|   content (100, 80, 300, 260)
          +|   |   card (40, 40, 220, 180)
          Run the test with AUTOLAYOUT_RECORD_SNAPSHOTS=1 to record the new layout.
          """
        ])
      // The reference is untouched until recording is asked for.
      #expect(contentsOfFile(path)?.hasPrefix("screen (0, 0, 400, 300)\n") == true)
    }
  }

  @Test func recordingAllRewritesTheReferenceAndFailsOnce() throws {
    try withTemporaryDirectory { directory in
      let layout = SampleLayouts.screen()
      let path = directory + "/screen.txt"
      try SnapshotReference(name: "screen", testFilePath: #filePath, directory: directory)
        .write("screen (0, 0, 1, 1)")
      let first = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: layout.screen, named: "screen", includesGuides: false, recording: .all,
          directory: directory)
      }
      let second = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: layout.screen, named: "screen", includesGuides: false, recording: .all,
          directory: directory)
      }
      #expect(
        first.map(\.message) == [
          """
          Recorded a new reference snapshot "screen" at \(path) (AUTOLAYOUT_RECORD_SNAPSHOTS is set); it changed:
          @@ -1,1 +1,5 @@
          -screen (0, 0, 1, 1)
          +screen (0, 0, 400, 300)
          +|   header (0, 40, 400, 40)
          +|   sidebar (0, 80, 100, 220)
          +|   content (100, 80, 300, 220)
          +|   |   card (40, 40, 220, 140)
          """
        ])
      #expect(second.isEmpty)
    }
  }

  @Test func aMissingReferenceWithRecordingOffFails() {
    withTemporaryDirectory { directory in
      let failures = LayoutFailureSink.capture {
        assertLayoutSnapshot(
          of: SampleLayouts.screen().screen, named: "absent", recording: .never,
          directory: directory)
      }
      #expect(
        failures.map(\.message) == [
          "No reference snapshot \"absent\" at \(directory)/absent.txt, and recording is off. "
            + "Run the test with AUTOLAYOUT_RECORD_SNAPSHOTS=1 to record it."
        ])
    }
  }

  @Test func fileProblemsBecomeFailuresNotCrashes() {
    let failures = LayoutFailureSink.capture {
      assertLayoutSnapshot(
        of: LayoutView(), named: "screen", recording: .missing, directory: "/dev/null/refs")
      assertLayoutSnapshot(of: LayoutView(), named: "", recording: .missing)
    }
    #expect(failures.count == 2)
    #expect(
      failures.first?.message.hasPrefix(
        "Cannot write the reference snapshot at /dev/null/refs/screen.txt: ") == true)
    #expect(
      failures.last?.message == "Invalid snapshot name \"\": use a non-empty name without \"/\".")
  }

  @Test func theCommittedReferenceNextToThisFileMatches() {
    // Tests/AutoLayoutTestingTests/Snapshots/__Snapshots__/AssertLayoutSnapshotTests/screen.txt
    assertLayoutSnapshot(of: SampleLayouts.screen().screen, named: "screen", recording: .never)
  }
}
