import AutoLayoutSolver
import Testing

/// Long rows with short sources: the additions the tableau makes in place, cell by cell,
/// instead of merging (see `Docs/Solver.md`, *Flat rows*), give the answers a merge gives.
@Suite struct LongRowTests {
  /// `Fixtures/nested-40.json` (`Scripts/make_workloads.py DIR nested-40`): 40 views nested one
  /// in another, each inset by 2 on both sides at priority 500 and by at least 1 required, and
  /// 50 widths suggested for the outermost. Squeezed views leave rows with a cell for each
  /// enclosing level, and removing the constraints in the order added substitutes one- and
  /// two-cell rows into them. The answer is the lexicographic optimum after the suggestions
  /// and at every stage of the removal, and the solver stays sound.
  @Test func removingANestedLayoutFromTheOutsideKeepsTheOptimum() throws {
    let workload = try WorkloadFile.load("nested-40")
    let session = try workload.runUpToRemoval()
    let (solver, variables, constraints) = (session.solver, session.variables, session.constraints)
    let suggested = session.suggested
    #expect(solver.validate() == [])
    try workload.expectLexicographicOptimum(
      variables.map { solver.value(of: $0) }, suggested: suggested)

    let before = solver.statistics.inPlaceAdditions
    var remaining = workload
    for (k, constraint) in constraints.enumerated() {
      try solver.remove(constraint)
      remaining.constraints.removeFirst()
      if k % 40 == 39 {
        solver.updateVariables()
        #expect(solver.validate() == [], "after \(k + 1) removals")
        try remaining.expectLexicographicOptimum(
          variables.map { solver.value(of: $0) }, suggested: suggested)
      }
    }
    // The removal did go through the in-place additions this test is about.
    #expect(solver.statistics.inPlaceAdditions - before > 100)
    for edit in workload.edits { try solver.removeEditVariable(variables[edit.variable]) }
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 0)
  }

  /// The same system squeezed, five constraints of one level taken out of the middle and put
  /// back, then everything removed newest first (the order the layout engine uses): the answer
  /// is the lexicographic optimum of the whole system again, and the solver ends empty and
  /// sound.
  @Test func takingOutAndPuttingBackALevelKeepsTheOptimum() throws {
    let workload = try WorkloadFile.load("nested-40")
    let (variables, constraints) = workload.makeObjects()
    let edit = variables[workload.edits[0].variable]
    let editPriority = Priority(workload.edits[0].priority)
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    try solver.addEditVariable(edit, priority: editPriority)
    // Wide enough for the required insets of 1 (78), too narrow for the preferred ones of 2
    // (156).
    let squeezed = 3.0 * 40
    try solver.suggestValue(squeezed, for: edit)
    solver.updateVariables()

    // Out of the middle and back: the five constraints of level 20 (two for the outermost
    // view, then five for each level).
    let middle = 2 + 5 * 19
    let taken = Array(constraints[middle..<(middle + 5)])
    for constraint in taken { try solver.remove(constraint) }
    for constraint in taken { try solver.add(constraint) }
    solver.updateVariables()
    #expect(solver.validate() == [])
    try workload.expectLexicographicOptimum(
      variables.map { solver.value(of: $0) },
      suggested: [workload.edits[0].variable: squeezed])

    for constraint in constraints.reversed() { try solver.remove(constraint) }
    try solver.removeEditVariable(edit)
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 0)
  }
}
