import AutoLayoutSolver

// A batch of constraints (an activation, or the constraints of a subtree carried into a tree)
// joins the solver before the deferred size bounds are checked (see
// `LayoutEngine+SizeBounds.swift`). UIKit adds the constraints one by one with every size's
// `>= 0` already in place, so a batch that makes a size negative conflicts at the first
// constraint that does, and that one is broken. Checked afterwards, a bound's conflict lists
// the whole batch that led to it, and the newest constraint of that list is not the one: in a
// chain of views each inset in the one before, the first view too small for its insets is where
// UIKit breaks the chain, while the innermost view's bound conflicts with the newest link, and
// breaking that one leaves the chain impossible further out, so a second constraint is broken.
//
// So a batch keeps a journal: the constraints it added, in order, the ones it broke, and the
// conflict reports, held back until the batch is settled. When a bound conflicts, the batch is
// taken out of the solver, the bounds of the sizes found negative join, and the batch joins
// again, one constraint at a time, each conflict met and logged where UIKit meets it.

/// One constraint of a batch and the view that holds it. The constraint is unretained: the
/// caller of ``LayoutEngine/joinInBatch(_:using:)`` keeps it alive for the whole batch (the
/// array being activated, or the views whose held constraints move), so the batch adds no
/// reference count of its own to each of its constraints, and releasing tens of thousands of
/// them at its end would read each constraint once more, long after it left the cache.
typealias BatchMember = (constraint: Unmanaged<LayoutConstraint>, holder: LayoutView)

/// What a batch of constraints did while it joined the solver.
struct BatchJournal {
  /// The constraints the batch added, in order (unretained, see ``BatchMember``).
  var constraints: [Unmanaged<LayoutConstraint>] = []
  /// The constraints broken while the batch joined (all of them in ``constraints``).
  var broken: [LayoutConstraint] = []
  /// The conflict reports of the batch, held until its sizes are settled.
  var reports: [LayoutDiagnostic] = []
  /// Whether the batch was played again after a size bound conflicted (it is played again at
  /// most once).
  var isReplayed = false
}

extension LayoutEngine {
  /// Adds a batch of constraints in one solver batch, then settles the sizes' bounds, replaying
  /// the batch if a bound conflicts (see above); logs the batch's conflicts at the end.
  ///
  /// - Parameters:
  ///   - members: The constraints and the views that hold them, in order.
  ///   - join: Adds one constraint to this engine; returns whether it did.
  /// - Complexity: One solver addition per constraint, plus as many again and one removal per
  ///   constraint when a bound conflicts.
  func joinInBatch(
    _ members: [BatchMember], using join: (LayoutConstraint, LayoutView) -> Bool
  ) {
    batchJournal = BatchJournal()
    batchJournal!.constraints.reserveCapacity(members.count)
    solver.batch {
      for (reference, holder) in members {
        let joined = reference._withUnsafeGuaranteedRef { join($0, holder) }
        if joined { batchJournal!.constraints.append(reference) }
      }
    }
    settleSizeBounds()
    let reports = batchJournal!.reports
    batchJournal = nil
    for report in reports { LayoutDiagnostics.report(report) }
  }

  /// Whether a size bound that conflicts now should replay the current batch instead of
  /// breaking a constraint of its conflict.
  var replaysBatchOnConflict: Bool {
    guard let journal = batchJournal else { return false }
    return !journal.isReplayed && !journal.constraints.isEmpty
  }

  /// Takes the batch out of the solver (mending what it broke), adds `bounds` (deferred size
  /// bounds, in order), and adds the batch again constraint by constraint.
  func replayBatch(joining bounds: [LayoutConstraint]) {
    guard var journal = batchJournal else { return }
    journal.isReplayed = true
    journal.reports.removeAll()
    let broken = journal.broken
    journal.broken.removeAll()
    batchJournal = journal
    solver.batch {
      // Newest first, like undoing them: the later constraints are written in the earlier
      // ones' symbols.
      for reference in journal.constraints.reversed() {
        let constraint = reference.takeUnretainedValue()
        removeFromSolver(constraint)
        // What the batch broke is required again, to be met anew.
        if constraint.installation?.isBroken == true, broken.contains(where: { $0 === constraint })
        {
          _ = retranslate(constraint, broken: false)
        }
      }
      for bound in bounds {
        guard let installation = bound.installation, installation.isDeferred else { continue }
        installation.isDeferred = false
        addToSolver(bound)
      }
      for reference in journal.constraints { addToSolver(reference.takeUnretainedValue()) }
    }
  }
}
