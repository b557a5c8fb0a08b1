/// Notices a simplex run that comes back to a basis it has already visited.
///
/// In exact arithmetic that never happens: a pivot that moves the solution improves the
/// objective, and a run of degenerate ones is broken by Bland's rule. On a dense,
/// ill-conditioned system rounding noise can fake an improvement, and the run then goes round
/// a cycle of pivots for ever. The guard follows a hash of the set of basic symbols (a Zobrist
/// hash: the exclusive or of one well-mixed key per symbol, updated by two exclusive ors per
/// pivot) and finds a cycle in it with Brent's algorithm: it keeps one saved hash, replaced
/// after 1, 2, 4, 8, ... pivots, and reports the run when the hash comes back to it. A cycle of
/// *λ* pivots entered after *μ* is so noticed within about 2 (*μ* + *λ*) pivots, with no
/// storage and no allocation.
package struct CycleGuard {
  private var basis: UInt64 = 0
  private var saved: UInt64 = 0
  private var period = 1
  private var steps = 0

  /// Creates a guard that has seen no pivot.
  package init() {}

  /// Forgets the pivots seen, for a new run (or after the run changed its rules).
  ///
  /// - Complexity: O(1).
  package mutating func start() {
    self = CycleGuard()
  }

  /// Records a pivot that made `entering` basic in place of `leaving`; returns whether it led
  /// back to the basis saved last, so that the run is going round a cycle.
  ///
  /// - Complexity: O(1).
  package mutating func revisits(entering: Symbol, leaving: Symbol) -> Bool {
    basis ^= Self.key(entering) ^ Self.key(leaving)
    if basis == saved { return true }
    steps += 1
    if steps == period {
      saved = basis
      period *= 2
      steps = 0
    }
    return false
  }

  /// A well-mixed 64-bit key for `symbol` (the SplitMix64 finalizer).
  @inline(__always)
  private static func key(_ symbol: Symbol) -> UInt64 {
    var z = UInt64(UInt32(bitPattern: symbol)) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
