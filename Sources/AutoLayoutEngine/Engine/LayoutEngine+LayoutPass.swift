import AutoLayoutSolver
import Synchronization

// The layout pass: solve, read the changed values, then lay out from the root down (spec §7).

extension LayoutEngine {
  /// The most solve-and-measure rounds per pass; the safe area of a view depends on where it
  /// ends up, which can move it again.
  static let maximumRounds = 4
  /// The most layout passes in a row before the loop is reported and cut (UIKit's layout
  /// feedback loop debugger).
  static let maximumPasses = 100
  /// The last stamp given to a layout pass (see ``nextDepthStamp()``).
  private static let depthStamps = Atomic<UInt64>(0)

  /// Solves the tree now if anything changed, and lays out the subtree that `receiver`'s
  /// ``LayoutView/layoutIfNeeded()`` reaches (see ``runLayoutPasses(root:from:)``); the whole
  /// tree when `receiver` is `nil`.
  func layoutIfNeeded(from receiver: LayoutView? = nil) {
    settle()
    if !insetsChanged.isEmpty {
      // The views whose safe areas changed are told before anything is laid out; what their
      // hooks change is solved before the pass too (what a second round of hooks changes
      // waits for the next pass).
      notifyInsetChanges()
      Self.runConstraintUpdates(root: root)
      settle()
      if !insetsChanged.isEmpty { notifyInsetChanges() }
    }
    Self.runLayoutPasses(root: root, from: receiver)
  }

  /// Solves and measures, then brings the safe areas and the guides that follow them up to
  /// date, again while they move (at most ``maximumRounds`` rounds).
  func settle() {
    for round in 0..<Self.maximumRounds {
      solveAndMeasure()
      let moved: Bool
      if guideInsetsAreCurrent {
        // Only what moved in this round can change a safe area or a preserved margin.
        moved = refreshInsetsOfMovedViews()
      } else {
        let safeAreaMoved = refreshDerivedInsets()
        let guidesMoved = refreshGuideConstants()
        guideInsetsAreCurrent = true
        moved = safeAreaMoved || guidesMoved
      }
      movedViews.clearKeepingCapacity()
      if !moved || round == Self.maximumRounds - 1 { break }
    }
  }

  /// Updates the solver's values and each changed item's rectangle, flagging the views whose
  /// subviews must be placed again.
  func solveAndMeasure() {
    settleSizeBounds()
    let stamp = measureStamp
    // The list keeps its storage from pass to pass: taking it by swapping leaves a call made
    // while measuring (none is expected) an empty list of its own.
    var changed: [(index: Int, old: Rect)] = []
    swap(&changed, &measuredItems)
    defer {
      changed.clearKeepingCapacity()
      swap(&changed, &measuredItems)
      if measureStamp == .max - 1 {
        // 0 means "never": after the stamps wrap around, no entry may carry a current one.
        for index in notedStamps.indices { notedStamps[index] = 0 }
        measureStamp = 1
      } else {
        measureStamp += 1
      }
    }
    for index in newlyEngaged where index < notedStamps.count && notedStamps[index] != stamp {
      // An item that left again leaves an empty entry, which `measure` skips; an index that a
      // new item took since is noted once. An item never measured has no rectangle to compare
      // with.
      notedStamps[index] = stamp
      changed.append((index, .zero))
    }
    newlyEngaged.removeAll()
    // The root is read once: it is an unowned reference, and each read would retain it.
    let root = self.root
    // Only a safe area that follows frames needs the list of what moved (see
    // `refreshInsetsOfMovedViews()`).
    let listsMoves = guideInsetsAreCurrent && root.safeAreaInsets != .zero
    for (index, old) in changed { measure(index, old: old, root: root, listingMoves: listsMoves) }
  }

