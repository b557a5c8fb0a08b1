import AutoLayoutSolver

// Safe areas and the guides that follow them, after each solve of the layout pass (spec §8.2,
// §8.3). A view's safe area insets follow where it lies in its superview's unsafe area, and its
// margins guide and safe area guide follow the insets, which can move the view's content; so
// the layout pass solves, looks at the insets and guides, and solves again while they move.
//
// A view in a superview without insets has none (see `EdgeInsets.safeArea(of:in:insetBy:)`),
// and every change of a view's insets passes down to its subviews, so a view whose insets are
// zero has no insets under it: the walks go down only where there are insets, and one level
// past them. The first pass, and the first after a change the engine cannot follow by what
// moved (the root's safe area or a view's margins set, a guide joining, a subtree carried in, a
// change of direction), walks from the root and sets every guide's constants. The others look
// only at what moved in the round: a view's insets depend on its rectangle, its superview's
// rectangle and its superview's insets, so they are computed again for the views that moved,
// for the subviews of those, and for the subviews of every view whose insets changed. A screen
// that scrolls one row or changes one constant looks at a handful of views, not at its
// thousands of guides.

extension LayoutEngine {
  /// Recomputes, from the solved rectangles, the safe area insets of every view of the tree
  /// that has or can have some; returns whether any changed.
  ///
  /// A view whose insets are zero, and were, in a superview whose insets are zero has no
  /// insets under it either (every change of insets passes down to the subviews), so the walk
  /// from the root goes down only where there are insets, and one level past them.
  ///
  /// Under a root without insets, once a walk has left every view's insets zero, nothing
  /// can have any until the root's change (a subtree carried in comes with its insets zeroed):
  /// the walk is skipped, which a root with many subviews and views joining it one at a time
  /// paid on every pass.
  ///
  /// - Complexity: O(the views with insets, and their subviews, and the root's subviews), O(1)
  ///   under a root without insets whose tree has none.
  func refreshDerivedInsets() -> Bool {
    let root = self.root
    if root.safeAreaInsets == .zero, !treeMayHaveInsets { return false }
    treeMayHaveInsets = root.safeAreaInsets != .zero
    var changed = false
    // Unretained, as the tree holds its views for the whole walk: retaining each one made the
    // walk over a root's subviews cost more than the checks.
    var pending = root.storedSubviews.map { Unmanaged.passUnretained($0) }
    while let reference = pending.popLast() {
      reference._withUnsafeGuaranteedRef { view in
        guard let parent = view.storedSuperview else { return }
        if parent.safeAreaInsets == .zero, view.computedSafeAreaInsets == .zero { return }
        if updateSafeArea(of: view, in: parent) { changed = true }
        for subview in view.storedSubviews { pending.append(Unmanaged.passUnretained(subview)) }
      }
    }
    return changed
  }

  /// Computes again the safe area insets the views that moved in this round (``movedViews``)
  /// can have changed, and the constants of the guides that follow them and of
  /// ``preservingGuides``; returns whether any constant changed.
  ///
  /// - Complexity: O(the views that moved and their subviews, where their superview's safe area
  ///   is inset, and the subviews of every view whose insets changed).
  func refreshInsetsOfMovedViews() -> Bool {
    // Under a root whose safe area is not inset no view has insets (the last walk from the root
    // left them all zero), so only preserved margins can move.
    if root.safeAreaInsets == .zero { return refreshGuideConstants(of: preservingGuides) }
    var pending: [Unmanaged<LayoutView>] = []
    for reference in movedViews {
      reference._withUnsafeGuaranteedRef { view in
        pending.append(reference)
        // Its subviews now lie elsewhere in it.
        if view.computedSafeAreaInsets != .zero || view.storedSuperview == nil {
          for subview in view.storedSubviews { pending.append(Unmanaged.passUnretained(subview)) }
        }
      }
    }
    var followers: [LayoutGuide] = []
    // Each view is computed after every change to its inputs: a view whose insets change queues
    // its subviews again, so a subview computed before its superview is computed once more.
    while let reference = pending.popLast() {
      reference._withUnsafeGuaranteedRef { view in
        guard let parent = view.storedSuperview else { return }
        // Under a superview without insets a view has none, and had none: nothing to do.
        if parent.safeAreaInsets == .zero, view.computedSafeAreaInsets == .zero { return }
        guard updateSafeArea(of: view, in: parent) else { return }
        if let guide = view.marginsGuideStorage, guide.layoutItemState.engine === self {
          followers.append(guide)
        }
        if let guide = view.safeAreaGuideStorage, guide.layoutItemState.engine === self {
          followers.append(guide)
        }
        for subview in view.storedSubviews { pending.append(Unmanaged.passUnretained(subview)) }
      }
    }
    // One batch and one settling for both (a guide in both lists changes the first time).
    return refreshGuideConstants(of: followers + preservingGuides)
  }

  /// Sets `view`'s safe area insets from where it lies in `parent` (from the solved rectangles
  /// when both were measured, from the frames otherwise); returns whether they changed.
  private func updateSafeArea(of view: LayoutView, in parent: LayoutView) -> Bool {
    let derived: EdgeInsets
    if let frame = measuredRect(of: view), let box = measuredRect(of: parent) {
      derived = .safeArea(of: frame, in: box, insetBy: parent.safeAreaInsets)
    } else {
      derived = view.derivedSafeAreaInsets
    }
    guard derived != view.computedSafeAreaInsets else { return false }
    view.computedSafeAreaInsets = derived
    if derived != .zero { treeMayHaveInsets = true }
    insetsChanged.append(view)
    return true
  }
}
