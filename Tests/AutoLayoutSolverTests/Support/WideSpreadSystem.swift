import AutoLayoutSolver
import Foundation

/// A seeded random system whose coefficients span a wide range, with an exact answer: the Swift
/// form of `Scripts/wide_spread.py`.
///
/// A well-conditioned base system (2 to 10 variables, coefficients ±1, 2 and 0.5, constants up
/// to 200, three to five levels, about 30% required, every variable pulled at the lowest level)
/// is rescaled: each variable by a factor `k` (`x = k·x'`, so one constraint's coefficients
/// spread by up to `spread`), each required constraint by a factor of its own and every optional
/// constraint of a level by that level's factor. The rescaled system's level errors are the
/// base's times the level's factor, and the base's optimum is reliable at its own scale.
struct WideSpreadSystem {
  /// How the rescaling spreads the coefficients.
  enum Mode: CaseIterable {
    /// Variables only (up to `spread` within one constraint).
    case variables
    /// Constraints only (up to `spread` between constraints).
    case constraints
    /// Both, each by the square root of `spread`.
    case both
  }

  static let levelChoices: [Double] = [1, 50, 249, 250, 251, 500, 749, 750, 999]

  let variableCount: Int
  /// The base system, in the order added.
  let base: [LexicographicOracle.Row]
  /// The rescaled system, one row per base row.
  let wide: [LexicographicOracle.Row]
  /// The factor of each optional level's errors.
  let levelScale: [Double: Double]
  /// For each position in the order added, a required constraint that contradicts an earlier
  /// one, rescaled, to be refused before the constraint at that position is added (or `nil`).
  let contradictions: [LexicographicOracle.Row?]

  init(seed: UInt64, spread: Double, mode: Mode) {
    var random = SplitMix64(seed: seed)
    func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    /// 10^u for u in [-half, half], the ends a third of the time.
    func logUniform(_ half: Double) -> Double {
      let r = random.below(6)
      if r == 0 { return pow(10, -half) }
      if r == 1 { return pow(10, half) }
      return pow(10, half * (2 * uniform() - 1))
    }
    let n = random.int(in: 2...10)
    variableCount = n
    var levels: [Double] = []
    let levelCount = random.int(in: 3...5)
    while levels.count < levelCount {
      let level = random.pick(Self.levelChoices)
      if !levels.contains(level) { levels.append(level) }
    }
    var rows: [LexicographicOracle.Row] = []
    for _ in 0..<random.int(in: n...(4 * n)) {
      var coefficients = [Double](repeating: 0, count: n)
      for _ in 0..<random.int(in: 1...min(3, n)) {
        coefficients[random.below(n)] = random.pick([1, 1, -1, 2, 0.5])
      }
      let relation: Constraint.Relation = random.pick([
        .equal, .lessThanOrEqual, .greaterThanOrEqual,
      ])
      let priority = random.chance(30) ? 1000 : random.pick(levels)
      rows.append(
        LexicographicOracle.Row(
          coefficients: coefficients, constant: Double(random.int(in: -200...200)),
          relation: relation, priority: priority))
    }
    let lowest = levels.min()!
    for j in 0..<n {
      var coefficients = [Double](repeating: 0, count: n)
      coefficients[j] = 1
      rows.append(
        LexicographicOracle.Row(
          coefficients: coefficients, constant: -Double(random.int(in: -50...250)),
          relation: .equal, priority: lowest))
    }
    for k in stride(from: rows.count - 1, to: 0, by: -1) { rows.swapAt(k, random.below(k + 1)) }
    if !LexicographicOracle.isFeasible(variableCount: n, rows: rows) {
      rows.removeAll { $0.isRequired }
    }
    base = rows

    let decades = log10(spread) / (mode == .both ? 4 : 2)
    let k = (0..<n).map { _ in mode == .constraints ? 1 : logUniform(decades) }
    let rowDecades = mode == .variables ? 0 : decades
    var levelScale: [Double: Double] = [:]
    for level in Self.levelChoices { levelScale[level] = logUniform(rowDecades) }
    self.levelScale = levelScale
    func rescaled(_ row: LexicographicOracle.Row, by s: Double) -> LexicographicOracle.Row {
      var row = row
      for j in 0..<n { row.coefficients[j] *= s * k[j] }
      row.constant *= s
      return row
    }
    wide = rows.map { row in
      rescaled(row, by: row.isRequired ? logUniform(rowDecades) : levelScale[row.priority]!)
    }
    var contradictions: [LexicographicOracle.Row?] = []
    for position in rows.indices {
      let earlier = rows[..<position].filter(\.isRequired)
      guard !earlier.isEmpty, random.chance(15) else {
        contradictions.append(nil)
        continue
      }
      var row = random.pick(earlier)
      let delta = Double(random.int(in: 1...50))
      switch row.relation {
      case .equal: row.constant += random.chance(50) ? delta : -delta
      case .greaterThanOrEqual:
        row.constant += delta
        row.relation = .lessThanOrEqual
      case .lessThanOrEqual:
        row.constant -= delta
        row.relation = .greaterThanOrEqual
      }
      contradictions.append(rescaled(row, by: logUniform(rowDecades)))
    }
    self.contradictions = contradictions
  }
}