  /// Reads the solver's changes since the last update into the items' entries, and lists each
  /// changed item (with its rectangle before the change) for the next pass to measure, once
  /// per pass. Sizes reported negative are listed in ``negativeSizes``.
  func absorbSolverChanges() {
    let stamp = measureStamp
    var changed: [(index: Int, old: Rect)] = []
    swap(&changed, &measuredItems)
    defer { swap(&changed, &measuredItems) }
    // A new layout reports every item: make room at once rather than copying the list as it
    // grows.
    if changed.isEmpty { changed.reserveCapacity(newlyEngaged.count) }
    var negative: [Int] = []
    swap(&negative, &negativeSizes)
    defer { swap(&negative, &negativeSizes) }
    var overflowed: [(context: Int, value: Double)] = []
    // The reports touch nothing but the entries and their stamps, so they write them through
    // pointers instead of checking the arrays' uniqueness on every write (a new layout of
    // 10,000 views reports 40,000 values).
    engagedItems.withUnsafeMutableBufferPointer { items in
      notedStamps.withUnsafeMutableBufferPointer { noted in
        solver.updateVariables { context, value in
          // A context is an item's index, the index's generation and which of its variables
          // changed; the solver reports only variables whose context this engine set. A
          // variable that left the solver is reported under the context it had then: its item
          // may have left the engine since, and another item taken the index.
          let index = VariableOwner.index(inContext: context)
          guard index < items.count,
            items[index]?.generation == VariableOwner.generation(inContext: context)
          else { return }
          if noted[index] != stamp {
            noted[index] = stamp
            changed.append((index, items[index]!.solved))
          }
          // Constraints whose finite numbers multiply or add up past what a Double holds: the
          // item keeps its previous value there, and the overflow is reported below.
          guard value.isFinite else { return overflowed.append((context, value)) }
          items[index]!.setValue(value, ofComponent: context & 3)
          // Components 2 and 3 are the sizes.
          if value < 0, context & 2 != 0 { negative.append(context) }
        }
      }
    }
    if !overflowed.isEmpty { reportOverflow(overflowed) }
  }

