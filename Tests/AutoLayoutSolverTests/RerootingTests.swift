import AutoLayoutSolver
import Testing

/// A required equality whose variables all have definitions already still becomes a definition,
/// by rerooting one tree of definitions down to a free variable (`SolverCore+Rerooting.swift`).
/// These tests check that the values, changes and removals through rerooted definitions are
/// those of the same system added in order, and that shuffled chains stay out of the tableau.
@Suite struct RerootingTests {
  /// `elements` in a seeded random order (Fisher–Yates).
  func shuffled<T>(_ elements: [T], seed: UInt64) -> [T] {
    var result = elements
    var random = SplitMix64(seed: seed)
    for index in result.indices.dropLast().reversed() {
      result.swapAt(index, random.below(index + 1))
    }
    return result
  }

  /// `x₀ == 5`, and views `xᵢ₊₁ == xᵢ + wᵢ + 8` with `wᵢ == 10 + i`, as a row of views is.
  func chain(_ count: Int) -> (x: [Variable], w: [Variable], anchor: Constraint, all: [Constraint])
  {
    let x = (0...count).map { Variable("x\($0)") }
    let w = (0..<count).map { Variable("w\($0)") }
    let anchor = x[0] == 5
    var all = [anchor]
    for i in 0..<count {
      all.append(x[i + 1] == x[i] + w[i] + 8)
      all.append(w[i] == Double(10 + i))
    }
    return (x, w, anchor, all)
  }

  /// The closed-form position of `x[index]` in ``chain(_:)`` for an anchor at `start`.
  func position(_ index: Int, start: Double) -> Double {
    // Σ (10 + i + 8) for i < index.
    start + Double(index) * 18 + Double(index * (index - 1) / 2)
  }

  @Test func aLinkBetweenTwoTreesBecomesADefinition() throws {
    let x = (0...3).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.add(x[1] == x[0] + 10)
    try solver.add(x[2] == x[3] - 10)
    // Both ends are defined: the link reroots one tree instead of making a row.
    let link = x[2] == x[1] + 10
    try solver.add(link)
    let anchor = x[0] == 5
    try solver.add(anchor)
    #expect(solver.sizes.rows == 0)
    #expect(solver.validate() == [])
    solver.updateVariables()
    #expect(x.map { solver.value(of: $0) } == [5, 15, 25, 35])
    // A constant change through the rerooted link and through the anchor.
    try solver.setConstant(-20, for: link)
    solver.updateVariables()
    #expect(x.map { solver.value(of: $0) } == [5, 15, 35, 45])
    try solver.setConstant(-1, for: anchor)
    solver.updateVariables()
    #expect(x.map { solver.value(of: $0) } == [1, 11, 31, 41])
    #expect(solver.validate() == [])
    // Without the link the right-hand pair keeps its own equation.
    try solver.remove(link)
    try solver.add(x[2] == 100)
    solver.updateVariables()
    #expect(x.map { solver.value(of: $0) } == [1, 11, 100, 110])
    #expect(solver.validate() == [])
  }

