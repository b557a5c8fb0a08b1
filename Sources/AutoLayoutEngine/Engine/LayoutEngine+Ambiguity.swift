import AutoLayoutSolver

// Ambiguity (spec §5): which variables the constraints leave open, moving a view to another
// solution, and which constraints decide a view's place. Every question is asked of a copy of
// the solver, so asking never changes the live layout.

extension LayoutEngine {
  /// The priority of a probe: below every valid priority, so a probe moves only what no
  /// constraint decides.
  static let probePriority = Priority(0.5)
  /// The names of an item's four variables, as the trace prints them.
  static let variableNames = ["minX", "minY", "Width", "Height"]

  /// For each item, the indices (0 `minX`, 1 `minY`, 2 width, 3 height) of its variables whose
  /// values the constraints leave open: another solution satisfies every constraint exactly as
  /// well and gives the variable another value.
  ///
  /// - Complexity: O(1) to copy the solver, then two incremental probes per variable.
  func ambiguousVariables(of items: [any LayoutItem]) -> [[Int]] {
    let probe = probingCopy()
    return items.map { item in
      guard item.layoutItemState.engine === self, let v = item.layoutItemState.variables else {
        return []
      }
      let variables = [v.minX, v.minY, v.width, v.height]
      return variables.indices.filter { Self.isOpen(variables[$0], in: probe) }
    }
  }

  /// A copy of the solver without the pulls of ``exerciseAmbiguity(of:)``, solved.
  func probingCopy() -> Solver {
    let probe = solver.copy()
    var items: [any LayoutItem] = []
    root.forEachInSubtree { view in items.append(contentsOf: view.itemsForEngine) }
    probe.batch {
      for item in items {
        for pull in item.layoutItemState.exerciseProbes { try? probe.remove(pull) }
      }
      addDeferredSizeBounds(to: probe)
    }
    probe.updateVariables()
    return probe
  }

  /// Whether a variable can move without making any constraint less satisfied: a probe that
  /// pulls it up (then down) at ``probePriority`` moves it.
  static func isOpen(_ variable: Variable, in probe: Solver) -> Bool {
    openDirection(of: variable, in: probe) != nil
  }

  /// The direction (+1 or −1) in which a variable can move without making any constraint less
  /// satisfied, upward first; `nil` when the constraints decide it.
  static func openDirection(of variable: Variable, in probe: Solver) -> Double? {
    for direction in [1.0, -1.0] {
      let start = probe.value(of: variable)
      let step = max(1, abs(start) * 1e-3)
      let pull = Constraint(
        LinearExpression(
          terms: [Term(variable, coefficient: 1)], constant: -(start + direction * step)),
        .equal, priority: probePriority)
      guard (try? probe.addProbe(pull)) != nil else { continue }
      probe.updateVariables()
      let moved = abs(probe.value(of: variable) - start) > 1e-6 * max(1, abs(start))
      try? probe.remove(pull)
      probe.updateVariables()
      if moved { return direction }
    }
    return nil
  }

  /// Moves an item to another solution of the live solver: its open variables are pulled, each
  /// in a direction it can move from where it is, as far as the constraints allow (at most the
  /// root's size away); the pulls stay, below every valid priority, so they only choose among
  /// equally good solutions. The next call takes them away: an item they held away from where it
  /// rests (a variable nothing bounds) goes back; one that stays where they left it (a tie
  /// between equally good solutions) is pulled on, to the other end. So repeated calls toggle.
  /// Returns whether anything changed.
  ///
  /// - Complexity: a copy of the solver and two incremental probes per variable.
  func exerciseAmbiguity(of item: any LayoutItem) -> Bool {
    let state = item.layoutItemState
    guard let v = state.variables, state.engine === self else { return false }
    let variables = [v.minX, v.minY, v.width, v.height]
    if !state.exerciseProbes.isEmpty {
      let pulled = solver.copy()
      pulled.updateVariables()
      solver.batch {
        for pull in state.exerciseProbes { try? solver.remove(pull) }
      }
      state.exerciseProbes.removeAll()
      let released = solver.copy()
      released.updateVariables()
      let goesBack = variables.contains { variable in
        let before = pulled.value(of: variable)
        return abs(released.value(of: variable) - before) > 1e-6 * max(1, abs(before))
      }
      if goesBack { return true }
    }
    let rootSize = root.storedFrame.size
    var pulls: [Constraint] = []
    for (index, variable) in variables.enumerated() {
      // A copy for each variable: a probe can leave its copy at another of the equally good
      // solutions, and each variable must be looked at where the live layout is.
      let probe = probingCopy()
      let start = probe.value(of: variable)
      guard let direction = Self.openDirection(of: variable, in: probe) else { continue }
      let distance = max(100, index % 2 == 0 ? rootSize.width : rootSize.height)
      pulls.append(
        Constraint(
          LinearExpression(
            terms: [Term(variable, coefficient: 1)], constant: -(start + direction * distance)),
          .equal, priority: Self.probePriority))
    }
    guard !pulls.isEmpty else { return false }
    solver.batch {
      for pull in pulls where (try? solver.addProbe(pull)) != nil {
        state.exerciseProbes.append(pull)
      }
    }
    return true
  }

