import AutoLayoutSolver
import Testing

/// `setConstant` and `setPriority` change a held constraint in place; the result must be exactly
/// what removing it and adding an equivalent constraint gives.
@Suite struct InPlaceChangeTests {
  static let a = Variable("a")
  static let b = Variable("b")
  static let c = Variable("c")
  static let x = Variable("x")
  static let y = Variable("y")

  /// A system with one constraint whose constant is changed to each of `constants` in turn.
  struct ConstantScenario: CustomTestStringConvertible, Sendable {
    var name: String
    /// The constraints, in the order they are added.
    var constraints: [Constraint]
    /// The index of the constraint whose constant changes.
    var target: Int
    var constants: [Double]
    /// The expected values of x and y (or a, b, c) after each change, when known.
    var variables: [Variable]
    var expected: [[Double]]

    var testDescription: String { name }
  }

  static let constantScenarios: [ConstantScenario] = [
    ConstantScenario(
      name: "required equality kept as a definition",
      constraints: [
        y == x + 10, x >= 0, (x == 5).withPriority(.defaultLow),
        (y == 50).withPriority(.sceneSizeStayPut),
      ],
      target: 0, constants: [-30, 20, 0, -60, -10], variables: [x, y],
      expected: [[20, 50], [70, 50], [50, 50], [0, 60], [40, 50]]),
    ConstantScenario(
      name: "required equality in the tableau",
      constraints: [x >= 0, y >= 0, x + y == 10, (x == 3).withPriority(.defaultLow)],
      target: 2, constants: [-20, -3, -2, -100, -10], variables: [x, y],
      expected: [[3, 17], [3, 0], [2, 0], [3, 97], [3, 7]]),
    ConstantScenario(
      name: "required inequality",
      constraints: [
        x + 10 <= y, (y == 50).withPriority(.defaultHigh), (x == 45).withPriority(.defaultLow),
      ],
      target: 0, constants: [-5, 30, -100, 10, 0], variables: [x, y],
      expected: [[45, 50], [20, 50], [45, 50], [40, 50], [45, 50]]),
    ConstantScenario(
      name: "optional equality",
      constraints: [(x == 100).withPriority(500), (x == 0).withPriority(.defaultLow), x <= 150],
      target: 0, constants: [-80, 20, -200, -100], variables: [x],
      expected: [[80], [-20], [150], [100]]),
    ConstantScenario(
      name: "optional inequality",
      constraints: [
        (x >= 50).withPriority(.defaultHigh), (x == 0).withPriority(.defaultLow), x <= 60,
      ],
      target: 0, constants: [-70, 10, -30, -50], variables: [x],
      expected: [[60], [0], [30], [50]]),
    ConstantScenario(
      name: "middle of a chain of definitions",
      constraints: [b == a + 10, c == b + 10, a == 5, (c == 0).withPriority(.defaultLow)],
      target: 1, constants: [20, -40, 0, -10], variables: [a, b, c],
      expected: [[5, 15, -5], [5, 15, 55], [5, 15, 15], [5, 15, 25]]),
    ConstantScenario(
      name: "start of a chain of definitions",
      constraints: [b == a + 10, c == b + 10, a == 5, (c == 0).withPriority(.defaultLow)],
      target: 2, constants: [20, -40, 0, -5], variables: [a, b, c],
      expected: [[-20, -10, 0], [40, 50, 60], [0, 10, 20], [5, 15, 25]]),
    ConstantScenario(
      name: "inequality between two edited variables",
      constraints: [x + 10 <= y, x >= 0, y <= 500],
      target: 0, constants: [50, -20, 300, 10], variables: [x, y],
      expected: [[], [], [], []]),
  ]

  /// Builds a solver from `constraints` where the target has the given constant (a fresh
  /// constraint with the same terms), with edits on x and y for the last scenario.
  static func rebuilt(_ scenario: ConstantScenario, constant: Double) throws -> Solver {
    let solver = Solver()
    for (k, c) in scenario.constraints.enumerated() {
      if k == scenario.target {
        try solver.add(
          Constraint(
            LinearExpression(terms: c.expression.terms, constant: constant), c.relation,
            priority: c.priority))
      } else {
        try solver.add(c)
      }
    }
    try addEdits(scenario, to: solver)
    return solver
  }

  static func addEdits(_ scenario: ConstantScenario, to solver: Solver) throws {
    guard scenario.expected.first?.isEmpty == true else { return }
    try solver.addEditVariable(x, priority: .defaultHigh)
    try solver.addEditVariable(y, priority: .defaultLow)
    try solver.suggestValue(100, for: x)
    try solver.suggestValue(120, for: y)
  }

