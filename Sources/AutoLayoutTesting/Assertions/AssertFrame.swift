/// Checks that a view's frame is `expected`, each of x, y, width and height within
/// `tolerance`.
///
/// A failure names the view and every part that is off:
/// `frame of header is (0, 44, 375, 100), expected (0, 44, 375, 120) ± 0.001 (height off by -20)`.
///
/// - Parameters:
///   - view: The view, after a layout pass.
///   - expected: Its expected ``LayoutView/frame`` (in its superview's coordinates).
///   - tolerance: The largest difference accepted in each of x, y, width and height.
///   - message: Text put before the failure message.
public func assertFrame(
  of view: LayoutView, equals expected: Rect, tolerance: Double = 0.001,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let invalid = invalidToleranceMessage(tolerance) {
    LayoutFailureSink.record(failureMessage(invalid, message()), at: location)
    return
  }
  guard let difference = frameDifference(view.frame, expected, tolerance: tolerance) else { return }
  LayoutFailureSink.record(
    failureMessage(
      "frame of \(displayName(of: view)) is \(messageRect(view.frame)), expected "
        + "\(messageRect(expected)) ± \(messageNumber(tolerance)) (\(difference))", message()),
    at: location)
}

/// Checks several views' frames at once and reports every view that is off in one failure.
///
/// ```swift
/// assertFrames([
///   header: Rect(x: 0, y: 44, width: 375, height: 120),
///   body: Rect(x: 0, y: 164, width: 375, height: 600),
/// ])
/// ```
///
/// - Parameters:
///   - expected: Each view with its expected ``LayoutView/frame``.
///   - tolerance: The largest difference accepted in each of x, y, width and height.
///   - message: Text put before the failure message.
public func assertFrames(
  _ expected: KeyValuePairs<LayoutView, Rect>, tolerance: Double = 0.001,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let checks = expected.map { view, rect in
    (displayName(of: view), view.frame as Rect?, rect)
  }
  reportFrameChecks(checks, tolerance: tolerance, message(), at: location)
}

/// Checks the frames of views found by name in the tree under `root`, and reports every view
/// that is off or missing in one failure. A name shared by several views means the first one
/// in depth-first order.
///
/// ```swift
/// assertFrames(in: screen, [
///   "header": Rect(x: 0, y: 44, width: 375, height: 120),
///   "body": Rect(x: 0, y: 164, width: 375, height: 600),
/// ])
/// ```
///
/// - Parameters:
///   - root: The top of the tree to search (it may be named in `expected` too).
///   - expected: Each view's ``LayoutView/name`` with its expected ``LayoutView/frame``.
///   - tolerance: The largest difference accepted in each of x, y, width and height.
///   - message: Text put before the failure message.
public func assertFrames(
  in root: LayoutView, _ expected: KeyValuePairs<String, Rect>, tolerance: Double = 0.001,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  var byName: [String: LayoutView] = [:]
  for node in LayoutTree(root, includesGuides: false).nodes {
    guard case .view(let view) = node.item, let name = view.name, byName[name] == nil else {
      continue
    }
    byName[name] = view
  }
  let checks = expected.map { name, rect in (name, byName[name]?.frame, rect) }
  reportFrameChecks(checks, tolerance: tolerance, message(), at: location)
}

/// Records one failure listing every check whose frame is off (or whose view is missing).
private func reportFrameChecks(
  _ checks: [(name: String, actual: Rect?, expected: Rect)], tolerance: Double,
  _ message: String, at location: FailureLocation
) {
  if let invalid = invalidToleranceMessage(tolerance) {
    LayoutFailureSink.record(failureMessage(invalid, message), at: location)
    return
  }
  var problems: [String] = []
  for check in checks {
    guard let actual = check.actual else {
      problems.append("  \(check.name): no view with this name in the tree")
      continue
    }
    guard let difference = frameDifference(actual, check.expected, tolerance: tolerance) else {
      continue
    }
    problems.append(
      "  \(check.name): \(messageRect(actual)), expected \(messageRect(check.expected)) "
        + "(\(difference))")
  }
  guard !problems.isEmpty else { return }
  let header =
    "\(problems.count) of \(checks.count) frames differ (± \(messageNumber(tolerance))):"
  LayoutFailureSink.record(
    failureMessage(([header] + problems).joined(separator: "\n"), message), at: location)
}
