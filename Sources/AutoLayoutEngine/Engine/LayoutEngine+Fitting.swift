import AutoLayoutSolver

// systemLayoutSizeFitting: the size a subtree's own constraints give a view, solved apart from
// the live layout (spec §3.5).

extension LayoutEngine {
  /// Whether the engine keeps the solver of a measurement (see ``FittingSolver``).
  package var keepsFittingSolver: Bool { fittingCache != nil }

  /// The size of `view` that satisfies the constraints of its subtree and comes closest to
  /// `target` at the given priorities, solved apart from the live layout: constraints that
  /// reach outside the subtree and the view's own frame (autoresizing) constraints take no
  /// part, its position is free, and no frame changes. The copies are kept for the next call
  /// (see ``FittingSolver``).
  ///
  /// - Complexity: O(the subtree's constraints) to compare them with the kept copies (or to
  ///   copy them), plus a solve: incremental when the copies could be kept.
  static func fittingSize(
    of view: LayoutView, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> Size {
    runConstraintUpdates(root: view.rootView)
    let own = view.layoutItemState.ensureVariables(named: variableBaseName(of: view))
    let targets = FittingSolver.Targets(
      width: target.width, horizontal: horizontal, height: target.height, vertical: vertical)
    let solver: Solver
    if let engine = view.layoutItemState.engine {
      solver = engine.fittingSolver(for: view, variables: own, targets: targets)
    } else {
      // A view outside every engine has no constraints but its size's (and is not kept).
      let measured = FittingSolver(view: view, variables: own)
      solver = measured.solver
      solver.batch {
        try? solver.add(own.width >= 0)
        try? solver.add(own.height >= 0)
        let size = view.intrinsicContentSize
        for axis in LayoutConstraint.Axis.allCases {
          guard let value = intrinsicValue(size, axis, of: view) else { continue }
          let length = axis == .horizontal ? own.width : own.height
          let hugging = Priority(Double(view.contentPriority(axis, hugging: true).rawValue))
          let resistance = Priority(Double(view.contentPriority(axis, hugging: false).rawValue))
          try? solver.add((length <= value).withPriority(hugging))
          try? solver.add((length >= value).withPriority(resistance))
        }
        measured.addPinsAndTargets(targets, to: solver)
      }
    }
    solver.updateVariables()
    let scale = view.rootView.displayScale
    func rounded(_ value: Double) -> Double {
      scale > 0 ? (value * scale).rounded() / scale : value
    }
    return Size(
      width: rounded(solver.value(of: own.width)), height: rounded(solver.value(of: own.height)))
  }

  /// The solver that measures `view`: the kept one, brought to the current constants and
  /// targets, when it holds copies of exactly the constraints the subtree has now; otherwise a
  /// fresh copy, kept for the next call.
  ///
  /// - Complexity: O(the subtree's views and constraints), plus the solver changes.
  func fittingSolver(
    for view: LayoutView, variables: ItemVariables, targets: FittingSolver.Targets
  ) -> Solver {
    let inputs = fittingInputs(of: view)
    if let kept = fittingCache, kept.view == ObjectIdentifier(view), kept.variables === variables,
      kept.update(inputs, targets: targets)
    {
      return kept.solver
    }
    let fresh = FittingSolver(view: view, variables: variables)
    fresh.build(inputs, targets: targets)
    fittingCache = fresh
    return fresh.solver
  }

  /// The solver constraints that measuring `view` copies, as they are now: those held inside
  /// its subtree, and those the engine made for the subtree's items but the view's own frame
  /// constraints (autoresizing), in a fixed order.
  private func fittingInputs(of view: LayoutView) -> [FittingSolver.Input] {
    var inputs: [FittingSolver.Input] = []
    view.forEachInSubtree { member in
      for constraint in member.heldConstraints { appendInput(of: constraint, to: &inputs) }
      for item in member.itemsForEngine where item.layoutItemState.engine === self {
        for constraint in item.layoutItemState.systemConstraints {
          if item === view, case .autoresizing = constraint.origin { continue }
          appendInput(of: constraint, to: &inputs)
        }
      }
    }
    return inputs
  }

  /// Appends what copying an installed constraint takes: its solver constraint with its current
  /// constant and priority (a size's bound waiting outside the solver is copied as required).
  private func appendInput(of constraint: LayoutConstraint, to inputs: inout [FittingSolver.Input])
  {
    guard let installation = constraint.installation else { return }
    let original = installation.solverConstraint
    if installation.isDeferred {
      inputs.append(
        FittingSolver.Input(
          original: original, constant: original.expression.constant, priority: .required,
          below: nil, deferred: true))
      return
    }
    guard installation.inSolver else { return }
    guard let constant = solver.constant(of: original), let priority = solver.priority(of: original)
    else { return }
    inputs.append(
      FittingSolver.Input(
        original: original, constant: constant, priority: priority,
        below: solver.priorityBelow(of: original), deferred: false))
  }
}
