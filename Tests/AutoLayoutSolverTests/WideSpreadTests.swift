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

  /// `wide-1-206` shrunk: two pulls written at 3.2e4 per unit, then a feasible required
  /// equality written at 1.6e-5 per unit (a spread of 2e9 between constraints). Substituting
  /// the pulls' rows gave the new row cells of 5e-10 beside its marker's 1, below phase one's
  /// 1e-9 of the row's largest: nothing could enter, and the equality was refused as
  /// unsatisfiable. Its markers are now measured in its own scale (``ConstraintUnit``).
  @Test func aFeasibleRequiredConstraintFarBelowTheOthersIsAccepted() throws {
    _ = try expectOptimum(
      variableCount: 2,
      [
        ([(31622.776601683792, 0)], -6229686.990531707, .equal, 1),
        ([(31622.776601683792, 1)], -1296533.8406690354, .equal, 1),
        (
          [(1.5811388300841898e-05, 1), (3.1622776601683795e-05, 0)], -0.0022452171387195496,
          .equal, 1000
        ),
      ],
      levels: [1: 4632736.772146676])
  }

  /// `wide-1-144` shrunk: levels written at 1e-4 and 1e-2 per unit beside a required
  /// constraint at 3e4; the level at 750 stopped at 80.25 (base units) instead of 0.
  @Test func levelsReachTheirOptimumBetweenConstraintsNineDecadesApart() throws {
    _ = try expectOptimum(
      variableCount: 6,
      [
        (
          [(-0.00010478181088305149, 3), (0.00010478181088305149, 1)], -0.013307289982147539,
          .lessThanOrEqual, 750
        ),
        (
          [(-0.011006574283992931, 0), (0.022013148567985863, 4)], -0.3522103770877738,
          .lessThanOrEqual, 999
        ),
        ([(0.022013148567985863, 4)], 0.8364996455834628, .greaterThanOrEqual, 999),
        (
          [(-31622.776601683792, 0), (63245.553203367585, 5)], -2055480.4791094465,
          .lessThanOrEqual, 1000
        ),
        (
          [(-0.00010478181088305149, 2), (5.239090544152574e-05, 5)], 0.011630781008018716, .equal,
          750
        ),
        (
          [(0.022013148567985863, 2), (0.011006574283992931, 3), (-0.011006574283992931, 1)],
          0.9575719627073851, .lessThanOrEqual, 999
        ),
      ],
      levels: [999: 0, 750: 0])
  }

  /// The Swift generator's system 59 (constraints rescaled, spread 1e9), shrunk: a refused
  /// contradiction left the solver's rows and values as they were, but its rollback queued
  /// again every symbol whose weights it restored, so the next update repriced one of them and
  /// rounded its weights anew, which moved the rows and the values in their last bits
  /// (x2 from 72.99999999999999 to 73). The rollback now puts the queue back as it was (and the
  /// count of noise events, and the list of symbols whose values may have changed).
  @Test func aRefusedAddLeavesTheQueueOfCandidatesAsItWas() throws {
    let rows: [Spec] = [
      ([(31622.776601683792, 0)], 5660477.0117013985, .equal, 1),
      (
        [(-3.1622776601683795e-05, 3), (3.1622776601683795e-05, 4)], -0.0036998648623970043,
        .lessThanOrEqual, 250
      ),
      (
        [(-31622.776601683792, 2), (63245.553203367585, 3)], 1106797.1810589328, .lessThanOrEqual,
        999
      ),
      (
        [(-528.3436112996765, 3), (264.17180564983823, 4)], -53362.70474126732, .greaterThanOrEqual,
        500
      ),
      ([(31622.776601683792, 3)], 63245.553203367585, .equal, 1),
      ([(31622.776601683792, 4)], -853814.9682454624, .equal, 1),
      (
        [(31622.776601683792, 2), (-31622.776601683792, 3)], -5154512.586074458,
        .greaterThanOrEqual, 249
      ),
      ([(31622.776601683792, 2)], -1676007.159889241, .equal, 1),
      (
        [(67.9641197892686, 3), (67.9641197892686, 4)], -10126.653848601021, .lessThanOrEqual, 1000
      ),
      ([(31622.776601683792, 0)], -7146747.511980537, .equal, 1),
      ([(-31622.776601683792, 1)], -2529822.1281347033, .lessThanOrEqual, 249),
      (
        [(-31622.776601683792, 2), (-31622.776601683792, 4)], 3383637.096380166, .lessThanOrEqual, 1
      ),
      ([(15811.388300841896, 0), (63245.553203367585, 2)], -94868.32980505138, .equal, 1),
      ([(528.3436112996765, 0)], 20077.057229387705, .lessThanOrEqual, 500),
      (
        [(645.8316135350352, 1), (645.8316135350352, 2)], -40041.56003917218, .lessThanOrEqual, 1000
      ),
      (
        [(3.1622776601683795e-05, 1), (3.1622776601683795e-05, 2), (3.1622776601683795e-05, 3)],
        0.002023857702507763, .lessThanOrEqual, 250
      ),
      ([(31622.776601683792, 1)], -2529822.1281347033, .equal, 1),
      (
        [(1056.687222599353, 0), (-528.3436112996765, 2), (264.17180564983823, 4)],
        34870.678345778644, .equal, 500
      ),
      // Contradicts the ninth (67.96·(x3 + x4) <= 10126.65).
      (
        [(3.1622776601683795e-05, 3), (3.1622776601683795e-05, 4)], -0.0061031958841249725,
        .greaterThanOrEqual, 1000
      ),
    ]
    let variables = (0..<5).map { Variable("x\($0)") }
    let solver = Solver()
    for spec in rows.dropLast() {
      try solver.add(
        makeConstraint(
          spec.terms.map { ($0.0, variables[$0.1]) }, spec.constant, spec.relation, spec.priority))
    }
    let before = SolverSnapshot(solver, variables: variables)
    let last = rows.last!
    #expect(throws: SolverError.self) {
      try solver.add(
        makeConstraint(
          last.terms.map { ($0.0, variables[$0.1]) }, last.constant, last.relation, last.priority))
    }
    #expect(SolverSnapshot(solver, variables: variables) == before)
    #expect(solver.validate() == [])
  }
}

