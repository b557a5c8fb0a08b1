import AutoLayoutSolver
import Testing

/// The shared benchmark workloads (copied into `Fixtures/`) run to their expected values, and
/// removing everything leaves an empty, sound solver.
@Suite struct WorkloadFixtureTests {
  /// Expects every `expect` value to within 1e-6 relative.
  func expectValues(
    _ workload: WorkloadFile, _ solver: Solver, _ variables: [Variable],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var mismatches: [String] = []
    for (variable, expected) in workload.expect {
      let actual = solver.value(of: variables[variable])
      if !isClose(actual, expected) {
        mismatches.append("\(workload.variableNames[variable]) = \(actual), expected \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))", sourceLocation: sourceLocation)
  }

  /// The shared workloads. With internal checks every call of the solver pays for a check of
  /// the whole system, which makes the two large ones slow; those builds leave them out.
  static let sharedWorkloads =
    ["enaml-like", "conflict-100", "grid-10x10"]
    + (solverChecksInvariants ? [] : ["chain-1000", "independent-1000"])

  @Test(arguments: sharedWorkloads)
  func sharedWorkload(name: String) throws {
    let workload = try WorkloadFile.load(name)
    #expect(workload.expectError == nil)
    // The file pins the solution (enaml-like leaves out the variables whose optimum is not
    // unique).
    #expect(workload.expect.count * 5 >= workload.variableNames.count * 4)
    #expect(!workload.suggestions.isEmpty)
    let (solver, variables, constraints) = try workload.makeSolver()
    #expect(solver.validate() == [])
    for step in workload.suggestions {
      for (variable, value) in step { try solver.suggestValue(value, for: variables[variable]) }
      solver.updateVariables()
    }
    #expect(solver.validate() == [])
    expectValues(workload, solver, variables)

    #expect(workload.removeAll)
    for c in constraints { try solver.remove(c) }
    #expect(solver.constraintCount == 0)
    #expect(solver.validate() == [])
    for edit in workload.edits { try solver.removeEditVariable(variables[edit.variable]) }
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == 0)
    #expect(solver.validate() == [])
  }

  @Test func anExpectedRefusal() throws {
    let workload = try WorkloadFile.load("unsatisfiable-chain")
    #expect(workload.expectError == "unsatisfiable")
    let refusedIndex = try #require(workload.expectErrorAt)
    let conflicting = try #require(workload.expectConflicting)
    let (variables, constraints) = workload.makeObjects()
    let solver = Solver()
    var refusal: (index: Int, error: SolverError)?
    var before: SolverSnapshot?
    for (k, c) in constraints.enumerated() {
      before = SolverSnapshot(solver, variables: variables, constraints: constraints)
      do {
        try solver.add(c)
      } catch {
        refusal = (k, error)
        break
      }
    }
    let (index, error) = try #require(refusal)
    #expect(index == refusedIndex)
    #expect(
      error
        == .unsatisfiable(
          constraints[refusedIndex], conflicting: conflicting.map { constraints[$0] })
    )
    #expect(SolverSnapshot(solver, variables: variables, constraints: constraints) == before)
    #expect(solver.validate() == [])
    expectValues(workload, solver, variables)
    #expect(workload.expect.count == variables.count)
  }

  @Test func theLoaderReadsEveryField() throws {
    let workload = try WorkloadFile.load("unsatisfiable-chain")
    #expect(workload.name == "unsatisfiable-chain")
    #expect(workload.variableNames == ["a", "b", "c", "w", "v"])
    #expect(workload.constraints.count == 8)
    let gap = workload.constraints[4]
    #expect(gap.terms.map(\.coefficient) == [1, -1])
    #expect(gap.terms.map(\.variable) == [3, 0])
    #expect(gap.constant == 0)
    #expect(gap.relation == .lessThanOrEqual)
    #expect(gap.priority == 1000)
    #expect(workload.constraints[2].priority == 250)
    #expect(workload.constraints[5].relation == .greaterThanOrEqual)
    #expect(workload.edits.map(\.variable) == [4])
    #expect(workload.edits.map(\.priority) == [750])
    #expect(workload.suggestions.map { $0.map(\.value) } == [[99]])
    #expect(workload.removeAll)
    #expect(workload.expect.map(\.variable) == [0, 1, 2, 4, 3])
  }
}
