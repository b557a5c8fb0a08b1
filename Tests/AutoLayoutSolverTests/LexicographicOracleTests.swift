import AutoLayoutSolver
import Testing

/// The test target's independent reference (``LexicographicOracle``) gets the specification's
/// vectors right, so that the randomized tests can trust it.
@Suite struct LexicographicOracleTests {
  typealias Row = LexicographicOracle.Row

  /// `coefficient·w + constant RELATION 0` at `priority`, over one variable.
  func row(
    _ coefficient: Double, _ constant: Double, _ relation: Constraint.Relation, _ priority: Double
  )
    -> Row
  {
    Row(coefficients: [coefficient], constant: constant, relation: relation, priority: priority)
  }

  @Test func strictOrderBetweenLevels() throws {
    // w == 100 @251 against three w == 0 @250.
    let rows = [row(1, -100, .equal, 251)] + Array(repeating: row(1, 0, .equal, 250), count: 3)
    let optimum = try #require(LexicographicOracle.solve(variableCount: 1, rows: rows))
    #expect(optimum.levelErrors == [251: 0, 250: 300])
  }

  @Test func aTieWithinALevel() throws {
    let rows = [row(1, -24, .equal, 500), row(1, -30, .greaterThanOrEqual, 500)]
    let optimum = try #require(LexicographicOracle.solve(variableCount: 1, rows: rows))
    #expect(optimum.levelErrors == [500: 6])
  }

  @Test func errorsInTheUnitsOfTheExpression() throws {
    // a == 0 @251 and 2a == 2 @250: a = 0, error 2 at 250.
    let rows = [row(1, 0, .equal, 251), row(2, -2, .equal, 250)]
    let optimum = try #require(LexicographicOracle.solve(variableCount: 1, rows: rows))
    #expect(optimum.levelErrors == [251: 0, 250: 2])
  }

  @Test func requiredConstraintsBoundTheLevels() throws {
    let rows = [
      row(1, -10, .greaterThanOrEqual, 1000), row(1, -20, .lessThanOrEqual, 1000),
      row(1, -100, .equal, 750), row(1, 0, .equal, 250),
    ]
    let optimum = try #require(LexicographicOracle.solve(variableCount: 1, rows: rows))
    #expect(optimum.levelErrors == [750: 80, 250: 20])
  }

  @Test func twoVariables() throws {
    // a + b == 276, a == 200 @751, b == 200 @750, a == b @250.
    let rows = [
      Row(coefficients: [1, 1], constant: -276, relation: .equal, priority: 1000),
      Row(coefficients: [1, 0], constant: -200, relation: .equal, priority: 751),
      Row(coefficients: [0, 1], constant: -200, relation: .equal, priority: 750),
      Row(coefficients: [1, -1], constant: 0, relation: .equal, priority: 250),
    ]
    let optimum = try #require(LexicographicOracle.solve(variableCount: 2, rows: rows))
    #expect(optimum.levelErrors == [751: 0, 750: 124, 250: 124])
  }

  @Test func infeasibleRequiredConstraints() {
    #expect(
      !LexicographicOracle.isFeasible(
        variableCount: 1,
        rows: [row(1, -10, .greaterThanOrEqual, 1000), row(1, -5, .lessThanOrEqual, 1000)]))
    #expect(
      LexicographicOracle.isFeasible(
        variableCount: 1,
        rows: [row(1, -10, .greaterThanOrEqual, 1000), row(1, -10, .lessThanOrEqual, 1000)]))
    #expect(!LexicographicOracle.isFeasible(variableCount: 1, rows: [row(0, 3, .equal, 1000)]))
    #expect(LexicographicOracle.isFeasible(variableCount: 1, rows: [row(0, 0, .equal, 1000)]))
    // Optional constraints never make a system infeasible.
    #expect(
      LexicographicOracle.isFeasible(
        variableCount: 1,
        rows: [row(1, -10, .greaterThanOrEqual, 1000), row(1, -5, .lessThanOrEqual, 999)]))
  }
}