extension WideSpreadTests {
  /// `wide-1-35` shrunk: coefficients from 1.6e-5 to 6.3e4 within one constraint (rescaled
  /// variables). It passed before the constraint units; measuring each constraint's markers in
  /// the geometric mean of its own coefficients (instead of against its variables' typical
  /// coefficients) broke it: a variable's own scale must leave the unit at 1.
  @Test func anEditBesideCoefficientsSixDecadesApartHoldsItsValue() throws {
    _ = try expectOptimum(
      variableCount: 6,
      [
        ([(0.018877323103091617, 4)], -7.0, .equal, 249),
        (
          [(-3.1622776601683795e-05, 0), (-0.018877323103091617, 4), (-12.712330210828036, 5)],
          160.0, .greaterThanOrEqual, 1000
        ),
        (
          [(-0.000685246131170862, 1), (25.42466042165607, 5), (1.5811388300841898e-05, 2)],
          198.0, .equal, 1000
        ),
        (
          [(-12.712330210828036, 5), (0.018877323103091617, 4), (63245.553203367585, 3)],
          60.0, .lessThanOrEqual, 250
        ),
        ([(0.000685246131170862, 1)], 80.0, .equal, 1000),
        ([(3.1622776601683795e-05, 0)], -154.0, .equal, 249),
      ],
      edits: [(3, 650, [-6.324555320336759e-05])],
      levels: [650: 0, 250: 0, 249: 31.9999999985])
  }
}

