import AutoLayoutSolver
import Testing

/// Required constraints that agree with the ones present must be accepted, however the
/// rounding of earlier pivots left the rows they are built from. Both systems were found by
/// random systems checked against the sequential-LP oracle (`Scripts/fuzz_layouts.py`) and
/// shrunk to the constraints that still failed; the oracle finds both feasible.
@Suite struct RedundantRequiredRowTests {
  /// Adds every constraint (no refusal), then checks the oracle's optimum, and that removing
  /// everything leaves an empty, sound solver.
  func expectAccepted(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (solver, _, constraints) = try WorkloadFile.solvedAtOptimum(
      name, sourceLocation: sourceLocation)
    for constraint in constraints { try solver.remove(constraint) }
    #expect(solver.sizes.rows == 0, sourceLocation: sourceLocation)
    #expect(solver.validate() == [], sourceLocation: sourceLocation)
  }

  /// `2·x5 == 2·x2` after `x0 == x2` and `0.5·x5 == 0.5·x0`: redundant, but its row came out as
  /// three dummies and a slack at 8.8e-16 (a residue of an earlier cancellation). Phase one
  /// pivoted the slack in to take its artificial variable out, which filled the tableau with
  /// coefficients of 1e15, and the next required constraint, `x18 == 0`, was refused.
  @Test func aRedundantEqualityWithAResidueIsAccepted() throws {
    try expectAccepted("residue-pivot-17")
  }

  /// The 24th constraint's row holds at the current values, but its constant came out 6.3e-9
  /// (the rows' constants carry that much rounding when their terms are in the thousands),
  /// above the absolute tolerance of 1e-9, and no pivot could bring it to zero: refused as
  /// unsatisfiable. A constant within 1e-9 of its largest term is zero now.
  @Test func anEqualityOffByRoundingIsAccepted() throws {
    try expectAccepted("drifted-equality-24")
  }

  /// `Fixtures/snapped-offset-5.json` (`Scripts/fuzz_layouts.py --changes`, shrunk): four
  /// optional constraints put `x4 + 2·x13` at 14000000, then the required `x4 + 2·x13 ==
  /// 14000000.007` is added. Its row's constant, the 0.007 the errors must take up, was within
  /// 1e-9 of the row's largest term (1.4e7), and every constant within that was zeroed as drift:
  /// the constraint lost its 0.007 for good. Once `setConstant` brought every constant to 0 and
  /// the values down to hundredths, it was broken by half its size. A constant is now kept
  /// wherever a symbol can take it up; the required rows hold before and after the changes.
  @Test func aSmallOffsetBesideLargeTermsIsNotDroppedAsDrift() throws {
    let workload = try WorkloadFile.load("snapped-offset-5")
    let (solver, variables, constraints) = try WorkloadFile.solvedAtOptimum("snapped-offset-5")

    var zeroed = workload
    for k in zeroed.constraints.indices { zeroed.constraints[k].constant = 0 }
    for constraint in constraints { try solver.setConstant(0, for: constraint) }
    solver.updateVariables()
    #expect(solver.validate() == [])
    try zeroed.expectLexicographicOptimum(variables.map { solver.value(of: $0) })
  }
}
