import Testing
import XCTest

/// Where failed layout assertions go: Swift Testing's issue list while a Swift Testing test runs,
/// `XCTFail` otherwise. A task can route them elsewhere for the work it does, which is how the
/// assertions themselves are tested.
///
/// ```swift
/// let failures = LayoutFailureSink.capture {
///   assertFrame(of: header, equals: Rect(x: 0, y: 0, width: 320, height: 44))
/// }
/// ```
public enum LayoutFailureSink {
  /// A function that receives failed assertions.
  public typealias Handler = @Sendable (LayoutFailure) -> Void

  /// The current task's handler, in a struct: a task-local of an optional function type crashes
  /// optimized builds (see `LayoutDiagnostics`).
  @TaskLocal private static var taskHandler: TaskHandler?

  /// A handler as a task-local value (see ``taskHandler``).
  private struct TaskHandler: Sendable {
    let handler: Handler
  }

  /// Reports a failure to the current task's handler, or to the running test framework.
  ///
  /// - Parameters:
  ///   - message: The full failure message.
  ///   - location: Where the failing assertion was written.
  public static func record(_ message: String, at location: FailureLocation) {
    let failure = LayoutFailure(message: message, location: location)
    if let task = taskHandler {
      task.handler(failure)
    } else {
      testFramework(failure)
    }
  }

  /// Records a failure with Swift Testing when a Swift Testing test is running
  /// (`Test.current != nil`), and with `XCTFail` otherwise.
  public static let testFramework: Handler = { failure in
    let location = failure.location
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: location.fileID.description, filePath: location.filePath.description,
          line: Int(location.line), column: Int(location.column)))
    } else {
      XCTFail(failure.message, file: location.filePath, line: location.line)
    }
  }

  /// Runs `body` with `handler` receiving every failure recorded by this task (and the tasks it
  /// creates) meanwhile.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, _ body: () throws -> Result
  ) rethrows -> Result {
    try $taskHandler.withValue(TaskHandler(handler: handler)) { try body() }
  }

  /// Runs `body` and returns the failures it recorded, in order, instead of reporting them.
  public static func capture(_ body: () throws -> Void) rethrows -> [LayoutFailure] {
    let collected = FailureCollector()
    try withHandler({ collected.append($0) }, body)
    return collected.failures
  }

  /// Runs the asynchronous `body` with `handler` receiving every failure recorded by this task
  /// (and the tasks it creates) meanwhile.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $taskHandler.withValue(
      TaskHandler(handler: handler), operation: body, isolation: isolation)
  }

  /// Runs the asynchronous `body` and returns the failures it recorded, in order, instead of
  /// reporting them.
  public static func capture(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> [LayoutFailure] {
    let collected = FailureCollector()
    try await withHandler({ collected.append($0) }, isolation: isolation, body)
    return collected.failures
  }
}
