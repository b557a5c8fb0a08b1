import Testing

@testable import AutoLayoutSolver

/// `updateVariables(reportingChanges:)` reports exactly the variables whose published value
/// changed, also when the solver was updated without reports before (its refreshes then list
/// nothing, see `SolverCore.listsChanges`).
@Suite struct ChangeReportTests {
  /// A grid whose variables carry their index as context, and its solver with the constraints
  /// added and an edit on the container's width.
  private func makeGrid() throws -> (GridLayout, [Variable], Solver) {
    let grid = GridLayout(rows: 6, columns: 6)
    let variables =
      [grid.containerLeft, grid.containerTop, grid.containerWidth, grid.containerHeight]
      + (grid.left + grid.top + grid.width + grid.height).flatMap { $0 }
    for (index, variable) in variables.enumerated() { variable.context = index }
    let solver = Solver()
    for constraint in grid.constraints { try solver.add(constraint) }
    try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
    return (grid, variables, solver)
  }

  /// Runs a reporting update and checks that it reported exactly the variables whose value
  /// moved, each with its new value.
  private func expectReportedChanges(
    _ solver: Solver, _ variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = variables.map { solver.value(of: $0) }
    var reported: [Int: Double] = [:]
    solver.updateVariables { context, value in reported[context] = value }
    let after = variables.map { solver.value(of: $0) }
    let moved = Set(variables.indices.filter { before[$0] != after[$0] })
    #expect(Set(reported.keys) == moved, sourceLocation: sourceLocation)
    for (context, value) in reported {
      #expect(value == after[context], "\(variables[context])", sourceLocation: sourceLocation)
    }
  }

  @Test func theFirstReportAfterPlainUpdatesListsWhatChangedSinceTheLastOne() throws {
    let (grid, variables, solver) = try makeGrid()
    solver.updateVariables()
    try solver.suggestValue(800, for: grid.containerWidth)
    solver.updateVariables()
    // Moves every left and width (a sweep of the definitions), but not the tops.
    try solver.suggestValue(900, for: grid.containerWidth)
    expectReportedChanges(solver, variables)
    // Six equal widths, 16 points of inset on each side and 8 between them.
    #expect(abs(solver.value(of: grid.width[2][3]) - (900 - 32 - 5 * 8) / 6) < 1e-9)
    try solver.suggestValue(950, for: grid.containerWidth)
    expectReportedChanges(solver, variables)
    // Nothing changed since: nothing is reported.
    expectReportedChanges(solver, variables)
  }

  @Test func aRefreshOutsideAnUpdateIsReportedAgainstThePublishedValues() throws {
    let (grid, variables, solver) = try makeGrid()
    solver.updateVariables()
    let published = solver.value(of: grid.containerWidth)
    try solver.suggestValue(700, for: grid.containerWidth)
    // Adding an edit variable reads its current value: a refresh outside an update, which
    // moves the values while the published ones are held.
    try solver.addEditVariable(grid.containerHeight, priority: .defaultLow)
    #expect(published != 700)
    #expect(solver.value(of: grid.containerWidth) == published)
    expectReportedChanges(solver, variables)
    #expect(abs(solver.value(of: grid.containerWidth) - 700) < 1e-9)
  }

  @Test func aSolverReportingFromItsFirstUpdateReportsTheSame() throws {
    let (grid, variables, plain) = try makeGrid()
    let (otherGrid, otherVariables, reporting) = try makeGrid()
    plain.updateVariables()
    expectReportedChanges(reporting, otherVariables)
    for width in [640.0, 1000.5, 320.25] {
      try plain.suggestValue(width, for: grid.containerWidth)
      try reporting.suggestValue(width, for: otherGrid.containerWidth)
      plain.updateVariables()
      expectReportedChanges(reporting, otherVariables)
      #expect(
        variables.map { plain.value(of: $0) } == otherVariables.map { reporting.value(of: $0) })
    }
  }
}
