// The layout cycle: flags, the pass, and the default layoutSubviews (spec §7).

extension LayoutView {
  /// Asks for a layout pass; the next ``layoutIfNeeded()`` on any view of the tree runs it.
  public func setNeedsLayout() {
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    let root = rootView
    // A root is not listed in its own queue (it would keep itself alive); its flag says it.
    if root !== self { root.pendingLayout.append(self) }
  }

  /// ``setNeedsLayout()`` for a view of `root`'s tree, without walking up to find the root.
  @inline(__always)
  package func setNeedsLayout(inTreeOf root: LayoutView) {
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    if root !== self { root.pendingLayout.append(self) }
  }

  /// Whether a layout pass is pending for this view.
  ///
  /// As in UIKit, where the engine solves each constraint change at once and marks the
  /// superviews of the items it moves (spec §7.2), a change of this view's tree that moves one
  /// of its subviews or guides makes this `true` before any pass: reading it solves what
  /// changed since the last solve (the update-constraints phase still waits for the pass).
  public var needsLayout: Bool {
    if !needsLayoutFlag, let engine = rootView.rootEngine { engine.settle() }
    return needsLayoutFlag
  }

  /// Runs the pending layout pass now: the update-constraints phase of the view's tree (see
  /// ``updateConstraintsIfNeeded()``), then solves the constraints, then calls
  /// ``layoutSubviews()`` on every view of this view's subtree that needs it, from the top
  /// down, which applies the solved frames. As in UIKit, the subtree is that of the view's
  /// highest ancestor that needs layout, if one does (so a subview's call lays out the
  /// superview that must place it); views elsewhere in the tree wait for a pass that reaches
  /// them. Does nothing when nothing changed.
  public func layoutIfNeeded() {
    let root = rootView
    LayoutEngine.runConstraintUpdates(root: root)
    if let engine = root.rootEngine {
      engine.layoutIfNeeded(from: self)
    } else {
      LayoutEngine.runLayoutPasses(root: root, from: self)
    }
  }
}
