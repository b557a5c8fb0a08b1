/// Checks a builder's connections, in the order they were made, against the expected ones:
/// the attribute each constrains, its relation, constant, multiplier and priority.
///
/// ```swift
/// let layout = header.autoLayout(in: screen).top(44).left().right().height(120).activate()
/// assertConnections(of: layout, [
///   ExpectedConnection(.top, .equal, 44),
///   ExpectedConnection(.left),
///   ExpectedConnection(.right),
///   ExpectedConnection(.height, .equal, 120),
/// ])
/// ```
///
/// A failure lists every connection that differs, with the place in the code that made it:
/// `#4 height == 100 (made at App/Screen.swift:12), expected height == 120`.
///
/// - Parameters:
///   - builder: The builder whose ``AutoLayout/connections`` to check.
///   - expected: The connections it should have made, in order.
///   - tolerance: The largest difference accepted in constants and multipliers.
///   - message: Text put before the failure message.
public func assertConnections<Source>(
  of builder: AutoLayout<Source>, _ expected: [ExpectedConnection], tolerance: Double = 0.001,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let invalid = invalidToleranceMessage(tolerance) {
    LayoutFailureSink.record(failureMessage(invalid, message()), at: location)
    return
  }
  let connections = builder.connections
  let owner = sourceName(builder.source)
  var problems: [String] = []
  for index in 0..<max(connections.count, expected.count) {
    let number = "#\(index + 1)"
    guard index < connections.count else {
      problems.append("  \(number) missing, expected \(expected[index])")
      continue
    }
    let actual = connections[index]
    let made = "(made at \(actual.file):\(actual.line))"
    guard index < expected.count else {
      problems.append("  \(number) \(ExpectedConnection(actual)) \(made) was not expected")
      continue
    }
    guard !expected[index].isMatched(by: ExpectedConnection(actual), tolerance: tolerance) else {
      continue
    }
    problems.append(
      "  \(number) \(ExpectedConnection(actual)) \(made), expected \(expected[index])")
  }
  guard !problems.isEmpty else { return }
  let header =
    connections.count == expected.count
    ? "\(problems.count) of \(expected.count) connections of \(owner) differ:"
    : "\(owner) has \(connections.count) connections, expected \(expected.count):"
  LayoutFailureSink.record(
    failureMessage(([header] + problems).joined(separator: "\n"), message()), at: location)
}

/// Checks one connection — typically one found with ``AutoLayout/findAll(_:)`` or a
/// `first…Connection` property — against the expected one; `nil` fails.
///
/// - Parameters:
///   - connection: The connection to check.
///   - expected: What it should be.
///   - tolerance: The largest difference accepted in the constant and the multiplier.
///   - message: Text put before the failure message.
public func assertConnection(
  _ connection: Connection?, is expected: ExpectedConnection, tolerance: Double = 0.001,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let invalid = invalidToleranceMessage(tolerance) {
    LayoutFailureSink.record(failureMessage(invalid, message()), at: location)
    return
  }
  guard let connection else {
    LayoutFailureSink.record(
      failureMessage("no connection, expected \(expected)", message()), at: location)
    return
  }
  let actual = ExpectedConnection(connection)
  guard !expected.isMatched(by: actual, tolerance: tolerance) else { return }
  LayoutFailureSink.record(
    failureMessage(
      "connection \(actual) (made at \(connection.file):\(connection.line)), expected \(expected)",
      message()),
    at: location)
}

/// How messages name a builder's source: a view's name, a guide's identifier, or its class.
private func sourceName(_ source: AnyObject?) -> String {
  guard let source else { return "a released source" }
  if let view = source as? LayoutView { return displayName(of: view) }
  if let guide = source as? LayoutGuide, !guide.identifier.isEmpty { return guide.identifier }
  return "unnamed \(type(of: source))"
}
