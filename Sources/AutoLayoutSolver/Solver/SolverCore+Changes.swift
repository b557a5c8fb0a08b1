// In-place changes: a constraint's constant (and so an edit suggestion) and an optional
// constraint's priority, without removing and re-adding anything.

extension SolverCore {
  /// Changes the constant of the constraint in record `slot` to `constant`.
  ///
  /// Only the rows that hold the constraint's marker change; the dual simplex then restores
  /// feasibility. A required constraint that can no longer hold is refused and everything is
  /// put back.
  mutating func setConstant(_ constant: Double, record slot: Int32) throws(SolverError) {
    let record = records[Int(slot)]!
    let delta = constant - record.constant
    if delta == 0 { return }
    let required = record.isRequired
    // Only a required constraint can be refused. Its journal starts before the optimization
    // below: inside a batch the tableau is not optimal yet, and a refusal must undo that
    // optimization too, or values read inside the batch would change although nothing did.
    if required { tableau.beginJournal() }
    // The dual simplex needs an optimal tableau to start from.
    tableau.optimize(scratch: &scratch)
    let definition = record.definition
    // Kept to put back bit for bit: subtracting the change again could round differently.
    let oldDefinitionConstant = definition >= 0 ? definitions.constant[Int(definition)] : 0
    if definition >= 0 {
      definitions.setConstant(
        definitions.constant[Int(definition)] + definitions.markerCoefficient[Int(definition)]
          * delta, of: definition)
      variables.markDirty(definitions.variable[Int(definition)])
    }
    records[Int(slot)]!.constant = constant
    tableau.shiftMarker(
      record.marker, by: delta / record.markerSign, infeasible: &infeasible, scratch: &scratch)
    // A row left a few billionths below zero by the rounding of the change is drift: a required
    // constraint holds to 1e-9 of the scale of its own numbers. Not the whole system's scale:
    // an unrelated edit suggested at 3e6 would let a real conflict of 0.0015 pass as drift
    // (`x7 >= 0.0015` beside `0.5·x7 <= 0` changed from 0.0015, fuzz seed 79). The row judged
    // holds its own constraint's violation divided by that constraint's unit: `x0 >= 6e6`
    // written in units of 2048 beside `0.0005·x0 == 0.001·x6` was 10 below its bound at
    // -0.0049, within the limit in the changed constraint's units, and the change of `x0 <=
    // 7e6` to 5999990 was accepted (fuzz seed 94). Rounding at the system's own scale is
    // drift too, as for a new row (`Tolerance.systemRounding`): 2⁻⁴⁰ of 3e6 lets no conflict of
    // 0.0015 pass.
    let driftLimit = max(
      Tolerance.feasibility * max(1, abs(record.constant), abs(constant)), systemDrift)
    var failedRow: Int32?
    do {
      // A reference to the records for the run's rare drift checks, let go of before the
      // records change again (which would copy them).
      let held = records
      failedRow = tableau.dualOptimize(
        infeasible: &infeasible, scratch: &scratch,
        driftLimit: { owner in driftLimit / (owner >= 0 ? held[Int(owner)]?.unit ?? 1 : 1) })
    }
    if let failed = failedRow {
      guard required else {
        // An optional constraint can always give way: in exact arithmetic this is never
        // reached. Rounding noise on an ill-conditioned system got here (see Docs/Solver.md):
        // keep the new constant, which the tableau now holds, and carry on with that row as it
        // is, rather than refuse an optional change and leave the rows half shifted.
        noteConstantChange(from: record.constant, to: constant)
        return
      }
      let row = tableau.rows.row(failed)
      let conflict = conflictingRecords(row.symbols + [row.basic], excluding: slot)
      tableau.rollbackJournal()
      if definition >= 0 { definitions.setConstant(oldDefinitionConstant, of: definition) }
      // Explain the refusal while the record still has the refused constant: the minimization
      // probes rebuild the target from its record, and with the old constant it would hold.
      let error = unsatisfiableError(record: slot, conflict: conflict)
      records[Int(slot)]!.constant = record.constant
      throw error
    }
    tableau.commitJournal()
    noteConstantChange(from: record.constant, to: constant)
  }

  /// Moves an optional constraint to another optional priority level (for an equality
  /// weighted differently below zero, only its error above zero).
  mutating func setPriority(_ priority: Double, record slot: Int32) {
    let record = records[Int(slot)]!
    let level = tableau.levels.retain(priority)
    for symbol in record.errorSymbols where record.level(of: symbol) == record.level {
      moveWeight(of: symbol, from: record.level, to: level)
    }
    tableau.levels.release(record.level)
    records[Int(slot)]!.level = level
    records[Int(slot)]!.priority = priority
  }

  /// Moves the error below zero of an equality weighted differently below zero
  /// (``Constraint/priorityBelow``) to another optional priority level.
  mutating func setPriorityBelow(_ priority: Double, record slot: Int32) {
    let record = records[Int(slot)]!
    guard record.otherLevel >= 0, record.other >= 0 else { return }
    let level = tableau.levels.retain(priority)
    moveWeight(of: record.other, from: record.otherLevel, to: level)
    tableau.levels.release(record.otherLevel)
    records[Int(slot)]!.otherLevel = level
    records[Int(slot)]!.priorityBelow = priority
  }

  /// Moves an error symbol's own cost from one level to another.
  private mutating func moveWeight(of symbol: Symbol, from old: Int32, to new: Int32) {
    let cost = tableau.costWeight[Int(symbol)]
    addWeight(-cost, ofError: symbol, at: old)
    addWeight(cost, ofError: symbol, at: new)
    tableau.setCostLevel(new, of: symbol)
  }

  /// Adds `factor` times an error symbol to the objective at `level`: to its weights when it
  /// is parametric, through its row (which stands for it) when it is basic.
  mutating func addWeight(_ factor: Double, ofError symbol: Symbol, at level: Int32) {
    let row = tableau.basicRow[Int(symbol)]
    if row >= 0 {
      tableau.addToObjective(row: row, times: factor, level: level)
    } else {
      tableau.addWeight(factor, to: symbol, at: level)
    }
  }

  // MARK: - Edit variables

  /// The current solved value of a variable (0 when the solver does not know it).
  mutating func currentValue(of variable: Variable) -> Double {
    guard let slot = variables.slot(of: variable) else { return 0 }
    tableau.optimize(scratch: &scratch)
    refreshValuesKeepingPublished()
    return variables.values[Int(slot)]
  }
}
