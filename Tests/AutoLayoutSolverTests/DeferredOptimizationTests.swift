import AutoLayoutSolver
import Testing

/// A removal outside a batch leaves the objective to the next call that needs the optimum, as a
/// batch leaves it to its end: a run of removals optimizes once. Whatever comes next (an update,
/// an addition, a constant change, a suggestion, a dump) sees the optimum of what is left.
@Suite struct DeferredOptimizationTests {
  /// `w == 100 @750`, `w == 60 @500`, `w == 20 @250` and `w >= 0`, with an edit on `x`.
  struct Ladder {
    let w = Variable("w")
    let x = Variable("x")
    let high: Constraint
    let middle: Constraint
    let low: Constraint
    let bound: Constraint
    let link: Constraint
    let solver = Solver()

    init() throws {
      high = (w == 100).withPriority(750)
      middle = (w == 60).withPriority(500)
      low = (w == 20).withPriority(250)
      bound = w >= 0
      link = x == w + 5
      for constraint in [high, middle, low, bound, link] { try solver.add(constraint) }
      solver.updateVariables()
    }
  }

  @Test func removalsOneByOneEndWhereOneBatchOfThemEnds() throws {
    let one = try Ladder()
    let batched = try Ladder()
    try one.solver.remove(one.high)
    try one.solver.remove(one.middle)
    try batched.solver.batch {
      try batched.solver.remove(batched.high)
      try batched.solver.remove(batched.middle)
    }
    one.solver.updateVariables()
    batched.solver.updateVariables()
    #expect(one.solver.statistics.pivots == batched.solver.statistics.pivots)
    #expect(one.solver.value(of: one.w) == 20)
    #expect(one.solver.value(of: one.x) == 25)
    #expect(one.solver.dump == batched.solver.dump)
  }

  @Test func everyCallAfterARemovalSeesTheOptimumOfWhatIsLeft() throws {
    // An update.
    var ladder = try Ladder()
    try ladder.solver.remove(ladder.high)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.w) == 60)
    // A constant change: the dual simplex starts from the optimum.
    ladder = try Ladder()
    try ladder.solver.remove(ladder.high)
    try ladder.solver.setConstant(-30, for: ladder.middle)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.w) == 30)
    // An addition.
    ladder = try Ladder()
    try ladder.solver.remove(ladder.high)
    try ladder.solver.add(ladder.w <= 50)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.w) == 50)
    // An edit variable starts at the value of the optimum, and a suggestion moves it.
    ladder = try Ladder()
    try ladder.solver.remove(ladder.high)
    try ladder.solver.remove(ladder.middle)
    try ladder.solver.addEditVariable(ladder.x, priority: 900)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.x) == 25)
    try ladder.solver.suggestValue(45, for: ladder.x)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.w) == 40)
    // A priority change.
    ladder = try Ladder()
    try ladder.solver.remove(ladder.high)
    try ladder.solver.setPriority(800, for: ladder.low)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.w) == 20)
    #expect(ladder.solver.validate() == [])
  }

  @Test func aRefusedCallAfterARemovalLeavesTheDumpAsItWas() throws {
    let ladder = try Ladder()
    try ladder.solver.remove(ladder.high)
    // The dump shows the optimum: the refused call that follows changes nothing in it.
    let before = ladder.solver.dump
    let conflict = ladder.w == -5
    #expect(throws: SolverError.unsatisfiable(conflict, conflicting: [ladder.bound])) {
      try ladder.solver.add(conflict)
    }
    #expect(ladder.solver.dump == before)
    ladder.solver.updateVariables()
    #expect(ladder.solver.value(of: ladder.w) == 60)
  }

  /// Tearing down the shared 10×10 grid in the order it was added: one by one, the removals of
  /// the first half touch the rows a batch of them touches (1,503 in all, where optimizing
  /// after each removal touched 5,657), with the batch's values; the whole teardown touches
  /// 1,939 rows (6,093 before).
  @Test func tearingAGridDownOptimizesOnceAtTheEnd() throws {
    let workload = try WorkloadFile.load("grid-10x10")
    let (variables, constraints) = workload.makeObjects()
    let one = Solver()
    let batched = Solver()
    for solver in [one, batched] {
      for constraint in constraints { try solver.add(constraint) }
      solver.updateVariables()
    }
    let rowsBefore = one.statistics.rowsTouched
    let half = constraints.count / 2
    for constraint in constraints.prefix(half) { try one.remove(constraint) }
    try batched.batch {
      for constraint in constraints.prefix(half) { try batched.remove(constraint) }
    }
    one.updateVariables()
    batched.updateVariables()
    #expect(one.statistics.rowsTouched == batched.statistics.rowsTouched)
    #expect(one.statistics.pivots == batched.statistics.pivots)
    #expect(variables.map { one.value(of: $0) } == variables.map { batched.value(of: $0) })
    #expect(one.validate() == [])
    for constraint in constraints.suffix(from: half) { try one.remove(constraint) }
    one.updateVariables()
    #expect(one.statistics.rowsTouched - rowsBefore <= 2_500)
    #expect(one.constraintCount == 0)
    #expect(one.validate() == [])
  }
}
