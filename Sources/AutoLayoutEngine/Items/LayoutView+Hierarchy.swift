// The view tree. Moving views between trees moves their constraints with them (spec §6.2).

extension LayoutView {
  /// The view's parent, or `nil` for a root.
  public var superview: LayoutView? { storedSuperview }

  /// The view's children, back to front.
  public var subviews: [LayoutView] { storedSubviews }

  /// The topmost ancestor (the view itself for a root).
  ///
  /// - Complexity: O(the view's depth), without reference counting: the walk reads the
  ///   unretained superview references (retaining and releasing each ancestor made the walks
  ///   of deep trees several times slower).
  public var rootView: LayoutView {
    var reference = Unmanaged.passUnretained(self)
    while let parent = reference._withUnsafeGuaranteedRef({ $0.superviewReference }) {
      reference = parent
    }
    return reference.takeUnretainedValue()
  }

  /// Adds `view` as the frontmost child, removing it from its current superview first.
  public func addSubview(_ view: LayoutView) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts `view` as a child at `index` (clamped to the valid range), removing it from its
  /// current superview first.
  public func insertSubview(_ view: LayoutView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      LayoutDiagnostics.report(
        LayoutDiagnostic(
          .invalidConstraint,
          "Cannot add \(view.itemDescription) to \(itemDescription): a view cannot contain "
            + "itself or one of its ancestors."))
      return
    }
    if view.storedSuperview === self,
      let current = storedSubviews.firstIndex(where: { $0 === view })
    {
      storedSubviews.remove(at: current)
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      return
    }
    view.willMove(toSuperview: self)
    view.detachFromSuperview(notifying: false)
    // A hook may have put the view somewhere already; it goes here all the same, as asked.
    if view.storedSuperview != nil { view.detachFromSuperview(notifying: false) }
    guard view !== self, !isDescendant(of: view) else { return }
    storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    view.storedSuperview = self
    if view.storedTranslates { mayHaveAutoresizedSubviews = true }
    LayoutEngine.subtreeDidMove(view, from: view)
    // As in UIKit, both lay out on the next pass: the new superview places its children, and
    // the added view, placed by its frame or not, lays out its own content where it landed.
    setNeedsLayout()
    view.setNeedsLayout()
    view.didMoveToSuperview()
    didAddSubview(view)
  }

  /// Moves `view`, a subview, in front of its siblings (last in ``subviews``).
  public func bringSubviewToFront(_ view: LayoutView) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedSubviews.append(storedSubviews.remove(at: index))
  }

  /// Moves `view`, a subview, behind its siblings (first in ``subviews``).
  public func sendSubviewToBack(_ view: LayoutView) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
  }

  /// Swaps the subviews at two indices of ``subviews``; out-of-range indices change nothing.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2)
    else { return }
    storedSubviews.swapAt(index1, index2)
  }

  /// The view itself, or its first descendant (depth first, back to front) whose ``tag`` is
  /// `tag`; `nil` when none is.
  ///
  /// - Complexity: O(the subtree).
  public func viewWithTag(_ tag: Int) -> LayoutView? {
    var stack: [LayoutView] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return nil
  }

  /// Inserts `view` just above `sibling` among the children.
  public func insertSubview(_ view: LayoutView, aboveSubview sibling: LayoutView) {
    let index = storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling` among the children.
  public func insertSubview(_ view: LayoutView, belowSubview sibling: LayoutView) {
    let index = storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.count
    insertSubview(view, at: index)
  }

  /// Detaches the view from its superview. Every constraint that names the view or one of its
  /// descendants and is held by a view outside them is deactivated; constraints entirely inside
  /// the subtree stay active and move with it (spec §6.2).
  public func removeFromSuperview() {
    detachFromSuperview(notifying: true)
  }

  /// ``removeFromSuperview()``, telling the view (``willMove(toSuperview:)`` with `nil`, then
  /// ``didMoveToSuperview()``) only when `notifying`: a view that moves to another superview
  /// is told once, of the new one. The superview is always told (``willRemoveSubview(_:)``).
  package func detachFromSuperview(notifying: Bool) {
    guard let parent = storedSuperview else { return }
    parent.willRemoveSubview(self)
    guard storedSuperview === parent else { return }  // An override moved it already.
    if notifying {
      willMove(toSuperview: nil)
      guard storedSuperview === parent else { return }
    }
    let oldRoot = parent.rootView
    LayoutEngine.subtreeWillLeave(self, root: oldRoot)
    // One search and one shift: `removeAll(where:)` retains and releases every sibling it
    // passes, which made removing the subviews of a big container one by one ten times slower.
    if let index = parent.storedSubviews.firstIndex(where: { $0 === self }) {
      parent.storedSubviews.remove(at: index)
    }
    storedSuperview = nil
    LayoutEngine.subtreeDidLeave(self, from: oldRoot)
    parent.setNeedsLayout()
    if notifying { didMoveToSuperview() }
  }

  /// Whether the view is `view` or one of its descendants.
  ///
  /// - Complexity: O(1) when `view` has no subviews; otherwise O(the view's depth), without
  ///   reference counting (see ``rootView``).
  public func isDescendant(of view: LayoutView) -> Bool {
    // A view without subviews has no descendant but itself: adding a new view to the bottom
    // of a deep tree need not walk up the tree.
    if view.storedSubviews.isEmpty { return view === self }
    let target = Unmanaged.passUnretained(view).toOpaque()
    var current: Unmanaged<LayoutView>? = Unmanaged.passUnretained(self)
    while let candidate = current {
      if candidate.toOpaque() == target { return true }
      current = candidate._withUnsafeGuaranteedRef { $0.superviewReference }
    }
    return false
  }

  /// The view and all its descendants, depth first.
  package func forEachInSubtree(_ body: (LayoutView) -> Void) {
    var stack: [LayoutView] = [self]
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
  }

  /// The number of ancestors.
  package var depth: Int {
    var count = 0
    var reference = Unmanaged.passUnretained(self)
    while let parent = reference._withUnsafeGuaranteedRef({ $0.superviewReference }) {
      count += 1
      reference = parent
    }
    return count
  }

  /// The closest view that is an ancestor of (or equal to) both views, if any.
  ///
  /// - Complexity: O(1) for a view and its superview or two siblings (most constraints),
  ///   otherwise O(the depth of the deeper view).
  package static func commonAncestor(_ a: LayoutView, _ b: LayoutView) -> LayoutView? {
    if a === b { return a }
    let aParent = a.storedSuperview
    let bParent = b.storedSuperview
    if aParent === b { return b }
    if bParent === a { return a }
    if let aParent, aParent === bParent { return aParent }
    var x = a
    var y = b
    var dx = a.depth
    var dy = b.depth
    while dx > dy, let parent = x.storedSuperview {
      x = parent
      dx -= 1
    }
    while dy > dx, let parent = y.storedSuperview {
      y = parent
      dy -= 1
    }
    while x !== y {
      guard let px = x.storedSuperview, let py = y.storedSuperview else { return nil }
      x = px
      y = py
    }
    return x
  }
}
