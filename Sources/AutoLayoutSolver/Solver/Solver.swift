/// An incremental Cassowary solver with Auto Layout's exact priority order.
///
/// Add constraints, let variables follow edits, and read the values after
/// ``updateVariables()``:
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 20)
/// try solver.add(width >= 100)
/// try solver.add((width == 300).withPriority(.defaultLow))
/// solver.updateVariables()
/// solver.value(of: left)    // 20
/// solver.value(of: width)   // 300
/// ```
///
/// Required constraints hold exactly. Optional constraints are satisfied in strict priority
/// order: a higher priority wins over any number of lower ones, and within one priority the sum
/// of the errors is as small as it can be. The same calls in the same order always give the same
/// values. A call that throws leaves the solver exactly as it was.
///
/// A solver is not thread-safe; use it from one thread (or actor) at a time.
public final class Solver {
  // Exclusive access to these is checked at compile time only: no call hands out a reference
  // to them, and none calls back into the solver while it changes them (a `batch` body runs
  // between two short accesses). The run-time check would cost each call about as much as a
  // small suggestion's whole work.
  @exclusivity(unchecked) var core = SolverCore()
  @exclusivity(unchecked) private var changes: [ValueChange] = []

  /// Creates an empty solver.
  public init() {
    core.reserveInitialCapacity()
  }

  /// The record slot of `constraint`, its slot hint read before the solver's tables are (see
  /// ``ObjectSlots/subscript(_:hint:)``).
  @inline(__always)
  func slot(of constraint: Constraint) -> Int32? {
    let hint = constraint.loadSlotHint()
    return core.recordSlots[constraint, hint: hint]
  }

  /// The variable slot of `variable`, its slot hint read before the solver's tables are.
  @inline(__always)
  func slot(of variable: Variable) -> Int32? {
    let hint = variable.loadSlotHint()
    return core.variables.slot(of: variable, hint: hint)
  }

  deinit {
    // The constraints and variables may join another solver, which then finds them faster
    // through their slot hints (see `ObjectSlots`).
    core.releaseHints()
  }

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already here;
  ///   ``SolverError/invalidPriority(_:)`` or ``SolverError/nonFiniteValue(_:context:)`` for bad
  ///   input; ``SolverError/unsatisfiable(_:conflicting:)`` when it is required and cannot hold
  ///   together with the required constraints already here.
  /// - Complexity: proportional to the rows that hold its variables, not to the whole system.
  public func add(_ constraint: Constraint) throws(SolverError) {
    guard slot(of: constraint) == nil else {
      throw .duplicateConstraint(constraint)
    }
    try SolverCore.validate(constraint.expression, priority: constraint.priority)
    if let below = constraint.priorityBelow, !below.isValid || below.isRequired {
      throw .invalidPriority(below)
    }
    core.settleDeferredMoves()
    core.optimizeIfPending()
    try core.insert(
      constraint, constant: constraint.expression.constant, priority: constraint.priority.rawValue)
    core.optimizeAfterAddition()
    core.checkInvariants()
  }

