// Explaining an unsatisfiable required constraint: the constraints whose markers appear in the
// final phase-one objective (or in the row the dual simplex could not fix) form an infeasibility
// certificate; a deletion filter then reduces it to a minimal conflicting set.

extension SolverCore {
  /// The most conflicting constraints worth minimizing; larger sets are reported as found.
  static let minimizationLimit = 32

  /// The required constraints owning `symbols`, other than record `excluded`, in the order they
  /// were added.
  func conflictingRecords(_ symbols: [Symbol], excluding excluded: Int32) -> [Int32] {
    var found: [Int32] = []
    for symbol in symbols {
      let kind = tableau.kinds[Int(symbol)]
      guard kind == .slack || kind == .dummy || kind == .error else { continue }
      let owner = tableau.owners[Int(symbol)]
      guard owner >= 0, owner != excluded, let record = records[Int(owner)], record.isRequired
      else { continue }
      if !found.contains(owner) { found.append(owner) }
    }
    return found.sorted { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
  }

  /// The error for a refused required constraint (record `slot`), with its conflict reduced to a
  /// minimal set when that is affordable.
  func unsatisfiableError(record slot: Int32, conflict: [Int32]) -> SolverError {
    var kept = conflict
    if minimizesConflicts, conflict.count <= Self.minimizationLimit,
      isInfeasible(conflict, with: slot)
    {
      var index = 0
      while index < kept.count {
        var trial = kept
        trial.remove(at: index)
        if isInfeasible(trial, with: slot) {
          kept = trial
        } else {
          index += 1
        }
      }
    }
    return .unsatisfiable(
      constraint(ofRecord: slot), conflicting: kept.map { constraint(ofRecord: $0) })
  }

  /// Whether the given records (all required) and record `target` cannot hold together, tested in a
  /// scratch solver with their current constants.
  private func isInfeasible(_ slots: [Int32], with target: Int32) -> Bool {
    var probe = SolverCore()
    probe.minimizesConflicts = false
    for slot in slots + [target] {
      let constraint = constraint(ofRecord: slot)
      do {
        try probe.insert(
          Constraint(constraint.expression, constraint.relation),
          constant: records[Int(slot)]!.constant, priority: 1000)
      } catch {
        return true
      }
    }
    return false
  }
}
