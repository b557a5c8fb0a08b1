import AutoLayoutSolver

// Unsatisfiable constraints: log the conflict and break one constraint, as UIKit does
// (spec §4.2-4.3), deterministically.

extension LayoutEngine {
  /// Adds `constraint`, which conflicts with `conflicting` (solver constraints already held):
  /// breaks the most recently activated app constraint among them all (the new one, unless it
  /// is a system constraint), logs the conflict, and goes on. A system constraint's conflict
  /// breaks the newest app constraint of `changed` (constraints whose constants just changed,
  /// oldest first) among them instead: the constraint whose new constant the system constraint
  /// could not follow. Only when the conflict holds no app constraint at all does it break a
  /// system constraint: the newest changed one, or else the new one (spec §4.2).
  func resolveConflict(
    adding constraint: LayoutConstraint, conflicting: [Constraint],
    changed: [LayoutConstraint] = []
  ) {
    let others = layoutConstraints(for: conflicting)
    var victim = constraint
    if !constraint.isUserConstraint {
      func inConflict(_ change: LayoutConstraint) -> Bool { others.contains { $0 === change } }
      if let latest = changed.last(where: { $0.isUserConstraint && inConflict($0) }) {
        victim = latest
      } else if let latest = newestUserConstraint(in: others) {
        victim = latest
      } else if let latest = changed.last(where: inConflict) {
        victim = latest
      }
    }
    report(conflict: others + [constraint], broken: victim)
    batchJournal?.broken.append(victim)
    if victim === constraint {
      addBroken(constraint)
    } else {
      removeFromSolver(victim)
      addBroken(victim)
      addToSolver(constraint)
    }
  }

  /// The app constraint among `constraints` that was activated last, if any.
  private func newestUserConstraint(in constraints: [LayoutConstraint]) -> LayoutConstraint? {
    constraints.filter(\.isUserConstraint).max {
      ($0.installation?.order ?? 0) < ($1.installation?.order ?? 0)
    }
  }

  /// Makes room for a system constraint's new constant (an autoresizing frame, a guide's
  /// insets, an intrinsic size) that conflicts with `conflicting`: breaks the newest app
  /// constraint among them, logs the conflict, and returns `true`; returns `false` when the
  /// conflict holds no app constraint (nothing is changed then). System constraints survive
  /// their own changes, as UIKit's do (spec §4.2).
  func makeRoom(forConstantOf constraint: LayoutConstraint, conflicting: [Constraint]) -> Bool {
    guard !constraint.isUserConstraint else { return false }
    let others = layoutConstraints(for: conflicting).filter { $0 !== constraint }
    guard let victim = newestUserConstraint(in: others) else { return false }
    report(conflict: others + [constraint], broken: victim)
    removeFromSolver(victim)
    addBroken(victim)
    return true
  }

  /// Breaks a held constraint whose new constant conflicts with other required constraints.
  func breakConstraint(_ constraint: LayoutConstraint, conflicting: [Constraint]) {
    let others = layoutConstraints(for: conflicting)
      .filter { $0 !== constraint }
    report(conflict: others + [constraint], broken: constraint)
    removeFromSolver(constraint)
    addBroken(constraint)
  }

  /// Adds a constraint as broken: optional, above every real optional priority, so that it holds
  /// as closely as it can and holds again once the conflict is gone.
  private func addBroken(_ constraint: LayoutConstraint) {
    guard retranslate(constraint, broken: true), let installation = constraint.installation
    else { return }
    try? solver.add(installation.solverConstraint)
    installation.inSolver = true
  }

  /// Translates an installed constraint (out of the solver) again, as broken (held just below
  /// required) or as itself; returns whether it could.
  func retranslate(_ constraint: LayoutConstraint, broken: Bool) -> Bool {
    guard let installation = constraint.installation, let holder = installation.holder,
      let (solverConstraint, base, directional) = translate(
        constraint, holder: holder, broken: broken)
    else { return false }
    installation.isBroken = broken
    installation.solverConstraint = solverConstraint
    installation.baseConstant = base
    installation.isDirectional = directional
    return true
  }

  /// The installed constraints (app and engine-made) that became the given solver constraints,
  /// in their order; solver constraints of the engine's own (the root's pins) have none.
  ///
  /// Each is looked for among the constraints of the items its solver constraint names (an app
  /// constraint is listed by its items, one the engine made by the item it was made for), and
  /// the whole tree is searched only for one not found there (a constraint whose terms
  /// cancelled out).
  ///
  /// - Complexity: O(the constraints of the items the solver constraints name); O(the tree's
  ///   constraints) when one names none. The engine keeps no map from solver constraints back
  ///   to layout constraints: it would cost every activation, for the sake of conflicts.
  func layoutConstraints(for solverConstraints: [Constraint]) -> [LayoutConstraint] {
    var wanted = IdentityTable<Int>()
    for (index, constraint) in solverConstraints.enumerated() { wanted[constraint] = index }
    var found = [LayoutConstraint?](repeating: nil, count: solverConstraints.count)
    func consider(_ constraint: LayoutConstraint) {
      guard let installation = constraint.installation, installation.engine === self,
        let index = wanted[installation.solverConstraint]
      else { return }
      found[index] = constraint
    }
    var visited = Set<ObjectIdentifier>()
    for constraint in solverConstraints {
      for term in constraint.expression.terms {
        guard let item = item(inContext: term.variable.context),
          visited.insert(ObjectIdentifier(item)).inserted
        else { continue }
        for constraint in item.layoutItemState.referencingConstraints { consider(constraint) }
        for constraint in item.layoutItemState.systemConstraints { consider(constraint) }
      }
    }
    func searchTree() {
      root.forEachInSubtree { view in
        for constraint in view.heldConstraints { consider(constraint) }
        for item in view.itemsForEngine where item.layoutItemState.engine === self {
          for constraint in item.layoutItemState.systemConstraints { consider(constraint) }
        }
      }
    }
    let missing = found.indices.contains { index in
      found[index] == nil && !rootPins.contains { $0 === solverConstraints[index] }
    }
    if missing { searchTree() }
    #if AUTOLAYOUT_INTERNAL_CHECKS
      // The items' lists hold everything the tree does.
      let fromItems = found
      searchTree()
      precondition(
        zip(fromItems, found).allSatisfy { $0 === $1 },
        "a conflicting constraint was not found through its items")
    #endif
    return found.compactMap { $0 }
  }

  /// Logs the conflict in UIKit's shape.
  private func report(conflict: [LayoutConstraint], broken: LayoutConstraint) {
    let shown = conflict.filter { $0.origin != .implicit }
      .sorted { ($0.installation?.order ?? 0) < ($1.installation?.order ?? 0) }
    let hasAutoresizing = shown.contains {
      if case .autoresizing = $0.origin { return true }
      return false
    }
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if hasAutoresizing {
      lines.append(
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the LayoutView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (index, constraint) in shown.enumerated() {
      lines.append("    \"\(constraint)\"" + (index < shown.count - 1 ? "," : ""))
    }
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append("\(broken)")
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at LayoutViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.")
    lines.append(
      "The ambiguity and constraint debugging methods of LayoutView may also be helpful.")
    let diagnostic = LayoutDiagnostic(.unsatisfiableConstraints, lines.joined(separator: "\n"))
    // A batch's conflicts are logged once it is settled: it may be played again (see
    // `LayoutEngine+BatchJournal.swift`).
    if batchJournal != nil {
      batchJournal!.reports.append(diagnostic)
    } else {
      LayoutDiagnostics.report(diagnostic)
    }
  }
}
