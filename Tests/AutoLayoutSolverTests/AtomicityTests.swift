import AutoLayoutSolver
import Testing

/// After any thrown error the solver is exactly as it was before the call: the same dump, the
/// same values, the same constraints and edits, and no broken invariant. Checked on a system with
/// definitions, tableau rows, several levels and edit variables.
@Suite struct AtomicityTests {
  /// A small window layout that uses every kind of internal representation.
  final class Layout {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let top = Variable("top")
    let height = Variable("height")
    let extra = Variable("extra")
    let leftPin: Constraint
    let rightDefinition: Constraint
    let minimumWidth: Constraint
    let preferredWidth: Constraint
    let maximumRight: Constraint
    let aspect: Constraint
    let others: [Constraint]

    var variables: [Variable] { [left, width, right, top, height, extra] }
    var constraints: [Constraint] {
      [leftPin, rightDefinition, minimumWidth, preferredWidth, maximumRight, aspect] + others
    }

    init() throws {
      leftPin = left == 16
      rightDefinition = right == left + width
      minimumWidth = width >= 44
      preferredWidth = (width == 320).withPriority(.defaultLow)
      maximumRight = right <= 400
      aspect = (height == 0.5 * width).withPriority(.sceneSizeStayPut)
      others = [top >= 0, height <= 200, (extra + width >= 100).withPriority(.defaultHigh)]
      for c in constraints { try solver.add(c) }
      try solver.addEditVariable(right, priority: .defaultHigh)
      try solver.addEditVariable(top, priority: .dragThatCannotResizeScene)
      try solver.suggestValue(300, for: right)
      try solver.suggestValue(12, for: top)
      solver.updateVariables()
    }

    /// Expects `body` to throw `error` and to change nothing.
    func expectRefusal(
      _ error: SolverError, sourceLocation: SourceLocation = #_sourceLocation,
      _ body: () throws(SolverError) -> Void
    ) {
      AutoLayoutSolverTests.expectRefusal(
        error, solver: solver, variables: variables, constraints: constraints,
        sourceLocation: sourceLocation, body)
    }

