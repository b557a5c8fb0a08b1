import AutoLayoutSolver
import Testing

/// Dragging an edit variable moves its marker again and again. While the total move keeps
/// every row with an error or slack basic symbol feasible, those rows are left for later and
/// only the rows that hold values move (see `PendingShift`). Whatever else comes next sees every
/// row moved: each test checks the values against the grid's closed form and the solver's
/// invariants (which it checks on the rows as they will be settled).
///
/// Columns are copied, and moves deferred, from 256 rows on, and from 4 rows on when the solver
/// checks its invariants, so the grid is smaller there.
@Suite struct DeferredMoveTests {
  static let grid =
    solverChecksInvariants ? GridLayout(rows: 2, columns: 4) : GridLayout(rows: 4, columns: 70)

  /// The container width at which every view is `viewWidth` wide.
  static func width(_ viewWidth: Double) -> Double { grid.containerWidth(forViews: viewWidth) }

  /// A solver holding the grid, with an edit on its width, dragged until its moves are
  /// deferred (views 20 wide at the end).
  func draggedSolver() throws -> Solver {
    let grid = Self.grid
    let solver = Solver()
    for constraint in grid.constraints { try solver.add(constraint) }
    try solver.addEditVariable(grid.containerWidth, priority: .defaultHigh)
    for viewWidth in [26.0, 24, 22, 20] {
      try solver.suggestValue(Self.width(viewWidth), for: grid.containerWidth)
      solver.updateVariables()
    }
    return solver
  }

  /// A drag that keeps every view between 10 and 30 wide: narrower than 88 (where its height
  /// of 44 at priority 500 and its aspect at 250 agree on which error is basic) and wider than
  /// its minimum of 1.
  static let drag: [Double] = (0..<40).map { width(10 + Double($0 * 7 % 41) / 2) }

  @Test func aDragDefersEveryMoveAfterTheFirstQuietOne() throws {
    let grid = Self.grid
    let solver = try draggedSolver()
    let deferred = solver.statistics.deferredMoves
    let pivots = solver.statistics.pivots
    #expect(deferred > 0)
    for (step, width) in Self.drag.enumerated() {
      try solver.suggestValue(width, for: grid.containerWidth)
      solver.updateVariables()
      grid.expectSolved(solver, suggestedWidth: width)
      #expect(solver.validate() == [], "step \(step)")
    }
    #expect(solver.statistics.pivots == pivots)
    #expect(solver.statistics.deferredMoves == deferred + Self.drag.count)
  }

  @Test func aMoveThatNeedsPivotsSettlesFirst() throws {
    let grid = Self.grid
    let solver = try draggedSolver()
    let pivots = solver.statistics.pivots
    // Views wider than 88: every aspect error changes sign. Narrower than 1: the widths stop
    // at their minimum.
    for viewWidth in [21.0, 120, 22, 23, -5, 20, 21] {
      let width = Self.width(viewWidth)
      try solver.suggestValue(width, for: grid.containerWidth)
      solver.updateVariables()
      grid.expectSolved(solver, suggestedWidth: width)
      #expect(solver.validate() == [], "views \(viewWidth) wide")
    }
    #expect(solver.statistics.pivots > pivots)
  }

  @Test func everyOtherCallSeesTheRowsMoved() throws {
    let grid = Self.grid
    let width = grid.containerWidth
    let solver = try draggedSolver()
    func drag(toViews viewWidth: Double) throws {
      try solver.suggestValue(Self.width(viewWidth), for: width)
      solver.updateVariables()
    }
    func expectViews(_ viewWidth: Double, sourceLocation: SourceLocation = #_sourceLocation) {
      grid.expectSolved(
        solver, suggestedWidth: Self.width(viewWidth), sourceLocation: sourceLocation)
      #expect(solver.validate() == [], sourceLocation: sourceLocation)
    }
    // An addition that holds the width back, a change of its constant, and its removal.
    try drag(toViews: 25)
    let clamp = width <= Self.width(22)
    try solver.add(clamp)
    solver.updateVariables()
    expectViews(22)
    try drag(toViews: 24)
    try drag(toViews: 23)
    try solver.setConstant(-Self.width(21), for: clamp)
    solver.updateVariables()
    expectViews(21)
    try drag(toViews: 24)
    try drag(toViews: 24.5)
    try solver.remove(clamp)
    solver.updateVariables()
    expectViews(24.5)
    // A refused addition leaves everything as it was.
    try drag(toViews: 19)
    try drag(toViews: 19.5)
    #expect(throws: SolverError.self) { try solver.add(grid.width[0][0] == -5) }
    solver.updateVariables()
    expectViews(19.5)
    try drag(toViews: 20.5)
    expectViews(20.5)
    // A priority change, a dump, and a copy that goes its own way.
    try drag(toViews: 20.2)
    try solver.setPriority(Priority(700), for: grid.constraints[2])
    expectViews(20.2)
    try drag(toViews: 20.7)
    _ = solver.dump
    let copy = solver.copy()
    try drag(toViews: 21.4)
    try copy.suggestValue(Self.width(15), for: width)
    copy.updateVariables()
    expectViews(21.4)
    grid.expectSolved(copy, suggestedWidth: Self.width(15))
    #expect(copy.validate() == [])
    // Without the edit the views take their preferred width of 88.
    try drag(toViews: 21.2)
    try solver.removeEditVariable(width)
    solver.updateVariables()
    expectViews(88)
  }

  @Test func anotherEditsMoveSettlesTheFirst() throws {
    let grid = Self.grid
    let solver = try draggedSolver()
    // A second edit on the height, moved between the width's moves.
    try solver.addEditVariable(grid.containerHeight, priority: .defaultHigh)
    var height = 600.0
    for (step, width) in Self.drag.prefix(12).enumerated() {
      try solver.suggestValue(width, for: grid.containerWidth)
      if step % 3 == 2 {
        height += 40
        try solver.suggestValue(height, for: grid.containerHeight)
      }
      solver.updateVariables()
      grid.expectSolved(solver, suggestedWidth: width, suggestedHeight: height)
      #expect(solver.validate() == [], "step \(step)")
    }
  }
}
