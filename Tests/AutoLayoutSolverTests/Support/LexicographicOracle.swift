import AutoLayoutSolver

/// An independent reference for small systems: a dense two-phase simplex that minimises the
/// errors of each priority level in turn (lexicographic goal programming), sharing no code with
/// the solver.
///
/// Each variable is split into a positive and a negative part; an optional constraint
/// `r = Σ a·x + c` gets two error columns `r = e⁺ - e⁻`, of which `==` pays both, `<=` pays `e⁺`
/// and `>=` pays `e⁻`. After a level is optimal, every column with a positive reduced cost is
/// frozen at zero, so later levels cannot give back anything a higher level won.
struct LexicographicOracle {
  /// One constraint: `Σ coefficients[j]·x_j + constant RELATION 0` at `priority`.
  struct Row {
    var coefficients: [Double]
    var constant: Double
    var relation: Constraint.Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }
  }

  /// The optimum: the smallest total error of each optional level (keyed by priority).
  struct Optimum {
    var levelErrors: [Double: Double]
  }

  static let epsilon = 1e-9

  /// Whether the required constraints among `rows` can hold together.
  static func isFeasible(variableCount: Int, rows: [Row]) -> Bool {
    solve(variableCount: variableCount, rows: rows.filter(\.isRequired)) != nil
  }

  /// The lexicographic optimum, or `nil` when the required constraints cannot hold.
  static func solve(variableCount n: Int, rows: [Row]) -> Optimum? {
    // Columns: x⁺ (n), x⁻ (n), then per row its own columns, then one artificial per row.
    var columnCount = 2 * n
    var ownColumns: [[(column: Int, coefficient: Double)]] = []
    var costColumns: [(level: Double, column: Int)] = []
    for row in rows {
      var own: [(Int, Double)] = []
      if row.isRequired {
        switch row.relation {
        case .equal: break
        case .lessThanOrEqual: own.append((columnCount, 1))
        case .greaterThanOrEqual: own.append((columnCount, -1))
        }
        columnCount += own.count
      } else {
        let positive = columnCount
        let negative = columnCount + 1
        own = [(positive, -1), (negative, 1)]
        columnCount += 2
        switch row.relation {
        case .equal:
          costColumns += [(row.priority, positive), (row.priority, negative)]
        case .lessThanOrEqual:
          costColumns.append((row.priority, positive))
        case .greaterThanOrEqual:
          costColumns.append((row.priority, negative))
        }
      }
      ownColumns.append(own)
    }
    let firstArtificial = columnCount
    let width = columnCount + rows.count
    let m = rows.count
    // Tableau rows: coefficients (width) then the right-hand side.
    var tableau = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
    var basis = [Int](repeating: 0, count: m)
    for (i, row) in rows.enumerated() {
      for j in 0..<n {
        tableau[i][j] = row.coefficients[j]
        tableau[i][n + j] = -row.coefficients[j]
      }
      for (column, coefficient) in ownColumns[i] { tableau[i][column] = coefficient }
      tableau[i][width] = -row.constant
      if tableau[i][width] < 0 {
        for j in 0...width { tableau[i][j] = -tableau[i][j] }
      }
      tableau[i][firstArtificial + i] = 1
      basis[i] = firstArtificial + i
    }
    var live = [Bool](repeating: true, count: m)
    var frozen = [Bool](repeating: false, count: width)

    func reducedCost(_ j: Int, _ costs: [Double]) -> Double {
      var d = costs[j]
      for i in 0..<m where live[i] { d -= costs[basis[i]] * tableau[i][j] }
      return d
    }
    func pivot(_ r: Int, _ j: Int) {
      let p = tableau[r][j]
      for k in 0...width { tableau[r][k] /= p }
      tableau[r][j] = 1
      for i in 0..<m where i != r && live[i] {
        let factor = tableau[i][j]
        if factor == 0 { continue }
        for k in 0...width { tableau[i][k] -= factor * tableau[r][k] }
        tableau[i][j] = 0
      }
      basis[r] = j
    }
    /// Primal simplex with Bland's rule over the allowed columns.
    func minimize(_ costs: [Double], allowed: (Int) -> Bool) {
      for _ in 0..<10_000 {
        var entering = -1
        for j in 0..<width where allowed(j) && !basis.contains(j) {
          if reducedCost(j, costs) < -epsilon {
            entering = j
            break
          }
        }
        if entering < 0 { return }
        var leaving = -1
        var best = Double.infinity
        for i in 0..<m where live[i] && tableau[i][entering] > epsilon {
          let ratio = tableau[i][width] / tableau[i][entering]
          if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
            best = ratio
            leaving = i
          }
        }
        precondition(leaving >= 0, "oracle: unbounded objective")
        pivot(leaving, entering)
      }
      preconditionFailure("oracle: too many pivots")
    }
    func objective(_ costs: [Double]) -> Double {
      var total = 0.0
      for i in 0..<m where live[i] { total += costs[basis[i]] * tableau[i][width] }
      return total
    }

    // Phase one: drive the artificials to zero.
    var phaseOne = [Double](repeating: 0, count: width)
    for j in firstArtificial..<width { phaseOne[j] = 1 }
    minimize(phaseOne) { _ in true }
    var scale = 1.0
    for row in rows { scale = max(scale, abs(row.constant)) }
    if objective(phaseOne) > 1e-9 * scale { return nil }
    for i in 0..<m where basis[i] >= firstArtificial {
      if let j = (0..<firstArtificial).first(where: { abs(tableau[i][$0]) > epsilon }) {
        pivot(i, j)
      } else {
        live[i] = false  // A redundant equation.
      }
    }
    for j in firstArtificial..<width { frozen[j] = true }

    // Phase two: one level at a time, highest priority first.
    var levelErrors: [Double: Double] = [:]
    for level in Set(costColumns.map(\.level)).sorted(by: >) {
      var costs = [Double](repeating: 0, count: width)
      for entry in costColumns where entry.level == level { costs[entry.column] = 1 }
      minimize(costs) { !frozen[$0] }
      levelErrors[level] = max(0, objective(costs))
      for j in 0..<width where !frozen[j] && !basis.contains(j) {
        if reducedCost(j, costs) > epsilon { frozen[j] = true }
      }
    }
    return Optimum(levelErrors: levelErrors)
  }
}