  /// The active constraints whose constants the item's place or size on `axis` depends on,
  /// in activation order: changing one of them by a point would move or resize the item. They
  /// include constraints that do not name the item (they act through other items) and the
  /// engine's own (autoresizing, content size, guides).
  ///
  /// - Complexity: O(constraints on the axis × one incremental solve each), in a copy of the
  ///   solver.
  func constraintsAffecting(_ item: any LayoutItem, axis: LayoutConstraint.Axis)
    -> [LayoutConstraint]
  {
    guard item.layoutItemState.engine === self, let v = item.layoutItemState.variables else {
      return []
    }
    let watched = axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height]
    var candidates: [LayoutConstraint] = []
    func consider(_ constraint: LayoutConstraint) {
      guard constraint.origin != .implicit, let installation = constraint.installation,
        installation.inSolver || installation.sharesSolverConstraint,
        constraint.firstAttribute.axis == axis || constraint.secondAttribute.axis == axis
      else { return }
      candidates.append(constraint)
    }
    root.forEachInSubtree { view in
      for constraint in view.heldConstraints { consider(constraint) }
      for member in view.itemsForEngine where member.layoutItemState.engine === self {
        for constraint in member.layoutItemState.systemConstraints { consider(constraint) }
      }
    }
    candidates.sort { ($0.installation?.order ?? 0) < ($1.installation?.order ?? 0) }
    let probe = probingCopy()
    func current() -> [Double] { watched.map { probe.value(of: $0) } }
    return candidates.filter { constraint in
      guard let solverConstraint = constraint.installation?.solverConstraint,
        let constant = probe.constant(of: solverConstraint)
      else { return false }
      for delta in [1.0, -1.0] {
        let before = current()
        var affects = false
        do {
          try probe.setConstant(constant + delta, for: solverConstraint)
          probe.updateVariables()
          affects = zip(before, current()).contains { abs($0 - $1) > 1e-6 * max(1, abs($0)) }
        } catch {
          affects = true  // A required constraint held tight by others.
        }
        try? probe.setConstant(constant, for: solverConstraint)
        probe.updateVariables()
        if affects { return true }
      }
      return false
    }
  }

  /// The tree as text, one line per view and per engaged guide, marking how each is laid out
  /// and which variables are ambiguous (spec §5.3).
  func trace() -> String {
    var items: [any LayoutItem] = []
    root.forEachInSubtree { view in items.append(contentsOf: view.itemsForEngine) }
    let open = ambiguousVariables(of: items)
    var openByItem = IdentityTable<[Int]>()
    for (item, indices) in zip(items, open) where !indices.isEmpty { openByItem[item] = indices }
    return Self.traceText(root: root, engine: self, open: openByItem)
  }

  /// The trace's text for a tree, given the open variables of its items.
  static func traceText(root: LayoutView, engine: LayoutEngine?, open: IdentityTable<[Int]>)
    -> String
  {
    var lines: [String] = []
    func visit(_ view: LayoutView, depth: Int) {
      let indent = String(repeating: "|   ", count: depth)
      let engaged = engine != nil && view.layoutItemState.engine === engine
      let marker =
        view === root && root.rootEngine != nil
        ? "•" : engaged ? (view.storedTranslates ? "+" : "*") : ""
      lines.append(
        indent + marker + view.itemDescription + " " + traceFrame(view.storedFrame)
          + ambiguitySuffix(view, open[view]))
      for guide in view.storedLayoutGuides
      where engine != nil && guide.layoutItemState.engine === engine {
        lines.append(
          indent + "|   *<LayoutGuide: \"\(guide.itemDescription)\", layoutFrame = "
            + "\(traceFrame(guide.layoutFrame))>" + ambiguitySuffix(guide, open[guide]))
      }
      for subview in view.storedSubviews { visit(subview, depth: depth + 1) }
    }
    visit(root, depth: 0)
    lines.append("")
    lines.append("Legend:")
    lines.append("\t* - is laid out with auto layout")
    lines.append(
      "\t+ - is laid out manually, but is represented in the layout engine because "
        + "translatesAutoresizingMaskIntoConstraints = true")
    lines.append("\t• - layout engine host")
    return lines.joined(separator: "\n")
  }

  /// A frame as the trace prints it: `{{x, y}, {width, height}}`.
  static func traceFrame(_ rect: Rect) -> String {
    "{{\(formatG(rect.minX)), \(formatG(rect.minY))}, "
      + "{\(formatG(rect.width)), \(formatG(rect.height))}}"
  }

  /// An ambiguous item's trace line, `a - AMBIGUOUS LAYOUT for a.minY, a.Height`: the last line
  /// of the diagnostic ``LayoutView/hasAmbiguousLayout`` reports.
  static func ambiguityLine(_ item: any LayoutItem, _ open: [Int]) -> String {
    item.itemDescription + ambiguitySuffix(item, open)
  }

  /// ` - AMBIGUOUS LAYOUT for a.minY, a.Height` for an item with open variables, else empty.
  static func ambiguitySuffix(_ item: any LayoutItem, _ open: [Int]?) -> String {
    guard let open, !open.isEmpty else { return "" }
    return " - AMBIGUOUS LAYOUT for "
      + open.map { "\(item.itemDescription).\(variableNames[$0])" }.joined(separator: ", ")
  }
}