  @Test(arguments: constantScenarios)
  func setConstantMatchesRemovingAndAddingAgain(scenario: ConstantScenario) throws {
    let solver = Solver()
    for c in scenario.constraints { try solver.add(c) }
    try Self.addEdits(scenario, to: solver)
    let target = scenario.constraints[scenario.target]
    for (k, constant) in scenario.constants.enumerated() {
      try solver.setConstant(constant, for: target)
      #expect(solver.constant(of: target) == constant)
      #expect(solver.validate() == [])
      solver.updateVariables()
      let actual = scenario.variables.map { solver.value(of: $0) }

      let reference = try Self.rebuilt(scenario, constant: constant)
      reference.updateVariables()
      let expected = scenario.variables.map { reference.value(of: $0) }
      #expect(actual == expected, "constant \(constant)")
      if !scenario.expected[k].isEmpty {
        #expect(actual == scenario.expected[k], "constant \(constant)")
      }
    }
  }

  @Test func setConstantOnTheEditedInequality() throws {
    // x + k <= y with x pulled to 100 at 750 and y to 120 at 250: x = 100, y = max(120, 100 + k).
    let solver = Solver()
    let gap = Self.x + 10 <= Self.y
    try solver.add(gap)
    try solver.addEditVariable(Self.x, priority: .defaultHigh)
    try solver.addEditVariable(Self.y, priority: .defaultLow)
    try solver.suggestValue(100, for: Self.x)
    try solver.suggestValue(120, for: Self.y)
    for (constant, y) in [(50.0, 150.0), (-20, 120), (300, 400), (10, 120)] {
      try solver.setConstant(constant, for: gap)
      solver.updateVariables()
      #expect(solver.value(of: Self.x) == 100)
      #expect(solver.value(of: Self.y) == y)
    }
  }

  @Test func setConstantToTheSameValueChangesNothing() throws {
    let solver = Solver()
    let c = Self.x >= 10
    try solver.add(c)
    try solver.add((Self.x == 0).withPriority(.defaultLow))
    let before = SolverSnapshot(solver, variables: [Self.x], constraints: [c])
    try solver.setConstant(-10, for: c)
    #expect(SolverSnapshot(solver, variables: [Self.x], constraints: [c]) == before)
  }

