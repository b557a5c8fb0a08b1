import Synchronization

/// A thread-safe list of failures, filled by ``LayoutFailureSink/capture(_:)``.
final class FailureCollector: Sendable {
  private let storage = Mutex<[LayoutFailure]>([])

  /// Adds a failure.
  func append(_ failure: LayoutFailure) {
    storage.withLock { $0.append(failure) }
  }

  /// The failures so far, in order.
  var failures: [LayoutFailure] { storage.withLock { $0 } }
}
