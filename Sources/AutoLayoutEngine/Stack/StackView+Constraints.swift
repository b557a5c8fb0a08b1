// The constraints a stack makes (spec §11.3-11.5), and their incremental update.

extension StackView {
  /// Makes the stack's constraints for its current state and swaps them for the old ones: a
  /// constraint equal to an old one but for its constant keeps the old one (its constant changes
  /// in place), old ones left over are deactivated, new ones activated.
  func regenerateConstraints() {
    let wanted = makeConstraints()
    var kept: [LayoutConstraint] = []
    var fresh: [LayoutConstraint] = []
    var old: [ConstraintKey: [LayoutConstraint]] = [:]
    for constraint in generatedConstraints where constraint.isActive {
      old[ConstraintKey(constraint), default: []].append(constraint)
    }
    var changes: [(LayoutConstraint, Double)] = []
    for constraint in wanted {
      let key = ConstraintKey(constraint)
      if var matches = old[key], !matches.isEmpty {
        let match = matches.removeFirst()
        old[key] = matches
        if match.constant != constraint.constant { changes.append((match, constraint.constant)) }
        kept.append(match)
      } else {
        fresh.append(constraint)
        kept.append(constraint)
      }
    }
    let stale = old.values.flatMap { $0 }
    LayoutEngine.deactivate(stale)
    for (constraint, constant) in changes { constraint.constant = constant }
    removeUnusedGuides()
    LayoutEngine.activate(fresh, holder: self)
    generatedConstraints = kept
  }

