/// A message about a programming error or a layout problem, reported through
/// ``LayoutDiagnostics`` instead of crashing.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem a diagnostic reports.
  public enum Kind: String, Sendable, Hashable {
    /// Required constraints conflict; one of them was broken to go on (spec §4.3).
    case unsatisfiableConstraints
    /// A constraint's items have no common ancestor, so it cannot be activated.
    case noCommonAncestor
    /// A constraint relates attributes that cannot be paired, or an item that cannot take part.
    case invalidConstraint
    /// A priority outside `1...1000`.
    case invalidPriority
    /// A priority change between required and optional on an active constraint.
    case requiredPriorityMutation
    /// A NaN or infinite constant or multiplier.
    case nonFiniteValue
    /// A view's layout is ambiguous (reported by ambiguity queries).
    case ambiguousLayout
    /// A warning from a layout builder (for example, one that was never activated).
    case builderWarning
  }

  /// The kind of problem.
  public var kind: Kind
  /// The full text, as it would appear in a console.
  public var message: String

  /// Creates a diagnostic.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
