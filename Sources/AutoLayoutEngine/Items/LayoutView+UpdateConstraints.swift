// The update-constraints phase of the layout cycle (spec §7.1, §7.3).

extension LayoutView {
  /// Asks for ``updateConstraints()`` to run before the next layout pass.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = true
    let root = rootView
    // A root is not listed in its own queue (it would keep itself alive); its flag says it.
    if root !== self { root.pendingConstraintUpdates.append(self) }
    root.setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` will run before the next layout pass.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Runs the pending update-constraints phase of this view's subtree now: re-reads changed
  /// intrinsic sizes and calls ``updateConstraints()`` on flagged views, from the leaves up.
  /// ``layoutIfNeeded()`` does this first on its own.
  public func updateConstraintsIfNeeded() {
    LayoutEngine.runConstraintUpdates(root: rootView, within: self)
  }
}

extension LayoutEngine {
  /// Runs the update-constraints phase: flagged views deepest first, each re-reading its
  /// intrinsic size and then running its ``LayoutView/updateConstraints()``, until no view is
  /// left (a view that flags itself again from inside is cut after ``maximumPasses`` rounds).
  ///
  /// - Parameter scope: Only views in this subtree run; `nil` runs the whole tree.
  static func runConstraintUpdates(root: LayoutView, within scope: LayoutView? = nil) {
    root.adoptOrphanedSubtreeIfNeeded()
    root.adoptPendingSubtrees()
    var rounds = 0
    // The root is never in its own queue (that would keep the tree alive): its flags stand for
    // it.
    func rootIsPending() -> Bool {
      (root.needsUpdateConstraintsFlag || root.intrinsicSizeIsStale)
        && (scope == nil || scope === root)
    }
    while !root.pendingConstraintUpdates.isEmpty || rootIsPending() {
      var batch: [LayoutView] = []
      var kept: [LayoutView] = []
      if rootIsPending() { batch.append(root) }
      for view in root.pendingConstraintUpdates where view.rootView === root {
        guard view.needsUpdateConstraintsFlag || view.intrinsicSizeIsStale else { continue }
        if let scope, !view.isDescendant(of: scope) {
          kept.append(view)
        } else {
          batch.append(view)
        }
      }
      root.pendingConstraintUpdates = kept
      if batch.isEmpty { return }
      rounds += 1
      if rounds > maximumPasses {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .builderWarning,
            "Update-constraints loop: views of \(root.itemDescription) kept asking for "
              + "updateConstraints() during \(maximumPasses) rounds; the rest is skipped."))
        for view in batch {
          view.needsUpdateConstraintsFlag = false
          view.intrinsicSizeIsStale = false
        }
        return
      }
      let depths = batch.map(\.depth)
      let order = batch.indices.sorted { (depths[$1], $0) < (depths[$0], $1) }
      let run = {
        for index in order {
          let view = batch[index]
          if view.intrinsicSizeIsStale {
            view.intrinsicSizeIsStale = false
            if let engine = view.layoutItemState.engine {
              engine.refreshContentSize(of: view)
              engine.refreshBaselines(of: view)
            }
          }
          if view.needsUpdateConstraintsFlag {
            view.needsUpdateConstraintsFlag = false
            view.updateConstraints()
          }
        }
      }
      if let engine = root.rootEngine { engine.solver.batch(run) } else { run() }
    }
  }
}
