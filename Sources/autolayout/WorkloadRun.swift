import AutoLayoutSolver

/// A workload turned into solver objects, ready to run phase by phase.
///
/// Everything (variables, constraints, suggestion lists) is built before any timer starts, as
/// `kiwi_run.py` does, so that the timings measure the solver alone.
struct WorkloadRun {
  /// The four timed phases, in order.
  enum Phase: String, CaseIterable {
    case add, solve, suggest, remove
  }

  /// A call the solver refused.
  struct Refusal: Error {
    var kind: String
    var constraint: Int?
    /// The change step (`changes`) whose change was refused, if it was one.
    var change: Int?
    var error: SolverError
  }

  let workload: Workload
  let variables: [Variable]
  let constraints: [Constraint]
  let solver = Solver()
  /// How many constraints were added (all of them unless one was refused).
  private(set) var added = 0

  init(_ workload: Workload) {
    self.workload = workload
    let variables = workload.variableNames.map { Variable($0) }
    self.variables = variables
    constraints = workload.constraints.map { spec in
      Constraint(
        LinearExpression(
          terms: spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) },
          constant: spec.constant),
        spec.relation, priority: Priority(spec.priority))
    }
  }

  /// Adds every constraint, then every edit variable.
  mutating func add() throws(Refusal) {
    for (k, constraint) in constraints.enumerated() {
      do {
        try solver.add(constraint)
      } catch {
        throw Refusal(kind: Self.kind(of: error), constraint: k, error: error)
      }
      added = k + 1
    }
    for edit in workload.edits {
      do {
        try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority))
      } catch {
        throw Refusal(kind: Self.kind(of: error), constraint: nil, error: error)
      }
    }
  }

  /// The first update of the values.
  func solve() {
    solver.updateVariables()
  }

  /// Every suggestion step: suggest each value, then update once.
  func suggest() throws(Refusal) {
    for step in workload.suggestions {
      for (variable, value) in step {
        do {
          try solver.suggestValue(value, for: variables[variable])
        } catch {
          throw Refusal(kind: Self.kind(of: error), constraint: nil, error: error)
        }
      }
      solver.updateVariables()
    }
  }

  /// Every change step (the `changes` extension): each change in place, then one update.
  ///
  /// A change the workload expects to be refused (`expect_error`) is passed over when it is
  /// refused with that kind; any other refusal is thrown.
  /// - Returns: `nil`, or the step of the first change the workload expected to be refused that
  ///   was accepted (nothing after it is run).
  func change() throws(Refusal) -> Int? {
    for (index, step) in workload.changes.enumerated() {
      for change in step {
        let constraint = constraints[change.constraint]
        do {
          switch change.kind {
          case .constant(let constant): try solver.setConstant(constant, for: constraint)
          case .priority(let priority): try solver.setPriority(Priority(priority), for: constraint)
          }
        } catch {
          if change.expectError == Self.kind(of: error) { continue }
          throw Refusal(kind: Self.kind(of: error), constraint: nil, change: index, error: error)
        }
        if change.expectError != nil {
          solver.updateVariables()
          return index
        }
      }
      solver.updateVariables()
    }
    return nil
  }

  /// Removes every added constraint in the order added, when the workload asks for it.
  func remove() throws(Refusal) {
    guard workload.removeAll else { return }
    for (k, constraint) in constraints.prefix(added).enumerated() {
      do {
        try solver.remove(constraint)
      } catch {
        throw Refusal(kind: Self.kind(of: error), constraint: k, error: error)
      }
    }
  }

  /// The current value of every variable, by name.
  func values() -> [(name: String, value: Double)] {
    zip(workload.variableNames, variables).map { ($0, solver.value(of: $1)) }
  }

  /// The `FORMAT.md` name of an error kind.
  static func kind(of error: SolverError) -> String {
    switch error {
    case .unsatisfiable: "unsatisfiable"
    case .duplicateConstraint: "duplicate_constraint"
    case .unknownConstraint: "unknown_constraint"
    case .duplicateEditVariable: "duplicate_edit_variable"
    case .unknownEditVariable: "unknown_edit_variable"
    case .requiredEditPriority: "bad_required_strength"
    case .invalidPriority: "invalid_priority"
    case .nonFiniteValue: "non_finite_value"
    case .requiredPriorityChange: "required_priority_change"
    }
  }
}
