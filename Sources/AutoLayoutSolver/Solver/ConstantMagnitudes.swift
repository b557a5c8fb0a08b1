/// How many of the solver's constraints have a constant of each binary magnitude, so that the
/// scale of the constants in the system now (the largest magnitude present) is known after
/// every change.
///
/// A constant that shrinks the scale by a large factor when it changes (a constraint set to
/// 1.8e8 and back to 0 beside constants below 1) leaves the rounding of its sums in the rows:
/// at 1.8e8 a double resolves 3e-8, and constraints of the small scale end up off by 1e-7. The
/// solver then computes its rows afresh (see `SolverCore+Growth.swift`).
struct ConstantMagnitudes {
  /// The number of nonzero constants of each binary exponent, offset by ``bias``; empty until
  /// the first one.
  private var counts: [Int32] = []
  /// The largest exponent that has a constant, `nil` when every constant is zero.
  private(set) var largestExponent: Int?

  /// The offset of the exponents of finite nonzero doubles (-1074...1023) in ``counts``.
  private static let bias = 1074

  /// Counts a constant.
  ///
  /// - Complexity: O(1).
  mutating func insert(_ constant: Double) {
    guard constant != 0, constant.isFinite else { return }
    if counts.isEmpty { counts = [Int32](repeating: 0, count: Self.bias + 1024) }
    let exponent = Int(constant.exponent)
    counts[exponent + Self.bias] += 1
    if largestExponent.map({ exponent > $0 }) ?? true { largestExponent = exponent }
  }

  /// Stops counting a constant that ``insert(_:)`` counted.
  ///
  /// - Complexity: O(1), or O(exponents) when the largest one empties.
  mutating func remove(_ constant: Double) {
    guard constant != 0, constant.isFinite else { return }
    let exponent = Int(constant.exponent)
    counts[exponent + Self.bias] -= 1
    guard counts[exponent + Self.bias] == 0, exponent == largestExponent else { return }
    var next = exponent + Self.bias - 1
    while next >= 0, counts[next] == 0 { next -= 1 }
    largestExponent = next >= 0 ? next - Self.bias : nil
  }
}
