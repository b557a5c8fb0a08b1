import AutoLayoutSolver
import Testing

/// The column index and the row arena stay bounded: a row of text-like views resized back and
/// forth creates the same cells again and again, and rows that grow dense for a few pivots move
/// to the end of the arena. The index is rebuilt from the rows when its lazy lists outgrow their
/// budget, and the arena is compacted when it spans more than four times what the rows need,
/// without changing any answer.
@Suite struct ColumnIndexTests {
  /// A row of `count` views between `cx` and `cx + cw`: each view at least 0 wide, hugging its
  /// natural width at one of ten levels above 250, resisting compression at 750.
  struct TextRow {
    var constraints: [Constraint] = []
    let cw = Variable("cw")
    var widths: [Variable] = []
    var natural = 2.0

    init(count: Int) {
      let cx = Variable("cx")
      constraints.append(cx == 0)
      var previousEnd = LinearExpression(cx)
      for i in 0..<count {
        let x = Variable("x\(i)")
        let w = Variable("w\(i)")
        let size = Double(10 + i % 41)
        widths.append(w)
        natural += size + 2
        constraints += [
          x == previousEnd + 2,
          w >= 0,
          (w <= size).withPriority(Priority(Double(250 + i % 10))),
          (w >= size).withPriority(Priority(750)),
        ]
        previousEnd = x + w
      }
      constraints.append(cx + cw == previousEnd + 2)
    }
  }

  /// The total error of each optional priority level of `row`'s constraints.
  func levelErrors(of row: TextRow, in solver: Solver) -> [Double: Double] {
    var totals: [Double: Double] = [:]
    for constraint in row.constraints where !constraint.priority.isRequired {
      let residual = solver.value(of: constraint.expression)
      let error =
        switch constraint.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      totals[constraint.priority.rawValue, default: 0] += error
    }
    return totals
  }

  @Test func resizingARowKeepsTheListsBoundedAndTheAnswersExact() throws {
    let row = TextRow(count: 100)
    let solver = Solver()
    for constraint in row.constraints { try solver.add(constraint) }
    try solver.addEditVariable(row.cw, priority: Priority(999))
    for step in 0..<20 {
      let width = row.natural + Double(step % 20 - 10) * 40
      try solver.suggestValue(width, for: row.cw)
      solver.updateVariables()
      // Between calls the arena spans at most four times what the rows need (their cells and
      // four for each row), plus the slack below which it is never compacted (without
      // compaction it grows by every dense row moved).
      let needed = solver.cellCount + 4 * solver.sizes.rows
      #expect(solver.arenaLength <= 4 * needed + 4096)
      // The column index is within its budget too (`validate` checks it), and sound.
      #expect(solver.validate() == [])
      let filled = row.widths.reduce(2.0) { $0 + solver.value(of: $1) + 2 }
      #expect(abs(filled - width) <= 1e-7 * width)
      // Every fifth width, each priority level has the error the same system built from
      // scratch has. (The widths themselves are not unique: views of one level may share a
      // shortfall in any proportion.)
      guard step % 5 == 0 else { continue }
      let fresh = Solver()
      for constraint in row.constraints { try fresh.add(constraint) }
      try fresh.addEditVariable(row.cw, priority: Priority(999))
      try fresh.suggestValue(width, for: row.cw)
      fresh.updateVariables()
      let incremental = levelErrors(of: row, in: solver)
      let rebuilt = levelErrors(of: row, in: fresh)
      #expect(incremental.keys.sorted() == rebuilt.keys.sorted())
      for (level, error) in rebuilt {
        #expect(abs((incremental[level] ?? 0) - error) <= 1e-7, "level \(level) at \(width)")
      }
    }
    #expect(solver.statistics.columnRebuilds > 0)
    #expect(solver.statistics.arenaCompactions > 0)
    #expect(solver.validate() == [])
    for constraint in row.constraints { try solver.remove(constraint) }
    try solver.removeEditVariable(row.cw)
    #expect(solver.constraintCount == 0)
    #expect(solver.validate() == [])
  }

  /// Thousands of rows of one cell each (a view's width at least its own constant) span more of
  /// the arena than their cells, as every row keeps a slice of four: that is no waste, and the
  /// arena must not be compacted on every call for it (which made adding them quadratic).
  @Test func shortRowsDoNotMakeEveryCallCompactTheArena() throws {
    let solver = Solver()
    let widths = (0..<6000).map { Variable("w\($0)") }
    for (i, width) in widths.enumerated() { try solver.add(width >= Double(i % 50)) }
    solver.updateVariables()
    #expect(solver.sizes.rows == 6000)
    #expect(solver.statistics.arenaCompactions <= 2)
    #expect(widths.enumerated().allSatisfy { solver.value(of: $1) == Double($0 % 50) })
    #expect(solver.validate() == [])
  }
}
