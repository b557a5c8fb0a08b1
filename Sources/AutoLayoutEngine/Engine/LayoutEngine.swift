import AutoLayoutSolver

/// The solver of one tree of views: it turns the tree's active constraints into solver
/// constraints, keeps them in step with every change, and writes the solved frames in the layout
/// pass.
///
/// Every item's rectangle is four solver variables in the root's coordinates: `minX`, `minY`,
/// `width`, `height` (spec §1A). A constraint's locations are measured in the coordinate space
/// of its holder (the closest common ancestor of its items), which only matters for multipliers
/// other than 1, and in leading/trailing terms it is mirrored about the holder when the holder
/// lays out right to left (spec §9).
package final class LayoutEngine {
  /// The root view of the tree.
  package unowned let root: LayoutView
  /// The solver.
  package let solver = Solver()
  /// The priority of a broken required constraint: above every optional priority.
  package static let brokenPriority = Priority(Priority.required.rawValue.nextDown)

  @exclusivity(unchecked) var activationCounter: UInt64 = 0
  /// The engaged items, by index. Each item's variables carry their
  /// ``VariableOwner/context(ofItem:generation:component:)`` as their ``Variable/context``, so
  /// the solver's change reports lead straight to the item and the value it changed.
  @exclusivity(unchecked) var engagedItems: [VariableOwner?] = []
  /// Indices of ``engagedItems`` free for reuse.
  @exclusivity(unchecked) var freeItemIndices: [Int] = []
  /// The ``VariableOwner/generation`` of the last item at each index of ``engagedItems``: kept
  /// here because an entry is cleared when its item leaves, and copied into the entry so that
  /// checking a report reads one table.
  @exclusivity(unchecked) var itemGenerations: [UInt32] = []
  /// The indices in ``engagedItems`` of the items that joined since the last layout pass
  /// (they need a first measurement even if no variable of theirs changed).
  @exclusivity(unchecked) var newlyEngaged: [Int] = []
  @exclusivity(unchecked) var rootPins: [Constraint] = []
  /// The engaged built-in guides (margins, safe area, readable content), whose constants
  /// follow their owners' insets; a guide leaves the list when it leaves the engine.
  /// In the order they joined; a guide that left leaves a `nil` (see ``unlistGuide(_:)``).
  @exclusivity(unchecked) var guides: [LayoutGuide?] = []
  /// How many entries of ``guides`` are `nil`.
  @exclusivity(unchecked) var unlistedGuideCount = 0
  /// Whether every view's safe area and every built-in guide's constants are as the last walk
  /// from the root left them but for what moved since, so that a layout pass looks only at what
  /// moved (see `LayoutEngine+SafeArea.swift`). Every change that what moved does not account
  /// for clears it (see ``guidesNeedALook()``).
  @exclusivity(unchecked) var guideInsetsAreCurrent = false
  /// Whether a view of the tree may have safe area insets: false once a walk from the root
  /// found the root without insets (and so left every view without), true again when a walk
  /// finds the root inset (see ``refreshDerivedInsets()``).
  @exclusivity(unchecked) var treeMayHaveInsets = true
  /// The views whose solved rectangles changed in the current round of the layout pass.
  @exclusivity(unchecked) var movedViews: [Unmanaged<LayoutView>] = []
  /// The views whose safe area insets this layout pass changed, told so (see
  /// ``LayoutView/safeAreaInsetsDidChange()``) before the pass lays out; empty between passes.
  @exclusivity(unchecked) var insetsChanged: [LayoutView] = []
  /// The margins guides whose owners preserve their superview's margins (their constants follow
  /// the owner's frame), as of the last look at every guide.
  @exclusivity(unchecked) var preservingGuides: [LayoutGuide] = []
  @exclusivity(unchecked) var layoutPassDepth = 0
  /// Stamps the items noted for the next pass to measure, so each is measured once (never 0).
  @exclusivity(unchecked) var measureStamp: UInt32 = 1
  /// The measuring pass that last noted each entry of ``engagedItems`` (0: none), so that each
  /// item is measured once per pass; apart from the entries, so that the items that joined
  /// are noted without reading them.
  @exclusivity(unchecked) var notedStamps: [UInt32] = []
  /// The items the next pass measures, with their rectangles before the changes the solver
  /// reported (its storage is kept between passes).
  @exclusivity(unchecked) var measuredItems: [(index: Int, old: Rect)] = []
  /// The storage of a layout pass's queue (see ``runLayoutPasses(root:from:)``), kept empty
  /// between passes so that a pass, one per animation frame, allocates nothing.
  @exclusivity(unchecked) var spareLayoutQueue: [LayoutView] = []
  /// The storage of a layout pass's order of views, kept empty between passes like
  /// ``spareLayoutQueue``.
  @exclusivity(unchecked) var spareLayoutOrder: [(depth: Int, index: Int, view: LayoutView)] = []
  /// The variable contexts of the sizes the last read of the solver's changes found negative
  /// (see ``settleSizeBounds()``).
  @exclusivity(unchecked) var negativeSizes: [Int] = []
  /// What the batch of constraints joining the solver now did (see
  /// ``joinInBatch(_:using:)``); `nil` outside one.
  @exclusivity(unchecked) var batchJournal: BatchJournal?
  /// The solver of the last ``LayoutView/systemLayoutSizeFitting(_:)`` on a view of this tree,
  /// kept for the next measurement (see ``FittingSolver``).
  @exclusivity(unchecked) var fittingCache: FittingSolver?

  /// An engaged item and the values of its four variables: what the layout pass reads and
  /// writes for an item, in one array instead of the item's state object (the item finds its
  /// entry by its ``LayoutItem/engineIndex``).
  ///
  /// The item is unretained: its entry is removed when it leaves the engine (``disengage(_:)``),
  /// which always happens before it can go away (its tree retains it while it is engaged, and
  /// the root owns the engine). A weak reference would give every view a side table and slow
  /// down each of its reference counts.
  struct VariableOwner {
    /// The values of the item's variables as of the solver's last update: set when the item
    /// joins and kept current by the update's change reports, so that measuring an item looks
    /// nothing up in the solver. Once ``measured`` is set, the layout pass has seen these values
    /// (the rectangle its frame is placed from).
    var solved: Rect
    /// The item if it is a view, unretained (see above).
    let view: Unmanaged<LayoutView>?
    /// The item if it is a guide, unretained.
    let guide: Unmanaged<LayoutGuide>?
    /// How many items held this entry's index before this one (modulo 2²⁹, so that it fits a
    /// context). It is part of the item's variable contexts, so that a report still carrying an
    /// earlier holder's context (a variable that left the solver with it) is told apart.
    var generation: UInt32
    /// Whether a layout pass has measured the item since it joined.
    var measured = false

    /// Whether the entry is `view`'s: a comparison of addresses, without reference counts.
    @inline(__always)
    func holds(_ view: LayoutView) -> Bool {
      self.view?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Whether the entry is `guide`'s.
    @inline(__always)
    func holds(_ guide: LayoutGuide) -> Bool {
      self.guide?.toOpaque() == Unmanaged.passUnretained(guide).toOpaque()
    }

    /// The variable context of component `component` (0 `minX`, 1 `minY`, 2 `width`,
    /// 3 `height`) of the item at `index`: the component in the low 2 bits, the index in the
    /// next 32, the generation above.
    static func context(ofItem index: Int, generation: UInt32, component: Int) -> Int {
      Int(generation) << 34 | index << 2 | component
    }

    /// The index in a variable context.
    static func index(inContext context: Int) -> Int { (context >> 2) & 0xFFFF_FFFF }

    /// The generation in a variable context.
    static func generation(inContext context: Int) -> UInt32 { UInt32(context >> 34) }

    /// Stores a reported value of component `component`.
    @inline(__always)
    mutating func setValue(_ value: Double, ofComponent component: Int) {
      switch component {
      case 0: solved.origin.x = value
      case 1: solved.origin.y = value
      case 2: solved.size.width = value
      default: solved.size.height = value
      }
    }
  }

  /// The engaged item whose variable carries `context` (see
  /// ``VariableOwner/context(ofItem:generation:component:)``), if it is still engaged.
  ///
  /// - Complexity: O(1).
  func item(inContext context: Int) -> (any LayoutItem)? {
    guard context >= 0 else { return nil }
    let index = VariableOwner.index(inContext: context)
    guard index < engagedItems.count, let owner = engagedItems[index],
      owner.generation == VariableOwner.generation(inContext: context)
    else { return nil }
    if let view = owner.view { return view.takeUnretainedValue() }
    return owner.guide?.takeUnretainedValue()
  }

  init(root: LayoutView) {
    self.root = root
  }

  /// The engine of `root`'s tree, created on first use.
  package static func engine(for root: LayoutView) -> LayoutEngine {
    if let engine = root.rootEngine { return engine }
    // A root that outlived its old root brings its subtree's constraints in first.
    root.adoptOrphanedSubtreeIfNeeded()
    if let engine = root.rootEngine { return engine }
    let engine = LayoutEngine(root: root)
    root.rootEngine = engine
    return engine
  }

  // MARK: - Activation

  /// Activates constraints, one solver batch per tree.
  ///
  /// - Parameter fixedHolder: The view to install them on (``LayoutView/addConstraints(_:)``'s
  ///   receiver, an ancestor of every item they name), or `nil` for the closest common ancestor
  ///   of each constraint's items.
  package static func activate(
    _ constraints: [LayoutConstraint], holder fixedHolder: LayoutView? = nil
  ) {
    // The members are unretained (see `BatchMember`): `constraints` keeps them alive.
    var groups: [(engine: LayoutEngine, members: [BatchMember])] = []
    for constraint in constraints where constraint.installation == nil {
      guard constraint.problem == nil, let first = constraint.first else { continue }
      guard let holder = fixedHolder ?? holder(of: constraint, first: first) else { continue }
      // An engaged holder is in its tree's engine; finding the root walks up the whole tree.
      let engine = holder.layoutItemState.engine ?? engine(for: holder.rootView)
      let member = (Unmanaged.passUnretained(constraint), holder)
      if let index = groups.firstIndex(where: { $0.engine === engine }) {
        groups[index].members.append(member)
      } else {
        groups.append((engine, [member]))
      }
    }
    for group in groups {
      let engine = group.engine
      engine.joinInBatch(group.members) { constraint, holder in
        guard constraint.installation == nil else { return false }
        engine.install(constraint, holder: holder)
        return constraint.installation != nil
      }
      // Subtrees that joined the tree since its last use come after: the activation that
      // follows a move usually places the subtree (see `LayoutView.adoptPendingSubtrees()`).
      engine.root.adoptPendingSubtrees()
    }
  }

  /// Deactivates constraints, one solver batch per tree, the most recently activated first.
  ///
  /// - Complexity: O(*k* log *k*) for *k* constraints, plus their removals from the solver.
  package static func deactivate(_ constraints: [LayoutConstraint]) {
    // Each constraint's installation is read once, into plain keys: sorting the constraints
    // themselves would read two installations per comparison, scattered objects that miss the
    // cache on a large set.
    var engines: [LayoutEngine] = []
    var keys: [(engine: Int, order: UInt64, index: Int)] = []
    keys.reserveCapacity(constraints.count)
    // The engine's own constraints (content size, guides, autoresizing, size bounds) stay: it
    // manages them, and a view without them would lose its intrinsic size or guides for good.
    for (index, constraint) in constraints.enumerated() where constraint.isUserConstraint {
      guard let installation = constraint.installation else { continue }
      guard let engine = installation.engine else {
        // Active in no engine (held in a subtree that outlived its root and has not taken its
        // constraints into an engine of its own yet): nothing to take out of a solver.
        unlist(constraint)
        continue
      }
      let slot: Int
      if let known = engines.firstIndex(where: { $0 === engine }) {
        slot = known
      } else {
        slot = engines.count
        engines.append(engine)
      }
      keys.append((slot, installation.order, index))
    }
    // Engine by engine, newest first, like undoing the activations: a constraint activated
    // after others is written in their symbols, so taking the old ones out first rewrites every
    // later row that refers to them (tearing down a tree from the root walks each subtree once
    // per ancestor), while taking the newest out first leaves only its own rows to touch.
    keys.sort { ($0.engine, $1.order, $0.index) < ($1.engine, $0.order, $1.index) }
    var start = 0
    while start < keys.count {
      let engine = engines[keys[start].engine]
      var end = start
      while end < keys.count, keys[end].engine == keys[start].engine { end += 1 }
      engine.solver.batch {
        for key in keys[start..<end] { engine.uninstall(constraints[key.index]) }
      }
      start = end
    }
  }

  /// The view a constraint is installed on: the closest common ancestor of its items; `nil`
  /// (after a diagnostic) when there is none.
  static func holder(of constraint: LayoutConstraint, first: any LayoutItem) -> LayoutView? {
    guard let firstView = first.anchorView else {
      reportNoCommonAncestor(constraint)
      return nil
    }
    if constraint.form == .composite { return compositeHolder(of: constraint, from: firstView) }
    guard let second = constraint.second else { return firstView }
    guard let secondView = second.anchorView,
      let holder = LayoutView.commonAncestor(firstView, secondView)
    else {
      reportNoCommonAncestor(constraint)
      return nil
    }
    return holder
  }

  private static func reportNoCommonAncestor(_ constraint: LayoutConstraint) {
    func anchor(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) -> String {
      let kind =
        attribute.isSize
        ? "LayoutDimension"
        : attribute.axis == .vertical ? "LayoutYAxisAnchor" : "LayoutXAxisAnchor"
      return "<\(kind):0x\(item.map { hexAddress($0) } ?? "0") "
        + "\"\(item?.itemDescription ?? "nil").\(attribute)\">"
    }
    reportNoCommonAncestor(
      anchor(constraint.first, constraint.firstAttribute),
      anchor(constraint.second, constraint.secondAttribute))
  }

  /// Reports that the constraint between the anchors described by `first` and `second` has no
  /// common ancestor.
  static func reportNoCommonAncestor(_ first: String, _ second: String) {
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .noCommonAncestor,
        "Unable to activate constraint with anchors \(first) and \(second) because they have no "
          + "common ancestor.  Does the constraint or its anchors reference items in different "
          + "view hierarchies?  That's illegal."))
  }

  // MARK: - Moving subtrees

  /// Takes a subtree out of its tree's engine before it leaves the tree: constraints that reach
  /// outside the subtree are deactivated, those held inside it are kept for the new tree.
  package static func subtreeWillLeave(_ view: LayoutView, root: LayoutView) {
    root.adoptOrphanedSubtreeIfNeeded()
    root.adoptPendingSubtrees()
    guard let engine = root.rootEngine else { return }
    var outside: [LayoutConstraint] = []
    var seen: Set<ObjectIdentifier> = []
    // The subtree's members, to tell a holder inside it without walking up from each holder
    // (in a deep subtree that walk is as long as the subtree is deep).
    var members: Set<ObjectIdentifier> = []
    view.forEachInSubtree { members.insert(ObjectIdentifier($0)) }
    view.forEachInSubtree { member in
      for item in member.itemsForEngine {
        for constraint in item.layoutItemState.referencingConstraints {
          if let holder = constraint.installation?.holder,
            !members.contains(ObjectIdentifier(holder)),
            seen.insert(ObjectIdentifier(constraint)).inserted
          {
            outside.append(constraint)
          }
        }
      }
    }
    // One batch for both: deactivating the constraints that pin the subtree to the rest of the
    // tree first, with the subtree's own constraints still in the solver, would optimize the
    // whole subtree again, loose, only to take it out next (a container of 1,000 views with
    // optional and inequality constraints: 236 ms instead of a few).
    engine.solver.batch {
      deactivate(outside)
      engine.takeOutSubtree(view)
    }
  }

  /// Takes every constraint held inside the subtree of `view` out of this engine's solver (they
  /// stay installed, to be carried along) and disengages the subtree's items, in one batch.
  ///
  /// The constraints go newest first and the items children first, as in ``deactivate(_:)``:
  /// undoing in reverse leaves each removal only its own rows to touch.
  ///
  /// - Complexity: O(*k* log *k*) for *k* held constraints, plus their removals.
  private func takeOutSubtree(_ view: LayoutView) {
    var held: [LayoutConstraint] = []
    var members: [LayoutView] = []
    view.forEachInSubtree { member in
      held.append(contentsOf: member.heldConstraints)
      members.append(member)
    }
    held.sort { ($0.installation?.order ?? 0) > ($1.installation?.order ?? 0) }
    solver.batch {
      for constraint in held {
        removeFromSolver(constraint)
        // Installed in no engine until the subtree's next tree takes it (an installation does
        // not keep its engine alive, and this one may go before then).
        constraint.installation?.engine = nil
      }
      for member in members.reversed() {
        for item in member.itemsForEngine { disengage(item) }
      }
    }
  }

  /// Lets go of a subtree that just left its tree and became a tree of its own: the old root's
  /// queues drop the subtree's views at once, and the view takes its subtree's constraints into
  /// an engine of its own when its tree is next used (see
  /// ``LayoutView/adoptOrphanedSubtreeIfNeeded()``), not now. A subtree removed for good, or on
  /// its way to another tree, would otherwise be installed in an engine that nothing uses: as
  /// costly as activating it, on every removal.
  ///
  /// - Complexity: O(the subtree's views), plus O(the old root's queues) when a view of the
  ///   subtree waits in them.
  package static func subtreeDidLeave(_ view: LayoutView, from oldRoot: LayoutView) {
    var pending: Set<ObjectIdentifier> = []
    view.forEachInSubtree { member in
      if member.needsLayoutFlag || member.needsUpdateConstraintsFlag
        || member.intrinsicSizeIsStale
      {
        pending.insert(ObjectIdentifier(member))
      }
    }
    // A view that left the tree would otherwise stay alive in the old root's queues until that
    // root's next pass, which may never come.
    if !pending.isEmpty {
      oldRoot.pendingLayout.removeAll { pending.contains(ObjectIdentifier($0)) }
      oldRoot.pendingConstraintUpdates.removeAll { pending.contains(ObjectIdentifier($0)) }
    }
    view.isOrphaned = true
  }

  /// Installs the constraints held inside a subtree that just joined a tree (or became one),
  /// and lists what its views wait for in its root's queues.
  ///
  /// - Parameter oldRoot: The root of the tree the subtree left; `view` itself when it was a
  ///   root (it joined a tree, or takes over, as a root, what it had in a tree that went away:
  ///   see ``LayoutView/adoptOrphanedSubtreeIfNeeded()``).
  package static func subtreeDidMove(
    _ view: LayoutView, from oldRoot: LayoutView, installingNow: Bool = false
  ) {
    view.isOrphaned = false
    if let engine = view.rootEngine, view.storedSuperview != nil {
      // A root with its own engine joins another tree: its engine goes away.
      engine.takeOutSubtree(view)
      view.rootEngine = nil
    }
    let root = view.rootView
    if root !== view {
      // A root that joins a tree hands its queues over: the walk below lists its views again,
      // and its waiting subtrees are inside it, so they wait with it.
      view.pendingLayout.removeAll()
      view.pendingConstraintUpdates.removeAll()
      view.pendingSubtrees.removeAll()
      if root.isOrphaned {
        // The tree it joins takes over its subtree's constraints now, the joining ones with
        // them (installing those first would install them twice).
        subtreeDidMove(root, from: root, installingNow: true)
        return
      }
    }
    var carried: [(LayoutConstraint, LayoutView)] = []
    var pending: Set<ObjectIdentifier> = []
    view.forEachInSubtree { member in
      // The insets the subtree had in its old place mean nothing here; the engine's next
      // layout pass gives them from where it lies (its frames, not laid out yet, say nothing).
      member.computedSafeAreaInsets = .zero
      for constraint in member.heldConstraints { carried.append((constraint, member)) }
      if member.needsLayoutFlag {
        pending.insert(ObjectIdentifier(member))
        let root = member.rootView
        if root !== member { root.pendingLayout.append(member) }
      }
      if member.needsUpdateConstraintsFlag || member.intrinsicSizeIsStale {
        pending.insert(ObjectIdentifier(member))
        let root = member.rootView
        if root !== member { root.pendingConstraintUpdates.append(member) }
      }
    }
    // The old root's queues let go of the subtree at once: a view that left the tree would
    // otherwise stay alive there until that root's next pass, which may never come.
    if !pending.isEmpty, oldRoot !== view.rootView {
      oldRoot.pendingLayout.removeAll { pending.contains(ObjectIdentifier($0)) }
      oldRoot.pendingConstraintUpdates.removeAll { pending.contains(ObjectIdentifier($0)) }
    }
    // The tree's safe areas must be walked again to reach the subtree.
    view.rootView.rootEngine?.guidesNeedALook()
    guard !carried.isEmpty else { return }
    guard installingNow else {
      // Installed after the activation that follows the move, or before the tree is next read
      // (see ``LayoutView/adoptPendingSubtrees()``).
      if !root.pendingSubtrees.contains(where: { $0 === view }) {
        root.pendingSubtrees.append(view)
      }
      return
    }
    install(carried, in: engine(for: view.rootView))
  }

  /// Installs the constraints held inside the subtrees waiting in `root`'s
  /// ``LayoutView/pendingSubtrees`` that are still in its tree, in one batch.
  ///
  /// - Complexity: O(the waiting subtrees), plus adding their constraints to the engine.
  static func installPendingSubtrees(of root: LayoutView) {
    var subtrees: [LayoutView] = []
    swap(&subtrees, &root.pendingSubtrees)
    var carried: [(LayoutConstraint, LayoutView)] = []
    let engine = engine(for: root)
    for subtree in subtrees where subtree.rootView === root {
      subtree.forEachInSubtree { member in
        // Those activated since the move are in the engine already (and a subtree inside
        // another waiting one is walked twice).
        for constraint in member.heldConstraints
        where constraint.installation.map({ $0.engine !== engine }) == true {
          carried.append((constraint, member))
        }
      }
    }
    guard !carried.isEmpty else { return }
    install(carried, in: engine)
  }

  /// Installs constraints carried into `engine`'s tree by a subtree, in one batch.
  private static func install(_ carried: [(LayoutConstraint, LayoutView)], in engine: LayoutEngine)
  {
    engine.guidesNeedALook()
    // `carried` keeps the constraints alive for the batch (see `BatchMember`).
    let members = carried.map { (Unmanaged.passUnretained($0.0), $0.1) }
    withExtendedLifetime(carried) {
      engine.joinInBatch(members) { constraint, holder in
        // A constraint listed twice (walked in two waiting subtrees) is installed once.
        guard constraint.installation?.engine !== engine else { return false }
        engine.reinstall(constraint, holder: holder)
        return constraint.installation?.engine === engine
      }
    }
  }
}

