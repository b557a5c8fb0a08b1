import AutoLayoutSolver

// Sizes are never negative (spec §1.3 rule 6): every item has an implicit required
// `width >= 0` and `height >= 0`. The engine keeps them out of the solver until a size would go
// negative. In the solver each would be a row of its own, holding the size in terms of every
// constraint it depends on: in a row of views of equal widths, or in views nested in one
// another, each size depends on all the others, and those rows grew the tableau quadratically
// (a 1,000-view row of equal widths merged 4 million cells). Kept aside, the sizes stay the
// short definitions the solver keeps for equalities.
//
// A bound joins the solver the first time the solver's values show its size below zero, and
// stays. The layout without the bounds is the layout of a system with fewer constraints; when
// no size in it is negative it is also the layout with them. When one is, its bound joins and
// the solver solves again, until none is. A required constraint that needs a negative size is
// found when its bound joins and conflicts with it, in the call that activated or changed it,
// and is broken and logged as if the bound had been there all along.

extension LayoutEngine {
  /// Reads the solver's changes and, while they show a size below zero, adds the deferred bound
  /// of the most negative one and solves again. Inside a solver batch it does nothing (the
  /// batch's values are not solved yet); the batch's caller settles after it.
  ///
  /// One bound at a time, because one often lifts many sizes: the views nested in a view that
  /// became a root of its own, with nothing holding its size, are all negative at first, and
  /// the innermost one's bound alone makes room for all of them. Once a bound lifts fewer than
  /// a quarter of the others, the sizes are mostly independent, and the bounds of all those
  /// still negative join at once.
  ///
  /// - Parameter changed: The constraints whose constants just changed, oldest first: a
  ///   conflict breaks the newest of them it involves, as a conflict found when its new constant
  ///   was set would. Built only when a bound joins: a constant change, once per animation
  ///   frame, allocated its one-element list for nothing.
  /// - Complexity: O(the variables that changed and the negative sizes) a round; one round for
  ///   each bound that joins alone, and one for the rest.
  func settleSizeBounds(changed: @autoclosure () -> [LayoutConstraint] = []) {
    guard !solver.isBatching else { return }
    // The sizes found negative and not yet bounded: a read reports only what changed since the
    // last one, so those a round leaves negative are carried to the next.
    var pending: [(bound: LayoutConstraint, size: Double)] = []
    var listed: Set<ObjectIdentifier> = []
    var oneAtATime = true
    while true {
      absorbSolverChanges()
      let before = pending.count
      pending = pending.compactMap { currentSize(of: $0.bound) }
      let lifted = before - pending.count
      for context in negativeSizes {
        guard let entry = deferredSizeBound(inContext: context),
          listed.insert(ObjectIdentifier(entry.bound)).inserted
        else { continue }
        pending.append(entry)
      }
      negativeSizes.clearKeepingCapacity()
      if pending.isEmpty { return }
      // A bound that lifted few of the others: the sizes are mostly independent, and one
      // round per bound would cost a pass over the pending ones each.
      if before > 0, lifted * 4 < before { oneAtATime = false }
      if oneAtATime {
        let lowest = pending.indices.min { pending[$0].size < pending[$1].size }!
        let bound = pending.remove(at: lowest).bound
        join([bound], changed: changed(), replayingWith: pending)
      } else {
        join(pending.map(\.bound), changed: changed(), replayingWith: [])
        pending.removeAll()
      }
    }
  }

  /// Adds deferred bounds to the solver in turn. A conflict breaks a constraint, unless it is
  /// the first conflict after a batch of constraints joined: then the batch is played again
  /// with these bounds and `others` in place (see `LayoutEngine+BatchJournal.swift`).
  private func join(
    _ bounds: [LayoutConstraint], changed: [LayoutConstraint],
    replayingWith others: [(bound: LayoutConstraint, size: Double)]
  ) {
    for (position, bound) in bounds.enumerated() {
      guard let installation = bound.installation, installation.isDeferred else { continue }
      if replaysBatchOnConflict {
        do {
          try solver.add(installation.solverConstraint)
          installation.isDeferred = false
          installation.inSolver = true
          continue
        } catch {
          if case .unsatisfiable = error {
            replayBatch(joining: Array(bounds[position...]) + others.map(\.bound))
            return
          }
        }
      }
      installation.isDeferred = false
      addToSolver(bound, changed: changed)
    }
  }

  /// A deferred bound with its size, while the size is negative and the bound still deferred.
  private func currentSize(of bound: LayoutConstraint) -> (bound: LayoutConstraint, size: Double)? {
    guard bound.installation?.isDeferred == true, let item = bound.first,
      item.layoutItemState.engine === self
    else { return nil }
    let index = Int(item.engineIndex)
    guard index >= 0, index < engagedItems.count, let owner = engagedItems[index] else {
      return nil
    }
    let size = bound.firstAttribute == .width ? owner.solved.width : owner.solved.height
    return size < 0 ? (bound, size) : nil
  }

  /// The deferred bound of the size a variable context names and that size, when the size is
  /// still negative and its bound is not in the solver.
  private func deferredSizeBound(inContext context: Int) -> (bound: LayoutConstraint, size: Double)?
  {
    guard let item = item(inContext: context) else { return nil }
    let attribute: LayoutAttribute = context & 3 == 2 ? .width : .height
    let bound = item.layoutItemState.systemConstraints.first {
      $0.installation?.isDeferred == true && $0.firstAttribute == attribute
    }
    return bound.flatMap(currentSize(of:))
  }

  /// Adds to `other` (a copy of this engine's solver, or a solver built from its constraints)
  /// the size bounds this engine keeps out of its own solver, so that the other solver holds
  /// the whole system.
  func addDeferredSizeBounds(to other: Solver) {
    root.forEachInSubtree { view in
      for item in view.itemsForEngine where item.layoutItemState.engine === self {
        for constraint in item.layoutItemState.systemConstraints
        where constraint.installation?.isDeferred == true {
          let bound = constraint.installation!.solverConstraint
          try? other.add(Constraint(bound.expression, bound.relation, priority: .required))
        }
      }
    }
  }
}