extension WideSpreadTests {
  /// Runs the system of `seed` and returns the first way it misses its exact answer: a refused
  /// contradiction that changed anything observable (dump or value bits), a feasible constraint
  /// refused, a required constraint off by more than 1e-7 of its largest term, a level's total
  /// error off the base optimum's (times the level's scale) by more than 1e-6, a broken
  /// invariant; then everything is removed again.
  static func failure(
    seed: UInt64, spread: Double, mode: WideSpreadSystem.Mode, removes: Bool = false
  ) -> String? {
    let system = WideSpreadSystem(seed: seed, spread: spread, mode: mode)
    var random = SplitMix64(seed: seed ^ 0x5EED)
    var held = [Bool](repeating: false, count: system.wide.count)
    let n = system.variableCount
    let variables = (0..<n).map { Variable("x\($0)") }
    func constraint(_ row: LexicographicOracle.Row) -> Constraint {
      let terms = (0..<n).filter { row.coefficients[$0] != 0 }.map {
        (row.coefficients[$0], variables[$0])
      }
      return makeConstraint(terms, row.constant, row.relation, row.priority)
    }
    let solver = Solver()
    var added: [Constraint?] = []
    for (position, row) in system.wide.enumerated() {
      if let contradiction = system.contradictions[position] {
        let before = SolverSnapshot(solver, variables: variables)
        do {
          try solver.add(constraint(contradiction))
          return "seed \(seed): a contradiction was accepted at \(position)"
        } catch {}
        if SolverSnapshot(solver, variables: variables) != before {
          return "seed \(seed): a refused add at \(position) changed the solver"
        }
      }
      do {
        let c = constraint(row)
        added.append(nil)
        try solver.add(c)
        added[position] = c
        held[position] = true
      } catch {
        return "seed \(seed): constraint \(position) refused: \(error)"
      }
      // Now and then an optional constraint goes again (the required ones stay, so that the
      // contradictions still contradict).
      let candidates = held.indices.filter { held[$0] && !system.wide[$0].isRequired }
      if removes, random.chance(20), !candidates.isEmpty {
        let k = random.pick(candidates)
        do { try solver.remove(added[k]!) } catch { return "seed \(seed): removal refused" }
        held[k] = false
      }
    }
    solver.updateVariables()
    let problems = solver.validate()
    if !problems.isEmpty { return "seed \(seed): \(problems)" }
    let values = variables.map { solver.value(of: $0) }
    var totals: [Double: Double] = [:]
    for (position, row) in system.wide.enumerated() where held[position] {
      var residual = row.constant
      var scale = abs(row.constant)
      for j in 0..<n {
        residual += row.coefficients[j] * values[j]
        scale = max(scale, abs(row.coefficients[j] * values[j]))
      }
      let error =
        switch row.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      if row.isRequired {
        if error > 1e-7 * scale + 1e-12 {
          return "seed \(seed): a required constraint off by \(error)"
        }
      } else {
        totals[row.priority, default: 0] += error
      }
    }
    let base = system.base.indices.filter { held[$0] }.map { system.base[$0] }
    guard let optimum = LexicographicOracle.solve(variableCount: n, rows: base) else {
      return "seed \(seed): the base system is infeasible"
    }
    for (level, expected) in optimum.levelErrors {
      let total = (totals[level] ?? 0) / system.levelScale[level]!
      if abs(total - expected) > 1e-6 * max(1, expected) + 1e-7 {
        return "seed \(seed): priority \(level): total error \(total), optimum \(expected)"
      }
    }
    do {
      for (position, c) in added.enumerated() where held[position] { try solver.remove(c!) }
    } catch {
      return "seed \(seed): removal refused: \(error)"
    }
    if solver.sizes.rows != 0 || !solver.validate().isEmpty {
      return "seed \(seed): not empty after removing everything"
    }
    return nil
  }

  /// 100 systems (`AUTOLAYOUT_WIDE` names another count) of each kind of spread at 1e6, and
  /// at 1e9 where the spread is within constraints (rescaled variables) or half within, half
  /// between: every one reaches its exact optimum, also with optional constraints removed
  /// along the way, and every refused contradiction leaves the solver exactly as it was.
  /// (Spreads of 1e9 between whole constraints still miss in about 1.5% of the systems; see
  /// `Docs/Solver.md`, *Wide coefficient spreads*.)
  @Test(arguments: [
    (1e6, WideSpreadSystem.Mode.variables), (1e6, .constraints), (1e6, .both),
    (1e9, .variables), (1e9, .both),
  ])
  func randomWideSystemsReachTheirExactOptimum(spread: Double, mode: WideSpreadSystem.Mode) {
    let count = UInt64(
      ProcessInfo.processInfo.environment["AUTOLAYOUT_WIDE"].flatMap { Int($0) } ?? 100)
    var failures: [String] = []
    for seed in 0..<count {
      for removes in [false, true] {
        if let failure = Self.failure(seed: seed, spread: spread, mode: mode, removes: removes) {
          failures.append("removes \(removes) \(failure)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(20))")
  }
}
