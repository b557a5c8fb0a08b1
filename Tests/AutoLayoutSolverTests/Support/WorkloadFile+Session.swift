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

  /// Adds every constraint to a new solver, declares the edit variables, and applies every
  /// suggestion step, updating the values after each: the benchmark's phases before the
  /// removal.
  func runThroughSuggestions() throws -> Session {
    let (variables, constraints) = makeObjects()
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    for edit in edits {
      try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority))
    }
    var suggested: [Int: Double] = [:]
    for step in suggestions {
      for (variable, value) in step {
        try solver.suggestValue(value, for: variables[variable])
        suggested[variable] = value
      }
      solver.updateVariables()
    }
    return Session(
      solver: solver, variables: variables, constraints: constraints, suggested: suggested)
  }
}