  /// Reports solved values that overflowed (see ``absorbSolverChanges()``), one diagnostic per
  /// update.
  private func reportOverflow(_ overflowed: [(context: Int, value: Double)]) {
    let parts = overflowed.map { entry in
      let name = item(inContext: entry.context)?.itemDescription ?? "an item"
      return "\(name).\(Self.variableNames[entry.context & 3]) = \(entry.value)"
    }
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .nonFiniteValue,
        "The layout overflowed: \(parts.joined(separator: ", ")). The numbers of the "
          + "constraints on these items add up past what a Double holds; each keeps its "
          + "previous value there."))
  }

  /// Notes that the item at entry `index` was solved at its entry's rectangle (`old` before
  /// this pass) and flags who must lay it out in `root`'s tree (this engine's root); lists a
  /// view that moved in ``movedViews`` when `listingMoves`.
  private func measure(_ index: Int, old: Rect, root: LayoutView, listingMoves: Bool) {
    guard let owner = engagedItems[index] else { return }
    let rect = owner.solved
    if owner.measured, rect == old { return }
    let moved = !owner.measured || rect.origin != old.origin
    if !owner.measured { engagedItems[index]!.measured = true }
    if let reference = owner.view {
      if listingMoves { movedViews.append(reference) }
      reference._withUnsafeGuaranteedRef { view in
        if let parentReference = view.superviewReference {
          parentReference._withUnsafeGuaranteedRef { parent in
            // A parent that moved places all its children anyway, and so will a parent not
            // measured yet (its own measure, in this pass, flags it so, as a view first laid
            // out places all its children): flagged now, it lists none of them one by one (in
            // a new tree, each parent's list grew from empty to be dropped).
            if !parent.needsFullFrameUpdate {
              if !parent.layoutSubviewsIsNoOp, isUnmeasured(parent) {
                parent.needsFullFrameUpdate = true
                parent.pendingFrameUpdates.clearKeepingCapacity()
              } else {
                parent.pendingFrameUpdates.append(Int32(index))
              }
            }
            parent.setNeedsLayout(inTreeOf: root)
          }
        } else if !view.storedTranslates {
          let oldSize = view.storedFrame.size
          view.storedFrame.size = rect.size
          view.autoresizeSubviews(from: oldSize)
        }
        // A view that has nothing to place (see `layoutSubviewsIsNoOp`) needs no pass of its
        // own when it moves or resizes. Otherwise, as in UIKit, a view is laid out when it
        // first appears, when its children move with it, and when its bounds change size (its
        // layer's `needsLayoutOnGeometryChange`), not when it only moves with nothing inside.
        if !view.layoutSubviewsIsNoOp {
          if moved,
            !owner.measured || !view.storedSubviews.isEmpty
              || !view.storedLayoutGuides.isEmpty
          {
            view.needsFullFrameUpdate = true
            view.pendingFrameUpdates.clearKeepingCapacity()
            view.setNeedsLayout(inTreeOf: root)
          } else if rect.size != old.size {
            view.setNeedsLayout(inTreeOf: root)
          }
        }
      }
    } else if let guide = owner.guide?.takeUnretainedValue(), let anchor = guide.owningView {
      if !anchor.needsFullFrameUpdate { anchor.pendingFrameUpdates.append(Int32(index)) }
      anchor.setNeedsLayout(inTreeOf: root)
    }
  }

  /// The entry of `view`, if it is engaged here.
  @inline(__always)
  private func entry(of view: LayoutView) -> VariableOwner? {
    let index = Int(view.engineIndex)
    guard index >= 0, index < engagedItems.count, let owner = engagedItems[index],
      owner.holds(view)
    else { return nil }
    return owner
  }

  /// Whether `view` is engaged here and has not been measured yet.
  @inline(__always)
  private func isUnmeasured(_ view: LayoutView) -> Bool {
    entry(of: view).map { !$0.measured } ?? false
  }

  /// The rectangle the last layout pass measured for `view`, if it is engaged here and was
  /// measured.
  func measuredRect(of view: LayoutView) -> Rect? {
    guard let owner = entry(of: view), owner.measured else { return nil }
    return owner.solved
  }

  /// Calls ``LayoutView/layoutSubviews()`` on every view of the tree that needs it, parents
  /// before children, until none is left.
  ///
  /// With a `receiver`, only its subtree is laid out, or that of its highest ancestor that
  /// needs layout (as UIKit's `layoutIfNeeded()`, whose layer first walks up to the highest
  /// ancestor that needs layout; spec §7.3): the views elsewhere in the tree that need layout
  /// keep waiting for a pass that reaches them.
  static func runLayoutPasses(root: LayoutView, from receiver: LayoutView? = nil) {
    root.adoptOrphanedSubtreeIfNeeded()
    root.adoptPendingSubtrees()
    var scope = receiver ?? root
    var ancestor = scope.storedSuperview
    while let view = ancestor {
      if view.needsLayoutFlag { scope = view }
      ancestor = view.storedSuperview
    }
    var waiting: [LayoutView] = []
    defer { root.pendingLayout.append(contentsOf: waiting) }
    var passes = 0
    // The root is never in its own queue (that would keep the tree alive): its flag stands for
    // it, and it is laid out when the pass is the whole tree's.
    while !root.pendingLayout.isEmpty || (scope === root && root.needsLayoutFlag) {
      if scope !== root {
        // Views outside the scope wait (those that left the tree are dropped).
        var inScope: [LayoutView] = []
        for view in root.pendingLayout where view.needsLayoutFlag {
          if view.isDescendant(of: scope) {
            inScope.append(view)
          } else if view.rootView === root {
            waiting.append(view)
          }
        }
        root.pendingLayout = inScope
        if inScope.isEmpty { break }
      }
      passes += 1
      if passes > maximumPasses {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .builderWarning,
            "Layout feedback loop: views of \(root.itemDescription) kept asking for layout "
              + "during \(maximumPasses) passes; the rest is skipped."))
        for view in root.pendingLayout { view.needsLayoutFlag = false }
        if scope === root { root.needsLayoutFlag = false }
        root.pendingLayout.removeAll()
        return
      }
      // Views that ask during this pass go to the next one, in a queue that reuses the storage
      // of the one before (the engine keeps it between passes).
      let stamp = nextDepthStamp()
      let engine = root.rootEngine
      var batch: [LayoutView] = []
      if let engine { swap(&batch, &engine.spareLayoutQueue) }
      swap(&batch, &root.pendingLayout)
      var order: [(depth: Int, index: Int, view: LayoutView)] = []
      if let engine { swap(&order, &engine.spareLayoutOrder) }
      defer {
        // Emptied, keeping their storage: the views are not held between passes.
        order.clearKeepingCapacity()
        batch.clearKeepingCapacity()
        if let engine {
          swap(&order, &engine.spareLayoutOrder)
          swap(&batch, &engine.spareLayoutQueue)
        }
      }
      if scope === root && root.needsLayoutFlag { batch.append(root) }
      // Parents before children, and views of one depth in the order they asked; one walk up
      // finds both a view's depth and whether it is still in this tree. The batch is taken
      // from its end, which releases each view while it is at hand (releasing them all at the
      // end would touch every view once more) and visits last the views measuring touched
      // first, so that more of them are still in the cache.
      while let view = batch.popLast() {
        guard view.needsLayoutFlag else { continue }
        if view.layoutSubviewsIsNoOp {
          // Nothing to place and no override to call, so the order does not matter: done
          // now, without a second visit to every such view of a large flat tree.
          // Its list of frame updates is empty (it has no child or guide to list), and is not
          // read: its cache line is often not the flags' one.
          view.needsLayoutFlag = false
          view.needsFullFrameUpdate = false
          continue
        }
        if let depth = depthInTree(of: view, root: root, stamp: stamp) {
          order.append((depth, batch.count, view))
        }
      }
      order.sort { ($0.depth, $0.index) < ($1.depth, $1.index) }
      for entry in order {
        let view = entry.view
        guard view.needsLayoutFlag else { continue }
        view.needsLayoutFlag = false
        view.layoutSubviews()
      }
    }
  }

  /// A stamp for one layout pass's depths: never 0, and never the same for two passes of any
  /// trees (a view can move to another tree between passes).
  private static func nextDepthStamp() -> UInt64 {
    depthStamps.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The depth of `view` under `root`, or `nil` when `root` is not its root. The walk up stops
  /// at the first ancestor whose depth this pass (`stamp`) already found, and stamps the views
  /// it passed, so that a pass walks each branch of the tree once, however deep.
  ///
  /// - Complexity: O(the views between `view` and the closest ancestor stamped in this pass).
  private static func depthInTree(of view: LayoutView, root: LayoutView, stamp: UInt64) -> Int? {
    var top = Unmanaged.passUnretained(view)
    var steps: Int32 = 0
    var known: Int32 = -1
    while true {
      let stamped = top._withUnsafeGuaranteedRef { $0.depthStamp == stamp ? $0.stampedDepth : -1 }
      if stamped >= 0 {
        known = stamped
        break
      }
      guard let parent = top._withUnsafeGuaranteedRef({ $0.superviewReference }) else { break }
      steps += 1
      top = parent
    }
    if known < 0 {
      // The walk reached the top: only `root`'s tree is laid out in this pass.
      guard top.toOpaque() == Unmanaged.passUnretained(root).toOpaque() else { return nil }
      known = 0
    }
    // Stamp the views walked past, from `view` up.
    let depth = known + steps
    var current = Unmanaged.passUnretained(view)
    var level = depth
    while level > known {
      current._withUnsafeGuaranteedRef {
        $0.depthStamp = stamp
        $0.stampedDepth = level
      }
      guard let parent = current._withUnsafeGuaranteedRef({ $0.superviewReference }) else { break }
      current = parent
      level -= 1
    }
    return Int(depth)
  }

  /// Whether every number of `rect` is finite.
  private func isFinite(_ rect: Rect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  /// Reports a frame whose edges overflowed (a finite origin and size whose sum does not fit in
  /// a Double); the item keeps its frame.
  private func reportOverflow(of item: any LayoutItem, at rect: Rect) {
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .nonFiniteValue,
        "The frame of \(item.itemDescription) overflowed to \(rect): the numbers of its "
          + "constraints add up past what a Double holds. It keeps its previous frame."))
  }

  /// Places the subviews and guides of `view` at their solved rectangles, rounded to the root's
  /// display scale (each edge rounded, so adjacent views stay flush; spec Appendix C 6).
  func applySolvedFrames(of view: LayoutView) {
    let scale = root.displayScale
    func round(_ value: Double) -> Double {
      scale > 0 ? (value * scale).rounded() / scale : value
    }
    func rounded(_ rect: Rect) -> Rect {
      let minX = round(rect.minX)
      let minY = round(rect.minY)
      return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
    guard let own = measuredRect(of: view) else { return }
    let box = rounded(own)
    func frame(of rect: Rect) -> Rect {
      let rect = rounded(rect)
      return Rect(
        x: rect.minX - box.minX, y: rect.minY - box.minY, width: rect.width, height: rect.height)
    }
    // Children are reached through their entries' indices and addresses, without reference
    // counts: `view` retains its subviews and guides for the whole call.
    engagedItems.withUnsafeBufferPointer { items in
      func place(_ subview: LayoutView, at index: Int) {
        guard index >= 0, index < items.count, let owner = items[index], owner.holds(subview),
          owner.measured, subview.isSubview(of: view)
        else { return }
        let oldSize = subview.storedFrame.size
        let placed = frame(of: owner.solved)
        guard isFinite(placed) else { return reportOverflow(of: subview, at: placed) }
        subview.storedFrame = placed
        if subview.mayHaveAutoresizedSubviews { subview.autoresizeSubviews(from: oldSize) }
      }
      func place(_ guide: LayoutGuide, at index: Int) {
        guard index >= 0, index < items.count, let owner = items[index], owner.holds(guide),
          owner.measured, guide.owningView === view
        else { return }
        let placed = frame(of: owner.solved)
        guard isFinite(placed) else { return reportOverflow(of: guide, at: placed) }
        guide.layoutFrame = placed
      }
      if view.needsFullFrameUpdate {
        // The view moved: every child's position relative to it changed.
        view.storedSubviews.withUnsafeBufferPointer { subviews in
          for subview in subviews { place(subview, at: Int(subview.engineIndex)) }
        }
        for guide in view.storedLayoutGuides { place(guide, at: Int(guide.engineIndex)) }
      } else {
        for index in view.pendingFrameUpdates {
          guard index >= 0, Int(index) < items.count, let owner = items[Int(index)] else {
            continue
          }
          if let subview = owner.view {
            subview._withUnsafeGuaranteedRef { place($0, at: Int(index)) }
          } else if let guide = owner.guide {
            guide._withUnsafeGuaranteedRef { place($0, at: Int(index)) }
          }
        }
      }
    }
    view.needsFullFrameUpdate = false
    view.pendingFrameUpdates.clearKeepingCapacity()
  }
}
