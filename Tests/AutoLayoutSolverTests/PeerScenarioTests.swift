import AutoLayoutSolver
import Testing

/// The scenarios of other Cassowary solvers' own test suites (kiwi's Python tests, the Rust
/// `cassowary` crate's), written against this solver's API. Their strengths map to priorities
/// in the same order: weak 250, medium 500, strong 750, required 1000; the weighted weak stays of
/// the quadrilateral become distinct low priorities (each point's stays are independent, so a
/// strict order and a weighted sum agree there).
@Suite struct PeerScenarioTests {
  static let weak = Priority.defaultLow
  static let medium = Priority(500)
  static let strong = Priority.defaultHigh

  /// kiwi: adding, finding and removing edit variables, and every refusal on the way.
  @Test func managingEditVariables() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let bar = Variable("bar")
    #expect(!solver.hasEditVariable(foo))
    try solver.addEditVariable(foo, priority: Self.weak)
    #expect(solver.hasEditVariable(foo))
    #expect(throws: SolverError.duplicateEditVariable(foo)) {
      try solver.addEditVariable(foo, priority: Self.medium)
    }
    #expect(throws: SolverError.unknownEditVariable(bar)) { try solver.removeEditVariable(bar) }
    try solver.removeEditVariable(foo)
    #expect(!solver.hasEditVariable(foo))
    #expect(throws: SolverError.requiredEditPriority(foo)) {
      try solver.addEditVariable(foo, priority: .required)
    }
    try solver.addEditVariable(bar, priority: Self.strong)
    #expect(solver.hasEditVariable(bar))
    #expect(throws: SolverError.unknownEditVariable(foo)) { try solver.suggestValue(10, for: foo) }
    solver.reset()
    #expect(!solver.hasEditVariable(bar))
  }

  /// kiwi: a suggestion beats a weaker equality on the same variable; and a suggestion that a
  /// required bound refuses leaves the variable at the bound.
  @Test func suggestingValuesForEditVariables() throws {
    let solver = Solver()
    let foo = Variable("foo")
    try solver.addEditVariable(foo, priority: Self.medium)
    try solver.add((foo == 1).withPriority(Self.weak))
    try solver.suggestValue(2, for: foo)
    solver.updateVariables()
    #expect(solver.value(of: foo) == 2)

    let other = Solver()
    let a = Variable("foo")
    let b = Variable("bar")
    try other.addEditVariable(b, priority: Self.weak)
    try other.add(a + b == 0)
    try other.add(b <= -1)
    try other.add((b >= 0).withPriority(Self.weak))
    try other.suggestValue(0, for: b)
    other.updateVariables()
    #expect(other.value(of: b) == -1)
    #expect(other.value(of: a) == 1)
  }

  /// kiwi: adding, finding and removing constraints; a conflicting required one is refused,
  /// and fits once the one it conflicted with is gone.
  @Test func managingConstraints() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let atLeastOne = foo >= 1
    let atMostZero = foo <= 0
    #expect(!solver.contains(atLeastOne))
    try solver.add(atLeastOne)
    #expect(solver.contains(atLeastOne))
    #expect(throws: SolverError.duplicateConstraint(atLeastOne)) { try solver.add(atLeastOne) }
    #expect(throws: SolverError.unknownConstraint(atMostZero)) { try solver.remove(atMostZero) }
    #expect(throws: SolverError.unsatisfiable(atMostZero, conflicting: [atLeastOne])) {
      try solver.add(atMostZero)
    }
    try solver.remove(atLeastOne)
    #expect(!solver.contains(atLeastOne))
    try solver.add(atMostZero)
    #expect(solver.contains(atMostZero))
    solver.reset()
    #expect(!solver.contains(atMostZero))
  }

  /// kiwi: an under-constrained system takes the suggested value.
  @Test func solvingAnUnderConstrainedSystem() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let constraint = 2 * foo + 1 >= 0
    try solver.addEditVariable(foo, priority: Self.weak)
    try solver.add(constraint)
    try solver.suggestValue(10, for: foo)
    solver.updateVariables()
    #expect(solver.value(of: constraint.expression) == 21)
    #expect(solver.value(of: foo) == 10)
  }

  /// kiwi: an optional constraint gives way to a required one, and a weaker to a stronger.
  @Test func solvingWithPriorities() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let bar = Variable("bar")
    try solver.add(foo + bar == 0)
    try solver.add(foo == 10)
    try solver.add((bar >= 0).withPriority(Self.weak))
    solver.updateVariables()
    #expect(solver.value(of: foo) == 10)
    #expect(solver.value(of: bar) == -10)

    solver.reset()
    try solver.add(foo + bar == 0)
    try solver.add((foo >= 10).withPriority(Self.medium))
    try solver.add((bar == 2).withPriority(Self.strong))
    solver.updateVariables()
    #expect(solver.value(of: foo) == -2)
    #expect(solver.value(of: bar) == 2)
  }

  /// kiwi: a refused add leaves a solver whose dump still shows what it holds.
  @Test func dumpingAfterARefusedAdd() throws {
    let solver = Solver()
    let foo = Variable("foo")
    let bar = Variable("bar")
    try solver.addEditVariable(bar, priority: Self.weak)
    try solver.add(foo + bar == 0)
    try solver.add(bar <= -1)
    try solver.add((bar >= 0).withPriority(Self.weak))
    solver.updateVariables()
    #expect(throws: SolverError.self) { try solver.add(bar >= 1) }
    let dump = solver.dump
    #expect(dump.contains("Constraints:"))
    #expect(dump.contains("foo + bar == 0"))
    #expect(!dump.contains("bar >= 1"))
    #expect(solver.validate() == [])
  }

  /// kiwi (the Cassowary paper's example): a midpoint dragged past where its ends can follow;
  /// the second suggestion makes rows infeasible and the dual simplex repairs them.
  @Test func handlingInfeasibleRowsAfterASuggestion() throws {
    let solver = Solver()
    let xm = Variable("xm")
    let xl = Variable("xl")
    let xr = Variable("xr")
    try solver.addEditVariable(xm, priority: Self.strong)
    try solver.addEditVariable(xl, priority: Self.weak)
    try solver.addEditVariable(xr, priority: Self.weak)
    try solver.add(2 * xm == xl + xr)
    try solver.add(xl + 20 <= xr)
    try solver.add(xl >= -10)
    try solver.add(xr <= 100)
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    try solver.suggestValue(60, for: xm)
    try solver.suggestValue(90, for: xm)
    solver.updateVariables()
    #expect(solver.value(of: xl) + solver.value(of: xr) == 2 * solver.value(of: xm))
    #expect(solver.value(of: xl) == 80)
    #expect(solver.value(of: xr) == 100)
  }

  /// The Rust `cassowary` crate: a quadrilateral whose corners stay where they start (each a
  /// little more firmly than the one before), whose midpoints follow them, and whose corners keep
  /// 20 apart; then one corner is dragged.
  @Test func quadrilateral() throws {
    let solver = Solver()
    let corners = (0..<4).map { (x: Variable("p\($0).x"), y: Variable("p\($0).y")) }
    let midpoints = (0..<4).map { (x: Variable("m\($0).x"), y: Variable("m\($0).y")) }
    let starts: [(Double, Double)] = [(10, 10), (10, 200), (200, 200), (200, 10)]
    for (k, corner) in corners.enumerated() {
      let stay = Priority(Double(1 << k))
      try solver.add((corner.x == starts[k].0).withPriority(stay))
      try solver.add((corner.y == starts[k].1).withPriority(stay))
    }
    for (start, end) in [(0, 1), (1, 2), (2, 3), (3, 0)] {
      try solver.add(midpoints[start].x == (corners[start].x + corners[end].x) / 2)
      try solver.add(midpoints[start].y == (corners[start].y + corners[end].y) / 2)
    }
    for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
      try solver.add((corners[a].x + 20 <= corners[b].x).withPriority(Self.strong))
    }
    for (a, b) in [(0, 1), (0, 2), (3, 1), (3, 2)] {
      try solver.add((corners[a].y + 20 <= corners[b].y).withPriority(Self.strong))
    }
    for corner in corners {
      for bound in [corner.x >= 0, corner.y >= 0, corner.x <= 500, corner.y <= 500] {
        try solver.add(bound)
      }
    }
    solver.updateVariables()
    func values(_ points: [(x: Variable, y: Variable)]) -> [[Double]] {
      points.map { [solver.value(of: $0.x), solver.value(of: $0.y)] }
    }
    #expect(values(midpoints) == [[10, 105], [105, 200], [200, 105], [105, 10]])

    try solver.addEditVariable(corners[2].x, priority: Self.strong)
    try solver.addEditVariable(corners[2].y, priority: Self.strong)
    try solver.suggestValue(300, for: corners[2].x)
    try solver.suggestValue(400, for: corners[2].y)
    solver.updateVariables()
    #expect(values(corners) == [[10, 10], [10, 200], [300, 400], [200, 10]])
    #expect(values(midpoints) == [[10, 105], [155, 300], [250, 205], [105, 10]])
  }

  /// The Rust `cassowary` crate: a required equality removed and replaced by another.
  @Test func replacingARequiredEquality() throws {
    let solver = Solver()
    let value = Variable("value")
    let hundred = value == 100
    try solver.add(hundred)
    solver.updateVariables()
    #expect(solver.value(of: value) == 100)
    try solver.remove(hundred)
    try solver.add(value == 0)
    solver.updateVariables()
    #expect(solver.value(of: value) == 0)
  }
}
