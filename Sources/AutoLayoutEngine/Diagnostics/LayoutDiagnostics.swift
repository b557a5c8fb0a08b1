import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where layout diagnostics go: a process-wide handler (standard error by default), which a task
/// can override for the work it does, so that tests running in parallel each see their own
/// messages.
///
/// ```swift
/// let messages = LayoutDiagnostics.capture {
///   root.layoutIfNeeded()
/// }
/// ```
public enum LayoutDiagnostics {
  /// A function that receives diagnostics.
  public typealias Handler = @Sendable (LayoutDiagnostic) -> Void

  private static let global = Mutex<Handler>(LayoutDiagnostics.writeToStandardError)
  /// The current task's handler, in a struct: a task-local of an optional function type crashes
  /// optimized builds (Swift 6.3: binding it from a specialization inside this module pushes
  /// the value without its type's metadata, and ``capture(_:)`` crashed every release build).
  @TaskLocal private static var taskHandler: TaskHandler?

  /// A handler as a task-local value (see ``taskHandler``).
  private struct TaskHandler: Sendable {
    let handler: Handler
  }

  /// The process-wide handler, used when the current task has not set its own.
  public static var handler: Handler {
    get { global.withLock { $0 } }
    set { global.withLock { $0 = newValue } }
  }

  /// Runs `body` with `handler` receiving every diagnostic reported by this task (and the tasks
  /// it creates) meanwhile.
  public static func withHandler<Result>(
    _ handler: @escaping Handler, _ body: () throws -> Result
  ) rethrows -> Result {
    try $taskHandler.withValue(TaskHandler(handler: handler)) { try body() }
  }

  /// Runs `body` and returns every diagnostic it reported, in order; they do not reach the
  /// process-wide handler.
  public static func capture(_ body: () throws -> Void) rethrows -> [LayoutDiagnostic] {
    let collected = Mutex<[LayoutDiagnostic]>([])
    try withHandler({ diagnostic in collected.withLock { $0.append(diagnostic) } }, body)
    return collected.withLock { $0 }
  }

  /// Sends a diagnostic to the current handler.
  public static func report(_ diagnostic: LayoutDiagnostic) {
    if let task = taskHandler {
      task.handler(diagnostic)
    } else {
      handler(diagnostic)
    }
  }

  /// Writes a diagnostic's message to standard error, prefixed like UIKit's log category.
  public static let writeToStandardError: Handler = { diagnostic in
    let text = "[LayoutConstraints] " + diagnostic.message + "\n"
    text.withCString { pointer in
      #if canImport(Glibc) || canImport(Darwin)
        _ = write(2, pointer, strlen(pointer))
      #else
        print(text, terminator: "")
      #endif
    }
  }
}
