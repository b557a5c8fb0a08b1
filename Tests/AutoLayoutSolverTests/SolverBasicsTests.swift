import AutoLayoutSolver
import Testing

/// Adding, removing and reading: the solver's basic contract on small systems with known exact
/// solutions.
@Suite struct SolverBasicsTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func addRemoveContainsAndCount() throws {
    let solver = Solver()
    let a = x >= 10
    let b = (x == 20).withPriority(.defaultLow)
    #expect(solver.constraintCount == 0)
    #expect(!solver.contains(a))

    try solver.add(a)
    #expect(solver.contains(a))
    #expect(!solver.contains(b))
    #expect(solver.constraintCount == 1)

    try solver.add(b)
    #expect(solver.contains(b))
    #expect(solver.constraintCount == 2)
    // A constraint with the same expression is a different constraint.
    #expect(!solver.contains(x >= 10))

    try solver.remove(a)
    #expect(!solver.contains(a))
    #expect(solver.contains(b))
    #expect(solver.constraintCount == 1)

    try solver.remove(b)
    #expect(solver.constraintCount == 0)
    #expect(solver.validate() == [])
  }

  @Test func theDocumentedExample() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add(left == 20)
    try solver.add(width >= 100)
    try solver.add((width == 300).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: left) == 20)
    #expect(solver.value(of: width) == 300)
  }

  @Test func theReadmeExample() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(left == 16)
    try solver.add(right == left + width)
    try solver.add(width >= 44)
    try solver.add((width == 320).withPriority(.defaultLow))
    try solver.addEditVariable(right, priority: .defaultHigh)
    try solver.suggestValue(200, for: right)
    solver.updateVariables()
    #expect(solver.value(of: left) == 16)
    #expect(solver.value(of: width) == 184)
    #expect(solver.value(of: right) == 200)
  }

  @Test func linearEquations() throws {
    let solver = Solver()
    try solver.add(x + y == 100)
    try solver.add(x - y == 20)
    solver.updateVariables()
    #expect(solver.value(of: x) == 60)
    #expect(solver.value(of: y) == 40)
  }

  @Test func threeEquationsWithFractions() throws {
    let solver = Solver()
    try solver.add(2 * x + y - z == 8)
    try solver.add(-3 * x - y + 2 * z == -11)
    try solver.add(-2 * x + y + 2 * z == -3)
    solver.updateVariables()
    #expect(isClose(solver.value(of: x), 2, tolerance: 1e-12))
    #expect(isClose(solver.value(of: y), 3, tolerance: 1e-12))
    #expect(isClose(solver.value(of: z), -1, tolerance: 1e-12))
  }

  @Test func repeatedVariablesAddTheirCoefficients() throws {
    let solver = Solver()
    try solver.add(x + x + x == 30)
    try solver.add(y + 2 * y - y == x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 5)
  }

  @Test func inequalitiesBoundAnOptionalPull() throws {
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add(x <= 20)
    let pull = (x == 100).withPriority(.defaultHigh)
    try solver.add(pull)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    try solver.setConstant(0, for: pull)  // x == 0 @750
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test func aViewBetweenMargins() throws {
    // left == 8, right == left + width, right + 8 == 320, width >= 0.
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(left == 8)
    try solver.add(right == left + width)
    try solver.add(right + 8 == 320)
    try solver.add(width >= 0)
    solver.updateVariables()
    #expect(solver.value(of: width) == 304)
    #expect(solver.value(of: right) == 312)
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    let solver = Solver()
    try solver.add(x >= 0)
    try solver.add((x == 10).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)

    let stronger = (x == 20).withPriority(.sceneSizeStayPut)
    try solver.add(stronger)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)

    let bound = x <= 15
    try solver.add(bound)
    solver.updateVariables()
    #expect(solver.value(of: x) == 15)

    try solver.remove(bound)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)

    try solver.remove(stronger)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)

    try solver.add(stronger)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    #expect(solver.validate() == [])
  }

  @Test func removingARequiredEqualityFreesItsVariable() throws {
    let solver = Solver()
    let pin = x == 50
    try solver.add(pin)
    try solver.add(y == x + 10)
    try solver.add((x == 5).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    #expect(solver.value(of: y) == 60)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 15)
    #expect(solver.validate() == [])
  }

  @Test func cancellingTermsGiveTheSameSolutionAsNoTerm() throws {
    let solver = Solver()
    try solver.add(2 * x - x - x + y == 2)
    try solver.add((x == 5).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: y) == 2)
    #expect(solver.value(of: x) == 5)
    #expect(solver.validate() == [])
  }

  /// Regression: `insert` registered every variable of the expression, then dropped the ones
  /// whose coefficients add up to zero without unregistering them, so `x` stayed registered
  /// with no reference (`validate()` reported it, internal checks stopped the process, and the
  /// dump counted a variable after everything was removed).
  @Test func cancellingTermsLeaveNothingBehind() throws {
    let solver = Solver()
    let c = x - x + y == 2
    try solver.add(c)
    solver.updateVariables()
    #expect(solver.value(of: y) == 2)
    #expect(solver.value(of: x) == 0)
    #expect(solver.validate() == [])
    #expect(solver.dump.hasPrefix("Solver: 1 constraints (0 rows, 1 definitions), 1 variables"))
    try solver.remove(c)
    #expect(solver.validate() == [])
    #expect(solver.dump.hasPrefix("Solver: 0 constraints (0 rows, 0 definitions), 0 variables"))
  }

  /// A variable that cancels keeps its registration when another constraint mentions it, and
  /// loses it with that constraint; optional and inequality rows (tableau rows, not
  /// definitions) and a variable cancelling between two new ones behave the same.
  @Test func cancellingTermsInRowsAndBesideOtherReferences() throws {
    let solver = Solver()
    let bound = x >= 1
    try solver.add(bound)
    let rows = [
      (y + x - x <= 4).withPriority(.defaultHigh), z + 0.5 * x - y - 0.5 * x >= 1,
    ]
    for row in rows { try solver.add(row) }
    #expect(solver.validate() == [])
    #expect(solver.dump.contains("3 variables"))
    try solver.remove(bound)
    #expect(solver.validate() == [])
    #expect(solver.dump.contains("2 variables"))
    for row in rows { try solver.remove(row) }
    #expect(solver.validate() == [])
    #expect(solver.dump.hasPrefix("Solver: 0 constraints (0 rows, 0 definitions), 0 variables"))
  }

  /// A refused constraint whose terms cancel leaves the variable slots exactly as they were, so
  /// later adds number everything as a solver that never saw it would.
  @Test func aRefusedConstraintWithCancellingTermsChangesNothing() throws {
    let solver = Solver()
    let pin = y == 3
    try solver.add(pin)
    let refused = x + z - z + y - x == 4
    expectRefusal(
      .unsatisfiable(refused, conflicting: [pin]), solver: solver, variables: [x, y, z],
      constraints: [pin]
    ) { () throws(SolverError) in
      try solver.add(refused)
    }
    let fresh = Solver()
    try fresh.add(pin)
    for target in [solver, fresh] {
      try target.add(z >= x + 1)
      try target.add((x == 2).withPriority(.defaultLow))
      target.updateVariables()
    }
    // The refused add used up an add counter (`#n` in the dump); everything else is the same.
    func withoutCounters(_ dump: String) -> [String] {
      dump.split(separator: "\n").map { line in
        guard line.hasPrefix("  #"), let space = line.dropFirst(3).firstIndex(of: " ") else {
          return String(line)
        }
        return String(line[space...])
      }
    }
    #expect(withoutCounters(solver.dump) == withoutCounters(fresh.dump))
    #expect(solver.value(of: z) == 3)
  }

  /// An update reports the variables whose values differ from the previous update's, with
  /// their new values, also when values were computed in between (here for an edit variable)
  /// and moved back since.
  @Test func anUpdateReportsTheVariablesThatChanged() throws {
    let solver = Solver()
    x.context = 1
    y.context = 2
    z.context = 3
    let pin = x == 7
    try solver.add(pin)
    try solver.add(y == 5)
    var reported: [Int: Double] = [:]
    func update() {
      reported = [:]
      solver.updateVariables { reported[$0] = $1 }
    }
    update()
    #expect(reported == [1: 7, 2: 5])

    try solver.setConstant(-9, for: pin)
    try solver.addEditVariable(x, priority: .defaultLow)  // computes x = 9
    try solver.setConstant(-7, for: pin)
    try solver.add(z == 3)
    update()
    #expect(reported == [3: 3])

    try solver.setConstant(-8, for: pin)
    update()
    #expect(reported == [1: 8])

    // A variable that leaves the solver is reported at 0; one that left and came back is
    // reported again after that, with its new value.
    try solver.remove(pin)
    try solver.removeEditVariable(x)
    update()
    #expect(reported == [1: 0])
    let back = x == 4
    try solver.add(back)
    update()
    #expect(reported == [1: 4])
    try solver.remove(back)
    try solver.add(x == 4)
    var order: [Double] = []
    solver.updateVariables { context, value in if context == 1 { order.append(value) } }
    #expect(order == [0, 4])
  }

  /// A solver reads a variable's context when the variable joins it; `setContext(_:of:)`
  /// changes it for the reports of that solver, and a variable the solver does not know yet
  /// joins with the context last set.
  @Test func setContextChangesWhatReportsCarry() throws {
    let solver = Solver()
    x.context = 1
    let pin = x == 7
    try solver.add(pin)
    var reported: [Int: Double] = [:]
    func update() {
      reported = [:]
      solver.updateVariables { reported[$0] = $1 }
    }
    update()
    #expect(reported == [1: 7])

    solver.setContext(10, of: x)
    #expect(x.context == 10)
    try solver.setConstant(-8, for: pin)
    update()
    #expect(reported == [10: 8])

    // A variable with context -1 is never reported.
    solver.setContext(-1, of: x)
    try solver.setConstant(-9, for: pin)
    update()
    #expect(reported.isEmpty)

    solver.setContext(20, of: y)
    try solver.add(y == 4)
    update()
    #expect(reported == [20: 4])
  }

  /// Constraints of one to seven variables (a record keeps up to four inline, more in an
  /// array) count each variable's uses right: everything solves, and removing the constraints
  /// one by one leaves each variable registered exactly as long as a constraint mentions it.
  @Test func constraintsOfManyVariablesAreCountedAndForgotten() throws {
    let solver = Solver()
    let vs = (0..<7).map { Variable("v\($0)") }
    var constraints: [Constraint] = []
    for n in 1...7 {
      // v0 + ... + v(n-1) == 10n.
      var sum = LinearExpression(vs[0])
      for k in 1..<n { sum = sum + vs[k] }
      constraints.append(sum == Double(10 * n))
    }
    for constraint in constraints { try solver.add(constraint) }
    #expect(solver.validate() == [])
    solver.updateVariables()
    // The sums of the first n variables are 10n, so each variable is 10.
    for variable in vs { #expect(abs(solver.value(of: variable) - 10) < 1e-9) }
    for constraint in constraints.reversed() {
      try solver.remove(constraint)
      #expect(solver.validate() == [])
    }
    #expect(solver.constraintCount == 0)
    #expect(solver.sizes.rows == 0 && solver.sizes.definitions == 0)
    // A variable the solver no longer knows reads 0 at once.
    for variable in vs { #expect(solver.value(of: variable) == 0) }
  }

  /// Regression: removing one of two identical required equalities left the other one broken.
  /// Its redundant row (`d₂ = d₁`) holds the removed marker; the removal made the marker basic
  /// in an error row at a positive ratio instead, so the surviving equality's dummy moved off
  /// zero and `x` followed the optional `x <= 1`.
  @Test func removingOneOfTwoIdenticalEqualitiesKeepsTheOther() throws {
    let solver = Solver()
    let first = x == 7.5
    let second = x == 7.5
    try solver.add((x <= 20).withPriority(999))
    try solver.add(first)
    try solver.add(second)
    try solver.add((x <= 1).withPriority(1))
    try solver.remove(first)
    #expect(solver.validate() == [])
    solver.updateVariables()
    #expect(solver.value(of: x) == 7.5)
    try solver.remove(second)
    solver.updateVariables()
    #expect(solver.value(of: x) <= 1)
    #expect(solver.validate() == [])
  }

  @Test func aVariableNothingMentionsReadsZero() throws {
    let solver = Solver()
    let unused = Variable("unused")
    #expect(solver.value(of: unused) == 0)
    try solver.add(x == 7)
    solver.updateVariables()
    #expect(solver.value(of: unused) == 0)
  }

  @Test func aVariableReadsZeroOnceNothingMentionsItAnyMore() throws {
    let solver = Solver()
    let pin = x == 7
    try solver.add(pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  @Test func valuesChangeOnlyAtUpdateVariables() throws {
    let solver = Solver()
    let pin = x == 7
    try solver.add(pin)
    #expect(solver.value(of: x) == 0)
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
    try solver.setConstant(-9, for: pin)
    #expect(solver.value(of: x) == 7)
    solver.updateVariables()
    #expect(solver.value(of: x) == 9)
  }

  /// Adding an edit variable computes the current values (it starts at its variable's value),
  /// but what the solver reports still changes only at the next update.
  @Test func addingAnEditVariableDoesNotPublishValues() throws {
    let solver = Solver()
    let pin = x == 7
    try solver.add(pin)
    try solver.add(y == x + 1)
    solver.updateVariables()
    try solver.setConstant(-9, for: pin)
    try solver.add(z == 3)
    try solver.addEditVariable(y, priority: .defaultHigh)
    #expect(solver.value(of: x) == 7)
    #expect(solver.value(of: y) == 8)
    // A variable first mentioned after the last update reads 0 until the next one.
    #expect(solver.value(of: z) == 0)
    try solver.addEditVariable(x, priority: .defaultLow)
    #expect(solver.value(of: y) == 8)
    solver.updateVariables()
    #expect(solver.value(of: x) == 9)
    #expect(solver.value(of: y) == 10)
    #expect(solver.value(of: z) == 3)
  }

  @Test func valueOfAnExpression() throws {
    let solver = Solver()
    try solver.add(x == 3)
    try solver.add(y == -4)
    solver.updateVariables()
    #expect(solver.value(of: 2 * x + y + 10) == 12)
    #expect(solver.value(of: x - x) == 0)
    #expect(solver.value(of: LinearExpression(2.5)) == 2.5)
    #expect(solver.value(of: z + 1) == 1)
    #expect(solver.value(of: (x + y) / 2) == -0.5)
  }

  @Test func resetForgetsEverything() throws {
    let solver = Solver()
    let a = x == 10
    let b = (y >= x + 5).withPriority(.defaultHigh)
    try solver.add(a)
    try solver.add(b)
    try solver.addEditVariable(z, priority: .defaultLow)
    solver.updateVariables()

    solver.reset()
    #expect(solver.constraintCount == 0)
    #expect(!solver.contains(a))
    #expect(!solver.contains(b))
    #expect(!solver.hasEditVariable(z))
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == 0)
    #expect(solver.validate() == [])
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)

    // The same constraints can be added again.
    try solver.add(a)
    try solver.add(b)
    try solver.addEditVariable(z, priority: .defaultLow)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
  }

  @Test func statisticsCountSinceCreationOrReset() throws {
    let solver = Solver()
    #expect(solver.statistics == SolverStatistics())
    try solver.add(x + y <= 100)
    try solver.add(x >= 10)
    try solver.add((x == 90).withPriority(.defaultLow))
    try solver.add((y == 90).withPriority(.defaultHigh))
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 90)
    #expect(solver.statistics.pivots > 0)
    solver.reset()
    #expect(solver.statistics == SolverStatistics())
  }

  /// `reset()` forgets the variables with everything else: they read 0 (as documented), even
  /// before the next update, and not the values they had.
  @Test func resetVariablesReadZero() throws {
    let solver = Solver()
    try solver.add(x == 10)
    try solver.add(y >= x + 5)
    solver.updateVariables()
    #expect(solver.value(of: y) == 15)
    solver.reset()
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    #expect(solver.dump.hasPrefix("Solver: 0 constraints (0 rows, 0 definitions), 0 variables"))
  }

  /// A reset inside a batch leaves the batch open: it still optimizes when it ends, and later
  /// calls optimize as usual.
  @Test func resetInsideABatch() throws {
    let solver = Solver()
    try solver.add(x >= 0)
    solver.batch {
      solver.reset()
      try? solver.add(x <= 10)
      try? solver.add((x == 30).withPriority(.defaultLow))
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(solver.validate() == [])
    try solver.add((x == 4).withPriority(.defaultHigh))
    #expect(solver.validate() == [])
    solver.updateVariables()
    #expect(solver.value(of: x) == 4)
  }

  @Test func oneVariableInTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    try first.add(x == 1)
    try second.add(x == 2)
    first.updateVariables()
    second.updateVariables()
    #expect(first.value(of: x) == 1)
    #expect(second.value(of: x) == 2)
  }

  @Test func oneConstraintInTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    let c = x == 5
    try first.add(c)
    try second.add(c)
    try second.setConstant(-6, for: c)
    first.updateVariables()
    second.updateVariables()
    #expect(first.value(of: x) == 5)
    #expect(second.value(of: x) == 6)
    #expect(first.constant(of: c) == -5)
    #expect(c.expression.constant == -5)
  }

  @Test func constantAndPriorityOfHeldConstraints() throws {
    let solver = Solver()
    let c = (x + 10 <= y).withPriority(.defaultHigh)
    #expect(solver.constant(of: c) == nil)
    #expect(solver.priority(of: c) == nil)
    try solver.add(c)
    #expect(solver.constant(of: c) == 10)
    #expect(solver.priority(of: c) == .defaultHigh)
    try solver.remove(c)
    #expect(solver.constant(of: c) == nil)
  }

  @Test func batchOptimizesOnceAtTheEnd() throws {
    let solver = Solver()
    let result = try solver.batch { () throws(SolverError) -> Int in
      try solver.add(x >= 0)
      try solver.add((x == 10).withPriority(.defaultLow))
      try solver.add((x == 30).withPriority(.defaultHigh))
      try solver.add(y == 2 * x)
      // Nested batches optimize when the outermost one ends.
      try solver.batch { () throws(SolverError) in try solver.add(z == y + 1) }
      return 42
    }
    #expect(result == 42)
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 60)
    #expect(solver.value(of: z) == 61)
    #expect(solver.validate() == [])
  }

  @Test func batchRethrowsTheBodysError() throws {
    let solver = Solver()
    let c = x == 1
    try solver.add(c)
    #expect(throws: SolverError.duplicateConstraint(c)) {
      try solver.batch { () throws(SolverError) in try solver.add(c) }
    }
    // The batch ended, so the solver optimizes again after each call.
    try solver.add((y == 4).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: y) == 4)
    #expect(solver.validate() == [])
  }

  @Test func requiredConstraintsWinOverEveryOptionalOne() throws {
    let solver = Solver()
    try solver.add(x >= 100)
    try solver.add((x == 50).withPriority(999))
    try solver.add((x == 50).withPriority(999.9))
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
  }

  @Test func emptyAfterRemovingEverything() throws {
    let solver = Solver()
    let constraints = [
      x >= 0, y == x + 8, (x == 100).withPriority(.defaultLow), z >= y,
      (z == 1000).withPriority(.defaultLow), x + y + z == 500,
    ]
    for c in constraints { try solver.add(c) }
    try solver.addEditVariable(x, priority: .sceneSizeStayPut)
    try solver.suggestValue(50, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    #expect(solver.value(of: y) == 58)
    #expect(solver.value(of: z) == 392)
    for c in constraints {
      try solver.remove(c)
      #expect(solver.validate() == [])
    }
    try solver.removeEditVariable(x)
    #expect(solver.constraintCount == 0)
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == 0)
    #expect(solver.validate() == [])
  }

  @Test func dumpListsConstraintsInAddOrder() throws {
    let solver = Solver()
    try solver.add(x + 10 <= y)
    try solver.add((y == 300).withPriority(.defaultLow))
    let lines = solver.dump.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Solver: 2 constraints") == true)
    let first = try #require(lines.firstIndex { $0.contains("x + 10 <= y") })
    let second = try #require(lines.firstIndex { $0.contains("y == 300 @250") })
    #expect(first < second)
  }
}
