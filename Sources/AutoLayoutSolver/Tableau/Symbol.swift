/// A tableau symbol: a small integer index into the tableau's per-symbol arrays.
///
/// Symbols are recycled when released, so an index identifies a symbol only while it is live.
/// Their numeric order is the order Bland's rule uses to break ties, which keeps every pivot
/// sequence deterministic.
package typealias Symbol = Int32

/// What a tableau symbol stands for, which decides the values it may take.
enum SymbolKind: UInt8 {
  /// A released slot.
  case unused
  /// A user variable; unrestricted in sign.
  case external
  /// The slack of an inequality (and the artificial variable of phase one); at least 0.
  case slack
  /// An error variable of an optional constraint; at least 0, and minimised by the objective.
  case error
  /// The marker of a required equality; always 0, so it never enters the basis.
  case dummy
  /// An unrestricted symbol with no variable behind it: the marker of a removed definition.
  case free
  /// The basic symbol of phase one's objective row; never leaves the basis.
  case objective

  /// Whether the symbol must stay at or above zero (slack and error symbols).
  var isRestricted: Bool { self == .slack || self == .error }

  /// Whether the symbol may take any value (external, free and objective symbols).
  var isUnrestricted: Bool { self == .external || self == .free || self == .objective }

  /// Whether a parametric symbol of this kind may enter the basis.
  var canEnter: Bool {
    self == .slack || self == .error || self == .external || self == .free
  }

  /// A one-letter tag used in tableau dumps.
  var tag: Character {
    switch self {
    case .unused: "?"
    case .external: "v"
    case .slack: "s"
    case .error: "e"
    case .dummy: "d"
    case .free: "f"
    case .objective: "z"
    }
  }
}
