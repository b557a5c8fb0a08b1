import AutoLayoutSolver
import Testing

/// Systems whose values span many orders of magnitude at once: variables at 1.4e7 beside
/// variables at 0.0025, tied by required equalities. Double precision gives the large ones a
/// spacing of about 2e-9, and a small value computed as the difference of two large ones
/// carries that much absolute error.
@Suite struct MixedMagnitudeTests {
  /// `Fixtures/mixed-magnitude-14.json` (`Scripts/fuzz_layouts.py --seed 31`, an edge-case
  /// system, shrunk): the optimum puts `x6` at 10999999.995 and `x0` at 0.0025 through
  /// `0.5·x6 + x0 == 5500000`, and the required `x3 + 2·x4 == 0` ties two values of 0.0025 and
  /// -0.00125. Every required constraint holds to 1e-7 of its largest term and every level
  /// reaches the oracle's optimum, but `x4` comes out of rows that went through the large
  /// values, and the equality is off by 1.36e-8: within the solver's invariant (1e-7 of the
  /// scale, at least 1), not within 1e-9 absolute. A known limit, kept here so that a fix shows.
  @Test func smallValuesTiedBesideLargeOnesHoldTheirRequiredEquality() throws {
    let (solver, variables, constraints) = try WorkloadFile.solvedAtOptimum("mixed-magnitude-14")
    let residual = solver.value(of: variables[3]) + 2 * solver.value(of: variables[4])
    #expect(abs(residual) <= 1e-7)
    withKnownIssue("a small value derived through values of 1e7 keeps their rounding") {
      #expect(abs(residual) <= 1e-9, "x3 + 2·x4 == 0 is off by \(residual)")
    }
    for constraint in constraints { try solver.remove(constraint) }
    #expect(solver.sizes.rows == 0)
    #expect(solver.validate() == [])
  }

  /// `Scripts/fuzz_layouts.py --seed 34 --changes 0.3`, edge-case system 199, shrunk: four
  /// constraints at one priority, all satisfiable at once; a constant moved to 2.8e7 and back
  /// to -2.8e7 leaves rows whose constants went through 1.12e8. When they cancel, the 0.0005
  /// that `x6` needs is 4e-12 of those operands: a row constant snaps to zero only within
  /// `Tolerance.constantCancellation` (1e-13) of its operands, so it survives, with the
  /// rounding of 1.12e8 (a spacing of 1.5e-8). With the coefficients' fraction (1e-11) it
  /// snapped, and the level kept an error of 0.001 it need not have.
  @Test func aConstantMovedFarAndBackKeepsSmallValues() throws {
    let x0 = Variable("x0")
    let x5 = Variable("x5")
    let x6 = Variable("x6")
    let constraints = [
      (0.5 * x5 <= 0).withPriority(249), (2 * x0 - 0.009 >= 0).withPriority(249),
      (2 * x5 + x6 >= 0).withPriority(249), (2 * x6 + 2 * x0 - 0.01 >= 0).withPriority(249),
    ]
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
    func totalError() -> Double {
      let x0 = solver.value(of: x0)
      let x5 = solver.value(of: x5)
      let x6 = solver.value(of: x6)
      return max(0, 0.5 * x5 - 2.8e7) + max(0, 0.009 - 2 * x0) + max(0, -(2 * x5 + x6))
        + max(0, 0.01 - 2 * x6 - 2 * x0)
    }
    #expect(totalError() <= 1e-12)
    try solver.setConstant(28e6, for: constraints[0])
    solver.updateVariables()
    try solver.setConstant(-28e6, for: constraints[0])
    solver.updateVariables()
    // What is left is the rounding of values that went through 1.12e8.
    #expect(totalError() <= 1e-7)
    for constraint in constraints { try solver.remove(constraint) }
    #expect(solver.validate() == [])
  }

  /// `Fixtures/rounding-feasibility-17.json` (`Scripts/fuzz_layouts.py --seed 73`, dense system
  /// 341, shrunk to 17 constraints): two constants changed to 63,723 and -17,601, then every
  /// constraint removed. A removal leaves a slack that is zero in exact arithmetic at
  /// -2.9e-9, the rounding of numbers near 6e4 (4.5e-14 of them). The invariant checks held
  /// restricted rows to 1e-9 absolute and reported it as an infeasible row; they now allow a
  /// trillionth of the system's scale, and the slack must stay within that.
  @Test func aSlackLeftAtZeroByRoundingAtALargeScaleIsNoBrokenRow() throws {
    let session = try WorkloadFile.load("rounding-feasibility-17").runUpToRemoval()
    let solver = session.solver
    #expect(solver.validate() == [])
    try session.removeEachConstraint { k in
      #expect(solver.validate() == [], "after removing constraint \(k)")
    }
    #expect(solver.sizes.rows == 0)
  }

