import AutoLayoutTesting
import Testing

@Suite struct LayoutFailureSinkTests {
  @Test func captureCollectsFailuresInOrderWithTheirLocations() {
    let first = FailureLocation(fileID: "App/A.swift", filePath: "/A.swift", line: 3, column: 5)
    let second = FailureLocation(fileID: "App/B.swift", filePath: "/B.swift", line: 9, column: 1)
    let failures = LayoutFailureSink.capture {
      LayoutFailureSink.record("one", at: first)
      LayoutFailureSink.record("two", at: second)
    }
    #expect(
      failures == [
        LayoutFailure(message: "one", location: first),
        LayoutFailure(message: "two", location: second),
      ])
    #expect(failures.map(\.location.description) == ["App/A.swift:3:5", "App/B.swift:9:1"])
  }

  @Test func capturedFailuresDoNotReachTheTest() {
    // If capture leaked to Swift Testing, this test would record an issue and fail.
    let failures = LayoutFailureSink.capture {
      LayoutFailureSink.record("kept", at: FailureLocation())
    }
    #expect(failures.count == 1)
  }

  @Test func withoutAHandlerFailuresBecomeSwiftTestingIssuesAtTheCallersLine() {
    let line: UInt = #line + 2
    withKnownIssue {
      LayoutFailureSink.record("the message", at: FailureLocation())
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["the message"]
        && issue.sourceLocation?.line == Int(line)
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func assertionsPointAtTheirCallSite() {
    let view = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let line = #line + 1
    let failures = LayoutFailureSink.capture { assertFrame(of: view, equals: .zero) }
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(failures.map(\.location.fileID.description) == [#fileID])
    #expect(failures.map(\.location.filePath.description) == [#filePath])
  }
}

extension LayoutFailureSinkTests {
  @Test func captureAlsoWorksAcrossSuspensionsAndChildTasks() async {
    let failures = await LayoutFailureSink.capture {
      await Task.yield()
      LayoutFailureSink.record("before", at: FailureLocation())
      await withTaskGroup(of: Void.self) { group in
        group.addTask { LayoutFailureSink.record("child", at: FailureLocation()) }
      }
    }
    #expect(failures.map(\.message) == ["before", "child"])
  }
}
