/// Notices a simplex run that comes back to a basis it has already visited.
///
/// In exact arithmetic that never happens: a pivot that moves the solution improves the
/// objective, and a run of degenerate ones is broken by Bland's rule. On a dense,
/// ill-conditioned system rounding noise can fake an improvement, and the run then goes round
/// a cycle of pivots for ever. The guard keeps a hash of the set of basic symbols (a Zobrist
/// hash: the exclusive or of one random-looking key per symbol, updated by two exclusive ors per
/// pivot) and the hashes seen since the run began.
package struct CycleGuard {
  private var basis: UInt64 = 0
  private var visited: Set<UInt64> = []

  /// Creates a guard that has seen no basis.
  package init() {}

  /// Forgets the bases seen, for a new run (or after the run changed its rules).
  ///
  /// - Complexity: O(bases seen); the storage is kept.
  package mutating func start() {
    basis = 0
    if !visited.isEmpty { visited.removeAll(keepingCapacity: true) }
  }

  /// Records a pivot that made `entering` basic in place of `leaving`; returns whether the
  /// basis it led to was visited before in this run.
  ///
  /// - Complexity: O(1) expected.
  package mutating func revisits(entering: Symbol, leaving: Symbol) -> Bool {
    // The run's first basis (hash 0 relative to itself) is seen once the run moves.
    if visited.isEmpty { visited.insert(basis) }
    basis ^= Self.key(entering) ^ Self.key(leaving)
    return !visited.insert(basis).inserted
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
