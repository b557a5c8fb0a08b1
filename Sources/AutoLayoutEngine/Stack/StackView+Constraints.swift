// The constraints a stack makes (spec §11.3-11.5), as specs, and their incremental update.

extension StackView {
  /// Makes the stack's constraint specs for its current state and swaps the old constraints for
  /// them: a spec equal to an active old constraint but for its constant keeps the old one (its
  /// constant changes in place), old ones left over are deactivated (in the order they were
  /// made), and a new constraint is made and activated for each spec left over.
  ///
  /// - Complexity: O(*n*) cheap comparisons for *n* arranged views, plus the constraints made,
  ///   changed and deactivated (see ``StackConstraintDiff``).
  func regenerateConstraints() {
    let list = makeSpecs()
    let comparesSpecs =
      generationIsPristine && deactivatedGeneration.allSatisfy { isOutOfReach($0) }
    deactivatedGeneration.removeAll()
    let diff = StackConstraintDiff(
      updating: &generatedConstraints, sectionEnds: generatedSectionEnds, to: list.specs,
      specSectionEnds: list.sectionEnds, oldSpecs: comparesSpecs ? generatedSpecs : nil)
    generatedSectionEnds = list.sectionEnds
    LayoutEngine.deactivate(diff.stale)
    for (constraint, constant) in diff.constantChanges { constraint.constant = constant }
    removeUnusedGuides()
    LayoutEngine.activate(diff.fresh, holder: self)
    // The generation is the specs now, unless a new constraint could not be activated (or
    // anything else left one inactive): those are compared with the constraints again.
    generatedSpecs = list.specs
    generationIsPristine =
      generatedConstraints.count == list.specs.count
      && diff.fresh.allSatisfy { $0.installation != nil }
    deactivatedGeneration.removeAll()
    lastRegeneration = StackRegeneration(
      made: diff.fresh.count, kept: list.specs.count - diff.fresh.count,
      changedConstants: diff.constantChanges.count, deactivated: diff.stale.count,
      unpaired: diff.unpairedCount)
  }

  /// Whether a deactivated constraint of the last generation names a view that is no subview of
  /// the stack any more: no spec of this stack can name that view, so the constraint's spec
  /// matches none and the constraint cannot be kept, whatever its specs say. (Its states stay
  /// alive while the generation holds the constraint, so no new item can take their address.)
  private func isOutOfReach(_ constraint: LayoutConstraint) -> Bool {
    for state in [constraint.firstState, constraint.secondState] {
      guard let state else { continue }
      guard let item = state.item else { return true }
      if let view = item as? LayoutView, view !== self, view.superview !== self { return true }
    }
    return false
  }

