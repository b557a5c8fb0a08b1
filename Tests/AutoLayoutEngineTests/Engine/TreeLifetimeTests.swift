import AutoLayoutEngine
import Testing

/// Who keeps whom (Docs/Engine.md, "Ownership"): as in UIKit, a view holds its subviews, its
/// guides and the constraints installed on it, and a root its engine; nothing holds a view from
/// below or from its own queues. So a tree is freed once the app lets go of it, whatever it was
/// waiting for, and a view the app keeps after its superview is gone becomes a root.
@Suite struct TreeLifetimeTests {
  // MARK: Dropped trees

  @Test func aLaidOutTreeIsFreed() {
    expectFreed { watch in
      let (root, card, label, spacer) = cardScreen()
      root.layoutIfNeeded()
      #expect(card.frame == Rect(x: 8, y: 20, width: 284, height: 100))
      #expect(spacer.layoutFrame == Rect(x: 0, y: 0, width: 10, height: 100))
      #expect(label.frame == Rect(x: 10, y: 8, width: 80, height: 20))
      watch.watchTree(of: root)
    }
  }

  /// Activated, never laid out: every view is waiting for its first layout.
  @Test func aTreeWaitingForItsFirstLayoutIsFreed() {
    expectFreed { watch in
      let (root, _, _, _) = cardScreen()
      #expect(root.needsLayout)
      watch.watchTree(of: root)
    }
  }

  /// Every view asked for layout again (the root first of all) and no pass ran.
  @Test func aTreeThatAskedForLayoutIsFreed() {
    expectFreed { watch in
      let (root, card, label, _) = cardScreen()
      root.layoutIfNeeded()
      root.setNeedsLayout()
      card.setNeedsLayout()
      label.setNeedsLayout()
      root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
      #expect(root.needsLayout && card.needsLayout && label.needsLayout)
      watch.watchTree(of: root)
    }
  }

  /// Views waiting for `updateConstraints()` and intrinsic sizes waiting to be read again,
  /// the root's among them.
  @Test func aTreeWaitingForItsConstraintUpdatesIsFreed() {
    expectFreed { watch in
      let root = TextView("root", width: 300, height: 200)
      let (screenRoot, card, label, _) = cardScreen()
      card.removeFromSuperview()
      root.addSubview(card)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        card.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      root.setNeedsUpdateConstraints()
      card.setNeedsUpdateConstraints()
      root.contentSize = Size(width: 320, height: 240)
      label.contentSize = Size(width: 90, height: 20)
      #expect(root.needsUpdateConstraints() && card.needsUpdateConstraints())
      watch.watchTree(of: root)
      watch.watchTree(of: screenRoot)
    }
  }

  /// Trees without a constraint (no engine), laid out by their frames, and lone views.
  @Test func treesWithoutAnEngineAreFreed() {
    expectFreed { watch in
      let root = makeRoot(width: 100, height: 100)
      let child = LayoutView(frame: Rect(x: 10, y: 10, width: 20, height: 20))
      child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.addSubview(child)
      root.layoutIfNeeded()
      root.setNeedsLayout()
      child.setNeedsLayout()
      child.setNeedsUpdateConstraints()
      root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
      #expect(root.rootEngine == nil)
      let lone = LayoutView()
      lone.setNeedsLayout()
      lone.setNeedsUpdateConstraints()
      let constrained = LayoutView()
      constrained.widthAnchor.constraint(equalToConstant: 10).isActive = true
      constrained.setNeedsLayout()
      for view in [root, lone, constrained] { watch.watchTree(of: view) }
    }
  }

  /// A subtree moved into another tree, waiting for layout there, goes with that tree.
  @Test func aSubtreeMovedToAnotherTreeIsFreedWithIt() {
    expectFreed { watch in
      let (root, card, label, _) = cardScreen()
      root.layoutIfNeeded()
      let other = makeRoot(width: 500, height: 400, name: "other")
      other.addSubview(card)
      LayoutConstraint.activate([
        card.centerXAnchor.constraint(equalTo: other.centerXAnchor),
        card.widthAnchor.constraint(equalToConstant: 200),
        card.bottomAnchor.constraint(equalTo: other.bottomAnchor),
      ])
      label.contentSize = Size(width: 90, height: 20)
      card.setNeedsLayout()
      watch.watchTree(of: root)
      watch.watchTree(of: other)
    }
  }

