import AutoLayoutSolver
import Testing

extension WorkloadFile {
  /// The workload with its change steps applied to its constraints (new constants and
  /// priorities) and no steps left: the system the changes leave, for the oracle.
  func applyingChanges() -> WorkloadFile {
    var result = self
    for step in changes {
      for change in step {
        switch change.kind {
        case .constant(let constant): result.constraints[change.constraint].constant = constant
        case .priority(let priority): result.constraints[change.constraint].priority = priority
        }
      }
    }
    result.changes = []
    return result
  }

  /// The workload's final system as oracle rows: its constraints, then each edit variable held
  /// at its last suggested value (`suggested`, keyed by variable index; 0 when never suggested).
  func oracleRows(suggested: [Int: Double]) -> [LexicographicOracle.Row] {
    var rows = constraints.map { spec in
      var coefficients = [Double](repeating: 0, count: variableNames.count)
      for term in spec.terms { coefficients[term.variable] += term.coefficient }
      return LexicographicOracle.Row(
        coefficients: coefficients, constant: spec.constant, relation: spec.relation,
        priority: spec.priority)
    }
    for edit in edits {
      var coefficients = [Double](repeating: 0, count: variableNames.count)
      coefficients[edit.variable] = 1
      rows.append(
        LexicographicOracle.Row(
          coefficients: coefficients, constant: -(suggested[edit.variable] ?? 0),
          relation: .equal, priority: edit.priority))
    }
    return rows
  }

  /// How far the final system (see ``oracleRows(suggested:)``) is from holding at `values` (one
  /// per variable), in the units of each row's expression: the largest error of a required row,
  /// and the total error of each optional level.
  func levelErrors(
    _ values: [Double], suggested: [Int: Double] = [:]
  ) -> (required: Double, levels: [Double: Double]) {
    var required = 0.0
    var levels: [Double: Double] = [:]
    for row in oracleRows(suggested: suggested) {
      var residual = row.constant
      for (j, coefficient) in row.coefficients.enumerated() { residual += coefficient * values[j] }
      let error =
        switch row.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      if row.priority >= 1000 {
        required = max(required, error)
      } else {
        levels[row.priority, default: 0] += error
      }
    }
    return (required, levels)
  }

  /// Expects `values` (one per variable) to hold every required constraint of the final system
  /// to 1e-7 and to reach the oracle's total error at every optional level.
  func expectLexicographicOptimum(
    _ values: [Double], suggested: [Int: Double] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let optimum = try #require(
      LexicographicOracle.solve(
        variableCount: variableNames.count, rows: oracleRows(suggested: suggested)),
      sourceLocation: sourceLocation)
    let (required, errors) = levelErrors(values, suggested: suggested)
    #expect(required <= 1e-7, "required row off by \(required)", sourceLocation: sourceLocation)
    for (level, expected) in optimum.levelErrors {
      let total = errors[level] ?? 0
      #expect(
        abs(total - expected) <= 1e-6 * max(1, expected),
        "priority \(level): total error \(total), optimum \(expected)",
        sourceLocation: sourceLocation)
    }
  }
}
