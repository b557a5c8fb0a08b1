import AutoLayoutSolver
import Testing

/// The same calls in the same order give bit-identical values (and the same internal state),
/// whatever the addresses of the objects involved.
@Suite struct DeterminismTests {
  @Test(arguments: [UInt64(7), 1_001, 2_002, 3_003, 4_004, 5_005, 6_006, 7_007])
  func aRandomCallSequenceReplaysExactly(seed: UInt64) throws {
    let first = RandomSession(seed: seed, recordsTrace: true)
    first.run()
    // Objects of the first run stay alive, so the second one gets different addresses.
    let second = RandomSession(seed: seed, recordsTrace: true)
    second.run()
    #expect(first.log == second.log)
    #expect(first.trace.count > 10)
    try #require(first.trace.count == second.trace.count)
    if let index = first.trace.indices.first(where: { first.trace[$0] != second.trace[$0] }) {
      Issue.record(
        "the runs differ after step \(index):\n\(first.trace[index])\n\(second.trace[index])")
    }
  }

  @Test func aGridReplaysExactly() throws {
    func run() throws -> [UInt64] {
      let grid = GridLayout(rows: 8, columns: 8)
      let solver = Solver()
      var values: [UInt64] = []
      for c in grid.constraints { try solver.add(c) }
      try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
      for width in [640.0, 1000.3, 123.4, 777.7] {
        try solver.suggestValue(width, for: grid.containerWidth)
        solver.updateVariables()
        values += grid.allVariables.map { solver.value(of: $0).bitPattern }
      }
      for c in grid.constraints.prefix(100) { try solver.remove(c) }
      solver.updateVariables()
      values += grid.allVariables.map { solver.value(of: $0).bitPattern }
      return values
    }
    let first = try run()
    let second = try run()
    #expect(first == second)
  }
}
