import AutoLayoutSolver
import Testing

/// A long column that an edit variable moves again and again (a window's width held by every
/// row) is read from a dense copy. The copy must follow every change to the rows it covers:
/// pivots, new rows that gain the marker, removed rows, refused calls that roll back, and other
/// copies taking its slot. Each test compares the values with a solver built afresh.
///
/// Columns are copied from 256 rows on, and from 4 rows on when the solver checks its
/// invariants (which makes every call of a long system pay for a check), so the systems are
/// smaller there.
@Suite struct CachedColumnTests {
  /// How many boxes make a column long enough to be copied.
  static let boxCount = solverChecksInvariants ? 24 : 300

  /// Boxes in a container: box `i` starts at a fixed `l`, prefers width `pref` at a priority
  /// of its own and must end inside each container width. Every value is unique: a box takes
  /// its preferred width or what is left of the narrowest container.
  struct Boxes {
    let widths: [Variable]
    let cl = Variable("cl")
    var boxes: [Int: [Constraint]] = [:]
    var starts: [Int: (variable: Variable, constraint: Constraint)] = [:]
    var variables: [Variable] = []

    init(widths count: Int) {
      widths = (0..<count).map { Variable("cw\($0)") }
      variables = [cl] + widths
    }

    /// The constraints of box `i`, built once and kept for removal.
    mutating func addBox(_ i: Int) -> [Constraint] {
      let l = Variable("l\(i)")
      let w = Variable("w\(i)")
      let start = l == cl + Double(4 + i % 17 * 3)
      var constraints = [
        start, w >= 0,
        (w == Double(40 + i % 23 * 7)).withPriority(Priority(Double(200 + i % 7))),
      ]
      for width in widths { constraints.append(cl + width >= l + w) }
      boxes[i] = constraints
      starts[i] = (l, start)
      variables += [l, w]
      return constraints
    }

    /// Every constraint, box by box in index order, after the container's own.
    var all: [Constraint] {
      [cl == 0] + boxes.keys.sorted().flatMap { boxes[$0]! }
    }
  }

  /// A solver holding the container and ``boxCount`` new boxes of `boxes`.
  func filledSolver(_ boxes: inout Boxes) throws -> Solver {
    let solver = Solver()
    try solver.add(boxes.cl == 0)
    for i in 0..<Self.boxCount {
      for constraint in boxes.addBox(i) { try solver.add(constraint) }
    }
    return solver
  }

  /// A solver with `boxes`' constraints and an edit of each width at 999 suggested at `values`.
  func fresh(_ boxes: Boxes, _ values: [Double]) throws -> Solver {
    let solver = Solver()
    for constraint in boxes.all { try solver.add(constraint) }
    for (width, value) in zip(boxes.widths, values) {
      try solver.addEditVariable(width, priority: Priority(999))
      try solver.suggestValue(value, for: width)
    }
    solver.updateVariables()
    return solver
  }

  /// Every variable of `boxes` has the same value in both solvers (1e-9 relative).
  func expectSameValues(_ boxes: Boxes, _ a: Solver, _ b: Solver, step: Int) {
    for variable in boxes.variables {
      let (x, y) = (a.value(of: variable), b.value(of: variable))
      #expect(abs(x - y) <= 1e-9 * max(1, abs(y)), "\(variable.name) at step \(step): \(x) vs \(y)")
    }
  }

  @Test func aMovedWidthFollowsPivotsNewRowsRemovalsAndRollbacks() throws {
    var boxes = Boxes(widths: 1)
    let solver = try filledSolver(&boxes)
    let width = boxes.widths[0]
    try solver.addEditVariable(width, priority: Priority(999))
    var random = SplitMix64(seed: 2026)
    var next = Self.boxCount
    var value = 400.0
    for step in 0..<40 {
      switch random.below(5) {
      case 0:
        // A box leaves and another arrives: rows drop the marker, new rows gain it.
        let gone = boxes.boxes.keys.sorted()[random.below(boxes.boxes.count)]
        for constraint in boxes.boxes[gone]! { try solver.remove(constraint) }
        boxes.boxes[gone] = nil
        boxes.starts[gone] = nil
        for constraint in boxes.addBox(next) { try solver.add(constraint) }
        next += 1
      case 1:
        // A box moves: its start constant changes in place.
        let moved = boxes.boxes.keys.sorted()[random.below(boxes.boxes.count)]
        let (l, start) = boxes.starts[moved]!
        try solver.setConstant(-Double(random.int(in: 0...90)), for: start)
        let rebuilt = l == boxes.cl + -solver.constant(of: start)!
        try solver.remove(start)
        try solver.add(rebuilt)
        boxes.starts[moved] = (l, rebuilt)
        boxes.boxes[moved]![0] = rebuilt
      case 2:
        // A refused call rolls back every row it touched.
        let box = boxes.boxes.keys.sorted()[random.below(boxes.boxes.count)]
        let l = boxes.starts[box]!.variable
        #expect(throws: SolverError.self) { try solver.add(l == boxes.cl + 9999) }
      case 3 where step % 4 == 3:
        // The edit goes and comes back: its marker's column is built anew.
        try solver.removeEditVariable(width)
        try solver.addEditVariable(width, priority: Priority(999))
      default:
        break
      }
      value = Double(random.int(in: 30...700))
      try solver.suggestValue(value, for: width)
      solver.updateVariables()
      #expect(solver.validate() == [], "step \(step)")
      if step % 8 == 7 {
        expectSameValues(boxes, solver, try fresh(boxes, [value]), step: step)
      }
    }
    #expect(solver.statistics.cachedColumnMoves > 20)
  }

  @Test func moreMovedWidthsThanCopiesStillGiveTheFreshAnswer() throws {
    // Five widths, each held by every box: moved in turn, none is copied; then moved at
    // random, the four copies are taken and given up in turn.
    var boxes = Boxes(widths: 5)
    let solver = try filledSolver(&boxes)
    for width in boxes.widths { try solver.addEditVariable(width, priority: Priority(999)) }
    var values = [Double](repeating: 500, count: boxes.widths.count)
    var random = SplitMix64(seed: 6)
    for step in 0..<15 {
      let k = step < 10 ? step % 5 : random.below(5)
      values[k] = Double(random.int(in: 200...600))
      try solver.suggestValue(values[k], for: boxes.widths[k])
      solver.updateVariables()
      #expect(solver.validate() == [], "step \(step)")
      if step == 9 {
        // Five columns moved in turn, more than there are copies: none is worth copying.
        #expect(solver.statistics.cachedColumnMoves == 0)
      }
      if step == 14 {
        expectSameValues(boxes, solver, try fresh(boxes, values), step: step)
      }
    }
    #expect(solver.statistics.cachedColumnMoves > 0)
  }
}
