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
    if isOrphaned { LayoutEngine.subtreeDidMove(self, from: self) }
  }
}
