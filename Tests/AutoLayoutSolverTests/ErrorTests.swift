import AutoLayoutSolver
import Testing

/// Every refused call throws exactly the documented `SolverError`, and errors read as sentences.
@Suite struct ErrorTests {
  let x = Variable("x")
  let y = Variable("y")

  // MARK: - Unsatisfiable required constraints

  @Test func twoBoundsThatCannotBothHold() throws {
    let solver = Solver()
    let lower = x >= 10
    let upper = x <= 5
    try solver.add(lower)
    expectRefusal(
      .unsatisfiable(upper, conflicting: [lower]), solver: solver, variables: [x],
      constraints: [lower, upper]
    ) { () throws(SolverError) in
      try solver.add(upper)
    }
    #expect(!solver.contains(upper))
    #expect(solver.constraintCount == 1)
  }

  @Test func aConflictThroughAChainListsTheChainInAddOrder() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let solver = Solver()
    let first = a == b + 10
    let unrelated = d >= 0
    let second = b == c + 10
    let optional = (a == 5).withPriority(.defaultHigh)
    let third = c == 0
    for constraint in [first, unrelated, second, optional, third] { try solver.add(constraint) }
    let refused = a == 5
    expectRefusal(
      .unsatisfiable(refused, conflicting: [first, second, third]), solver: solver,
      variables: [a, b, c, d], constraints: [first, unrelated, second, optional, third]
    ) { () throws(SolverError) in
      try solver.add(refused)
    }
    solver.updateVariables()
    #expect(solver.value(of: a) == 20)
  }

  @Test func theConflictIsMinimal() throws {
    let solver = Solver()
    let weak = x >= 10
    let strong = x >= 20
    let other = y >= 0
    try solver.add(weak)
    try solver.add(strong)
    try solver.add(other)
    let refused = x <= 15
    expectRefusal(
      .unsatisfiable(refused, conflicting: [strong]), solver: solver, variables: [x, y]
    ) { () throws(SolverError) in
      try solver.add(refused)
    }
  }

  @Test func aConflictWithDefinitions() throws {
    // Both equalities become definitions; the third one is refused.
    let solver = Solver()
    let offset = y == x + 10
    let pin = x == 5
    try solver.add(offset)
    try solver.add(pin)
    let refused = y == 20
    expectRefusal(
      .unsatisfiable(refused, conflicting: [offset, pin]), solver: solver, variables: [x, y]
    ) { () throws(SolverError) in
      try solver.add(refused)
    }
  }

  @Test func aConstraintThatCanNeverHold() throws {
    let solver = Solver()
    try solver.add(x == 1)
    let never = Constraint(LinearExpression(3), .equal)
    expectRefusal(.unsatisfiable(never, conflicting: []), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.add(never)
    }
    let negative = Constraint(LinearExpression(1), .lessThanOrEqual)
    expectRefusal(.unsatisfiable(negative, conflicting: []), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.add(negative)
    }
  }

  /// Regression: the new row used to be solved for an unrestricted variable (x) whose column
  /// holds a restricted row (the slack of `z >= 1`); the substitution made that row negative and
  /// nothing repaired it, so the conflict went unnoticed and `z` read -18. Such a subject is now
  /// passed over and phase one finds the conflict.
  @Test func anInfeasibleRequiredConstraintIsRefused() throws {
    let x = Variable("x")
    let z = Variable("z")
    let solver = Solver()
    let optional = (z >= x + 13).withPriority(.fittingSizeLevel)
    let lower = z >= 1
    try solver.add(optional)
    try solver.add(lower)
    let refused = z == -18
    expectRefusal(
      .unsatisfiable(refused, conflicting: [lower]), solver: solver, variables: [x, z],
      constraints: [optional, lower]
    ) { () throws(SolverError) in
      try solver.add(refused)
    }
    // The solver goes on as if the refused constraint had never been offered.
    try solver.add(z == 18)
    solver.updateVariables()
    #expect(solver.value(of: z) == 18)
    #expect(solver.value(of: x) <= 5)
    #expect(solver.validate() == [])
  }

  /// Regression: the same wrong subject for a constraint that can hold. Solving `y <= -3` for x
  /// (the shortest column) pushed the slack of `y >= 0.5 * x + 7` below zero, so the required
  /// constraint silently stopped holding.
  @Test func aRequiredConstraintThatMovesRestrictedRowsKeepsThemFeasible() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(y >= 0.5 * x + 7)
    try solver.add((y + 0.5 * x >= 3).withPriority(.sceneSizeStayPut))
    try solver.add(y <= -3)
    #expect(solver.validate() == [])
    solver.updateVariables()
    // y + 0.5x <= 2y - 7 <= -13: the optional constraint is missed by 16 at best, only at
    // y = -3, x = -20.
    #expect(solver.value(of: y) == -3)
    #expect(solver.value(of: x) == -20)
  }

  /// The conflict of a constraint refused through that path is still reduced to a minimal set,
  /// in add order, although more than one set of held constraints explains it.
  @Test func aConflictFoundThroughPhaseOneIsMinimal() throws {
    let x = Variable("x")
    let z = Variable("z")
    let a = Variable("a")
    let solver = Solver()
    let optional = (z >= x + 13).withPriority(.fittingSizeLevel)
    let positive = a >= 0
    let above = z >= a + 1
    let lower = z >= 1
    let unrelated = x <= 100
    let held = [optional, positive, above, lower, unrelated]
    for constraint in held { try solver.add(constraint) }
    let refused = z == -18
    do {
      try solver.add(refused)
      Issue.record("z == -18 was accepted")
    } catch {
      // Either explanation is minimal; nothing else may be listed.
      #expect(
        error == .unsatisfiable(refused, conflicting: [lower])
          || error == .unsatisfiable(refused, conflicting: [positive, above]), "\(error)")
    }
    #expect(solver.validate() == [])
    #expect(solver.constraintCount == held.count)
  }

  @Test func constantConstraintsThatHoldAreAccepted() throws {
    let solver = Solver()
    try solver.add(Constraint(LinearExpression(-1), .lessThanOrEqual))
    try solver.add(Constraint(LinearExpression(0), .equal))
    #expect(solver.constraintCount == 2)
    #expect(solver.validate() == [])
  }

  @Test func optionalConstraintsAreNeverUnsatisfiable() throws {
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x <= 5).withPriority(999))
    try solver.add(Constraint(LinearExpression(3), .equal, priority: .defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test func editVariablesAreNotPartOfConflicts() throws {
    let solver = Solver()
    let lower = x >= 10
    try solver.add(lower)
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(0, for: x)
    let refused = x <= 5
    expectRefusal(.unsatisfiable(refused, conflicting: [lower]), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.add(refused)
    }
  }

  @Test func aNewConstantThatBreaksRequiredConstraints() throws {
    let solver = Solver()
    let lower = x >= 10
    let upper = x <= 20
    try solver.add(lower)
    try solver.add(upper)
    try solver.add((x == 0).withPriority(.defaultLow))
    expectRefusal(
      .unsatisfiable(upper, conflicting: [lower]), solver: solver, variables: [x],
      constraints: [lower, upper]
    ) { () throws(SolverError) in
      try solver.setConstant(-5, for: upper)  // x <= 5
    }
    #expect(solver.constant(of: upper) == -20)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test func aNewConstantOnADefinitionThatBreaksRequiredConstraints() throws {
    let solver = Solver()
    let offset = y == x + 10
    let lower = x >= 0
    let upper = y <= 50
    try solver.add(offset)
    try solver.add(lower)
    try solver.add(upper)
    expectRefusal(
      .unsatisfiable(offset, conflicting: [lower, upper]), solver: solver, variables: [x, y],
      constraints: [offset, lower, upper]
    ) { () throws(SolverError) in
      try solver.setConstant(-60, for: offset)  // y == x + 60
    }
    #expect(solver.constant(of: offset) == -10)
  }

  // MARK: - Other errors

  @Test func duplicateConstraint() throws {
    let solver = Solver()
    let c = x >= 10
    try solver.add(c)
    expectRefusal(.duplicateConstraint(c), solver: solver, variables: [x], constraints: [c]) {
      () throws(SolverError) in
      try solver.add(c)
    }
  }

  @Test func aBadPriorityIsReportedBeforeABadNumber() throws {
    let solver = Solver()
    let both = Constraint(
      LinearExpression(terms: [Term(x, coefficient: .nan)]), .equal, priority: 0)
    expectRefusal(.invalidPriority(0), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.add(both)
    }
  }

  @Test func unknownConstraint() throws {
    let solver = Solver()
    let held = x == 1
    let other = x == 1
    try solver.add(held)
    expectRefusal(.unknownConstraint(other), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.remove(other)
    }
    try solver.remove(held)
    expectRefusal(.unknownConstraint(held), solver: solver, variables: [x]) {
      () throws(SolverError) in
      try solver.remove(held)
    }
  }

  @Test(arguments: [0.0, 0.999, 1000.001, 1001, -1, .nan, .infinity, -.infinity])
  func invalidPriorities(priority: Double) throws {
    let solver = Solver()
    try solver.add(y == 2)
    let c = (x >= 1).withPriority(Priority(priority))
    expectRefusal(.invalidPriority(Priority(priority)), solver: solver, variables: [x, y]) {
      () throws(SolverError) in
      try solver.add(c)
    }
    #expect(!solver.contains(c))
  }

  @Test func theBoundaryPrioritiesAreValid() throws {
    let solver = Solver()
    try solver.add((x == 1).withPriority(1))
    try solver.add((x >= 0).withPriority(1000))
    try solver.add((x <= 3).withPriority(999.999))
    #expect(solver.constraintCount == 3)
  }

  @Test func nonFiniteCoefficients() throws {
    let solver = Solver()
    try solver.add(y == 2)
    for value in [Double.nan, .infinity, -.infinity] {
      let c = Constraint(
        LinearExpression(terms: [Term(y), Term(x, coefficient: value)], constant: 1),
        .lessThanOrEqual)
      expectRefusal(
        .nonFiniteValue(value, context: "coefficient of x"), solver: solver, variables: [x, y]
      ) { () throws(SolverError) in
        try solver.add(c)
      }
    }
    // Built with operators: infinity times a variable.
    let scaled = x * .infinity >= y
    expectRefusal(
      .nonFiniteValue(.infinity, context: "coefficient of x"), solver: solver, variables: [x, y]
    ) { () throws(SolverError) in
      try solver.add(scaled)
    }
  }

  @Test func nonFiniteConstants() throws {
    let solver = Solver()
    try solver.add(y == 2)
    for value in [Double.nan, .infinity, -.infinity] {
      let c = (x + value >= y).withPriority(.defaultLow)
      expectRefusal(
        .nonFiniteValue(value, context: "constant"), solver: solver, variables: [x, y]
      ) { () throws(SolverError) in
        try solver.add(c)
      }
      let held = x >= 0
      try solver.add(held)
      expectRefusal(
        .nonFiniteValue(value, context: "constant"), solver: solver, variables: [x, y],
        constraints: [held]
      ) { () throws(SolverError) in
        try solver.setConstant(value, for: held)
      }
      try solver.remove(held)
    }
  }

  @Test func divisionByZeroIsRefusedWhenAdded() throws {
    let solver = Solver()
    let c = x / 0 == 1
    expectRefusal(
      .nonFiniteValue(.infinity, context: "coefficient of x"), solver: solver, variables: [x]
    ) { () throws(SolverError) in
      try solver.add(c)
    }
  }

  // MARK: - Descriptions

  @Test func descriptionsReadAsSentences() {
    let lower = x >= 10
    let upper = x <= 5
    let optional = (x == 2).withPriority(.defaultLow)
    let never = Constraint(LinearExpression(3), .equal)
    let cases: [(SolverError, String)] = [
      (
        .unsatisfiable(upper, conflicting: [lower, optional]),
        "Unsatisfiable required constraint x <= 5; it conflicts with:\n  x >= 10\n  x == 2 @250"
      ),
      (
        .unsatisfiable(never, conflicting: []),
        "Unsatisfiable required constraint 3 == 0: it can never hold."
      ),
      (.duplicateConstraint(lower), "The constraint x >= 10 is already in the solver."),
      (.unknownConstraint(optional), "The constraint x == 2 @250 is not in the solver."),
      (.duplicateEditVariable(x), "x is already an edit variable."),
      (.unknownEditVariable(y), "y is not an edit variable."),
      (.requiredEditPriority(x), "The edit variable x needs an optional priority (below 1000)."),
      (.invalidPriority(0), "The priority 0 is outside 1...1000."),
      (.invalidPriority(1000.5), "The priority 1000.5 is outside 1...1000."),
      (.invalidPriority(Priority(.nan)), "The priority nan is outside 1...1000."),
      (.nonFiniteValue(.nan, context: "constant"), "The value nan (constant) is not finite."),
      (
        .nonFiniteValue(-.infinity, context: "suggested value for x"),
        "The value -inf (suggested value for x) is not finite."
      ),
      (
        .requiredPriorityChange(lower, from: .required, to: 500),
        "Cannot change the priority of x >= 10 from 1000 to 500: a constraint in the solver "
          + "cannot move between required and optional."
      ),
    ]
    for (error, text) in cases {
      #expect(error.description == text)
    }
  }

  // MARK: - Equality of errors

  @Test func errorsAreEqualByTheIdentityOfWhatTheyName() {
    let a = x >= 10
    let b = x >= 10
    #expect(SolverError.duplicateConstraint(a) == .duplicateConstraint(a))
    #expect(SolverError.duplicateConstraint(a) != .duplicateConstraint(b))
    #expect(SolverError.duplicateConstraint(a) != .unknownConstraint(a))
    #expect(SolverError.unknownEditVariable(x) == .unknownEditVariable(x))
    #expect(SolverError.unknownEditVariable(x) != .unknownEditVariable(Variable("x")))
    #expect(SolverError.duplicateEditVariable(x) != .unknownEditVariable(x))
    #expect(SolverError.requiredEditPriority(x) == .requiredEditPriority(x))
    #expect(SolverError.unsatisfiable(a, conflicting: [b]) == .unsatisfiable(a, conflicting: [b]))
    #expect(SolverError.unsatisfiable(a, conflicting: [b]) != .unsatisfiable(b, conflicting: [a]))
    #expect(
      SolverError.unsatisfiable(a, conflicting: [a, b]) != .unsatisfiable(a, conflicting: [b, a]))
    #expect(SolverError.unsatisfiable(a, conflicting: [b]) != .unsatisfiable(a, conflicting: []))
    #expect(SolverError.invalidPriority(Priority(.nan)) == .invalidPriority(Priority(.nan)))
    #expect(SolverError.invalidPriority(0) != .invalidPriority(Priority(.nan)))
    #expect(
      SolverError.nonFiniteValue(.nan, context: "constant")
        == .nonFiniteValue(.nan, context: "constant"))
    #expect(
      SolverError.nonFiniteValue(.nan, context: "constant")
        != .nonFiniteValue(.nan, context: "coefficient of x"))
    #expect(
      SolverError.nonFiniteValue(.infinity, context: "constant")
        != .nonFiniteValue(-.infinity, context: "constant"))
    #expect(
      SolverError.requiredPriorityChange(a, from: .required, to: 5)
        == .requiredPriorityChange(a, from: .required, to: 5))
    #expect(
      SolverError.requiredPriorityChange(a, from: .required, to: 5)
        != .requiredPriorityChange(a, from: .required, to: 6))
  }
}
