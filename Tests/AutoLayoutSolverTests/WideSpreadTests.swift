import AutoLayoutSolver
import Foundation
import Testing

/// Systems whose coefficients span wide ranges: multipliers from 1e-5 to 6e4 and constants up
/// to 6e6, within one constraint or between constraints. Each reproduction was shrunk from a
/// system of `Scripts/wide_spread.py` (a well-conditioned base system with its variables and
/// constraints rescaled), whose exact optimum is the base's, scaled: the expected level errors
/// below are the base system's optimum (by `lex_oracle.py`) times each level's scale.
@Suite struct WideSpreadTests {
  /// One constraint of a reproduction: terms (coefficient, variable index), constant, relation
  /// and priority.
  typealias Spec = (
    terms: [(Double, Int)], constant: Double, relation: Constraint.Relation,
    priority: Double
  )

  /// Adds `specs` to a new solver (expecting the one at `refusedAt` to be refused as
  /// unsatisfiable, and nothing after it to run), then edits and suggestions, and expects every
  /// required constraint to hold to 1e-7 of its largest term and every level's total error to
  /// be `levels[priority]` to 1e-6 of it (or of the level's largest term).
  func expectOptimum(
    variableCount: Int, _ specs: [Spec],
    edits: [(variable: Int, priority: Double, values: [Double])] =
      [], refusedAt: Int? = nil, levels: [Double: Double],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Solver {
    let variables = (0..<variableCount).map { Variable("x\($0)") }
    let solver = Solver()
    var held: [Spec] = []
    for (k, spec) in specs.enumerated() {
      let constraint = makeConstraint(
        spec.terms.map { ($0.0, variables[$0.1]) }, spec.constant, spec.relation, spec.priority)
      if k == refusedAt {
        let before = SolverSnapshot(solver, variables: variables)
        #expect(throws: SolverError.self, sourceLocation: sourceLocation) {
          try solver.add(constraint)
        }
        #expect(
          SolverSnapshot(solver, variables: variables) == before, sourceLocation: sourceLocation)
        break
      }
      try solver.add(constraint)
      held.append(spec)
    }
    for edit in edits {
      try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority))
      for value in edit.values {
        try solver.suggestValue(value, for: variables[edit.variable])
        solver.updateVariables()
      }
      held.append(([(1, edit.variable)], -edit.values.last!, .equal, edit.priority))
    }
    solver.updateVariables()
    #expect(solver.validate() == [], sourceLocation: sourceLocation)
    let values = variables.map { solver.value(of: $0) }
    var totals: [Double: Double] = [:]
    var scales: [Double: Double] = [:]
    for spec in held {
      var residual = spec.constant
      var scale = abs(spec.constant)
      for (coefficient, variable) in spec.terms {
        residual += coefficient * values[variable]
        scale = max(scale, abs(coefficient * values[variable]))
      }
      let error =
        switch spec.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      if spec.priority >= 1000 {
        #expect(
          error <= 1e-7 * scale, "required constraint \(spec) off by \(error)",
          sourceLocation: sourceLocation)
      } else {
        totals[spec.priority, default: 0] += error
        scales[spec.priority] = max(scales[spec.priority] ?? 0, scale)
      }
    }
    for (priority, expected) in levels {
      let total = totals[priority] ?? 0
      #expect(
        abs(total - expected) <= 1e-6 * max(expected, 1e-3 * (scales[priority] ?? 0)),
        "priority \(priority): total error \(total), optimum \(expected)",
        sourceLocation: sourceLocation)
    }
    return solver
  }
}

extension WideSpreadTests {
  /// `wide-1-42` shrunk: the level at 749 has constraints with coefficients of 1.6e-5 to 6.3e-5,
  /// so its weights are of that order times the rows' coefficients, 1e-10 and less. They were
  /// compared with an absolute 1e-9 (and repricing with 1e-9 of at least 1): real improvements
  /// were taken for zero, and the level stopped at 129.1 (base units) instead of 68.4.
  @Test func weightsOfALevelWithTinyCoefficientsAreNotTakenForZero() throws {
    _ = try expectOptimum(
      variableCount: 10,
      [
        (
          [(1.5811388300841898e-05, 1), (1.5811388300841898e-05, 6)], -0.0016127616066858735,
          .equal, 749
        ),
        (
          [(-3.1622776601683795e-05, 6), (3.1622776601683795e-05, 3), (3.1622776601683795e-05, 4)],
          -0.0055023631286929804, .lessThanOrEqual, 1000
        ),
        (
          [(3.1622776601683795e-05, 6), (6.324555320336759e-05, 5), (-3.1622776601683795e-05, 0)],
          -0.004300697617828996, .equal, 749
        ),
        (
          [(0.00014153417117128195, 5), (0.0002830683423425639, 3)], -0.022787001558576395,
          .greaterThanOrEqual, 1000
        ),
        (
          [(6.324555320336759e-05, 0), (3.1622776601683795e-05, 7)], 0.0024981993515330197, .equal,
          1000
        ),
        ([(6.324555320336759e-05, 6)], -0.0005692099788303084, .lessThanOrEqual, 749),
        (
          [(6.324555320336759e-05, 9), (1.5811388300841898e-05, 2), (1.5811388300841898e-05, 7)],
          0.001233288287465668, .greaterThanOrEqual, 749
        ),
        ([(34.074221867755725, 3)], -4327.426177204977, .greaterThanOrEqual, 249),
        ([(-20438.668355644448, 9)], -306580.0253346667, .greaterThanOrEqual, 1000),
        (
          [(-3.1622776601683795e-05, 6), (6.324555320336759e-05, 2)], 0.005281003692481194, .equal,
          749
        ),
        (
          [(31622.776601683792, 4), (-31622.776601683792, 1), (15811.388300841896, 9)],
          -4838284.82005762, .equal, 1000
        ),
      ],
      levels: [749: 0.0021622073501401293, 249: 2070.0089738065103])
  }
}