  @Test func anEqualityThatWouldMakeADefinitionDependOnItselfGoesToTheTableau() throws {
    let (a, b) = (Variable("a"), Variable("b"))
    let solver = Solver()
    let first = b == a + 1
    try solver.add(first)
    // The same equation again: rerooting would define `a` from `b`, which is defined from `a`.
    let again = a == b - 1
    try solver.add(again)
    #expect(solver.validate() == [])
    // A contradicting one is refused, and the solver is as it was.
    let contradiction = a == b - 2
    #expect(throws: SolverError.unsatisfiable(contradiction, conflicting: [first])) {
      try solver.add(contradiction)
    }
    #expect(solver.constraintCount == 2)
    #expect(solver.validate() == [])
    try solver.add(a == 4)
    solver.updateVariables()
    #expect(solver.value(of: a) == 4)
    #expect(solver.value(of: b) == 5)
    try solver.remove(first)
    try solver.remove(again)
    #expect(solver.validate() == [])
  }

  /// Added in a random order, the links of a chain find both their ends defined. Rerooting keeps
  /// every one a definition: no tableau rows, and the values of the chain added in order.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func aShuffledChainStaysOutOfTheTableau(seed: UInt64) throws {
    let count = 400
    let (x, w, anchor, all) = chain(count)
    let solver = Solver()
    for constraint in shuffled(all, seed: seed) { try solver.add(constraint) }
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == all.count)
    #expect(solver.validate() == [])
    solver.updateVariables()
    for i in 0...count { #expect(solver.value(of: x[i]) == position(i, start: 5)) }
    for i in 0..<count { #expect(solver.value(of: w[i]) == Double(10 + i)) }
    // The anchor moves the whole chain; then each link goes, in another random order.
    try solver.setConstant(-40, for: anchor)
    solver.updateVariables()
    for i in 0...count { #expect(solver.value(of: x[i]) == position(i, start: 40)) }
    for constraint in shuffled(all, seed: seed + 100) { try solver.remove(constraint) }
    #expect(solver.constraintCount == 0)
    #expect(solver.validate() == [])
  }

  /// A shuffled grid (rows of views chained across, columns chained down, optional heights and
  /// aspect ratios) mixes rerooted definitions with tableau rows; it solves to the closed form
  /// through a resize and removes to an empty solver.
  @Test(arguments: [4, 5] as [UInt64])
  func aShuffledGridSolvesAsTheOrderedOne(seed: UInt64) throws {
    let grid = GridLayout(rows: 12, columns: 12)
    let solver = Solver()
    for constraint in shuffled(grid.constraints, seed: seed) { try solver.add(constraint) }
    #expect(solver.validate() == [])
    try solver.addEditVariable(grid.containerWidth, priority: 750)
    for width in [320.0, 1_024, 2_000] {
      try solver.suggestValue(width, for: grid.containerWidth)
      solver.updateVariables()
      grid.expectSolved(solver, suggestedWidth: width)
    }
    try solver.removeEditVariable(grid.containerWidth)
    for constraint in shuffled(grid.constraints, seed: seed + 100) { try solver.remove(constraint) }
    #expect(solver.constraintCount == 0)
    #expect(solver.validate() == [])
  }

  /// A chain of views added in order links two trees at every view (the previous view's
  /// position and its width, each already defined), yet it can define the new position as it
  /// stands. The search for a tree to turn over is then kept short, so that it visits a bounded
  /// number of variables per link and adding the chain stays linear (a search down the whole
  /// chain at every link made the engine's ordered chains quadratic).
  @Test func anOrderedChainSearchesABoundedNumberOfVariablesPerLink() throws {
    func visits(_ count: Int) throws -> Int {
      let x = (0...count).map { Variable("x\($0)") }
      let w = (0..<count).map { Variable("w\($0)") }
      let solver = Solver()
      try solver.add(x[0] == 5)
      for i in 0..<count {
        try solver.add(w[i] == Double(10 + i % 7))
        try solver.add(x[i + 1] == x[i] + w[i] + 8)
      }
      #expect(solver.sizes.rows == 0)
      solver.updateVariables()
      var position = 5.0
      for i in 0..<count { position += Double(10 + i % 7) + 8 }
      #expect(solver.value(of: x[count]) == position)
      return solver.statistics.rerootVisits
    }
    // With the internal checks every addition validates the whole system, which makes adding
    // a long chain quadratic: there the chains are short and only their values are checked
    // (below the search's preferred limit of 128 variables, each link's search still grows
    // with the chain).
    let (shortCount, longCount) = solverChecksInvariants ? (60, 480) : (300, 2_400)
    let short = try visits(shortCount)
    let long = try visits(longCount)
    // Linear: eight times the links visit about eight times the variables (quadratic: 64).
    if !solverChecksInvariants {
      #expect(long <= 9 * short + longCount)
    }
  }
}
