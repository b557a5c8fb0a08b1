import AutoLayoutSolver

// systemLayoutSizeFitting: the size a subtree's own constraints give a view, solved apart from
// the live layout (spec §3.5).

extension LayoutEngine {
  /// The size of `view` that satisfies the constraints of its subtree and comes closest to
  /// `target` at the given priorities, solved in a throwaway solver: constraints that reach
  /// outside the subtree and the view's own frame (autoresizing) constraints take no part, its
  /// position is free, and no frame changes.
  ///
  /// - Complexity: O(the subtree's constraints) to copy them, plus one solve.
  static func fittingSize(
    of view: LayoutView, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> Size {
    runConstraintUpdates(root: view.rootView)
    let solver = Solver()
    let own = view.layoutItemState.ensureVariables(named: view.itemDescription)
    solver.batch {
      if let engine = view.layoutItemState.engine {
        view.forEachInSubtree { member in
          for constraint in member.heldConstraints { engine.copy(constraint, into: solver) }
          for item in member.itemsForEngine where item.layoutItemState.engine === engine {
            for constraint in item.layoutItemState.systemConstraints {
              if item === view, case .autoresizing = constraint.origin { continue }
              engine.copy(constraint, into: solver)
            }
          }
        }
      } else {
        // A view outside every engine has no constraints but its size's.
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
      }
      try? solver.add(own.minX == 0)
      try? solver.add(own.minY == 0)
      for (length, value, priority) in [
        (own.width, target.width, horizontal), (own.height, target.height, vertical),
      ] {
        guard value.isFinite else { continue }
        let wanted = Priority(Double(min(max(priority.rawValue, 1), 1000)))
        do {
          try solver.add((length == value).withPriority(wanted))
        } catch {
          // A required target the subtree cannot meet: come as close as it allows.
          try? solver.add((length == value).withPriority(brokenPriority))
        }
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

  /// Adds to `solver` a copy of the solver constraint an installed constraint became, with its
  /// current constant and priority.
  func copy(_ constraint: LayoutConstraint, into other: Solver) {
    guard let installation = constraint.installation else { return }
    let original = installation.solverConstraint
    if installation.isDeferred {
      try? other.add(Constraint(original.expression, original.relation, priority: .required))
      return
    }
    guard installation.inSolver else { return }
    guard let constant = solver.constant(of: original), let priority = solver.priority(of: original)
    else { return }
    let expression = LinearExpression(terms: original.expression.terms, constant: constant)
    if let below = solver.priorityBelow(of: original) {
      try? other.add(Constraint(expression, equalAbove: priority, below: below))
    } else {
      try? other.add(Constraint(expression, original.relation, priority: priority))
    }
  }
}