  /// The specs of the stack's constraints for its current state, section by section (guides
  /// they need are added).
  ///
  /// The arranged views' states and visibility are read once, into plain arrays: the sections
  /// go over them several times, and reading the views each time would count references.
  private func makeSpecs() -> StackConstraintSpecList {
    let all = arrangedSubviews
    var items: [Unmanaged<LayoutItemState>] = []
    var hidden: [Bool] = []
    items.reserveCapacity(all.count)
    hidden.reserveCapacity(all.count)
    // One walk, through unretained references (the array holds the views): a long stack
    // regenerates after every change, and counting each view's references would cost more
    // than reading it.
    all.withUnsafeBufferPointer { views in
      views.withMemoryRebound(to: Unmanaged<LayoutView>.self) { views in
        for view in views {
          view._withUnsafeGuaranteedRef { view in
            items.append(Unmanaged.passUnretained(view.layoutItemState))
            hidden.append(view.isHidden)
          }
        }
      }
    }
    let gaps = spacingsAfterArrangedSubviews()
    // Indices of the visible views in `all`.
    let visible = all.indices.filter { !hidden[$0] }
    let a = StackAxisAttributes(axis)
    let alignment = effectiveAlignment
    let canvas = Unmanaged.passUnretained(
      isLayoutMarginsRelativeArrangement ? layoutMarginsGuide.layoutItemState : layoutItemState)
    var specs = StackConstraintSpecList(capacity: generatedConstraints.count + 16)
    let weakTop: Bool
    let weakBottom: Bool
    switch alignment {
    case .fill: (weakTop, weakBottom) = (false, false)
    case .leading: (weakTop, weakBottom) = (false, true)
    case .trailing: (weakTop, weakBottom) = (true, false)
    case .center, .firstBaseline, .lastBaseline: (weakTop, weakBottom) = (true, true)
    }
    let needsSpanner = visible.isEmpty || (all.count > 1 && (weakTop || weakBottom))
    let spanner = needsSpanner ? Unmanaged.passUnretained(requireSpanner().layoutItemState) : nil
    if !needsSpanner { spannerGuide = nil }

    // Along the axis: the canvas.
    if let first = visible.first, let last = visible.last {
      specs.add(canvas, a.start, .equal, items[first], a.start, .canvasConnection)
      specs.add(canvas, a.end, .equal, items[last], a.end, .canvasConnection)
    } else if let spanner {
      specs.add(canvas, a.start, .equal, spanner, a.start, .canvasConnection)
      specs.add(canvas, a.end, .equal, spanner, a.end, .canvasConnection)
      specs.add(
        spanner, a.length, .equal, nil, .notAnAttribute, priority: LayoutPriority(51),
        .spanningFit)
    }
    specs.end(.canvas)

    // Along the axis: the spacing chain over every arranged view, hidden ones included.
    let equalDistribution = distribution == .equalSpacing || distribution == .equalCentering
    let chainRelation: LayoutRelation = equalDistribution ? .greaterThanOrEqual : .equal
    let (chainStart, chainEnd) =
      isBaselineRelativeArrangement && axis == .vertical
      ? (LayoutAttribute.firstBaseline, LayoutAttribute.lastBaseline) : (a.start, a.end)
    var lastVisibleSoFar: Int?
    for next in all.indices.dropFirst() {
      let prev = next - 1
      if !hidden[prev] { lastVisibleSoFar = prev }
      var gap = 0.0
      if next != visible.first, prev != visible.last, let before = lastVisibleSoFar {
        let base = gaps[before]
        let hiddenCount = (hidden[prev] ? 1.0 : 0) + (hidden[next] ? 1.0 : 0)
        gap = base - base / 2 * hiddenCount
      }
      specs.add(
        items[next], chainStart, chainRelation, items[prev], chainEnd, constant: gap, .spacing)
    }
    specs.end(.spacing)

    // Along the axis: hidden views collapse.
    for index in all.indices where hidden[index] {
      specs.add(items[index], a.length, .equal, nil, .notAnAttribute, .hiding)
    }
    specs.end(.hiding)

    // Along the axis: the distribution.
    switch distribution {
    case .fill: break
    case .fillEqually:
      addEqualLengths(visible.map { items[$0] }, a, &specs)
    case .fillProportionally:
      let lengths = visible.map { intrinsicLength(of: all[$0]) }
      if lengths.allSatisfy({ $0 == nil }) {
        addEqualLengths(visible.map { items[$0] }, a, &specs)
        break
      }
      var gapSum = 0.0
      for index in visible.dropLast() { gapSum += gaps[index] }
      let total = lengths.reduce(0) { $0 + ($1 ?? 0) } + gapSum
      let proportional = lengths.filter { $0 != nil }.count
      let onlyOne = proportional == 1 && (visible.count == 1 || spacing == 0)
      var rank = 0.0
      for (index, length) in zip(visible, lengths) {
        guard let length else {
          specs.add(items[index], a.length, .equal, nil, .notAnAttribute, .fillProportionally)
          continue
        }
        let priority = onlyOne ? LayoutPriority.required : LayoutPriority(Float(999 - rank))
        rank += 1
        if total > 0 {
          specs.add(
            items[index], a.length, .equal, canvas, a.length, multiplier: length / total,
            priority: priority, .fillProportionally)
        }
      }
    case .equalSpacing, .equalCentering:
      let leaders = visible.dropLast().map { ObjectIdentifier(items[$0].takeUnretainedValue()) }
      let guides = requireGapGuides(leaders: leaders).map {
        Unmanaged.passUnretained($0.layoutItemState)
      }
      let centring = distribution == .equalCentering
      for (index, gap) in guides.enumerated() {
        let prev = items[visible[index]]
        let next = items[visible[index + 1]]
        let edges = centring ? (a.centre, a.centre) : (a.end, a.start)
        specs.add(gap, a.start, .equal, prev, edges.0, .distributingEdge)
        specs.add(gap, a.end, .equal, next, edges.1, .distributingEdge)
      }
      for gap in guides.dropFirst() {
        specs.add(
          gap, a.length, .equal, guides[0], a.length,
          priority: centring ? LayoutPriority(149) : .required, .fillEqually)
      }
      specs.add(
        canvas, a.length, .equal, nil, .notAnAttribute, priority: LayoutPriority(49),
        .canvasFit)
    }
    if !equalDistribution {
      gapGuides = []
      gapGuideLeaders = []
    }
    specs.end(.distribution)

    // Across the axis: alignment over every arranged view.
    if let first = items.first {
      for view in items.dropFirst() {
        switch alignment {
        case .fill:
          specs.add(first, a.top, .equal, view, a.top, .alignment)
          specs.add(first, a.bottom, .equal, view, a.bottom, .alignment)
        case .leading: specs.add(first, a.top, .equal, view, a.top, .alignment)
        case .trailing: specs.add(first, a.bottom, .equal, view, a.bottom, .alignment)
        case .center: specs.add(first, a.middle, .equal, view, a.middle, .alignment)
        case .firstBaseline:
          specs.add(first, .firstBaseline, .equal, view, .firstBaseline, .alignment)
        case .lastBaseline:
          specs.add(first, .lastBaseline, .equal, view, .lastBaseline, .alignment)
        }
      }
    }
    specs.end(.alignment)

    // Across the axis: the spanner around the visible views.
    if let spanner {
      for index in visible {
        let view = items[index]
        if weakTop {
          specs.add(spanner, a.top, .lessThanOrEqual, view, a.top, .spanningBoundary)
        } else {
          specs.add(
            spanner, a.top, .equal, view, a.top, priority: LayoutPriority(999.5),
            .spanningBoundary)
        }
        if weakBottom {
          specs.add(spanner, a.bottom, .greaterThanOrEqual, view, a.bottom, .spanningBoundary)
        } else {
          specs.add(
            spanner, a.bottom, .equal, view, a.bottom, priority: LayoutPriority(999.5),
            .spanningBoundary)
        }
      }
      specs.add(
        spanner, a.thickness, .equal, nil, .notAnAttribute, priority: LayoutPriority(51),
        .spanningFit)
    }
    specs.end(.spanner)

    // Across the axis: the canvas.
    if let first = items.first {
      func fit() {
        specs.add(
          canvas, a.thickness, .equal, nil, .notAnAttribute, priority: LayoutPriority(49),
          .canvasFit)
      }
      if let spanner {
        switch alignment {
        case .fill:
          specs.add(canvas, a.top, .equal, first, a.top, .canvasConnection)
          specs.add(canvas, a.bottom, .equal, first, a.bottom, .canvasConnection)
        case .leading:
          specs.add(canvas, a.top, .equal, first, a.top, .canvasConnection)
          specs.add(canvas, a.bottom, .equal, spanner, a.bottom, .canvasConnection)
        case .trailing:
          specs.add(canvas, a.top, .equal, spanner, a.top, .canvasConnection)
          specs.add(canvas, a.bottom, .equal, first, a.bottom, .canvasConnection)
        case .center:
          specs.add(canvas, a.top, .equal, spanner, a.top, .canvasConnection)
          specs.add(canvas, a.bottom, .equal, spanner, a.bottom, .canvasConnection)
          specs.add(canvas, a.middle, .equal, first, a.middle, .canvasConnection)
        case .firstBaseline:
          specs.add(canvas, a.top, .lessThanOrEqual, first, a.top, .canvasConnection)
          specs.add(canvas, a.bottom, .equal, spanner, a.bottom, .canvasConnection)
          fit()
        case .lastBaseline:
          specs.add(canvas, a.top, .equal, spanner, a.top, .canvasConnection)
          specs.add(canvas, a.bottom, .greaterThanOrEqual, first, a.bottom, .canvasConnection)
          fit()
        }
      } else {
        // One arranged view (or the fill alignment): its edges, loose where the edge is weak.
        specs.add(
          canvas, a.top, weakTop ? .lessThanOrEqual : .equal, first, a.top, .canvasConnection)
        specs.add(
          canvas, a.bottom, weakBottom ? .greaterThanOrEqual : .equal, first, a.bottom,
          .canvasConnection)
        if alignment == .center {
          specs.add(canvas, a.middle, .equal, first, a.middle, .canvasConnection)
        }
        if weakTop || weakBottom { fit() }
      }
    } else if let spanner {
      specs.add(canvas, a.top, .equal, spanner, a.top, .canvasConnection)
      specs.add(canvas, a.bottom, .equal, spanner, a.bottom, .canvasConnection)
    }
    specs.end(.canvasAcross)

    // Across the axis: views without a thickness of their own collapse instead of floating.
    if weakTop || weakBottom {
      for view in items {
        specs.add(
          view, a.thickness, .equal, nil, .notAnAttribute, priority: LayoutPriority(25),
          .ambiguitySuppression)
      }
    }
    specs.end(.ambiguitySuppression)
    return specs
  }