  /// `Fixtures/rounding-feasibility-25.json` (`Scripts/fuzz_layouts.py --seed 85`, dense
  /// system 621, shrunk to 25 constraints, constants up to 387.5): the last addition leaves the
  /// slack of the active `3·x12 + x0 >= x7 + 13` at -1.7e-9, in a row whose coefficients
  /// reach 38 among rows whose constants reach 417; the constraint holds to 6e-12 of its
  /// terms. The invariant checks allowed 1e-9 and reported a broken row; they now also allow a
  /// trillionth of the row's largest coefficient times the largest row constant.
  @Test func aSlackLeftAtZeroByRoundingAtItsRowsScaleIsNoBrokenRow() throws {
    let workload = try WorkloadFile.load("rounding-feasibility-25")
    let (_, constraints) = workload.makeObjects()
    let solver = Solver()
    for (k, constraint) in constraints.enumerated() {
      try solver.add(constraint)
      #expect(solver.validate() == [], "after adding constraint \(k)")
    }
    for constraint in constraints { try solver.remove(constraint) }
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 0)
  }

  /// Fuzz seed 94, edge system 684: `x0 >= 6e6` is written in units of 2048 (its variable's
  /// typical coefficient is 0.0005, from `0.0005·x0 == 0.001·x6`), so its slack's row holds its
  /// violation divided by 2048. Tightening `x0 <= 7e6` to 5999990 left that row at -0.0049,
  /// within the drift allowed in the changed constraint's own units (7e-3), and the change was
  /// accepted with `x0 >= 6e6` broken by 10. The row is now judged in its own constraint's
  /// units, and the change is refused.
  @Test func aConflictInAConstraintWrittenInALargeUnitIsNoDrift() throws {
    let solver = Solver()
    let x0 = Variable("x0")
    let x6 = Variable("x6")
    try solver.add((0.0005 * x0 - 0.001 * x6 == 0).withPriority(Priority(500)))
    let lower = x0 >= 6_000_000
    try solver.add(lower)
    let upper = -1 * x0 + 7_000_000 >= 0
    try solver.add(upper)
    try solver.addEditVariable(x0, priority: Priority(249))
    try solver.suggestValue(8_000_000, for: x0)
    solver.updateVariables()
    #expect(solver.value(of: x0) == 7_000_000)
    expectRefusal(
      .unsatisfiable(upper, conflicting: [lower]), solver: solver, variables: [x0, x6],
      constraints: [lower, upper]
    ) { () throws(SolverError) in
      try solver.setConstant(5_999_990, for: upper)
    }
    // A change that the bound allows is still taken.
    try solver.setConstant(6_000_000, for: upper)
    solver.updateVariables()
    #expect(solver.value(of: x0) == 6_000_000)
  }

  /// Fuzz seed 97, edge system 231, shrunk: beside a weak `2·x6 >= 2.2e7`, the required `x6 ==
  /// 0.004` leaves x6's row at 0.004 + 6.6e-10 (the rounding of 2.2e7, whose error row it was
  /// solved through), and the required `2·x6 <= 0.008`, which holds at x6 = 0.004, was refused:
  /// its row came out 1.3e-9 over, beyond 1e-9 of its own numbers. A row may carry rounding of
  /// the system's largest constant (2⁻⁴⁰ of it, 1.5e-5 here), so that is drift, not a conflict;
  /// a real conflict of a ten-thousandth is still refused.
  @Test func aBoundAtAValueHeldBesideLargeConstantsIsNoConflict() throws {
    let solver = Solver()
    let x6 = Variable("x6")
    try solver.add((2 * x6 >= 22_000_000).withPriority(Priority(1)))
    let value = x6 == 0.004
    try solver.add(value)
    let bound = 2 * x6 <= 0.008
    try solver.add(bound)
    solver.updateVariables()
    #expect(abs(solver.value(of: x6) - 0.004) <= 1e-9)
    #expect(solver.validate() == [])
    let tighter = 2 * x6 <= 0.008 - 1e-4
    expectRefusal(
      .unsatisfiable(tighter, conflicting: [value]), solver: solver, variables: [x6],
      constraints: [value, bound]
    ) { () throws(SolverError) in
      try solver.add(tighter)
    }
  }

  /// Fuzz seed 133, edge system 156, shrunk: four constraints at one priority, the optimum at
  /// x1 = x8 = 0.001 (raising x8 toward `0.5·x8 >= 5.25e6` costs `x1 == 0.001` twice what it
  /// saves). x1 comes out 1.6e-10 above 0.001, the rounding of rows summed beside 5.25e6, and
  /// `-1000·x1 <= 0` holds its own numbers (of 1) only to 1.6e-7: the invariant checks, which
  /// held it to 1e-7, stopped the program. They now allow the rounding of the system's scale
  /// (a trillionth of it), as the tableau's checks do; the values must stay within a few units
  /// in the last place of that scale.
  @Test func aSmallConstraintBesideLargeConstantsHoldsToTheirRounding() throws {
    let x1 = Variable("x1")
    let x8 = Variable("x8")
    let constraints = [
      (-1000 * x1 <= 0).withPriority(500), (1000 * x1 - 1000 * x8 >= 0).withPriority(500),
      (0.5 * x8 - 5_250_000 >= 0).withPriority(500), (x1 - 0.001 == 0).withPriority(500),
    ]
    let solver = Solver()
    for (k, constraint) in constraints.enumerated() {
      try solver.add(constraint)
      #expect(solver.validate() == [], "after adding constraint \(k)")
    }
    solver.updateVariables()
    // A few units in the last place of the system's largest constant (about 9.3e-10 each):
    // far tighter than what the checks allow, so that a real error in the values still shows.
    let rounding = 16 * (5_250_000.0).ulp
    #expect(abs(solver.value(of: x1) - 0.001) <= rounding)
    #expect(abs(solver.value(of: x8) - 0.001) <= rounding)
    for constraint in constraints { try solver.remove(constraint) }
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 0)
  }
}
