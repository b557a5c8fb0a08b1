// A subview that outlives its root: it becomes a root, and takes over its subtree's constraints
// and pending work when its tree is next used (Docs/Engine.md, "Who keeps whom alive").

extension LayoutView {
  /// Takes over, as the root this view became when its superview went away while something
  /// else kept it (see ``isOrphaned``), what its subtree waited for in the old root's queues and
  /// the constraints held inside it, in an engine of its own; nothing when it is not such a
  /// root. Everything that reads a root's queues or engine calls it first.
  ///
  /// - Complexity: O(1) unless the view is such a root; then O(its subtree), plus adding the
  ///   subtree's constraints to the new engine.
  @inline(__always)
  package func adoptOrphanedSubtreeIfNeeded() {
    if isOrphaned { LayoutEngine.subtreeDidMove(self, from: self, installingNow: true) }
  }

  /// Installs, in this root's engine, the constraints held inside the subtrees that joined
  /// its tree since they were last installed (see ``pendingSubtrees``); nothing when none did.
  ///
  /// A subtree that joins a tree brings constraints that were solved without it: a container
  /// whose views' preferences pull on it, added before the constraints that place it, would be
  /// solved loose, its width a median of every view's wish that each view added moves (4,000
  /// views: 39 s). Installed after the activation that places it, the container is pinned when
  /// they arrive. Everything that reads a root's engine (a layout pass, the update-constraints
  /// phase, an activation, a subtree leaving) calls this first, or, for an activation, after it.
  ///
  /// - Complexity: O(1) when no subtree waits; otherwise O(the waiting subtrees), plus adding
  ///   their constraints to the engine.
  @inline(__always)
  package func adoptPendingSubtrees() {
    if !pendingSubtrees.isEmpty { LayoutEngine.installPendingSubtrees(of: self) }
  }
}
