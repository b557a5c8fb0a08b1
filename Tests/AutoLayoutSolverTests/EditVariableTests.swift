import AutoLayoutSolver
import Testing

/// Edit variables: optional `variable == value` constraints whose value `suggestValue` moves.
@Suite struct EditVariableTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func addSuggestAndRemove() throws {
    let solver = Solver()
    try solver.add(y == x + 10)
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(solver.hasEditVariable(x))
    #expect(!solver.hasEditVariable(y))

    try solver.suggestValue(40, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 40)
    #expect(solver.value(of: y) == 50)

    try solver.suggestValue(-5.5, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == -5.5)
    #expect(solver.value(of: y) == 4.5)

    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.validate() == [])
  }

  @Test func editsAreNotCountedAsConstraints() throws {
    let solver = Solver()
    try solver.add(x >= 0)
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.addEditVariable(y, priority: .defaultLow)
    #expect(solver.constraintCount == 1)
    try solver.removeEditVariable(x)
    try solver.removeEditVariable(y)
    #expect(solver.constraintCount == 1)
  }

  @Test func anEditStartsAtTheCurrentValue() throws {
    let solver = Solver()
    try solver.add((x == 10).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)

    // A stronger edit that starts at 10 moves nothing.
    try solver.addEditVariable(x, priority: .sceneSizeStayPut)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)

    try solver.suggestValue(40, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 40)

    // Without the edit, the weak pull takes over again.
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test func addingAnEditMovesNothingWhenTheOptimumIsNotUnique() throws {
    // x + y == 100 leaves a whole line of solutions: whichever the solver picked, an edit on x
    // (even a strong one) keeps it.
    let solver = Solver()
    try solver.add(x + y == 100)
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    solver.updateVariables()
    let before = (solver.value(of: x), solver.value(of: y))
    try solver.addEditVariable(x, priority: 999)
    solver.updateVariables()
    #expect(solver.value(of: x) == before.0)
    #expect(solver.value(of: y) == before.1)
  }

  @Test func anEditOnAnUnknownVariableStartsAtZero() throws {
    let solver = Solver()
    try solver.addEditVariable(x, priority: .defaultHigh)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    try solver.suggestValue(5, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    #expect(solver.sizes.rows == 0)
    #expect(solver.validate() == [])
  }

  @Test func requiredConstraintsLimitAnEdit() throws {
    let solver = Solver()
    try solver.add(x <= 100)
    try solver.add(x >= 10)
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.suggestValue(200, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
    try solver.suggestValue(-200, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    try solver.suggestValue(42, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 42)
  }

  @Test func anEditFollowsThePriorityOrder() throws {
    let solver = Solver()
    try solver.add((x == 50).withPriority(.sceneSizeStayPut))
    try solver.addEditVariable(x, priority: .defaultLow)
    try solver.suggestValue(80, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)

    try solver.addEditVariable(y, priority: .defaultHigh)
    try solver.add((y == 50).withPriority(.sceneSizeStayPut))
    try solver.suggestValue(80, for: y)
    solver.updateVariables()
    #expect(solver.value(of: y) == 80)
  }

  @Test func severalEditsInOneStep() throws {
    let solver = Solver()
    let width = Variable("width")
    let height = Variable("height")
    let area = Variable("half-perimeter")
    try solver.add(area == width + height)
    try solver.add(width >= 100)
    try solver.addEditVariable(width, priority: .defaultHigh)
    try solver.addEditVariable(height, priority: .defaultHigh)
    for (w, h) in [(400.0, 600.0), (600, 400), (50, 70)] {
      try solver.suggestValue(w, for: width)
      try solver.suggestValue(h, for: height)
      solver.updateVariables()
      #expect(solver.value(of: width) == max(w, 100))
      #expect(solver.value(of: height) == h)
      #expect(solver.value(of: area) == max(w, 100) + h)
    }
  }

  @Test func suggestionsInsideABatch() throws {
    let solver = Solver()
    try solver.add(y == 2 * x)
    try solver.addEditVariable(x, priority: .defaultHigh)
    solver.batch {
      for value in stride(from: 0.0, through: 100, by: 10) {
        try? solver.suggestValue(value, for: x)
      }
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
    #expect(solver.value(of: y) == 200)
  }

  @Test func aRemovedEditCanBeAddedAgain() throws {
    let solver = Solver()
    try solver.add(x >= 0)
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.suggestValue(30, for: x)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, priority: .defaultLow)
    solver.updateVariables()
    // The new edit starts at the value the old one left (x is otherwise free).
    let start = solver.value(of: x)
    try solver.suggestValue(start + 5, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == start + 5)
  }

  // MARK: - Errors

  @Test func duplicateEditVariable() throws {
    let solver = Solver()
    try solver.add(x >= 0)
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.suggestValue(12, for: x)
    expectRefusal(.duplicateEditVariable(x), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.addEditVariable(x, priority: .defaultLow)
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 12)
  }

  @Test func unknownEditVariable() throws {
    let solver = Solver()
    try solver.add(x == 3)
    expectRefusal(.unknownEditVariable(x), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.removeEditVariable(x)
    }
    expectRefusal(.unknownEditVariable(x), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.suggestValue(4, for: x)
    }
    try solver.addEditVariable(y, priority: .defaultLow)
    try solver.removeEditVariable(y)
    expectRefusal(.unknownEditVariable(y), solver: solver, variables: [x, y]) {
      () throws(SolverError) in
      try solver.removeEditVariable(y)
    }
  }

  @Test func editVariablesMustBeOptional() throws {
    let solver = Solver()
    try solver.add(x >= 1)
    expectRefusal(.requiredEditPriority(x), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.addEditVariable(x, priority: .required)
    }
    #expect(!solver.hasEditVariable(x))
  }

  @Test(arguments: [0.0, 0.5, 1000.5, -250, .nan, .infinity])
  func editPrioritiesMustBeValid(priority: Double) throws {
    let solver = Solver()
    try solver.add(x >= 1)
    expectRefusal(.invalidPriority(Priority(priority)), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.addEditVariable(x, priority: Priority(priority))
    }
    #expect(!solver.hasEditVariable(x))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteSuggestionsAreRefused(value: Double) throws {
    let solver = Solver()
    try solver.add(y == x + 1)
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.suggestValue(8, for: x)
    expectRefusal(
      .nonFiniteValue(value, context: "suggested value for x"), solver: solver, variables: [x, y]
    ) { () throws(SolverError) in
      try solver.suggestValue(value, for: x)
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 8)
    #expect(solver.value(of: y) == 9)
    // The edit still works.
    try solver.suggestValue(9, for: x)
    solver.updateVariables()
    #expect(solver.value(of: y) == 10)
  }

  @Test func anEditConstraintIsNotAUserConstraint() throws {
    // A user constraint that looks like an edit is unaffected by removing the edit.
    let solver = Solver()
    let pin = (x == 7).withPriority(.defaultLow)
    try solver.add(pin)
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.suggestValue(20, for: x)
    try solver.removeEditVariable(x)
    #expect(solver.contains(pin))
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
  }
}
