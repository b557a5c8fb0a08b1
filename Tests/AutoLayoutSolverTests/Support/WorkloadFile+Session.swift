import AutoLayoutSolver

extension WorkloadFile {
  /// A workload run on a new solver up to the end of its suggestions.
  struct Session {
    /// The solver, holding every constraint and edit variable of the workload.
    let solver: Solver
    /// The workload's variables, by index.
    let variables: [Variable]
    /// The workload's constraints, in the order added.
    let constraints: [Constraint]
    /// The last value suggested for each edit variable, by variable index.
    let suggested: [Int: Double]
  }

  /// Adds every constraint to a new solver, declares the edit variables, applies every
  /// suggestion step, then every step of in-place changes, updating the values after each
  /// step: what `autolayout solve` does before the removal.
  ///
  /// - Parameters:
  ///   - solvingFirst: Whether to update the values once before the first suggestion, as
  ///     `autolayout solve` and the benchmark's `solve` phase do.
  ///   - afterEachSuggestion: Called after each suggestion with the solver, the step's index
  ///     and the variable's index.
  func runUpToRemoval(
    solvingFirst: Bool = false,
    afterEachSuggestion: (Solver, _ step: Int, _ variable: Int) -> Void = { _, _, _ in }
  ) throws -> Session {
    let (solver, variables, constraints) = try makeSolver(solving: solvingFirst)
    var suggested: [Int: Double] = [:]
    for (index, step) in suggestions.enumerated() {
      for (variable, value) in step {
        try solver.suggestValue(value, for: variables[variable])
        suggested[variable] = value
        afterEachSuggestion(solver, index, variable)
      }
      solver.updateVariables()
    }
    for step in changes {
      for change in step {
        switch change.kind {
        case .constant(let constant):
          try solver.setConstant(constant, for: constraints[change.constraint])
        case .priority(let priority):
          try solver.setPriority(Priority(priority), for: constraints[change.constraint])
        }
      }
      solver.updateVariables()
    }
    return Session(
      solver: solver, variables: variables, constraints: constraints, suggested: suggested)
  }
}

extension WorkloadFile.Session {
  /// Removes the workload's constraints one at a time, in the order they were added, and calls
  /// `afterEach` with the index of each right after its removal (where the tests check the
  /// solver for drift).
  func removeEachConstraint(_ afterEach: (_ index: Int) throws -> Void) throws {
    for (k, constraint) in constraints.enumerated() {
      try solver.remove(constraint)
      try afterEach(k)
    }
  }
}