  @Test func setConstantThatBreaksRequiredConstraintsIsRefused() throws {
    let solver = Solver()
    let x = Self.x
    let y = Self.y
    let lower = x >= 0
    let upper = y >= 0
    let sum = x + y == 10
    try solver.add(lower)
    try solver.add(upper)
    try solver.add(sum)
    try solver.add((x == 3).withPriority(.defaultLow))
    expectRefusal(
      .unsatisfiable(sum, conflicting: [lower, upper]), solver: solver, variables: [x, y],
      constraints: [lower, upper, sum]
    ) { () throws(SolverError) in
      try solver.setConstant(5, for: sum)  // x + y == -5
    }
    #expect(solver.constant(of: sum) == -10)
    solver.updateVariables()
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 7)
  }

  // MARK: - Priorities

  @Test func setPriorityMovesAConstraintBetweenLevels() throws {
    let solver = Solver()
    let x = Self.x
    let ten = (x == 10).withPriority(300)
    let twenty = (x == 20).withPriority(400)
    try solver.add(ten)
    try solver.add(twenty)
    for (priority, expected) in [(500.0, 10.0), (100, 20), (400.5, 10), (399.5, 20), (1, 20)] {
      try solver.setPriority(Priority(priority), for: ten)
      #expect(solver.priority(of: ten) == Priority(priority))
      #expect(solver.validate() == [])
      solver.updateVariables()
      #expect(solver.value(of: x) == expected, "priority \(priority)")
    }
  }

  @Test func setPriorityOnInequalitiesAndSharedLevels() throws {
    let solver = Solver()
    let x = Self.x
    let atLeast = (x >= 50).withPriority(300)
    let zero = (x == 0).withPriority(400)
    let forty = (x == 40).withPriority(400)
    try solver.add(atLeast)
    try solver.add(zero)
    try solver.add(forty)
    solver.updateVariables()
    // Level 400 alone: anything in [0, 40] has error 40; level 300 then wants 40 at least... so 40.
    #expect(solver.value(of: x) == 40)

    try solver.setPriority(500, for: atLeast)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)

    // Joining level 400 makes three pulls there: 0, 40 and >= 50 have their median at 40.
    try solver.setPriority(400, for: atLeast)
    solver.updateVariables()
    #expect(solver.value(of: x) == 40)

    try solver.setPriority(1, for: zero)
    try solver.setPriority(1, for: forty)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    #expect(solver.validate() == [])
  }

  @Test func setPriorityMatchesAFreshSolver() throws {
    let a = Self.a
    let b = Self.b
    let constraints = [
      a + b == 100, a >= 0, b >= 0, (a == 70).withPriority(300), (b == 70).withPriority(310),
      (a == b).withPriority(200),
    ]
    let solver = Solver()
    for c in constraints { try solver.add(c) }
    var priorities = constraints.map(\.priority)
    for (index, priority) in [(3, 320.0), (4, 200), (5, 999), (3, 1), (5, 50)] {
      try solver.setPriority(Priority(priority), for: constraints[index])
      priorities[index] = Priority(priority)
      let fresh = Solver()
      for (c, p) in zip(constraints, priorities) { try fresh.add(c.withPriority(p)) }
      solver.updateVariables()
      fresh.updateVariables()
      #expect(solver.value(of: a) == fresh.value(of: a))
      #expect(solver.value(of: b) == fresh.value(of: b))
    }
  }

  @Test func setPriorityToTheSamePriorityChangesNothing() throws {
    let solver = Solver()
    let required = Self.x >= 0
    let optional = (Self.x == 5).withPriority(.defaultLow)
    try solver.add(required)
    try solver.add(optional)
    let before = SolverSnapshot(solver, variables: [Self.x], constraints: [required, optional])
    try solver.setPriority(.defaultLow, for: optional)
    try solver.setPriority(.required, for: required)
    #expect(
      SolverSnapshot(solver, variables: [Self.x], constraints: [required, optional]) == before)
  }

  @Test func requiredConstraintsCannotBecomeOptional() throws {
    let solver = Solver()
    let required = Self.x >= 10
    try solver.add(required)
    try solver.add((Self.x == 0).withPriority(.defaultLow))
    expectRefusal(
      .requiredPriorityChange(required, from: .required, to: 999), solver: solver,
      variables: [Self.x], constraints: [required]
    ) { () throws(SolverError) in
      try solver.setPriority(999, for: required)
    }
    #expect(solver.priority(of: required) == .required)
  }

  @Test func optionalConstraintsCannotBecomeRequired() throws {
    let solver = Solver()
    let optional = (Self.x >= 10).withPriority(.defaultHigh)
    try solver.add(optional)
    expectRefusal(
      .requiredPriorityChange(optional, from: .defaultHigh, to: .required), solver: solver,
      variables: [Self.x], constraints: [optional]
    ) { () throws(SolverError) in
      try solver.setPriority(.required, for: optional)
    }
    #expect(solver.priority(of: optional) == .defaultHigh)
  }

  @Test(arguments: [0.0, 1000.5, .nan, -.infinity])
  func setPriorityRejectsInvalidPriorities(priority: Double) throws {
    let solver = Solver()
    let optional = (Self.x >= 10).withPriority(.defaultHigh)
    try solver.add(optional)
    expectRefusal(
      .invalidPriority(Priority(priority)), solver: solver, variables: [Self.x],
      constraints: [optional]
    ) { () throws(SolverError) in
      try solver.setPriority(Priority(priority), for: optional)
    }
  }

  @Test func changesToUnknownConstraintsAreRefused() throws {
    let solver = Solver()
    let held = Self.x == 1
    let other = (Self.x == 2).withPriority(.defaultLow)
    try solver.add(held)
    let refusal = SolverError.unknownConstraint(other)
    expectRefusal(refusal, solver: solver, variables: [Self.x], constraints: [held]) {
      () throws(SolverError) in
      try solver.setConstant(3, for: other)
    }
    expectRefusal(refusal, solver: solver, variables: [Self.x], constraints: [held]) {
      () throws(SolverError) in
      try solver.setPriority(300, for: other)
    }
    // Unknown is reported before the value is checked.
    expectRefusal(refusal, solver: solver, variables: [Self.x], constraints: [held]) {
      () throws(SolverError) in
      try solver.setConstant(.nan, for: other)
    }
    expectRefusal(refusal, solver: solver, variables: [Self.x], constraints: [held]) {
      () throws(SolverError) in
      try solver.setPriority(Priority(0), for: other)
    }
    // A removed constraint is unknown too.
    try solver.remove(held)
    expectRefusal(.unknownConstraint(held), solver: solver, variables: [Self.x]) {
      () throws(SolverError) in
      try solver.setConstant(5, for: held)
    }
  }
}
