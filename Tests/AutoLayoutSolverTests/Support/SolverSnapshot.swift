import AutoLayoutSolver
import Testing

/// Everything a caller can observe about a solver, taken after `updateVariables()`, to check that
/// a refused call left the solver exactly as it was.
struct SolverSnapshot: Equatable {
  /// The dump text.
  var dump: String
  /// The bit patterns of the variables' values, so that -0.0 and 0.0 or NaNs are told apart.
  var values: [UInt64]
  /// The number of constraints.
  var constraintCount: Int
  /// Whether the solver holds each of the given constraints, with its constant and priority.
  var constraints: [String]
  /// Whether each given variable is an edit variable.
  var edits: [Bool]
  /// The live rows and definitions.
  var rows: Int
  var definitions: Int

  /// Takes a snapshot of `solver` (calling `updateVariables()` first).
  init(_ solver: Solver, variables: [Variable], constraints: [Constraint] = []) {
    solver.updateVariables()
    dump = solver.dump
    values = variables.map { solver.value(of: $0).bitPattern }
    constraintCount = solver.constraintCount
    self.constraints = constraints.map { constraint in
      guard solver.contains(constraint) else { return "absent" }
      let constant = solver.constant(of: constraint).map { "\($0)" } ?? "nil"
      let priority = solver.priority(of: constraint).map { "\($0)" } ?? "nil"
      return "constant \(constant) priority \(priority)"
    }
    edits = variables.map { solver.hasEditVariable($0) }
    rows = solver.sizes.rows
    definitions = solver.sizes.definitions
  }
}

/// Expects `body` to throw exactly `expected` and to leave the solver as it was: the same dump,
/// values, constraint count, constants, priorities and edits, and no broken invariant.
func expectRefusal(
  _ expected: SolverError, solver: Solver, variables: [Variable],
  constraints: [Constraint] = [], sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(SolverError) -> Void
) {
  let before = SolverSnapshot(solver, variables: variables, constraints: constraints)
  do {
    try body()
    Issue.record("expected \(expected), but the call succeeded", sourceLocation: sourceLocation)
  } catch {
    #expect(error == expected, sourceLocation: sourceLocation)
  }
  #expect(solver.validate() == [], sourceLocation: sourceLocation)
  let after = SolverSnapshot(solver, variables: variables, constraints: constraints)
  #expect(after == before, sourceLocation: sourceLocation)
}

/// Whether two numbers agree to `1e-6 · max(1, |expected|)`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
  abs(actual - expected) <= tolerance * max(1, abs(expected))
}

/// A constraint from its terms (`coefficient, variable`), constant, relation and priority, in
/// exactly that term order (used by reproductions the randomized tests print).
func makeConstraint(
  _ terms: [(Double, Variable)], _ constant: Double, _ relation: Constraint.Relation,
  _ priority: Double
) -> Constraint {
  Constraint(
    LinearExpression(terms: terms.map { Term($0.1, coefficient: $0.0) }, constant: constant),
    relation, priority: Priority(priority))
}
