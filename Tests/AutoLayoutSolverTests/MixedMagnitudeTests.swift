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
}
