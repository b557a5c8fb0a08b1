import AutoLayoutSolver
import Testing

extension WorkloadFile {
  /// Loads fixture `name`, adds every constraint to a new solver (none may be refused), updates
  /// the values, and expects a sound solver at the oracle's lexicographic optimum.
  ///
  /// - Returns: The solver, the workload's variables (in its order) and its constraints.
  static func solvedAtOptimum(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (solver: Solver, variables: [Variable], constraints: [Constraint]) {
    let workload = try load(name)
    let (variables, constraints) = workload.makeObjects()
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
    #expect(solver.validate() == [], sourceLocation: sourceLocation)
    try workload.expectLexicographicOptimum(
      variables.map { solver.value(of: $0) }, sourceLocation: sourceLocation)
    return (solver, variables, constraints)
  }

  /// Loads fixture `name`, runs it up to its removal (constraints, edits, suggestions and its
  /// change steps, none of which may be refused), and expects a sound solver at the oracle's
  /// lexicographic optimum of the system the changes leave.
  static func changedAtOptimum(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let workload = try load(name)
    let session = try workload.runUpToRemoval()
    #expect(session.solver.validate() == [], sourceLocation: sourceLocation)
    try workload.applyingChanges().expectLexicographicOptimum(
      session.variables.map { session.solver.value(of: $0) }, suggested: session.suggested,
      sourceLocation: sourceLocation)
  }
}