extension LayoutView {
  /// The view and the guides it owns.
  package var itemsForEngine: [any LayoutItem] {
    [self] + storedLayoutGuides.map { $0 as any LayoutItem }
  }
}

extension LayoutView {
  /// The constraint system of this view's tree, as the solver holds it, in the shared workload
  /// format (see `Docs/Solver.md`): for bug reports, and to run the same system on another
  /// solver. Empty (no constraints) when the tree has no active constraint.
  /// - Parameter name: The workload's `name`.
  public func constraintSystemWorkload(named name: String) -> String {
    let engine = LayoutEngine.engine(for: rootView)
    rootView.adoptPendingSubtrees()
    // The engine keeps the sizes' bounds out of its solver until they bind; the workload holds
    // the whole system.
    let whole = engine.solver.copy()
    whole.batch { engine.addDeferredSizeBounds(to: whole) }
    return whole.workloadJSON(name: name) { engine.variableName(of: $0) }
  }
}

extension LayoutView {
  /// Clears every reference to this root's engine from its tree (items and the installations
  /// of their constraints), before the engine goes away with the root.
  ///
  /// - Complexity: O(views, guides and constraints of the tree).
  func forgetEngine() {
    forEachInSubtree { view in
      // Its subviews leave the engine: those that translate their masks follow it again.
      view.mayHaveAutoresizedSubviews = true
      for item in view.itemsForEngine {
        let state = item.layoutItemState
        state.engine = nil
        item.engineIndex = -1
        // The engine's own constraints go with it: a subview that outlives its root makes
        // them again in the engine of its new tree.
        for constraint in state.systemConstraints { constraint.installation = nil }
        state.systemConstraints.removeAll()
        state.exerciseProbes.removeAll()
      }
      for constraint in view.heldConstraints {
        constraint.installation?.engine = nil
        constraint.installation?.inSolver = false
      }
    }
  }
}