  /// The alignment in effect: a vertical stack has no baselines across its axis, so it treats
  /// the first baseline as leading and the last as trailing.
  var effectiveAlignment: Alignment {
    guard axis == .vertical else { return alignment }
    switch alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return alignment
    }
  }

  /// `UISV-fill-equally`: every visible view (by its state) as long as the first.
  private func addEqualLengths(
    _ visible: [Unmanaged<LayoutItemState>], _ a: StackAxisAttributes,
    _ specs: inout StackConstraintSpecList
  ) {
    guard let first = visible.first else { return }
    for view in visible.dropFirst() {
      specs.add(view, a.length, .equal, first, a.length, .fillEqually)
    }
  }

  /// A view's intrinsic length along the axis, if positive and finite.
  private func intrinsicLength(of view: LayoutView) -> Double? {
    let size = view.intrinsicContentSize
    let length = axis == .horizontal ? size.width : size.height
    return length.isFinite && length > 0 ? length : nil
  }

  private func requireSpanner() -> LayoutGuide {
    if let spannerGuide { return spannerGuide }
    let guide = LayoutGuide()
    guide.identifier = "UISV-alignment-spanner"
    addLayoutGuide(guide)
    spannerGuide = guide
    return guide
  }

  /// The gap guides of the visible pairs whose first views' states are `leaders`, in order.
  ///
  /// A guide stays with the view before its gap while that view has one, so that hiding,
  /// showing, inserting or removing a view changes only the constraints of the gaps beside it:
  /// handed out by position, every gap after the change moved to another guide, and a long
  /// equal-spacing stack made all their constraints again. Guides whose view has no gap any
  /// more go to the views that need one, in order; new guides are made only past those.
  ///
  /// - Complexity: O(*n*) for *n* gaps now and before.
  private func requireGapGuides(leaders: [ObjectIdentifier]) -> [LayoutGuide] {
    var kept: [ObjectIdentifier: LayoutGuide] = [:]
    kept.reserveCapacity(gapGuides.count)
    for (leader, guide) in zip(gapGuideLeaders, gapGuides) { kept[leader] = guide }
    var guides: [LayoutGuide?] = leaders.map { kept.removeValue(forKey: $0) }
    // The guides left over, in their old order, for the gaps that have none.
    var spare = zip(gapGuideLeaders, gapGuides).lazy
      .filter { kept[$0.0] != nil }.map(\.1).makeIterator()
    for index in guides.indices where guides[index] == nil {
      if let guide = spare.next() {
        guides[index] = guide
      } else {
        let guide = LayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        guides[index] = guide
      }
    }
    gapGuides = guides.map { $0! }
    gapGuideLeaders = leaders
    return gapGuides
  }

  /// Removes the stack's guides it no longer uses (after their constraints went).
  private func removeUnusedGuides() {
    let inUse = Set(gapGuides.lazy.map(ObjectIdentifier.init))
    for guide in layoutGuides where guide.role == nil {
      guard guide.identifier == "UISV-alignment-spanner" || guide.identifier == "UISV-distributing"
      else { continue }
      if guide === spannerGuide || inUse.contains(ObjectIdentifier(guide)) { continue }
      LayoutEngine.deactivate(guide.layoutItemState.referencingConstraints)
      removeLayoutGuide(guide)
    }
  }
}
