import AutoLayoutSolver
import Testing

/// The classic end-to-end scenarios that Cassowary implementations share (the Smalltalk and
/// Java originals, cassowary.js and pybee's `test_end_to_end`): weak stays, inequalities against
/// constants, variables and expressions, removals that uncover weaker constraints, required
/// constraints refused with their conflict, and several edit variables moved together. Weak,
/// medium and strong map to 250, 500 and 750; a stay is a weak `x == value`.
@Suite struct ClassicScenarioTests {
  static let weak = Priority.defaultLow
  static let strong = Priority.defaultHigh

  /// `casso1`: `x <= y` and `y == x + 3` required, `x == 10` and `y == 10` weak: one weak
  /// constraint gives way, the other holds.
  @Test func casso1() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x <= y)
    try solver.add(y == x + 3)
    try solver.add((x == 10).withPriority(Self.weak))
    try solver.add((y == 10).withPriority(Self.weak))
    solver.updateVariables()
    let values = (solver.value(of: x), solver.value(of: y))
    #expect(values == (10, 13) || values == (7, 10), "\(values)")
  }

  /// An inequality against a constant, a variable and an expression overrides a weak stay.
  @Test func inequalitiesOverrideWeakStays() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let stay = (x == 100).withPriority(Self.weak)
    try solver.add(stay)
    let belowTen = x <= 10
    try solver.add(belowTen)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    try solver.remove(belowTen)
    try solver.add(x >= 120)
    solver.updateVariables()
    #expect(solver.value(of: x) == 120)

    solver.reset()
    try solver.add(stay)
    try solver.add(y == 42)
    try solver.add(x <= y)
    solver.updateVariables()
    #expect(solver.value(of: x) == 42)

    solver.reset()
    try solver.add(stay)
    try solver.add(x + 10 <= 2 * y)
    try solver.add(y == 30)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
  }

  /// Updates the values of `solver` and expects them to be `expected`, in order of `variables`.
  func expectValues(
    _ solver: Solver, _ variables: [Variable], _ expected: [Double],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    solver.updateVariables()
    #expect(variables.map { solver.value(of: $0) } == expected, sourceLocation: sourceLocation)
  }

  /// `delete1`: two upper bounds over a weak stay; removing them one by one uncovers the next,
  /// and a second copy of a bound keeps holding when the first copy goes.
  @Test func delete1() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 100).withPriority(Self.weak))
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.add(c10)
    try solver.add(c20)
    expectValues(solver, [x], [10])
    try solver.remove(c10)
    expectValues(solver, [x], [20])
    try solver.remove(c20)
    expectValues(solver, [x], [100])

    let c10again = x <= 10
    try solver.add(c10)
    try solver.add(c10again)
    expectValues(solver, [x], [10])
    try solver.remove(c10)
    expectValues(solver, [x], [10])
    try solver.remove(c10again)
    expectValues(solver, [x], [100])
  }

  /// `delete2`: a weak stay on `x`, a strong one on `y`, bounds on `x` and a required
  /// `2x == y` added and removed in turn.
  @Test func delete2() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add((x == 100).withPriority(Self.weak))
    try solver.add((y == 120).withPriority(Self.strong))
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.add(c10)
    try solver.add(c20)
    expectValues(solver, [x, y], [10, 120])
    try solver.remove(c10)
    expectValues(solver, [x, y], [20, 120])
    let cxy = 2 * x == y
    try solver.add(cxy)
    expectValues(solver, [x, y], [20, 40])
    try solver.remove(c20)
    expectValues(solver, [x, y], [60, 120])
    try solver.remove(cxy)
    expectValues(solver, [x, y], [100, 120])
  }

  /// `inconsistent1` to `inconsistent4`: a required constraint that contradicts the required
  /// ones held is refused with the smallest set it conflicts with, and nothing changes.
  @Test func inconsistentRequiredConstraintsAreRefused() throws {
    let solver = Solver()
    let w = Variable("w")
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    let xIsTen = x == 10
    try solver.add(xIsTen)
    let xIsFive = x == 5
    #expect(throws: SolverError.unsatisfiable(xIsFive, conflicting: [xIsTen])) {
      try solver.add(xIsFive)
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)

    solver.reset()
    let atLeastTen = x >= 10
    try solver.add(atLeastTen)
    let atMostFive = x <= 5
    #expect(throws: SolverError.unsatisfiable(atMostFive, conflicting: [atLeastTen])) {
      try solver.add(atMostFive)
    }

    solver.reset()
    let chain = [w >= 10, x >= w, y >= x, z >= y]
    for constraint in chain { try solver.add(constraint) }
    let zAtLeastEight = z >= 8
    try solver.add(zAtLeastEight)
    let zAtMostFour = z <= 4
    // Both `z >= 8` alone and the chain from `w >= 10` contradict `z <= 4`; either is a
    // conflict no member of which can go (the solver names the one its failed row shows).
    let error = #expect(throws: SolverError.self) { try solver.add(zAtMostFour) }
    guard case .unsatisfiable(let refused, let conflicting) = error else {
      Issue.record("not refused as unsatisfiable: \(String(describing: error))")
      return
    }
    #expect(refused === zAtMostFour)
    let names = conflicting.map(\.description)
    #expect(names == ["z >= 8"] || names == chain.map(\.description), "\(names)")
    solver.updateVariables()
    #expect(solver.value(of: z) >= 10)
    #expect(solver.constraintCount == 5)

    solver.reset()
    let xIsY = x == y
    try solver.add(xIsTen)
    try solver.add(xIsY)
    let yIsFive = y == 5
    #expect(throws: SolverError.unsatisfiable(yIsFive, conflicting: [xIsTen, xIsY])) {
      try solver.add(yIsFive)
    }
    solver.updateVariables()
    #expect(solver.value(of: y) == 10)
  }

  /// `multiedit`: weak stays on four variables; two strong edit variables moved, then two more
  /// added beside them, then the first two moved again while the others hold.
  @Test func multipleEditVariables() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")
    let h = Variable("h")
    for v in [x, y, w, h] { try solver.add((v == 0).withPriority(Self.weak)) }
    try solver.addEditVariable(x, priority: Self.strong)
    try solver.addEditVariable(y, priority: Self.strong)
    try solver.suggestValue(10, for: x)
    try solver.suggestValue(20, for: y)
    expectValues(solver, [x, y, w, h], [10, 20, 0, 0])

    try solver.addEditVariable(w, priority: Self.strong)
    try solver.addEditVariable(h, priority: Self.strong)
    try solver.suggestValue(30, for: w)
    try solver.suggestValue(40, for: h)
    expectValues(solver, [x, y, w, h], [10, 20, 30, 40])

    try solver.suggestValue(50, for: x)
    try solver.suggestValue(60, for: y)
    expectValues(solver, [x, y, w, h], [50, 60, 30, 40])

    // Without their edits the stays pull `w` and `h` back; `x` and `y` keep their suggestions.
    try solver.removeEditVariable(w)
    try solver.removeEditVariable(h)
    expectValues(solver, [x, y, w, h], [50, 60, 0, 0])
  }
}
