import AutoLayoutTesting
import XCTest

/// Checks that failures go to XCTest when no Swift Testing test is running.
final class XCTestSinkTests: XCTestCase {
  private var capturing = false
  private var captured: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testFailuresBecomeXCTestFailuresAtTheCallersLine() {
    let view = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.name = "box"
    capturing = true
    let line = #line + 1
    assertFrame(of: view, equals: Rect(x: 0, y: 0, width: 10, height: 12))
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertTrue(
      captured.first?.description.contains(
        "frame of box is (0, 0, 10, 10), expected (0, 0, 10, 12) ± 0.001 (height off by -2)")
        == true,
      captured.first?.description ?? "no failure")
  }
}