  /// The stack's constraints for its current state, inactive (guides it needs are added).
  private func makeConstraints() -> [LayoutConstraint] {
    let all = arrangedSubviews
    let visible = all.filter { !$0.isHidden }
    let a = StackAxisAttributes(axis)
    let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    var made: [LayoutConstraint] = []
    func add(
      _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
      _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
      constant: Double = 0, priority: LayoutPriority = .required, _ identifier: String
    ) {
      made.append(
        LayoutConstraint(
          first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
          constant: constant, priority: priority, origin: .stack, identifier: identifier))
    }
    let weakTop: Bool
    let weakBottom: Bool
    switch effectiveAlignment {
    case .fill: (weakTop, weakBottom) = (false, false)
    case .leading: (weakTop, weakBottom) = (false, true)
    case .trailing: (weakTop, weakBottom) = (true, false)
    case .center, .firstBaseline, .lastBaseline: (weakTop, weakBottom) = (true, true)
    }
    let needsSpanner = visible.isEmpty || (all.count > 1 && (weakTop || weakBottom))
    let spanner = needsSpanner ? requireSpanner() : nil
    if !needsSpanner { spannerGuide = nil }

    // Along the axis: the canvas.
    if let first = visible.first, let last = visible.last {
      add(canvas, a.start, .equal, first, a.start, "UISV-canvas-connection")
      add(canvas, a.end, .equal, last, a.end, "UISV-canvas-connection")
    } else if let spanner {
      add(canvas, a.start, .equal, spanner, a.start, "UISV-canvas-connection")
      add(canvas, a.end, .equal, spanner, a.end, "UISV-canvas-connection")
      add(
        spanner, a.length, .equal, nil, .notAnAttribute, priority: LayoutPriority(51),
        "UISV-spanning-fit")
    }

    // Along the axis: the spacing chain over every arranged view, hidden ones included.
    let equalDistribution = distribution == .equalSpacing || distribution == .equalCentering
    let chainRelation: LayoutRelation = equalDistribution ? .greaterThanOrEqual : .equal
    let firstVisible = visible.first
    let lastVisible = visible.last
    var lastVisibleSoFar: LayoutView?
    for (index, next) in all.enumerated().dropFirst() {
      let prev = all[index - 1]
      if !prev.isHidden { lastVisibleSoFar = prev }
      var gap = 0.0
      if next !== firstVisible, prev !== lastVisible, let before = lastVisibleSoFar {
        let base = spacing(after: before)
        let hidden = (prev.isHidden ? 1.0 : 0) + (next.isHidden ? 1.0 : 0)
        gap = base - base / 2 * hidden
      }
      if isBaselineRelativeArrangement, axis == .vertical {
        add(
          next, .firstBaseline, chainRelation, prev, .lastBaseline, constant: gap,
          "UISV-spacing")
      } else {
        add(next, a.start, chainRelation, prev, a.end, constant: gap, "UISV-spacing")
      }
    }

    // Along the axis: hidden views collapse.
    for view in all where view.isHidden {
      add(view, a.length, .equal, nil, .notAnAttribute, "UISV-hiding")
    }

    // Along the axis: the distribution.
    switch distribution {
    case .fill: break
    case .fillEqually:
      addEqualLengths(visible, a, add)
    case .fillProportionally:
      let lengths = visible.map { intrinsicLength(of: $0) }
      if lengths.allSatisfy({ $0 == nil }) {
        addEqualLengths(visible, a, add)
        break
      }
      var gaps = 0.0
      for (index, view) in visible.enumerated() where index < visible.count - 1 {
        gaps += spacing(after: view)
      }
      let total = lengths.reduce(0) { $0 + ($1 ?? 0) } + gaps
      let proportional = lengths.filter { $0 != nil }.count
      let onlyOne = proportional == 1 && (visible.count == 1 || spacing == 0)
      var rank = 0.0
      for (view, length) in zip(visible, lengths) {
        guard let length else {
          add(view, a.length, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
          continue
        }
        let priority = onlyOne ? LayoutPriority.required : LayoutPriority(Float(999 - rank))
        rank += 1
        if total > 0 {
          add(
            view, a.length, .equal, canvas, a.length, multiplier: length / total,
            priority: priority, "UISV-fill-proportionally")
        }
      }
    case .equalSpacing, .equalCentering:
      let pairs = max(visible.count - 1, 0)
      let guides = requireGapGuides(pairs)
      let centring = distribution == .equalCentering
      for (index, gap) in guides.enumerated() {
        let prev = visible[index]
        let next = visible[index + 1]
        let edges = centring ? (a.centre, a.centre) : (a.end, a.start)
        add(gap, a.start, .equal, prev, edges.0, "UISV-distributing-edge")
        add(gap, a.end, .equal, next, edges.1, "UISV-distributing-edge")
      }
      for gap in guides.dropFirst() {
        add(
          gap, a.length, .equal, guides[0], a.length,
          priority: centring ? LayoutPriority(149) : .required, "UISV-fill-equally")
      }
      add(
        canvas, a.length, .equal, nil, .notAnAttribute, priority: LayoutPriority(49),
        "UISV-canvas-fit")
    }
    if !equalDistribution { gapGuides = [] }

    // Across the axis: alignment over every arranged view.
    if let first = all.first {
      for view in all.dropFirst() {
        switch effectiveAlignment {
        case .fill:
          add(first, a.top, .equal, view, a.top, "UISV-alignment")
          add(first, a.bottom, .equal, view, a.bottom, "UISV-alignment")
        case .leading: add(first, a.top, .equal, view, a.top, "UISV-alignment")
        case .trailing: add(first, a.bottom, .equal, view, a.bottom, "UISV-alignment")
        case .center: add(first, a.middle, .equal, view, a.middle, "UISV-alignment")
        case .firstBaseline:
          add(first, .firstBaseline, .equal, view, .firstBaseline, "UISV-alignment")
        case .lastBaseline:
          add(first, .lastBaseline, .equal, view, .lastBaseline, "UISV-alignment")
        }
      }
    }

    // Across the axis: the spanner around the visible views.
    if let spanner {
      for view in visible {
        if weakTop {
          add(spanner, a.top, .lessThanOrEqual, view, a.top, "UISV-spanning-boundary")
        } else {
          add(
            spanner, a.top, .equal, view, a.top, priority: LayoutPriority(999.5),
            "UISV-spanning-boundary")
        }
        if weakBottom {
          add(spanner, a.bottom, .greaterThanOrEqual, view, a.bottom, "UISV-spanning-boundary")
        } else {
          add(
            spanner, a.bottom, .equal, view, a.bottom, priority: LayoutPriority(999.5),
            "UISV-spanning-boundary")
        }
      }
      add(
        spanner, a.thickness, .equal, nil, .notAnAttribute, priority: LayoutPriority(51),
        "UISV-spanning-fit")
    }

    // Across the axis: the canvas.
    if let first = all.first {
      let fit = {
        add(
          canvas, a.thickness, .equal, nil, .notAnAttribute, priority: LayoutPriority(49),
          "UISV-canvas-fit")
      }
      if let spanner {
        switch effectiveAlignment {
        case .fill:
          add(canvas, a.top, .equal, first, a.top, "UISV-canvas-connection")
          add(canvas, a.bottom, .equal, first, a.bottom, "UISV-canvas-connection")
        case .leading:
          add(canvas, a.top, .equal, first, a.top, "UISV-canvas-connection")
          add(canvas, a.bottom, .equal, spanner, a.bottom, "UISV-canvas-connection")
        case .trailing:
          add(canvas, a.top, .equal, spanner, a.top, "UISV-canvas-connection")
          add(canvas, a.bottom, .equal, first, a.bottom, "UISV-canvas-connection")
        case .center:
          add(canvas, a.top, .equal, spanner, a.top, "UISV-canvas-connection")
          add(canvas, a.bottom, .equal, spanner, a.bottom, "UISV-canvas-connection")
          add(canvas, a.middle, .equal, first, a.middle, "UISV-canvas-connection")
        case .firstBaseline:
          add(canvas, a.top, .lessThanOrEqual, first, a.top, "UISV-canvas-connection")
          add(canvas, a.bottom, .equal, spanner, a.bottom, "UISV-canvas-connection")
          fit()
        case .lastBaseline:
          add(canvas, a.top, .equal, spanner, a.top, "UISV-canvas-connection")
          add(canvas, a.bottom, .greaterThanOrEqual, first, a.bottom, "UISV-canvas-connection")
          fit()
        }
      } else {
        // One arranged view (or the fill alignment): its edges, loose where the edge is weak.
        add(
          canvas, a.top, weakTop ? .lessThanOrEqual : .equal, first, a.top,
          "UISV-canvas-connection")
        add(
          canvas, a.bottom, weakBottom ? .greaterThanOrEqual : .equal, first, a.bottom,
          "UISV-canvas-connection")
        if effectiveAlignment == .center {
          add(canvas, a.middle, .equal, first, a.middle, "UISV-canvas-connection")
        }
        if weakTop || weakBottom { fit() }
      }
    } else if let spanner {
      add(canvas, a.top, .equal, spanner, a.top, "UISV-canvas-connection")
      add(canvas, a.bottom, .equal, spanner, a.bottom, "UISV-canvas-connection")
    }

    // Across the axis: views without a thickness of their own collapse instead of floating.
    if weakTop || weakBottom {
      for view in all {
        add(
          view, a.thickness, .equal, nil, .notAnAttribute, priority: LayoutPriority(25),
          "UISV-ambiguity-suppression")
      }
    }
    return made
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

  /// `UISV-fill-equally`: every visible view as long as the first.
  private func addEqualLengths(
    _ visible: [LayoutView], _ a: StackAxisAttributes,
    _ add: (
      any LayoutItem, LayoutAttribute, LayoutRelation, (any LayoutItem)?, LayoutAttribute,
      Double, Double, LayoutPriority, String
    ) -> Void
  ) {
    guard let first = visible.first else { return }
    for view in visible.dropFirst() {
      add(view, a.length, .equal, first, a.length, 1, 0, .required, "UISV-fill-equally")
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

  private func requireGapGuides(_ count: Int) -> [LayoutGuide] {
    while gapGuides.count < count {
      let guide = LayoutGuide()
      guide.identifier = "UISV-distributing"
      addLayoutGuide(guide)
      gapGuides.append(guide)
    }
    if gapGuides.count > count { gapGuides.removeLast(gapGuides.count - count) }
    return gapGuides
  }

  /// Removes the stack's guides it no longer uses (after their constraints went).
  private func removeUnusedGuides() {
    for guide in layoutGuides where guide.role == nil {
      guard guide.identifier == "UISV-alignment-spanner" || guide.identifier == "UISV-distributing"
      else { continue }
      if guide === spannerGuide || gapGuides.contains(where: { $0 === guide }) { continue }
      LayoutEngine.deactivate(guide.layoutItemState.referencingConstraints)
      removeLayoutGuide(guide)
    }
  }
}

/// What makes two stack constraints the same but for their constant.
private struct ConstraintKey: Hashable {
  let first: ObjectIdentifier?
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: LayoutAttribute
  let multiplier: Double
  let priority: Float
  let identifier: String?

  init(_ constraint: LayoutConstraint) {
    first = constraint.firstItem.map { ObjectIdentifier($0) }
    firstAttribute = constraint.firstAttribute
    relation = constraint.relation
    second = constraint.secondItem.map { ObjectIdentifier($0) }
    secondAttribute = constraint.secondAttribute
    multiplier = constraint.multiplier
    priority = Float(constraint.priority.rawValue)
    identifier = constraint.identifier
  }
}
