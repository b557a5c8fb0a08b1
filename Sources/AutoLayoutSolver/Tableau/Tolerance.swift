/// The numeric tolerances of the tableau, all scaled to the magnitudes they compare.
///
/// kiwi compares with an absolute 1e-8 while its weighted objective reaches 1e9, so rounding
/// residues pass for real coefficients and it aborts with "objective is unbounded". Here each
/// priority level has its own objective coefficients (of the order of the constraints'
/// coefficients), and every sum that should cancel is snapped to exactly zero when it is small
/// relative to its operands.
enum Tolerance {
  /// A sum of coefficients or weights is treated as exactly zero when it is at most this
  /// fraction of its largest operand (row constants: ``constantCancellation``).
  static let cancellation = 1e-11
  /// An objective coefficient recomputed from the rows is zero when it is at most this fraction
  /// of the summed magnitudes of its terms (never an absolute amount: a level whose constraints
  /// have coefficients of 1e-10 has real weights of 1e-10); two weights compared for the
  /// steepest candidate are equal when they differ by at most this fraction of the larger.
  static let weight = 1e-9
  /// A restricted row is infeasible only when its constant is below minus this amount.
  static let feasibility = 1e-9
  /// How far a row's constant may be off by rounding at the scale of the system's largest
  /// constant, as a fraction of it (2⁻⁴⁰: about 4,000 units in its last place). A row is a sum
  /// of rows made at that scale, so a constraint of small numbers that holds exactly can come
  /// out that far off: `x6 == 0.004` beside `2·x6 >= 2.2e7` leaves x6's row at 0.004 + 6.6e-10.
  /// A required row off by less is drift, never a conflict (the invariant checks allow 1e-12 of
  /// the system's scale for the same reason).
  static let systemRounding = 0x1p-40
  /// Pivot elements at or below this magnitude are never used.
  static let pivot = 1e-11
  /// A coefficient at most this fraction of the largest one in its row is rounding noise: it is
  /// never pivoted on, and it is dropped from a row that is about to be substituted elsewhere.
  static let relativeNoise = 1e-9
  /// Coefficients at least this large are never tested for noise (a test reads the whole row).
  static let noiseSuspect = 1e-5

  /// A row constant's sum is treated as exactly zero when it is at most this fraction of its
  /// largest operand: about 45 times a Double's spacing, enough for the rounding of a few
  /// additions, so that a row that should be at zero is not flagged infeasible by noise. It is
  /// smaller than ``cancellation`` because a constant is a position, and a small one computed
  /// from large ones is real (0.0005 beside 1.12e8 is 4e-12 of them); the noise of
  /// coefficients, which every pivot multiplies, needs the wider fraction.
  static let constantCancellation = 1e-13

  /// `a + b` for row constants, snapped to zero when it cancels to rounding noise (see
  /// ``constantCancellation``).
  @inline(__always)
  static func constantSum(_ a: Double, _ b: Double) -> Double {
    snappedSum(a, b, fraction: constantCancellation)
  }

  /// `a + b` for coefficients and weights, snapped to zero when it cancels to rounding noise
  /// (see ``cancellation``).
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    snappedSum(a, b, fraction: cancellation)
  }

  /// `a + b`, or zero when that is at most `fraction` of the larger operand.
  @inline(__always)
  private static func snappedSum(_ a: Double, _ b: Double, fraction: Double) -> Double {
    let result = a + b
    let scale = Swift.max(abs(a), abs(b))
    return abs(result) <= scale * fraction ? 0 : result
  }
}
