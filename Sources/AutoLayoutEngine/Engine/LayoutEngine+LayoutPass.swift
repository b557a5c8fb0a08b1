import AutoLayoutSolver

// The layout pass: solve, read the changed values, then lay out from the root down (spec §7).

extension LayoutEngine {
  /// The most solve-and-measure rounds per pass; the safe area of a view depends on where it
  /// ends up, which can move it again.
  static let maximumRounds = 4
  /// The most layout passes in a row before the loop is reported and cut (UIKit's layout
  /// feedback loop debugger).
  static let maximumPasses = 100

  /// Solves and lays out the tree now if anything changed.
  func layoutIfNeeded() {
    for round in 0..<Self.maximumRounds {
      solveAndMeasure()
      let safeAreaMoved = refreshDerivedInsets()
      let guidesMoved = refreshGuideConstants()
      if !(safeAreaMoved || guidesMoved) || round == Self.maximumRounds - 1 { break }
    }
    Self.runLayoutPasses(root: root)
  }

  /// Updates the solver's values and each changed item's rectangle, flagging the views whose
  /// subviews must be placed again.
  func solveAndMeasure() {
    if measureStamp == .max {
      // 0 means "never": after the stamps wrap around, no entry may carry a current one.
      for index in engagedItems.indices { engagedItems[index]?.noted = 0 }
      measureStamp = 0
    }
    measureStamp += 1
    let stamp = measureStamp
    // The list keeps its storage from pass to pass: taking it by swapping leaves a call made
    // while measuring (none is expected) an empty list of its own.
    var changed: [Int] = []
    swap(&changed, &measuredItems)
    defer {
      changed.removeAll(keepingCapacity: true)
      swap(&changed, &measuredItems)
    }
    // The reports touch nothing but the entries, so they write them through one pointer
    // instead of checking the array's uniqueness on every write (a new layout of 10,000 views
    // reports 40,000 values).
    engagedItems.withUnsafeMutableBufferPointer { items in
      solver.updateVariables { context, value in
        // A context is an item's index, the index's generation and which of its variables
        // changed; the solver reports only variables whose context this engine set. A variable
        // that left the solver is reported under the context it had then: its item may have
        // left the engine since, and another item taken the index.
        let index = VariableOwner.index(inContext: context)
        guard index < items.count,
          items[index]?.generation == VariableOwner.generation(inContext: context)
        else { return }
        items[index]!.setValue(value, ofComponent: context & 3)
        if items[index]!.noted != stamp {
          items[index]!.noted = stamp
          changed.append(index)
        }
      }
    }
    for index in newlyEngaged {
      // An item that left again has taken its index off the list; skip an empty entry anyway.
      guard index < engagedItems.count, let owner = engagedItems[index], owner.noted != stamp
      else { continue }
      engagedItems[index]!.noted = stamp
      changed.append(index)
    }
    newlyEngaged.removeAll()
    for index in changed {
      guard let owner = engagedItems[index] else { continue }
      measure(owner, at: owner.solved)
    }
  }

  /// Records an item's solved rectangle and flags who must lay it out.
  private func measure(_ owner: VariableOwner, at rect: Rect) {
    let state = owner.state
    guard state.isEngaged(in: self) else { return }
    if state.hasEngineRect, rect == state.engineRect { return }
    let moved = !state.hasEngineRect || rect.origin != state.engineRect.origin
    state.engineRect = rect
    state.hasEngineRect = true
    if let view = owner.view {
      if let parent = view.storedSuperview {
        parent.pendingFrameUpdates.append(view)
        parent.setNeedsLayout()
      } else if !view.storedTranslates {
        let oldSize = view.storedFrame.size
        view.storedFrame.size = rect.size
        view.autoresizeSubviews(from: oldSize)
      }
      // A view that has nothing to place (see `layoutSubviewsIsNoOp`) needs no pass of its
      // own when it moves.
      if moved, !view.layoutSubviewsIsNoOp {
        view.needsFullFrameUpdate = true
        view.setNeedsLayout()
      }
    } else if let anchor = owner.item.anchorView {
      anchor.pendingFrameUpdates.append(owner.item)
      anchor.setNeedsLayout()
    }
  }

