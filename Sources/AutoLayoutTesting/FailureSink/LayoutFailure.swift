/// One failed layout assertion: the message a test framework shows and where the assertion was
/// written.
public struct LayoutFailure: Sendable, Hashable, CustomStringConvertible {
  /// The full failure message.
  public var message: String
  /// The assertion's position in the test.
  public var location: FailureLocation

  /// Creates a failure.
  public init(message: String, location: FailureLocation) {
    self.message = message
    self.location = location
  }

  /// The message.
  public var description: String { message }
}
