import Testing

@testable import AutoLayoutSolver

/// A sweep of the definitions visits only the components (groups of definitions linked by
/// shared variables) that hold a changed variable, and the values stay those of a full sweep.
@Suite struct DefinitionComponentTests {
  /// Inserts the definition `variable := constant + Σ coefficients · terms` into `table`, as the
  /// equality `variable - Σ coefficients · terms - constant = 0` solved for `variable`.
  private func insert(
    into table: inout DefinitionTable, variable: Int32, marker: Symbol, record: Int32,
    constant: Double, terms: [Int32], coefficients: [Double], height: Int32
  ) {
    _ = table.insert(
      variable: variable, marker: marker, markerCoefficient: 0, record: record,
      constant: constant, solving: [variable] + terms, [1] + coefficients.map { -$0 }, for: 0,
      height: height)
  }

  /// `v2 := 1 + v0`, `v3 := 2 + 2·v2` (one component) and `v4 := 5 + v1` (another).
  private func makeTable() -> DefinitionTable {
    var table = DefinitionTable()
    insert(
      into: &table, variable: 2, marker: 100, record: 0, constant: 1,
      terms: [0], coefficients: [1], height: 1)
    insert(
      into: &table, variable: 3, marker: 101, record: 1, constant: 2,
      terms: [2], coefficients: [2], height: 2)
    insert(
      into: &table, variable: 4, marker: 102, record: 2, constant: 5,
      terms: [1], coefficients: [1], height: 1)
    return table
  }

  @Test func aSweepSkipsTheComponentsWithoutAChange() {
    var table = makeTable()
    var values: [Double] = [10, 20, 0, 0, 0]
    // The first sweep after the definitions changed visits every one.
    table.sweep(values: &values, dirty: [])
    #expect(values == [10, 20, 11, 24, 25])
    #expect(table.componentStart == [0, 2, 3])
    #expect(table.componentOfSlot == [0, 1, 0, 0, 1])
    // A value that is not v4's own: a sweep that visited v4's component would overwrite it.
    values[4] = -99
    values[0] = 11
    table.sweep(values: &values, dirty: [0])
    #expect(values == [11, 20, 12, 26, -99])
    values[1] = 30
    var changed: [Int32] = []
    table.sweep(values: &values, changed: &changed, dirty: [1])
    #expect(values == [11, 30, 12, 26, 35])
    #expect(changed == [4])
    // Both components dirty: the whole sweep, in order.
    values[0] = 0
    values[1] = 0
    changed = []
    table.sweep(values: &values, changed: &changed, dirty: [1, 0])
    #expect(values == [0, 0, 1, 4, 5])
    #expect(changed == [2, 3, 4])
  }

  @Test func aNewDefinitionThatJoinsTwoComponentsMergesThem() {
    var table = makeTable()
    var values: [Double] = [10, 20, 0, 0, 0, 0]
    table.sweep(values: &values, dirty: [])
    // `v5 := v3 + v4` links both components: a change of v1 now reaches v5 through v4.
    insert(
      into: &table, variable: 5, marker: 103, record: 3, constant: 0,
      terms: [3, 4], coefficients: [1, 1], height: 3)
    table.sweep(values: &values, dirty: [5])
    #expect(values == [10, 20, 11, 24, 25, 49])
    #expect(table.componentStart == [0, 4])
    values[1] = 21
    table.sweep(values: &values, dirty: [1])
    #expect(values == [10, 21, 11, 24, 26, 50])
  }

  /// Two independent chains: resizing one leaves the other's values exact, through the
  /// solver's own updates (partial sweeps) and the engine's reporting updates alike.
  @Test(arguments: [false, true])
  func independentChainsStayExactThroughPartialSweeps(reporting: Bool) throws {
    let solver = Solver()
    let count = 40
    let a = (0...count).map { Variable("a\($0)") }
    let b = (0...count).map { Variable("b\($0)") }
    let anchorA = a[0] == 3
    let anchorB = b[0] == -7
    try solver.add(anchorA)
    try solver.add(anchorB)
    for i in 0..<count {
      try solver.add(a[i + 1] == a[i] + 2)
      try solver.add(b[i + 1] == 0.5 * b[i] + 1)
    }
    func update() {
      if reporting { solver.updateVariables { _, _ in } } else { solver.updateVariables() }
    }
    func expectChains(_ startA: Double, _ startB: Double) {
      var expectedB = startB
      for i in 0...count {
        #expect(solver.value(of: a[i]) == startA + 2 * Double(i))
        #expect(abs(solver.value(of: b[i]) - expectedB) < 1e-12)
        expectedB = 0.5 * expectedB + 1
      }
    }
    update()
    expectChains(3, -7)
    var (lastA, lastB) = (3.0, -7.0)
    // One chain moves, then the other, then neither, then both.
    for (startA, startB) in [(10.0, -7.0), (10, 4), (-1, 4), (-1, 4), (8, 16)] {
      if startA != lastA { try solver.setConstant(-startA, for: anchorA) }
      if startB != lastB { try solver.setConstant(-startB, for: anchorB) }
      (lastA, lastB) = (startA, startB)
      update()
      expectChains(startA, startB)
    }
  }
}