    /// The same successful calls on the layout and on a fresh copy give bit-identical values
    /// and the same dump (apart from the add counters that refused adds used up).
    func expectSameFutureAsAFreshLayout(sourceLocation: SourceLocation = #_sourceLocation) throws {
      let fresh = try Layout()
      for layout in [self, fresh] {
        try layout.solver.suggestValue(250, for: layout.right)
        try layout.solver.setConstant(-60, for: layout.minimumWidth)
        try layout.solver.add((layout.extra == 7).withPriority(.defaultLow))
        try layout.solver.remove(layout.aspect)
        try layout.solver.setPriority(.defaultHigh + 1, for: layout.preferredWidth)
        layout.solver.updateVariables()
      }
      for (mine, theirs) in zip(variables, fresh.variables) {
        #expect(
          solver.value(of: mine).bitPattern == fresh.solver.value(of: theirs).bitPattern,
          "\(mine)", sourceLocation: sourceLocation)
      }
      #expect(
        withoutAddCounters(solver.dump) == withoutAddCounters(fresh.solver.dump),
        sourceLocation: sourceLocation)
    }

    private func withoutAddCounters(_ dump: String) -> String {
      dump.split(separator: "\n").map { line in
        guard line.hasPrefix("  #"), let space = line.dropFirst(3).firstIndex(of: " ") else {
          return String(line)
        }
        return "  #" + line[space...]
      }.joined(separator: "\n")
    }
  }

  @Test func theLayoutSolvesAsExpected() throws {
    let layout = try Layout()
    let solver = layout.solver
    #expect(solver.value(of: layout.left) == 16)
    #expect(solver.value(of: layout.right) == 300)
    #expect(solver.value(of: layout.width) == 284)
    #expect(solver.value(of: layout.height) == 142)
    #expect(solver.value(of: layout.top) == 12)
    #expect(solver.validate() == [])
    #expect(solver.sizes.definitions > 0)
    #expect(solver.sizes.rows > 0)
  }

  @Test func refusedAddsChangeNothing() throws {
    let layout = try Layout()
    let x = layout
    x.expectRefusal(.duplicateConstraint(x.minimumWidth)) { () throws(SolverError) in
      try x.solver.add(x.minimumWidth)
    }
    let badPriority = (x.width == 1).withPriority(0)
    x.expectRefusal(.invalidPriority(0)) { () throws(SolverError) in
      try x.solver.add(badPriority)
    }
    let badCoefficient = x.width * .nan + x.extra == 1
    x.expectRefusal(.nonFiniteValue(.nan, context: "coefficient of width")) {
      () throws(SolverError) in
      try x.solver.add(badCoefficient)
    }
    let badConstant = x.extra + Double.infinity >= 1
    x.expectRefusal(.nonFiniteValue(.infinity, context: "constant")) { () throws(SolverError) in
      try x.solver.add(badConstant)
    }
    // Through phase one (an inequality against a tableau row).
    let narrow = x.width <= 40
    x.expectRefusal(.unsatisfiable(narrow, conflicting: [x.minimumWidth])) {
      () throws(SolverError) in
      try x.solver.add(narrow)
    }
    // Against a definition alone (only dummy markers remain).
    let moved = x.left == 20
    x.expectRefusal(.unsatisfiable(moved, conflicting: [x.leftPin])) { () throws(SolverError) in
      try x.solver.add(moved)
    }
    // Through a definition and two rows.
    let wide = x.right >= 500
    x.expectRefusal(.unsatisfiable(wide, conflicting: [x.maximumRight])) {
      () throws(SolverError) in
      try x.solver.add(wide)
    }
    let tooWide = x.width >= 400
    x.expectRefusal(
      .unsatisfiable(tooWide, conflicting: [x.leftPin, x.rightDefinition, x.maximumRight])
    ) { () throws(SolverError) in
      try x.solver.add(tooWide)
    }
    try x.expectSameFutureAsAFreshLayout()
  }

  @Test func refusedRemovalsAndChangesChangeNothing() throws {
    let x = try Layout()
    let stranger = x.width == 1
    x.expectRefusal(.unknownConstraint(stranger)) { () throws(SolverError) in
      try x.solver.remove(stranger)
    }
    x.expectRefusal(.unknownConstraint(stranger)) { () throws(SolverError) in
      try x.solver.setConstant(1, for: stranger)
    }
    x.expectRefusal(.nonFiniteValue(.nan, context: "constant")) { () throws(SolverError) in
      try x.solver.setConstant(.nan, for: x.minimumWidth)
    }
    x.expectRefusal(
      .unsatisfiable(x.minimumWidth, conflicting: [x.leftPin, x.rightDefinition, x.maximumRight])
    ) { () throws(SolverError) in
      try x.solver.setConstant(-500, for: x.minimumWidth)  // width >= 500
    }
    x.expectRefusal(
      .unsatisfiable(x.leftPin, conflicting: [x.rightDefinition, x.minimumWidth, x.maximumRight])
    ) { () throws(SolverError) in
      try x.solver.setConstant(-400, for: x.leftPin)  // left == 400
    }
    x.expectRefusal(.unknownConstraint(stranger)) { () throws(SolverError) in
      try x.solver.setPriority(300, for: stranger)
    }
    x.expectRefusal(.requiredPriorityChange(x.minimumWidth, from: .required, to: 999)) {
      () throws(SolverError) in
      try x.solver.setPriority(999, for: x.minimumWidth)
    }
    x.expectRefusal(.requiredPriorityChange(x.aspect, from: 500, to: .required)) {
      () throws(SolverError) in
      try x.solver.setPriority(.required, for: x.aspect)
    }
    x.expectRefusal(.invalidPriority(1001)) { () throws(SolverError) in
      try x.solver.setPriority(1001, for: x.aspect)
    }
    try x.expectSameFutureAsAFreshLayout()
  }

  /// The journal that lets a required change be refused is kept and reused from call to call:
  /// a refusal after many accepted changes (each journaled and kept) must still put back
  /// exactly what it touched, and rows saved by an earlier call must not count as saved.
  @Test func refusalsBetweenAcceptedRequiredChangesChangeNothing() throws {
    let x = try Layout()
    for round in 0..<40 {
      let step = Double(round % 7)
      try x.solver.setConstant(-44 - step, for: x.minimumWidth)  // width >= 44 + step
      try x.solver.setConstant(-16 - step, for: x.leftPin)  // left == 16 + step
      try x.solver.setConstant(-400 + step, for: x.maximumRight)  // right <= 400 - step
      x.solver.updateVariables()
      #expect(x.solver.value(of: x.left) == 16 + step)
      #expect(x.solver.value(of: x.width) == 284 - step)
      if round % 3 == 0 {
        let minimum = x.solver.value(of: x.width) + 200
        x.expectRefusal(
          .unsatisfiable(
            x.minimumWidth, conflicting: [x.leftPin, x.rightDefinition, x.maximumRight])
        ) { () throws(SolverError) in
          try x.solver.setConstant(-minimum, for: x.minimumWidth)
        }
      }
    }
    try x.solver.setConstant(-44, for: x.minimumWidth)
    try x.solver.setConstant(-16, for: x.leftPin)
    try x.solver.setConstant(-400, for: x.maximumRight)
    try x.expectSameFutureAsAFreshLayout()
  }

  @Test func refusedEditCallsChangeNothing() throws {
    let x = try Layout()
    x.expectRefusal(.duplicateEditVariable(x.right)) { () throws(SolverError) in
      try x.solver.addEditVariable(x.right, priority: .defaultLow)
    }
    x.expectRefusal(.requiredEditPriority(x.width)) { () throws(SolverError) in
      try x.solver.addEditVariable(x.width, priority: .required)
    }
    x.expectRefusal(.invalidPriority(Priority(.nan))) { () throws(SolverError) in
      try x.solver.addEditVariable(x.width, priority: Priority(.nan))
    }
    x.expectRefusal(.unknownEditVariable(x.width)) { () throws(SolverError) in
      try x.solver.removeEditVariable(x.width)
    }
    x.expectRefusal(.unknownEditVariable(x.width)) { () throws(SolverError) in
      try x.solver.suggestValue(10, for: x.width)
    }
    x.expectRefusal(.nonFiniteValue(.infinity, context: "suggested value for right")) {
      () throws(SolverError) in
      try x.solver.suggestValue(.infinity, for: x.right)
    }
    try x.expectSameFutureAsAFreshLayout()
  }

  @Test func aRefusedAddInsideABatchChangesNothing() throws {
    let x = try Layout()
    let narrow = x.width <= 40
    x.solver.batch {
      try? x.solver.suggestValue(350, for: x.right)
      try? x.solver.add((x.extra == 1).withPriority(.fittingSizeLevel))
      x.expectRefusal(.unsatisfiable(narrow, conflicting: [x.minimumWidth])) {
        () throws(SolverError) in
        try x.solver.add(narrow)
      }
    }
    x.solver.updateVariables()
    #expect(x.solver.value(of: x.right) == 350)
    #expect(x.solver.value(of: x.extra) == 1)
    #expect(x.solver.validate() == [])
  }

  /// Regression: `setConstant` optimized the batch's pending changes before it started its
  /// journal, so a refusal kept that optimization and `x` read 80 inside the batch.
  @Test func aRefusedSetConstantInsideABatchChangesNothing() throws {
    // Inside a batch the tableau is feasible but not yet optimal. A refused setConstant must not
    // optimize it (values read inside the batch would change).
    let solver = Solver()
    let x = Variable("x")
    let lower = x >= 0
    let upper = x <= 100
    try solver.add(lower)
    try solver.add(upper)
    try solver.add((x == 50).withPriority(.defaultLow))
    solver.batch {
      try? solver.add((x == 80).withPriority(.sceneSizeStayPut))
      solver.updateVariables()
      #expect(solver.value(of: x) == 50)
      expectRefusal(
        .unsatisfiable(lower, conflicting: [upper]), solver: solver, variables: [x],
        constraints: [lower, upper]
      ) { () throws(SolverError) in
        try solver.setConstant(-200, for: lower)  // x >= 200
      }
      solver.updateVariables()
      #expect(solver.value(of: x) == 50)
    }
    // The optimization the refusal undid still happens when the batch ends.
    solver.updateVariables()
    #expect(solver.value(of: x) == 80)
    #expect(solver.validate() == [])
  }

  /// The same inside a batch with pivots pending across definitions, rows and edits: a refused
  /// call leaves the values read inside the batch alone, and the batch then ends exactly as a
  /// batch without the refused call.
  @Test func aRefusedSetConstantInsideABatchEndsLikeNoCall() throws {
    let layouts = [try Layout(), try Layout()]
    for (index, layout) in layouts.enumerated() {
      try layout.solver.batch { () throws(SolverError) in
        try layout.solver.suggestValue(380, for: layout.right)
        try layout.solver.add((layout.width == 500).withPriority(999))
        try layout.solver.setPriority(.defaultHigh + 1, for: layout.preferredWidth)
        if index == 0 {
          layout.expectRefusal(
            .unsatisfiable(
              layout.maximumRight,
              conflicting: [layout.leftPin, layout.rightDefinition, layout.minimumWidth])
          ) { () throws(SolverError) in
            try layout.solver.setConstant(-40, for: layout.maximumRight)  // right <= 40
          }
        }
      }
      layout.solver.updateVariables()
    }
    for (mine, theirs) in zip(layouts[0].variables, layouts[1].variables) {
      #expect(
        layouts[0].solver.value(of: mine).bitPattern
          == layouts[1].solver.value(of: theirs).bitPattern, "\(mine)")
    }
    #expect(layouts[0].solver.validate() == [])
  }

  /// A refused new constant of a definition's constraint puts the definition's constant back
  /// bit for bit: adding the change (-0.4 - -0.1) and subtracting it again gives
  /// 0.09999999999999998, not 0.1.
  @Test func aRefusedConstantOfADefinitionRestoresItExactly() throws {
    let solver = Solver()
    let u = Variable("u")
    let v = Variable("v")
    let positive = u >= 0
    let definition = v == u + 0.1
    let bound = v <= 0.2
    try solver.add(positive)
    try solver.add(definition)
    try solver.add(bound)
    #expect(solver.sizes.definitions == 1)
    expectRefusal(
      .unsatisfiable(definition, conflicting: [positive, bound]), solver: solver,
      variables: [u, v], constraints: [positive, definition, bound]
    ) { () throws(SolverError) in
      try solver.setConstant(-0.4, for: definition)  // v == u + 0.4
    }
    try solver.add((u == 0).withPriority(.defaultLow))
    solver.updateVariables()
    #expect(solver.value(of: v) == 0.1)
  }
  /// A batch is not a transaction: when its body throws, the calls made before stay made, the
  /// batch ends (the solution is optimal again) and the body's error comes out.
  @Test func aBatchWhoseBodyThrowsKeepsTheCallsMadeBefore() throws {
    struct Stop: Error {}
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let pin = x == 10
    try solver.add(pin)
    #expect(throws: Stop.self) {
      try solver.batch {
        try solver.add(y == x + 5)
        try solver.remove(pin)
        try solver.batch {
          try solver.add((x == 20).withPriority(.defaultLow))
          throw Stop()
        }
      }
    }
    #expect(solver.constraintCount == 2)
    #expect(!solver.contains(pin))
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 25)
    #expect(solver.validate() == [])
  }
}