  /// Recomputes, from the solved rectangles, the safe area insets of the views whose built-in
  /// guides take part in the layout (and of their ancestors); returns whether any changed.
  ///
  /// - Complexity: O(guides × depth), not O(views).
  func refreshDerivedInsets() -> Bool {
    var changed = false
    var done = IdentityTable<Bool>()
    func refresh(_ view: LayoutView) {
      if done[view] != nil { return }
      done[view] = true
      guard let parent = view.storedSuperview else { return }
      refresh(parent)
      let state = view.layoutItemState
      let parentState = parent.layoutItemState
      let derived: EdgeInsets
      if state.hasEngineRect, parentState.hasEngineRect {
        let outer = parent.safeAreaInsets
        let frame = state.engineRect
        let box = parentState.engineRect
        derived = EdgeInsets(
          top: max(0, outer.top - (frame.minY - box.minY)),
          left: max(0, outer.left - (frame.minX - box.minX)),
          bottom: max(0, outer.bottom - (box.maxY - frame.maxY)),
          right: max(0, outer.right - (box.maxX - frame.maxX)))
      } else {
        derived = view.derivedSafeAreaInsets
      }
      if derived != view.computedSafeAreaInsets {
        view.computedSafeAreaInsets = derived
        changed = true
      }
    }
    for guide in guides {
      if let owner = guide.owningView { refresh(owner) }
    }
    return changed
  }

  /// Calls ``LayoutView/layoutSubviews()`` on every view of the tree that needs it, parents
  /// before children, until none is left.
  static func runLayoutPasses(root: LayoutView) {
    var passes = 0
    while !root.pendingLayout.isEmpty {
      passes += 1
      if passes > maximumPasses {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .builderWarning,
            "Layout feedback loop: views of \(root.itemDescription) kept asking for layout "
              + "during \(maximumPasses) passes; the rest is skipped."))
        for view in root.pendingLayout { view.needsLayoutFlag = false }
        root.pendingLayout.removeAll()
        return
      }
      // Views that ask during this pass go to the next one.
      var batch: [LayoutView] = []
      swap(&batch, &root.pendingLayout)
      // Parents before children, and views of one depth in the order they asked; one walk up
      // finds both a view's depth and whether it is still in this tree.
      var order: [(depth: Int, index: Int)] = []
      order.reserveCapacity(batch.count)
      for (index, view) in batch.enumerated() where view.needsLayoutFlag {
        if view.layoutSubviewsIsNoOp {
          // Nothing to place and no override to call, so the order does not matter: done
          // now, without a second visit to every such view of a large flat tree.
          view.needsLayoutFlag = false
          view.layoutSubviews()
          continue
        }
        var depth = 0
        var top = view
        while let parent = top.storedSuperview {
          depth += 1
          top = parent
        }
        if top === root { order.append((depth, index)) }
      }
      order.sort { ($0.depth, $0.index) < ($1.depth, $1.index) }
      for entry in order {
        let view = batch[entry.index]
        guard view.needsLayoutFlag else { continue }
        view.needsLayoutFlag = false
        view.layoutSubviews()
      }
    }
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
    let state = view.layoutItemState
    guard state.isEngaged(in: self) else { return }
    let box = rounded(state.engineRect)
    func frame(of state: LayoutItemState) -> Rect {
      let rect = rounded(state.engineRect)
      return Rect(
        x: rect.minX - box.minX, y: rect.minY - box.minY, width: rect.width, height: rect.height)
    }
    func place(_ subview: LayoutView) {
      let itemState = subview.layoutItemState
      guard itemState.isEngaged(in: self), itemState.hasEngineRect, subview.isSubview(of: view)
      else { return }
      let oldSize = subview.storedFrame.size
      subview.storedFrame = frame(of: itemState)
      subview.autoresizeSubviews(from: oldSize)
    }
    func place(_ guide: LayoutGuide) {
      let itemState = guide.layoutItemState
      guard itemState.isEngaged(in: self), itemState.hasEngineRect, guide.owningView === view
      else { return }
      guide.layoutFrame = frame(of: itemState)
    }
    if view.needsFullFrameUpdate {
      // The view moved: every child's position relative to it changed.
      for subview in view.storedSubviews { place(subview) }
      for guide in view.storedLayoutGuides { place(guide) }
    } else {
      for item in view.pendingFrameUpdates {
        if let subview = item as? LayoutView {
          place(subview)
        } else if let guide = item as? LayoutGuide {
          place(guide)
        }
      }
    }
    view.needsFullFrameUpdate = false
    view.pendingFrameUpdates.removeAll(keepingCapacity: true)
  }
}
