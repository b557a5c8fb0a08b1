// Independent copies of a solver, and the probes that ask a copy what else it could solve to.

extension Solver {
  /// An independent solver with the same constraints, edit variables and values.
  ///
  /// The copy shares the ``Variable`` and ``Constraint`` objects (they are immutable), so the
  /// same constraint can be removed from, or changed in, either solver without touching the
  /// other. Use it to ask "what if" questions without disturbing the live system.
  ///
  /// - Complexity: O(constraints + variables), to find them by object; the first change to
  ///   either solver then copies the rest of its storage, O(size).
  public func copy() -> Solver {
    let copy = Solver()
    copy.core = core
    copy.core.retagAsCopy()
    return copy
  }

  /// Adds a constraint whose priority may lie below every valid priority (above 0), for the
  /// engine's probes: a probe at such a level can move only what no other constraint decides.
  ///
  /// - Throws: as ``add(_:)``, except that priorities in `0 < p < 1` are accepted.
  package func addProbe(_ constraint: Constraint) throws(SolverError) {
    guard slot(of: constraint) == nil else {
      throw .duplicateConstraint(constraint)
    }
    let priority = constraint.priority
    let check = priority.rawValue > 0 && priority.rawValue < 1 ? Priority.required : priority
    try SolverCore.validate(constraint.expression, priority: check)
    core.settleDeferredMoves()
    core.optimizeIfPending()
    try core.insert(
      constraint, constant: constraint.expression.constant, priority: priority.rawValue)
    core.optimizeUnlessBatching()
    core.checkInvariants()
  }
}
