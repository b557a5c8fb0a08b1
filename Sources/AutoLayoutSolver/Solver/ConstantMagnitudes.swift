/// How many of the solver's constraints have a constant of each binary magnitude, so that the
/// scale of the constants in the system now (the largest magnitude present) is known after
/// every change.
///
/// A constant that shrinks the scale by a large factor when it changes (a constraint set to
/// 1.8e8 and back to 0 beside constants below 1) leaves the rounding of its sums in the rows:
/// at 1.8e8 a double resolves 3e-8, and constraints of the small scale end up off by 1e-7. The
/// solver then computes its rows afresh (see `SolverCore+Growth.swift`).
///
/// The counts also bound the sum of the constants' magnitudes (``magnitudeSum``): a layout's row
/// constant can be a sum of many constants (the last row of a tall form sits at the sum of
/// every row's height above it), which is no growth however far it is beyond the largest one.
struct ConstantMagnitudes {
  /// The number of nonzero constants of each binary exponent, offset by ``bias``; empty until
  /// the first one.
  private var counts: [Int32] = []
  /// The largest exponent that has a constant, `nil` when every constant is zero.
  private(set) var largestExponent: Int?

  /// ``magnitudeSum`` as last computed, `nil` when a constant came or went since.
  private var cachedSum: Double?

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
    cachedSum = nil
    if largestExponent.map({ exponent > $0 }) ?? true { largestExponent = exponent }
  }

  /// Stops counting a constant that ``insert(_:)`` counted.
  ///
  /// - Complexity: O(1), or O(exponents) when the largest one empties.
  mutating func remove(_ constant: Double) {
    guard constant != 0, constant.isFinite else { return }
    let exponent = Int(constant.exponent)
    counts[exponent + Self.bias] -= 1
    cachedSum = nil
    guard counts[exponent + Self.bias] == 0, exponent == largestExponent else { return }
    var next = exponent + Self.bias - 1
    while next >= 0, counts[next] == 0 { next -= 1 }
    largestExponent = next >= 0 ? next - Self.bias : nil
  }

  /// How many binary orders below the largest exponent ``magnitudeSum`` looks: the constants
  /// further down add less than 2⁻³² of the largest one, even two billion of them.
  private static let summedExponents = 64

  /// An upper bound of the sum of the constants' magnitudes, within a factor of two: each
  /// constant counts as the power of two above it (0 when every constant is zero).
  ///
  /// - Complexity: O(1) when no constant came or went since the last call; otherwise O(1) too
  ///   (at most ``summedExponents`` counts are read).
  mutating func magnitudeSum() -> Double {
    if let cachedSum { return cachedSum }
    var sum = 0.0
    if let largest = largestExponent {
      let top = largest + Self.bias
      for index in stride(from: top, through: max(0, top - Self.summedExponents), by: -1)
      where counts[index] != 0 {
        sum += Double(counts[index]) * Self.power(index - Self.bias + 1)
      }
    }
    cachedSum = sum
    return sum
  }

  /// What `constant` adds to ``magnitudeSum()``: the power of two above its magnitude (0 for
  /// zero and for numbers that are not finite, which are not counted).
  static func bound(of constant: Double) -> Double {
    guard constant != 0, constant.isFinite else { return 0 }
    return power(Int(constant.exponent) + 1)
  }

  /// 2 to the power `exponent`.
  private static func power(_ exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }
}