  /// Removes a constraint.
  ///
  /// The solution is optimized again by the next call that needs it (any call but another
  /// removal), as at the end of a ``batch(_:)``: removing many constraints in a row optimizes
  /// once.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not here.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let slot = slot(of: constraint), !isEditConstraint(slot)
    else { throw .unknownConstraint(constraint) }
    core.settleDeferredMoves()
    core.removeRecord(slot)
    core.deferOptimization()
    core.repairGrowthIfNeeded()
    core.checkInvariants()
  }

  /// Whether the solver holds this constraint.
  public func contains(_ constraint: Constraint) -> Bool {
    guard let slot = slot(of: constraint) else { return false }
    return !isEditConstraint(slot)
  }

  /// The number of constraints the solver holds (edit variables not included).
  public var constraintCount: Int { core.recordSlots.count - core.edits.count }

  // MARK: In-place changes

  /// Changes the constant of a constraint the solver holds, without removing and re-adding it.
  ///
  /// The constant is the one of the constraint's ``Constraint/expression`` (the left side minus
  /// the right side): for `x + 10 <= y` it is 10. Only the rows that depend on the constraint are
  /// touched, so this is the cheap way to animate a layout.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:context:)``,
  ///   or ``SolverError/unsatisfiable(_:conflicting:)`` when a required constraint can no longer
  ///   hold with the new constant (the old one is kept).
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    guard let slot = slot(of: constraint), !isEditConstraint(slot)
    else { throw .unknownConstraint(constraint) }
    guard constant.isFinite else { throw .nonFiniteValue(constant, context: "constant") }
    core.optimizeIfPending()
    try core.setConstant(constant, record: slot)
    core.optimizeUnlessBatching()
    core.repairGrowthIfNeeded()
    core.checkInvariants()
  }

  /// Changes the priority of an optional constraint the solver holds to another optional
  /// priority.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidPriority(_:)``, or
  ///   ``SolverError/requiredPriorityChange(_:from:to:)`` when the constraint is required or the
  ///   new priority is (remove it, and add a constraint with the new priority instead).
  public func setPriority(_ priority: Priority, for constraint: Constraint) throws(SolverError) {
    guard let slot = slot(of: constraint), !isEditConstraint(slot)
    else { throw .unknownConstraint(constraint) }
    guard priority.isValid else { throw .invalidPriority(priority) }
    let current = core.records[Int(slot)]!.priority
    if current == priority.rawValue { return }
    if current >= 1000 || priority.isRequired {
      throw .requiredPriorityChange(constraint, from: Priority(current), to: priority)
    }
    core.settleDeferredMoves()
    core.optimizeIfPending()
    core.setPriority(priority.rawValue, record: slot)
    core.optimizeUnlessBatching()
    core.checkInvariants()
  }

  /// Changes the priority of the error below zero of an optional equality made with
  /// ``Constraint/priorityBelow`` (``setPriority(_:for:)`` changes the one above zero).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for a constraint the solver does not hold
  ///   or that has no separate priority below zero; ``SolverError/invalidPriority(_:)`` for a
  ///   priority outside 1..<1000.
  package func setPriorityBelow(_ priority: Priority, for constraint: Constraint)
    throws(SolverError)
  {
    guard let slot = slot(of: constraint), core.records[Int(slot)]!.otherLevel >= 0
    else { throw .unknownConstraint(constraint) }
    guard priority.isValid, !priority.isRequired else { throw .invalidPriority(priority) }
    if core.records[Int(slot)]!.priorityBelow == priority.rawValue { return }
    core.settleDeferredMoves()
    core.optimizeIfPending()
    core.setPriorityBelow(priority.rawValue, record: slot)
    core.optimizeUnlessBatching()
    core.checkInvariants()
  }

  /// The current priority below zero of an optional equality made with
  /// ``Constraint/priorityBelow``, or `nil`.
  package func priorityBelow(of constraint: Constraint) -> Priority? {
    guard let slot = slot(of: constraint) else { return nil }
    return core.records[Int(slot)]!.priorityBelow.map { Priority($0) }
  }

  /// The current constant of a constraint the solver holds (see ``setConstant(_:for:)``).
  public func constant(of constraint: Constraint) -> Double? {
    guard let slot = slot(of: constraint) else { return nil }
    return core.records[Int(slot)]!.constant
  }

  /// The current priority of a constraint the solver holds (see ``setPriority(_:for:)``).
  public func priority(of constraint: Constraint) -> Priority? {
    guard let slot = slot(of: constraint) else { return nil }
    return Priority(core.records[Int(slot)]!.priority)
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: an optional `variable == value` constraint at
  /// `priority`, whose value ``suggestValue(_:for:)`` moves. It starts at the variable's current
  /// value, so adding it moves nothing.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   or ``SolverError/requiredEditPriority(_:)`` for a required priority.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard core.edits[variable] == nil else {
      throw .duplicateEditVariable(variable)
    }
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard !priority.isRequired else { throw .requiredEditPriority(variable) }
    core.settleDeferredMoves()
    core.optimizeIfPending()
    let value = core.currentValue(of: variable)
    let constraint = Constraint(
      LinearExpression(terms: [Term(variable)], constant: -value), .equal, priority: priority)
    try core.insert(constraint, constant: -value, priority: priority.rawValue)
    let slot = slot(of: constraint)!
    core.edits[variable] = slot
    core.records[Int(slot)]!.isEdit = true
    core.optimizeUnlessBatching()
    core.checkInvariants()
  }

  /// Stops editing `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let slot = core.edits[variable] else { throw .unknownEditVariable(variable) }
    core.edits[variable] = nil
    core.settleDeferredMoves()
    core.removeRecord(slot)
    core.deferOptimization()
    core.repairGrowthIfNeeded()
    core.checkInvariants()
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.edits[variable] != nil
  }

  /// Suggests a new value for an edit variable; the solver moves toward it as far as the
  /// constraints of higher priority allow.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
  ///   ``SolverError/nonFiniteValue(_:context:)``.
  /// - Complexity: proportional to the rows that depend on the edit, plus the dual simplex
  ///   pivots the new value needs.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let slot = core.edits[variable] else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else {
      throw .nonFiniteValue(value, context: "suggested value for \(variable)")
    }
    core.optimizeIfPending()
    try core.setConstant(-value, record: slot)
    core.optimizeUnlessBatching()
    core.repairGrowthIfNeeded()
    core.checkInvariants()
  }

  // MARK: Values and batches

  /// Computes the variables' values; ``value(of:)-(Variable)`` reports them until the next update.
  ///
  /// - Complexity: proportional to the variables whose values changed since the last update.
  public func updateVariables() {
    core.optimizeIfPending()
    core.updateVariables()
  }

  /// Computes the values like ``updateVariables()`` and calls `changed` with the
  /// ``Variable/context`` and the new value of every variable whose value is different from the
  /// one the previous update reported (a variable may be reported more than once, always with
  /// its new value).
  package func updateVariables(reportingChanges changed: (_ context: Int, _ value: Double) -> Void)
  {
    core.optimizeIfPending()
    core.updateVariables(changes: &changes)
    for change in changes { changed(change.context, change.value) }
    changes.clearKeepingCapacity()
  }

  /// Sets the ``Variable/context`` of `variable`, also in this solver's table when the solver
  /// knows the variable. Change a context through the solver whose reports must carry it: a
  /// solver reads a variable's context once, when the variable joins it.
  ///
  /// - Complexity: O(1).
  package func setContext(_ context: Int, of variable: Variable) {
    variable.context = context
    if let slot = slot(of: variable) {
      core.variables.contexts[Int(slot)] = context
    }
  }

  /// The value of `variable` as of the last ``updateVariables()``; 0 for a variable no
  /// constraint of this solver mentions.
  public func value(of variable: Variable) -> Double {
    guard let slot = slot(of: variable) else { return 0 }
    return core.variables.publishedValue(ofSlot: slot)
  }

  /// The value of `expression` with its variables at their values as of the last
  /// ``updateVariables()``.
  public func value(of expression: LinearExpression) -> Double {
    expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
  }

  /// Runs `body` as one batch: the objective is optimized once, when the outermost batch ends,
  /// instead of after every change inside it; except that after its first 32 additions a batch
  /// optimizes after each further one, because a system optimized once after many additions can
  /// take a path on which most pivots touch every row. Feasibility and every error check still
  /// happen call by call. A batch is not a transaction: when `body` throws, the calls it made
  /// before stay made (each of them, like every call, all or nothing), the batch ends and
  /// optimizes, and the error is rethrown.
  public func batch<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if core.batchDepth == 0 { core.batchAdditions = 0 }
    core.batchDepth += 1
    defer {
      core.batchDepth -= 1
      if core.batchDepth == 0 {
        core.optimizeUnlessBatching()
        core.checkInvariants()
      }
    }
    return try body()
  }

  /// Removes every constraint and edit variable, and forgets every variable: afterwards each
  /// variable reads 0 in ``value(of:)-(Variable)``, as a variable that no constraint mentions
  /// does, until constraints that mention it are added and the values are updated again.
  ///
  /// Inside ``batch(_:)`` the batch goes on: the objective is still optimized when it ends.
  public func reset() {
    core.reset()
  }

  // MARK: Debugging

  /// The constraints, definitions, tableau rows and objective, one per line, for bug reports.
  public var dump: String {
    core.settleDeferredMoves()
    core.optimizeIfPending()
    return core.dump
  }

  /// Whether a ``batch(_:)`` is open (its optimization still to come).
  package var isBatching: Bool { core.batchDepth > 0 }

  /// Counts of the tableau's basic operations so far.
  package var statistics: SolverStatistics { core.tableau.statistics }

  /// The number of live tableau rows and of stored definitions.
  package var sizes: (rows: Int, definitions: Int, symbols: Int) {
    (core.tableau.rows.liveCount, core.definitions.count, core.tableau.symbolCount)
  }

  /// The number of cells in the live tableau rows (how dense the tableau is).
  ///
  /// - Complexity: O(row slots).
  package var cellCount: Int {
    var total = 0
    for index in 0..<core.tableau.rows.slotCount where core.tableau.rows.basic[index] >= 0 {
      total += core.tableau.rows.length(of: Int32(index))
    }
    return total
  }

  /// The number of cells the row arena spans, held or wasted: between calls at most four times
  /// what the rows need (``cellCount`` and four cells for each row) plus a few thousand, as the
  /// arena is compacted beyond that.
  package var arenaLength: Int { core.tableau.rows.arenaLength }

  /// Every broken internal invariant, as sentences; empty for a sound solver.
  package func validate() -> [String] { core.validate() }

  /// The largest amount by which a constraint held misses its own equation at the current basic
  /// solution, its error and slack symbols counted (zero in exact arithmetic): how far rounding
  /// has drifted the rows (see `SolverCore+Residuals.swift`).
  ///
  /// - Complexity: O(variables + terms of all constraints).
  package var largestResidual: Double {
    core.residuals().reduce(0) { Swift.max($0, abs($1.residual)) }
  }

  /// Recomputes every tableau row from the constraints for the current basis and optimizes
  /// again, as the solver does by itself when its rows show rounding noise; no value changes
  /// beyond rounding. Does nothing inside a batch.
  package func refactorize() {
    guard core.batchDepth == 0 else { return }
    core.settleDeferredMoves()
    core.refactorize()
    core.optimize()
    core.checkInvariants()
  }

  private func isEditConstraint(_ slot: Int32) -> Bool {
    // Most solvers (every layout engine's) have no edit variable: skip touching the record.
    // The slot comes from `recordSlots`, so it holds a record.
    core.edits.count > 0 && core.records[Int(slot)]!.isEdit
  }
}
