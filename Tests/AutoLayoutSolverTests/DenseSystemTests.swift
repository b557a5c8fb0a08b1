import AutoLayoutSolver
import Testing

/// Dense random systems, far from layout's sparse chains, where rounding noise once sent the
/// simplex round a cycle of pivots for ever (see `Docs/Solver.md`, *Dense, ill-conditioned
/// systems*).
@Suite struct DenseSystemTests {
  /// `Fixtures/dense-random-72.json` (`Scripts/make_workloads.py DIR random-72`): 72 variables
  /// bounded to 0...1000, 144 random optional relations over two or three of them at five
  /// levels, five edit variables at 800 and 30 suggestion steps. Adding it never returned; now
  /// every level's total error is the oracle's, and removing it all again leaves the solver
  /// empty and sound.
  @Test func aSystemThatOnceCycledSolvesToTheLexicographicOptimum() throws {
    let workload = try WorkloadFile.load("dense-random-72")
    let session = try workload.runUpToRemoval()
    let (solver, variables, constraints) = (session.solver, session.variables, session.constraints)
    let suggested = session.suggested
    #expect(solver.validate() == [])
    #expect(solver.statistics.cutSimplexRuns == 0)

    try workload.expectLexicographicOptimum(
      variables.map { solver.value(of: $0) }, suggested: suggested)

    // Removing everything again leaves an empty, sound solver.
    for constraint in constraints { try solver.remove(constraint) }
    for edit in workload.edits { try solver.removeEditVariable(variables[edit.variable]) }
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == 0)
  }

  /// `Fixtures/level-gap-58.json`: 58 random constraints over 25 variables at six levels
  /// (`Scripts/fuzz_layouts.py --family dense`, shrunk). A row held the cell -5.8e-18, rounding
  /// noise beside its others, for an error symbol of the 749 level; repricing read it as a real
  /// weight there (it was that level's whole sum), so the simplex pivoted to gain 6e-18 at 749
  /// and gave up three times the optimal error at 250. Noise cells now price nothing, and every
  /// level reaches the oracle's optimum.
  @Test func aNoiseCellNeverBuysAnImprovementAtAHigherLevel() throws {
    _ = try WorkloadFile.solvedAtOptimum("level-gap-58")
  }

  /// `Fixtures/dummy-residue-127.json` (`Scripts/fuzz_layouts.py --family dense`, seed 55):
  /// 127 random constraints over 22 variables. Its 60th removal takes out a required equality
  /// whose marker a basic dummy's row held as a residue of 5.4e-14. The row was set aside as a
  /// residue but kept the cell, so the pivot on the chosen row spread cells of 2.7e-14 for four
  /// errors into it, and a dummy row must hold dummies only. Residues now leave their rows
  /// before the pivot, and every removal leaves a sound solver.
  @Test func aResidueLeavesItsRowBeforeARemovalPivots() throws {
    let session = try WorkloadFile.load("dummy-residue-127").runUpToRemoval(
      solvingFirst: true)
    let solver = session.solver
    #expect(solver.validate() == [])
    try session.removeEachConstraint { k in
      #expect(solver.validate() == [], "after removing constraint \(k)")
    }
    #expect(solver.sizes.rows == 2)  // the two edit variables' rows
  }

  /// The guard notices a run that goes round a cycle of pivots within a few laps, and never a
  /// run that keeps reaching new bases.
  @Test func theCycleGuardNoticesACycleAndNothingElse() {
    // Three pivots that lead back to where they started: 1 for 2, 3 for 1, 2 for 3.
    let lap: [(entering: Symbol, leaving: Symbol)] = [(1, 2), (3, 1), (2, 3)]
    var guardian = CycleGuard()
    guardian.start()
    var pivots = 0
    var noticed = false
    while !noticed, pivots < 100 {
      let (entering, leaving) = lap[pivots % lap.count]
      noticed = guardian.revisits(entering: entering, leaving: leaving)
      pivots += 1
    }
    #expect(noticed)
    #expect(pivots <= 4 * lap.count)

    // A walk through ever new bases: symbol k + 1 enters for symbol k.
    guardian.start()
    var falseAlarms = 0
    for k in 0..<10_000 where guardian.revisits(entering: Symbol(k + 1), leaving: Symbol(k)) {
      falseAlarms += 1
    }
    #expect(falseAlarms == 0)
  }

  /// `Fixtures/removal-pivot-18.json` (`Scripts/fuzz_layouts.py --family dense`, seed 55,
  /// system 111, shrunk to 18 constraints): the eighth removal takes out a marker that only
  /// unrestricted rows hold, where any row keeps the others feasible and the shortest was
  /// taken, though its coefficient was 0.0007 and another row offered 0.44. The pivot
  /// multiplied the rounding of every number it substituted by 1,400, and constraints were off
  /// by 3.2e-7 (the internal checks stopped there). A coefficient below a hundredth of the
  /// largest is now passed over.
  @Test func aRemovalPivotsOnNoTinyCoefficientWhenItHasAChoice() throws {
    let session = try WorkloadFile.load("removal-pivot-18").runUpToRemoval(solvingFirst: true)
    let solver = session.solver
    try session.removeEachConstraint { k in
      #expect(solver.largestResidual <= 1e-8, "after removing constraint \(k)")
    }
    #expect(solver.validate() == [])
    #expect(solver.sizes.rows == 1)  // the edit variable's row
  }

  /// `Fixtures/removal-drift-29.json` (`Scripts/fuzz_layouts.py --family dense`, seed 83,
  /// system 796, shrunk to 29 constraints, numbers below 440): the nineteenth removal takes out
  /// a slack that only unrestricted rows hold, at 0.5 in one and 0.042 in a shorter one. The
  /// floor was a hundredth of the largest, so the shorter row was taken, and its pivot
  /// multiplied the rounding of the rows by 12: `0.5·x25 == 0 @749` ended 3.0e-7 off its
  /// error symbols (the internal checks stopped there). The floor is now a tenth, the
  /// threshold of sparse LU codes' partial pivoting: no removal leaves more than 3.2e-8.
  @Test func aRemovalPivotsOnNoCoefficientBelowATenthOfTheLargest() throws {
    let session = try WorkloadFile.load("removal-drift-29").runUpToRemoval(solvingFirst: true)
    let solver = session.solver
    try session.removeEachConstraint { k in
      #expect(solver.largestResidual <= 1e-7, "after removing constraint \(k)")
      #expect(solver.validate() == [], "after removing constraint \(k)")
    }
    #expect(solver.sizes.rows == 1)  // the edit variable's row
  }

  /// `Fixtures/removal-residue-33.json` (`Scripts/fuzz_layouts.py --family dense`, seed 83,
  /// system 796 again, shrunk to 33 constraints with the floor above in place): removals
  /// whose marker other rows hold only as residues of 1e-11. Only a residue in the row chosen
  /// for the pivot was dropped; the others took the pivot row at their residue's scale, and
  /// with the marker's new value in the thousands their constants moved by 1e-7 each: `x9 == 0
  /// @249` ended 1.4e-7 off (the full system: `x14 + 61 == 0` 8.4e-6 off). Every residue of
  /// the marker now leaves its row before the pivot.
  @Test func aRemovalDropsEveryResidueOfTheMarker() throws {
    let session = try WorkloadFile.load("removal-residue-33").runUpToRemoval(solvingFirst: true)
    let solver = session.solver
    try session.removeEachConstraint { k in
      #expect(solver.validate() == [], "after removing constraint \(k)")
    }
    #expect(solver.sizes.rows == 1)  // the edit variable's row
  }

  /// `Fixtures/dummy-residue-24.json` (`Scripts/fuzz_layouts.py --family dense`, seed 71,
  /// system 42, shrunk to 24 constraints): `x20 == x12`, `x8 == x12` and `x20 == x8` are
  /// required, so the third's dummy is basic in a row of the first two's markers, and that row
  /// also held the marker of the unrelated `2·x4 == 0.5·x16 + x7 + 0.5·x0` at -5.3e-15, a
  /// rounding residue. Changing that constraint's constant to -1800 moved the dummy row by
  /// 1e-11, which no pivot can bring back, and the change was refused as a conflict with the
  /// three equalities. A residue of the moved marker in a dummy's row is now dropped instead.
  @Test func aConstantChangeIsNotRefusedForAResidueInADummyRow() throws {
    try WorkloadFile.changedAtOptimum("dummy-residue-24")
  }

  /// `Fixtures/drift-refusal-19.json` (`Scripts/fuzz_layouts.py`, seed 75, dense system 177,
  /// shrunk to 19 constraints): the required `3·x10 >= 3·x0 + x8 + 3·x2 + 700` is tightened to
  /// 874, which the system allows. The dual simplex's first pivot leaves a slack that is zero
  /// in exact arithmetic at -1.3e-9, the rounding of numbers in the hundreds through
  /// coefficients of 24, and no symbol could raise it: the change was refused as a conflict.
  /// A row that far below zero, within 1e-9 of the changed constraint's constants, is now
  /// drift set to zero.
  @Test func aConstantChangeIsNotRefusedForRoundingDrift() throws {
    try WorkloadFile.changedAtOptimum("drift-refusal-19")
  }

  /// `Scripts/fuzz_layouts.py --family edge`, seed 79, system 395, shrunk: `0.5·x7 <= 0.0015`
  /// and `x7 >= 0.0015` are required, and an unrelated edit variable is suggested at -3e6.
  /// Changing the first constant to 0 conflicts by 0.0015. A drift limit taken from the whole
  /// system's scale (2e6 with the suggestion) let that pass as rounding, and `x7 >= 0.0015`
  /// broke; the limit comes from the changed constraint's own constants, and the change is
  /// refused with nothing changed.
  @Test func aRealConflictIsNotTakenForDriftBesideALargeSuggestion() throws {
    let x0 = Variable("x0")
    let x7 = Variable("x7")
    let cap = 0.5 * x7 <= 0.0015
    let floor = x7 >= 0.0015
    let solver = Solver()
    try solver.add(cap)
    try solver.add(floor)
    try solver.addEditVariable(x0, priority: Priority(999.5))
    try solver.suggestValue(-3_000_000, for: x0)
    solver.updateVariables()
    #expect {
      try solver.setConstant(0, for: cap)
    } throws: { error in
      guard case .unsatisfiable(let refused, let conflicting)? = error as? SolverError else {
        return false
      }
      return refused === cap && conflicting.count == 1 && conflicting[0] === floor
    }
    solver.updateVariables()
    #expect(solver.value(of: x7) == 0.003)
    #expect(solver.constant(of: cap) == -0.0015)
    #expect(solver.validate() == [])
  }
}
