import AutoLayoutSolver
import Testing

/// Numerically delicate sequences that make kiwi abort with "objective is unbounded" must run to
/// the end here, with every invariant intact, and leave an empty solver behind.
@Suite struct RobustnessTests {
  /// Expects a solver with no constraints, rows or definitions left.
  func expectEmpty(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(solver.constraintCount == 0, sourceLocation: sourceLocation)
    #expect(solver.sizes.rows == 0, sourceLocation: sourceLocation)
    #expect(solver.sizes.definitions == 0, sourceLocation: sourceLocation)
    #expect(solver.validate() == [], sourceLocation: sourceLocation)
  }

  /// kiwi's first reproduction: three optional constraints on one variable at three different
  /// priorities, then removed one by one.
  @Test(arguments: [[900.0, 950, 10], [751.2, 999.1, 250.3]])
  func threeOptionalBoundsOnOneVariable(priorities: [Double]) throws {
    let x = Variable("x")
    let solver = Solver()
    let constraints = [
      (x >= 127).withPriority(Priority(priorities[0])),
      (x <= 86).withPriority(Priority(priorities[1])),
      (x == 0).withPriority(Priority(priorities[2])),
    ]
    for c in constraints {
      try solver.add(c)
      #expect(solver.validate() == [])
    }
    solver.updateVariables()
    // x <= 86 is strongest, then x >= 127 pulls x up to 86; x == 0 is weakest.
    #expect(solver.value(of: x) == 86)
    let afterRemoving = [0.0, 0, 0]
    for (c, expected) in zip(constraints, afterRemoving) {
      try solver.remove(c)
      #expect(solver.validate() == [])
      solver.updateVariables()
      #expect(solver.value(of: x) == expected)
    }
    expectEmpty(solver)
  }

  /// The same three constraints at every assignment of the priorities, removed in every order:
  /// each intermediate state has the error totals the oracle finds.
  @Test func threeOptionalBoundsInEveryOrder() throws {
    let x = Variable("x")
    let permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    let levels = [751.2, 999.1, 250.3]
    let bounds: [(Constraint.Relation, Double)] = [
      (.greaterThanOrEqual, 127), (.lessThanOrEqual, 86), (.equal, 0),
    ]
    for assignment in permutations {
      for removal in permutations {
        let solver = Solver()
        var held: [(bound: Int, constraint: Constraint, row: LexicographicOracle.Row)] = []
        for (k, (relation, value)) in bounds.enumerated() {
          let priority = levels[assignment[k]]
          let constraint = Constraint(x - value, relation, priority: Priority(priority))
          let row = LexicographicOracle.Row(
            coefficients: [1], constant: -value, relation: relation, priority: priority)
          held.append((k, constraint, row))
          try solver.add(constraint)
        }
        for next in removal + [-1] {
          #expect(solver.validate() == [])
          solver.updateVariables()
          let optimum = try #require(
            LexicographicOracle.solve(variableCount: 1, rows: held.map(\.row)))
          let value = solver.value(of: x)
          for (level, expected) in optimum.levelErrors {
            var total = 0.0
            for entry in held where entry.row.priority == level {
              let residual = value + entry.row.constant
              let error =
                switch entry.row.relation {
                case .equal: abs(residual)
                case .lessThanOrEqual: max(0, residual)
                case .greaterThanOrEqual: max(0, -residual)
                }
              total += error
            }
            #expect(isClose(total, expected), "@\(level) with \(assignment), removing \(removal)")
          }
          guard let index = held.firstIndex(where: { $0.bound == next }) else { break }
          try solver.remove(held[index].constraint)
          held.remove(at: index)
        }
        expectEmpty(solver)
      }
    }
  }

  /// kiwi's second reproduction: a 20×20 grid resized a few times, then torn down. (With
  /// internal checks, which validate the whole system after every call, a 10×10 grid.)
  @Test func aGridResizedAndTornDown() throws {
    let size = solverChecksInvariants ? 10 : 20
    let grid = GridLayout(rows: size, columns: size)
    let solver = Solver()
    for c in grid.constraints { try solver.add(c) }
    try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
    #expect(solver.validate() == [])
    for width in [1000.0, 1600, 300, 150, 1234.5, 204, 203.99, 1e5, 1000] {
      try solver.suggestValue(width, for: grid.containerWidth)
      solver.updateVariables()
      #expect(solver.validate() == [])
      grid.expectSolved(solver, suggestedWidth: width)
    }
    for (k, c) in grid.constraints.enumerated() {
      try solver.remove(c)
      if k % 100 == 0 { #expect(solver.validate() == []) }
    }
    try solver.removeEditVariable(grid.containerWidth)
    expectEmpty(solver)
  }

  /// A smaller grid torn down in a random order, checking every step.
  @Test func aGridTornDownInRandomOrder() throws {
    let grid = GridLayout(rows: 6, columns: 6)
    let solver = Solver()
    for c in grid.constraints { try solver.add(c) }
    try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
    try solver.suggestValue(700, for: grid.containerWidth)
    solver.updateVariables()
    grid.expectSolved(solver, suggestedWidth: 700)
    var random = SplitMix64(seed: 20)
    var remaining = grid.constraints
    while !remaining.isEmpty {
      let c = remaining.remove(at: random.below(remaining.count))
      try solver.remove(c)
      #expect(solver.validate() == [])
      if random.chance(10) {
        try solver.suggestValue(Double(random.int(in: 100...2000)), for: grid.containerWidth)
        #expect(solver.validate() == [])
      }
    }
    try solver.removeEditVariable(grid.containerWidth)
    expectEmpty(solver)
  }

  /// Rebuilding the grid after tearing it down gives the same solution again.
  @Test func aGridRebuiltAfterTearDown() throws {
    let grid = GridLayout(rows: 5, columns: 7)
    let solver = Solver()
    for round in 0..<3 {
      for c in grid.constraints { try solver.add(c) }
      try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
      try solver.suggestValue(640 + Double(round) * 100, for: grid.containerWidth)
      solver.updateVariables()
      grid.expectSolved(solver, suggestedWidth: 640 + Double(round) * 100)
      for c in grid.constraints.reversed() { try solver.remove(c) }
      try solver.removeEditVariable(grid.containerWidth)
      expectEmpty(solver)
    }
  }

  @Test func coefficientsOfVeryDifferentMagnitudes() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    try solver.add(1000 * x == y)
    try solver.add(0.001 * y + z == 7)
    try solver.add(z >= 0)
    try solver.add((x == 3).withPriority(.defaultHigh))
    try solver.add((z == 5).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(isClose(solver.value(of: x), 3, tolerance: 1e-12))
    #expect(isClose(solver.value(of: y), 3000, tolerance: 1e-12))
    #expect(isClose(solver.value(of: z), 4, tolerance: 1e-12))
    #expect(solver.validate() == [])
  }
}
