import AutoLayoutSolver
import Testing

/// Each variable and constraint carries the slot of one solver that holds it (its slot hint);
/// the solvers that hold it besides find it by identity. These tests share objects between
/// solvers, copies and threads, and check that every solver still finds exactly what it holds.
@Suite struct SlotHintTests {
  /// Two solvers hold the same constraints and variables (the first takes their hints); each
  /// removal, change and read reaches only the solver it is made on.
  @Test func constraintsSharedByTwoSolversAreFoundInEach() throws {
    let x = Variable("x")
    let y = Variable("y")
    let position = x == 10
    let sum = x + y == 30
    let first = Solver()
    let second = Solver()
    for solver in [first, second] {
      try solver.add(position)
      try solver.add(sum)
    }
    #expect(position.loadSlotHint() != 0)
    try first.remove(position)
    #expect(!first.contains(position))
    #expect(second.contains(position))
    #expect(position.loadSlotHint() == 0)
    try first.add(x == 4)
    try second.setConstant(-12, for: position)
    first.updateVariables()
    second.updateVariables()
    #expect(first.value(of: y) == 26)
    #expect(second.value(of: x) == 12)
    #expect(second.value(of: y) == 18)
    // The second solver keeps `sum` by identity, the first by its hint: both let go of it.
    try second.remove(sum)
    try first.remove(sum)
    #expect(!first.contains(sum) && !second.contains(sum))
    #expect(first.validate() == [] && second.validate() == [])
  }

  /// A copy finds every constraint after the original has let go of it, and the original is
  /// untouched by what the copy does.
  @Test func aCopyFindsItsConstraintsWhateverTheOriginalDoes() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [x >= 5, y == 2 * x, (x == 7).withPriority(.defaultLow)]
    let original = Solver()
    for constraint in constraints { try original.add(constraint) }
    let copy = original.copy()
    try original.remove(constraints[0])
    try original.setConstant(-1, for: constraints[2])
    #expect(copy.contains(constraints[0]))
    #expect(copy.constant(of: constraints[2]) == -7)
    try copy.setConstant(-9, for: constraints[0])
    copy.updateVariables()
    original.updateVariables()
    #expect(copy.value(of: x) == 9)
    #expect(copy.value(of: y) == 18)
    #expect(original.value(of: x) == 1)
    for constraint in constraints { try copy.remove(constraint) }
    #expect(copy.constraintCount == 0)
    #expect(original.constraintCount == 2)
    #expect(original.validate() == [] && copy.validate() == [])
  }

  /// A solver gives its hints back when it is emptied or goes away, so that the next solver
  /// the objects join holds them by hint again.
  @Test func hintsAreGivenBackByResetAndByASolverThatGoesAway() throws {
    let x = Variable("x")
    let constraint = x == 3
    do {
      let solver = Solver()
      try solver.add(constraint)
      #expect(constraint.loadSlotHint() != 0 && x.loadSlotHint() != 0)
    }
    #expect(constraint.loadSlotHint() == 0 && x.loadSlotHint() == 0)
    let solver = Solver()
    try solver.add(constraint)
    let held = constraint.loadSlotHint()
    #expect(held != 0)
    solver.reset()
    #expect(constraint.loadSlotHint() == 0 && x.loadSlotHint() == 0)
    #expect(!solver.contains(constraint))
    try solver.add(constraint)
    solver.updateVariables()
    #expect(solver.value(of: x) == 3)
    #expect(constraint.loadSlotHint() != 0)
  }

  /// Solvers on several threads add and remove the same constraints over and over; whichever
  /// takes a hint, each solver ends with the values of what it holds.
  @Test func solversOnSeveralThreadsShareConstraints() async throws {
    let variables = (0..<40).map { Variable("v\($0)") }
    let constraints = variables.enumerated().map { index, variable in
      variable == Double(index)
    }
    let results = try await withThrowingTaskGroup(of: [Double].self) { group in
      for worker in 0..<4 {
        group.addTask {
          let solver = Solver()
          for round in 0..<50 {
            for (index, constraint) in constraints.enumerated() where (index + round) % 4 != worker
            {
              if solver.contains(constraint) {
                try solver.remove(constraint)
              } else {
                try solver.add(constraint)
              }
            }
          }
          for constraint in constraints where !solver.contains(constraint) {
            try solver.add(constraint)
          }
          solver.updateVariables()
          #expect(solver.validate() == [])
          return variables.map { solver.value(of: $0) }
        }
      }
      var all: [[Double]] = []
      for try await values in group { all.append(values) }
      return all
    }
    #expect(results.count == 4)
    for values in results { #expect(values == (0..<40).map(Double.init)) }
  }
}
