import Synchronization

/// An unknown of a linear constraint system: an identity-based handle with a debug name.
///
/// Two variables are the same variable only when they are the same object (`===`); the name is
/// for descriptions and need not be unique. A variable is deliberately not `Equatable`, so that
/// `x == y` always builds a ``Constraint`` and never falls back to a `Bool` comparison.
///
/// A variable holds no value itself, so one variable can take part in several solvers and be
/// shared across threads. Read its solved value from the solver with ``Solver/value(of:)-(Variable)``
/// after ``Solver/updateVariables()``.
public final class Variable: Sendable {
  /// The slot of the variable in the solver that holds it here (see `ObjectSlots`): first, in
  /// the cache line of the reference count that a solver touches anyway.
  package let slotHint = Atomic<UInt64>(0)

  /// The name used in descriptions, dumps and error messages.
  public let name: String

  /// A number the owner of the variable attaches to it (the layout engine: which item and which
  /// of its four variables), handed back by ``Solver/updateVariables(reportingChanges:)`` so
  /// that a change can be routed without a look-up by identity. -1 (never reported) by default.
  ///
  /// A solver reads it when the variable joins it; change it with ``Solver/setContext(_:of:)``
  /// on the solver whose reports must carry it. Written only while no solver is reading it,
  /// hence unchecked.
  @exclusivity(unchecked) package nonisolated(unsafe) var context: Int = -1

  /// Creates a variable with a debug name.
  /// - Parameter name: The name shown in descriptions; it need not be unique.
  public init(_ name: String = "") {
    self.name = name
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v` followed by a short identity when it has none.
  public var description: String {
    if !name.isEmpty { return name }
    return "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)"
  }
}
