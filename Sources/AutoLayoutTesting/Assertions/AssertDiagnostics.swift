/// Runs `body` and fails if it reported an unsatisfiable-constraint diagnostic (required
/// constraints that conflict, one of which the engine broke).
///
/// The failure quotes every such message. Other diagnostics the body reports are not
/// failures: they are passed on, in order, to the handler in effect around the call once
/// `body` returns.
///
/// - Parameters:
///   - message: Text put before the failure message.
///   - body: The work to watch, typically activating constraints and running a layout pass.
/// - Returns: What `body` returns.
@discardableResult
public func assertNoUnsatisfiableConstraints<Result>(
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, _ body: () throws -> Result
) rethrows -> Result {
  let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  var result: Result?
  let diagnostics = try LayoutDiagnostics.capture { result = try body() }
  let unsatisfiable = diagnostics.filter { $0.kind == .unsatisfiableConstraints }
  for diagnostic in diagnostics where diagnostic.kind != .unsatisfiableConstraints {
    LayoutDiagnostics.report(diagnostic)
  }
  if !unsatisfiable.isEmpty {
    let count = unsatisfiable.count
    let header =
      count == 1
      ? "1 unsatisfiable-constraint diagnostic was reported:"
      : "\(count) unsatisfiable-constraint diagnostics were reported:"
    LayoutFailureSink.record(
      failureMessage(([header] + unsatisfiable.map(\.message)).joined(separator: "\n"), message()),
      at: location)
  }
  return result!
}

/// Runs `body` and checks that it reported exactly the diagnostics of the given kinds, in
/// order; the diagnostics are captured, not logged.
///
/// ```swift
/// let diagnostics = assertDiagnostics([.invalidPriority]) {
///   constraint.priority = LayoutPriority(2000)
/// }
/// ```
///
/// - Parameters:
///   - expected: The kinds of the diagnostics `body` should report, in order.
///   - message: Text put before the failure message.
///   - body: The work to watch.
/// - Returns: The captured diagnostics, for further checks.
@discardableResult
public func assertDiagnostics(
  _ expected: [LayoutDiagnostic.Kind], _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, during body: () throws -> Void
) rethrows -> [LayoutDiagnostic] {
  let diagnostics = try LayoutDiagnostics.capture(body)
  assertDiagnosticKinds(
    diagnostics, expected, message(), fileID: fileID, filePath: filePath, line: line,
    column: column)
  return diagnostics
}

/// Runs `body` and fails if it reported any diagnostic; the diagnostics are captured, not
/// logged.
///
/// - Parameters:
///   - message: Text put before the failure message.
///   - body: The work to watch.
/// - Returns: What `body` returns.
@discardableResult
public func assertNoDiagnostics<Result>(
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, during body: () throws -> Result
) rethrows -> Result {
  var result: Result?
  let diagnostics = try LayoutDiagnostics.capture { result = try body() }
  assertDiagnosticKinds(
    diagnostics, [], message(), fileID: fileID, filePath: filePath, line: line, column: column)
  return result!
}

/// Checks that captured diagnostics have exactly the given kinds, in order.
///
/// A failure lists the expected and the reported kinds and quotes every message:
/// `expected diagnostics [invalidPriority], got [nonFiniteValue]:` followed by the messages.
///
/// - Parameters:
///   - diagnostics: Diagnostics captured with ``LayoutDiagnostics/capture(_:)``.
///   - expected: The kinds they should have, in order.
///   - message: Text put before the failure message.
public func assertDiagnosticKinds(
  _ diagnostics: [LayoutDiagnostic], _ expected: [LayoutDiagnostic.Kind],
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let kinds = diagnostics.map(\.kind)
  guard kinds != expected else { return }
  let list = { (kinds: [LayoutDiagnostic.Kind]) in
    "[" + kinds.map(\.rawValue).joined(separator: ", ") + "]"
  }
  var lines = [
    "expected diagnostics \(list(expected)), got \(list(kinds))" + (kinds.isEmpty ? "" : ":")
  ]
  lines += diagnostics.map { "  \($0.kind.rawValue): \($0.message)" }
  LayoutFailureSink.record(
    failureMessage(lines.joined(separator: "\n"), message()),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks that captured diagnostics include one of `kind` whose message contains `text`.
///
/// - Parameters:
///   - diagnostics: Diagnostics captured with ``LayoutDiagnostics/capture(_:)``.
///   - kind: The kind to look for.
///   - text: A part of the message to look for; empty accepts any message.
///   - message: Text put before the failure message.
public func assertDiagnostic(
  in diagnostics: [LayoutDiagnostic], ofKind kind: LayoutDiagnostic.Kind,
  containing text: String = "", _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let found = diagnostics.contains { diagnostic in
    diagnostic.kind == kind && (text.isEmpty || diagnostic.message.contains(text))
  }
  guard !found else { return }
  var wanted = "no \(kind.rawValue) diagnostic"
  if !text.isEmpty { wanted += " containing \"\(text)\"" }
  var lines = [wanted + " among \(diagnostics.count) captured" + (diagnostics.isEmpty ? "" : ":")]
  lines += diagnostics.map { "  \($0.kind.rawValue): \($0.message)" }
  LayoutFailureSink.record(
    failureMessage(lines.joined(separator: "\n"), message()),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
