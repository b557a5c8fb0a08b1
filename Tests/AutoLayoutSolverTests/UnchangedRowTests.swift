import AutoLayoutSolver
import Testing

/// A row whose constant an addition leaves as it was keeps its basic symbol's value, so the
/// next update does not read that variable again: an edit variable joins at its current value,
/// and the rows it is substituted into move by nothing.
@Suite struct UnchangedRowTests {
  @Test func anEditJoiningAtItsValueLeavesTheValuesToRead() throws {
    let grid = GridLayout(rows: 6, columns: 8)
    let solver = Solver()
    for constraint in grid.constraints { try solver.add(constraint) }
    solver.updateVariables()
    let refreshed = solver.statistics.variablesRefreshed
    try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
    solver.updateVariables()
    // The width joins at its own value: no row's constant moves, and no value is read again
    // (each of the six rows' widths was, before).
    #expect(solver.statistics.variablesRefreshed - refreshed <= 1)
    grid.expectSolved(solver, suggestedWidth: grid.containerWidth(forViews: 88))
    // A suggestion moves them all.
    try solver.suggestValue(grid.containerWidth(forViews: 20), for: grid.containerWidth)
    solver.updateVariables()
    grid.expectSolved(solver, suggestedWidth: grid.containerWidth(forViews: 20))
  }
}
