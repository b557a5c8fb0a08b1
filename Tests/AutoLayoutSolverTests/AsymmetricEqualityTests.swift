import AutoLayoutSolver
import Testing

/// Optional equalities weighted differently above and below zero (``Constraint/priorityBelow``),
/// the solver form of a view's hugging and compression resistance.
@Suite struct AsymmetricEqualityTests {
  /// `x == 10` weighted 250 above and 750 below, pulled by `x == target @500`.
  func pulled(to target: Double) throws -> Double {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x - 10, equalAbove: Priority(250), below: Priority(750)))
    try solver.add((x == target).withPriority(Priority(500)))
    #expect(solver.validate() == [])
    solver.updateVariables()
    return solver.value(of: x)
  }

  @Test func eachSideHasItsOwnPriority() throws {
    // Above 10 costs at 250 < 500: the pull wins. Below 10 costs at 750 > 500: the equality wins.
    #expect(try pulled(to: 20) == 20)
    #expect(try pulled(to: 5) == 10)
  }

  @Test func itsPrioritiesChangeInPlaceAndItLeavesNothingBehind() throws {
    let x = Variable("x")
    let solver = Solver()
    let pair = Constraint(x - 10, equalAbove: Priority(250), below: Priority(750))
    let pull = (x == 20).withPriority(Priority(500))
    try solver.add(pair)
    try solver.add(pull)
    try solver.setPriority(Priority(600), for: pair)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)  // Above now costs at 600 > 500.
    try solver.setPriority(Priority(250), for: pair)
    try solver.setPriorityBelow(Priority(300), for: pair)
    try solver.setConstant(-30, for: pull)  // x == 30 @500
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    try solver.setConstant(-2, for: pull)  // x == 2 @500: below costs at 300 < 500.
    solver.updateVariables()
    #expect(solver.value(of: x) == 2)
    #expect(solver.priorityBelow(of: pair) == Priority(300))
    #expect(solver.validate() == [])
    try solver.remove(pull)
    try solver.remove(pair)
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 0)
  }

  @Test func aBadPriorityBelowIsRefusedAndAPlainConstraintHasNone() throws {
    let x = Variable("x")
    let solver = Solver()
    let required = Constraint(x - 10, equalAbove: Priority(250), below: .required)
    #expect(throws: SolverError.invalidPriority(.required)) { try solver.add(required) }
    #expect(solver.constraintCount == 0)
    let plain = (x == 3).withPriority(Priority(250))
    try solver.add(plain)
    #expect(solver.priorityBelow(of: plain) == nil)
    #expect(throws: SolverError.unknownConstraint(plain)) {
      try solver.setPriorityBelow(Priority(300), for: plain)
    }
  }

  @Test func itDescribesAndExportsBothSides() throws {
    let x = Variable("x")
    let pair = Constraint(x - 10, equalAbove: Priority(250), below: Priority(750))
    #expect(pair.description == "x == 10 @250 above, @750 below")
    let solver = Solver()
    try solver.add(pair)
    let json = solver.workloadJSON(name: "pair")
    #expect(json.contains("\"op\": \"<=\", \"priority\": 250"))
    #expect(json.contains("\"op\": \">=\", \"priority\": 750"))
  }

  /// The same optimum as the two inequalities it replaces, on a row of widths that must share a
  /// total: per level, the errors agree.
  @Test(arguments: [150.0, 200.0, 230.0, 260.0, 400.0])
  func itMatchesTheTwoInequalitiesItReplaces(total: Double) throws {
    let intrinsic = [30.0, 50.0, 70.0, 40.0]
    let hugging = [250.0, 251.0, 253.0, 252.0]
    let resistance = [750.0, 749.0, 748.0, 751.0]
    func solve(paired: Bool) throws -> [Double] {
      let widths = intrinsic.indices.map { Variable("w\($0)") }
      let solver = Solver()
      for i in widths.indices {
        try solver.add(widths[i] >= 0)
        if paired {
          try solver.add(
            Constraint(
              widths[i] - intrinsic[i], equalAbove: Priority(hugging[i]),
              below: Priority(resistance[i])))
        } else {
          try solver.add((widths[i] <= intrinsic[i]).withPriority(Priority(hugging[i])))
          try solver.add((widths[i] >= intrinsic[i]).withPriority(Priority(resistance[i])))
        }
      }
      var sum = LinearExpression()
      for width in widths { sum = sum + width }
      try solver.add(sum == total)
      solver.updateVariables()
      return widths.map { solver.value(of: $0) }
    }
    // The priorities are all different, so the optimum is unique.
    #expect(try solve(paired: true) == solve(paired: false))
  }
}