  /// The tree a subtree left is freed while the subtree lives on in another, which does not
  /// keep it.
  @Test func theTreeASubtreeLeftIsFreedWithoutIt() {
    var watch = Watch()
    let other = makeRoot(width: 500, height: 400, name: "other")
    do {
      let (root, card, _, _) = cardScreen()
      root.layoutIfNeeded()
      root.setNeedsLayout()
      card.setNeedsLayout()
      watch.watchTree(of: root)
      other.addSubview(card)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: other.trailingAnchor),
        card.topAnchor.constraint(equalTo: other.topAnchor),
      ])
    }
    #expect(
      watch.alive.allSatisfy { $0.hasPrefix("card") || $0.hasPrefix("label") },
      "\(watch.alive)")
    #expect(!watch.alive.contains { $0.hasPrefix("root") })
    other.layoutIfNeeded()
    #expect(other.subviews.first?.frame == Rect(x: 0, y: 0, width: 500, height: 100))
    #expect(other.subviews.first?.subviews.first?.frame == Rect(x: 10, y: 8, width: 80, height: 20))
  }

  // MARK: Removed subtrees

  /// A subtree removed from a living root, with its views waiting for layout and for their
  /// constraint updates, is freed once dropped: the root's queues do not keep it.
  @Test(arguments: [false, true])
  func aSubtreeRemovedFromALivingRootIsFreed(laidOut: Bool) {
    var watch = Watch()
    let root: LayoutView
    do {
      let (screenRoot, card, label, _) = cardScreen()
      root = screenRoot
      if laidOut { root.layoutIfNeeded() }
      card.setNeedsLayout()
      label.setNeedsLayout()
      card.setNeedsUpdateConstraints()
      label.contentSize = Size(width: 90, height: 20)
      watch.watchTree(of: card)
      card.removeFromSuperview()
      #expect(!root.pendingLayout.contains { $0 === card || $0 === label })
      #expect(!root.pendingConstraintUpdates.contains { $0 === card || $0 === label })
    }
    #expect(watch.alive == [])
    #expect(root.pendingLayout.allSatisfy { $0.rootView === root })
    #expect(root.pendingConstraintUpdates.allSatisfy { $0.rootView === root })
    root.layoutIfNeeded()
    #expect(root.subviews.isEmpty)
    #expect(root.heldConstraints.isEmpty)
  }

  /// A removed subtree the app keeps waits in its own queues, not in the old root's: it takes
  /// its constraints and pending work over when its tree is next used.
  @Test func aRemovedSubtreeWaitsInItsOwnQueues() {
    let (root, card, label, _) = cardScreen()
    root.layoutIfNeeded()
    label.contentSize = Size(width: 90, height: 20)
    card.setNeedsUpdateConstraints()
    label.setNeedsLayout()
    card.removeFromSuperview()
    #expect(root.pendingLayout.allSatisfy { $0.rootView === root })
    #expect(root.pendingConstraintUpdates.allSatisfy { $0.rootView === root })
    #expect(card.isOrphaned && card.rootEngine == nil)
    #expect(card.heldConstraints.allSatisfy { $0.installation?.engine == nil })
    card.adoptOrphanedSubtreeIfNeeded()
    #expect(!card.isOrphaned && card.rootEngine != nil)
    #expect(card.pendingLayout.contains { $0 === label })
    #expect(card.pendingConstraintUpdates.contains { $0 === label })
    // A root is never in its own queues (it would keep itself alive); its flags stand for it.
    #expect(!card.pendingLayout.contains { $0 === card })
    #expect(!card.pendingConstraintUpdates.contains { $0 === card })
    #expect(card.needsUpdateConstraints())
    card.layoutIfNeeded()
    #expect(!card.needsUpdateConstraints() && !card.needsLayout && !label.needsLayout)
    #expect(label.frame == Rect(x: 10, y: 8, width: 90, height: 20))
  }

  // MARK: Guides and constraints kept after their tree is gone

  /// A guide the app keeps after its view is gone has no owner and no constraints.
  /// A root with `depth` views nested in it, each inside the one before, laid out; `visit` is
  /// handed each nested view and its depth (1 for the root's subview).
  func nestedChain(_ depth: Int, _ visit: (LayoutView, Int) -> Void) -> LayoutView {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var current = root
    for level in 1...depth {
      let view = LayoutView(frame: Rect(x: 1, y: 1, width: 10, height: 10))
      current.addSubview(view)
      current = view
      visit(view, level)
    }
    root.layoutIfNeeded()
    return root
  }

  /// A tree goes level by level, each view's subviews taken out before the view goes:
  /// released by each view's deinit in turn, a chain of 12,000 nested views overflowed the
  /// stack.
  @Test func aChainTwelveThousandViewsDeepIsFreed() {
    expectFreed { watch in
      let root = nestedChain(12_000) { view, depth in
        if depth % 3_000 == 0 { watch.watch(view, "view at depth \(depth)") }
      }
      watch.watch(root, "root")
    }
  }

  /// A view the app holds, deep in a tree released level by level, lives on as a root with its
  /// whole subtree; the views above it go.
  @Test func aViewHeldDeepInADroppedChainBecomesARootWithItsSubtree() {
    var watch = Watch()
    var kept: LayoutView?
    do {
      let root = nestedChain(10) { view, depth in
        watch.watch(view, "view at depth \(depth)")
        if depth == 6 { kept = view }
      }
      watch.watch(root, "root")
    }
    #expect(kept?.superview == nil)
    #expect(watch.alive == (6...10).map { "view at depth \($0)" })
    do {
      var depth = 6
      var view = kept
      while let below = view?.subviews.first {
        #expect(below.superview === view)
        view = below
        depth += 1
      }
      #expect(depth == 10)
    }
    kept = nil
    #expect(watch.alive == [])
  }

  @Test func aGuideKeptAfterItsViewIsGoneIsAlone() {
    var watch = Watch()
    var kept: LayoutGuide?
    do {
      let (root, _, _, spacer) = cardScreen()
      root.layoutIfNeeded()
      watch.watchTree(of: root)
      kept = spacer
    }
    #expect(kept?.owningView == nil)
    #expect(kept?.layoutItemState.systemConstraints.isEmpty == true)
    #expect(kept?.layoutItemState.referencingConstraints.isEmpty == true)
    #expect(watch.alive == ["card: spacer", "card: spacer.layoutItemState"])
    kept = nil
    #expect(watch.alive == [])
  }

  /// Constraints the app keeps outlive their items, which they do not keep: they read inactive
  /// and name no item.
  @Test func constraintsKeptAfterTheirTreeIsDroppedKeepNoView() {
    var watch = Watch()
    var kept: [LayoutConstraint] = []
    do {
      let (root, card, label, _) = cardScreen()
      root.layoutIfNeeded()
      watch.watchTree(of: root)
      kept = root.constraints + card.constraints + label.constraints
    }
    #expect(!kept.isEmpty)
    #expect(kept.allSatisfy { !$0.isActive && $0.firstItem == nil && $0.secondItem == nil })
    // Alive: the kept constraints and the item states they reach their items through (which
    // hold nothing else); no view, no guide, no other constraint.
    let states = watch.alive.filter { $0.hasSuffix(".layoutItemState") }
    #expect(states.count == 8)  // The root, its 2 guides, the card, its 3, the label.
    #expect(watch.alive.count - states.count == Set(kept.map(ObjectIdentifier.init)).count)
    kept = []
    #expect(watch.alive == [])
  }

  // MARK: What the engine keeps on the side

  /// Conflicts (broken constraints, the batch's journal), ambiguity probes, fitting sizes and
  /// workloads keep nothing once the tree is dropped.
  @Test func whatTheEngineKeepsOnTheSideIsFreed() {
    expectFreed { watch in
      let (root, card, label, _) = cardScreen()
      let messages = LayoutDiagnostics.capture {
        LayoutConstraint.activate([
          card.heightAnchor.constraint(equalToConstant: 120),
          label.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
      }
      #expect(messages.count >= 2)
      let loose = makeChild("loose", in: root)
      loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
      #expect(loose.hasAmbiguousLayout)
      loose.exerciseAmbiguityInLayout()
      _ = loose.constraintsAffectingLayout(for: .horizontal)
      _ = root.autolayoutTrace()
      _ = card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
      _ = root.constraintSystemWorkload(named: "memory")
      root.layoutIfNeeded()
      watch.watchTree(of: root)
    }
  }
}
