import AutoLayoutSolver

// Installing constraints in the solver, and the items that take part.

extension LayoutEngine {
  /// Installs an app constraint on `holder` (the closest common ancestor of its items).
  func install(_ constraint: LayoutConstraint, holder: LayoutView) {
    // The items' states are read from the constraint: reading them through the items (a
    // protocol) would retain and release each state at every use.
    guard let firstState = constraint.firstState, let first = firstState.item else { return }
    let secondState = constraint.secondState?.item == nil ? nil : constraint.secondState
    if !firstState.isEngaged(in: self) { engage(first) }
    if let secondState, !secondState.isEngaged(in: self), let second = secondState.item {
      engage(second)
    }
    if constraint.form == .composite { engageEnds(of: constraint) }
    guard
      let (solverConstraint, base, directional) = translate(
        constraint, holder: holder, broken: false)
    else { return }
    activationCounter += 1
    constraint.installation = Installation(
      engine: self, holder: holder, solverConstraint: solverConstraint, baseConstant: base,
      order: activationCounter, isDirectional: directional)
    constraint.holderIndex = holder.heldConstraints.count
    holder.heldConstraints.append(constraint)
    firstState.addReference(constraint, asFirst: true)
    secondState?.addReference(constraint, asFirst: false)
    if constraint.form == .composite {
      unsafeDowncast(constraint, to: CompositeLayoutConstraint.self).addEndReferences()
    }
    addToSolver(constraint)
  }

  /// Installs again, in this engine, a constraint that is still active but whose tree changed.
  func reinstall(_ constraint: LayoutConstraint, holder: LayoutView) {
    guard let installation = constraint.installation, let first = constraint.first else { return }
    engage(first)
    if let second = constraint.second { engage(second) }
    if constraint.form == .composite { engageEnds(of: constraint) }
    guard
      let (solverConstraint, base, directional) = translate(
        constraint, holder: holder, broken: installation.isBroken)
    else { return }
    installation.engine = self
    installation.holder = holder
    installation.solverConstraint = solverConstraint
    installation.baseConstant = base
    installation.isDirectional = directional
    activationCounter += 1
    installation.order = activationCounter
    addToSolver(constraint)
  }

  /// Removes an app constraint from the solver and from its holder's and items' lists.
  func uninstall(_ constraint: LayoutConstraint) {
    guard constraint.installation != nil else { return }
    removeFromSolver(constraint)
    Self.unlist(constraint)
  }

  /// Takes an installed app constraint off its holder's and items' lists and forgets its
  /// installation, leaving any solver alone (it is in none, or the caller took it out).
  static func unlist(_ constraint: LayoutConstraint) {
    guard let installation = constraint.installation else { return }
    if let holder = installation.holder {
      let index = constraint.holderIndex
      if index >= 0, index < holder.heldConstraints.count,
        holder.heldConstraints[index] === constraint
      {
        let last = holder.heldConstraints.removeLast()
        if index < holder.heldConstraints.count {
          holder.heldConstraints[index] = last
          last.holderIndex = index
        }
      }
    }
    constraint.detach()
  }

  /// Adds an installed constraint's solver constraint, resolving a conflict if it has one.
  /// - Parameter changed: The constraints whose constants just changed, oldest first; the
  ///   newest of them that takes part in a conflict is broken (see
  ///   ``resolveConflict(adding:conflicting:changed:)``).
  func addToSolver(_ constraint: LayoutConstraint, changed: [LayoutConstraint] = []) {
    guard let installation = constraint.installation, !installation.inSolver else { return }
    do {
      try solver.add(installation.solverConstraint)
      installation.inSolver = true
    } catch {
      if case .unsatisfiable(_, let conflicting) = error {
        resolveConflict(adding: constraint, conflicting: conflicting, changed: changed)
      }
    }
  }

  /// Takes an installed constraint's solver constraint out of the solver.
  func removeFromSolver(_ constraint: LayoutConstraint) {
    guard let installation = constraint.installation, installation.inSolver else { return }
    try? solver.remove(installation.solverConstraint)
    installation.inSolver = false
  }

  /// Installs a constraint the engine made for `item` (it does not appear in any view's
  /// ``LayoutView/constraints``). A deferred one (a size's implicit `>= 0`) stays out of the
  /// solver until ``settleSizeBounds()`` finds the size negative.
  @discardableResult
  func installSystem(
    _ constraint: LayoutConstraint, for item: any LayoutItem, holder: LayoutView,
    deferred: Bool = false
  ) -> LayoutConstraint {
    guard
      let (solverConstraint, base, directional) = translate(
        constraint, holder: holder, broken: false)
    else { return constraint }
    activationCounter += 1
    constraint.installation = Installation(
      engine: self, holder: holder, solverConstraint: solverConstraint, baseConstant: base,
      order: activationCounter, isDirectional: directional)
    item.layoutItemState.systemConstraints.append(constraint)
    if deferred {
      constraint.installation!.isDeferred = true
    } else {
      addToSolver(constraint)
    }
    return constraint
  }

  // MARK: - Items

  /// Makes an item take part in this engine: its variables, the implicit constraints on its
  /// size, its frame when it translates its autoresizing mask, and its superview chain.
  func engage(_ item: any LayoutItem) {
    let state = item.layoutItemState
    if state.engine === self { return }
    if let other = state.engine { other.disengage(item) }
    state.engine = self
    let variables = state.ensureVariables(named: Self.variableBaseName(of: item))
    // The variables are new to this solver unless something still refers to them (a removed
    // constraint's orphaned definition): start from the values the solver last reported.
    let solved = Rect(
      x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    let index: Int
    if let reused = freeItemIndices.popLast() {
      index = reused
      itemGenerations[index] = (itemGenerations[index] &+ 1) & 0x1FFF_FFFF
    } else {
      index = engagedItems.count
      engagedItems.append(nil)
      itemGenerations.append(0)
      notedStamps.append(0)
    }
    let generation = itemGenerations[index]
    let view = item as? LayoutView
    let guide = view == nil ? item as? LayoutGuide : nil
    engagedItems[index] = VariableOwner(
      solved: solved, view: view.map { Unmanaged.passUnretained($0) },
      guide: guide.map { Unmanaged.passUnretained($0) }, generation: generation)
    item.engineIndex = Int32(index)
    for (component, variable) in [
      variables.minX, variables.minY, variables.width, variables.height,
    ]
    .enumerated() {
      solver.setContext(
        VariableOwner.context(ofItem: index, generation: generation, component: component),
        of: variable)
    }
    newlyEngaged.append(index)
    if let view = item as? LayoutView {
      if let parent = view.storedSuperview {
        engage(parent)
      } else {
        let pins = [variables.minX == 0, variables.minY == 0]
        for pin in pins { try? solver.add(pin) }
        rootPins = pins
      }
      installSystem(
        LayoutConstraint(
          view, .width, .greaterThanOrEqual, nil, .notAnAttribute, origin: .implicit),
        for: view, holder: view, deferred: true)
      installSystem(
        LayoutConstraint(
          view, .height, .greaterThanOrEqual, nil, .notAnAttribute, origin: .implicit),
        for: view, holder: view, deferred: true)
      if view.storedTranslates { installAutoresizingConstraints(for: view) }
      view.intrinsicSizeIsStale = false
      installContentSizeConstraints(for: view)
    } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
      engage(owner)
      installSystem(
        LayoutConstraint(
          guide, .width, .greaterThanOrEqual, nil, .notAnAttribute, origin: .implicit),
        for: guide, holder: owner, deferred: true)
      installSystem(
        LayoutConstraint(
          guide, .height, .greaterThanOrEqual, nil, .notAnAttribute, origin: .implicit),
        for: guide, holder: owner, deferred: true)
      if guide.role != nil {
        installGuideConstraints(for: guide, owner: owner)
        listGuide(guide)
        guidesNeedALook()
      }
    }
  }

  /// Takes an item out of this engine with the constraints the engine made for it.
  func disengage(_ item: any LayoutItem) {
    let state = item.layoutItemState
    guard state.engine === self else { return }
    for constraint in state.systemConstraints {
      removeFromSolver(constraint)
      constraint.installation = nil
    }
    state.systemConstraints.removeAll()
    for probe in state.exerciseProbes { try? solver.remove(probe) }
    state.exerciseProbes.removeAll()
    let index = Int(item.engineIndex)
    if index >= 0, index < engagedItems.count {
      engagedItems[index] = nil
      // Its index stays in ``newlyEngaged`` if it is there: the pass skips an empty entry and
      // notes a reused index once. Taking it off searched the list once per item, which made
      // removing a big subtree before its first layout quadratic.
      freeItemIndices.append(index)
    }
    item.engineIndex = -1
    // A measured view that leaves lets go of its kept copies (they retain its constraints).
    if let kept = fittingCache, kept.view == ObjectIdentifier(item) { fittingCache = nil }
    if let variables = state.variables {
      for variable in [variables.minX, variables.minY, variables.width, variables.height] {
        solver.setContext(-1, of: variable)
      }
    }
    if let view = item as? LayoutView, view === root {
      for pin in rootPins { try? solver.remove(pin) }
      rootPins = []
    }
    if let guide = item as? LayoutGuide, guide.role != nil {
      unlistGuide(guide)
      if !preservingGuides.isEmpty { preservingGuides.removeAll { $0 === guide } }
    }
    state.engine = nil
    if let view = item as? LayoutView {
      // Out of the engine, the view may follow its superview by its autoresizing mask.
      view.storedSuperview?.mayHaveAutoresizedSubviews = true
    }
  }

  // MARK: - Autoresizing

  /// Holds a view's frame with constraints: its size, and its position relative to its
  /// superview, each following the superview's size as the autoresizing mask says (spec §6.4).
  func installAutoresizingConstraints(for view: LayoutView) {
    for spec in autoresizingSpecs(for: view) {
      installSystem(spec, for: view, holder: view.storedSuperview ?? view)
    }
  }

  /// The constraints that translate a view's frame and mask: two per axis.
  func autoresizingSpecs(for view: LayoutView) -> [LayoutConstraint] {
    let mask = view.storedMask
    let h = maskLetters(
      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
      mask.contains(.flexibleRightMargin))
    let v = maskLetters(
      mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
      mask.contains(.flexibleBottomMargin))
    let origin = LayoutConstraint.Origin.autoresizing(horizontal: h, vertical: v)
    let frame = view.storedFrame
    guard let parent = view.storedSuperview else {
      return [
        LayoutConstraint(
          view, .width, .equal, nil, .notAnAttribute, constant: frame.width, origin: origin),
        LayoutConstraint(
          view, .height, .equal, nil, .notAnAttribute, constant: frame.height, origin: origin),
      ]
    }
    let size = parent.storedFrame.size
    return axisSpecs(
      view, parent, (.left, .right, .width), mask.horizontalRule(for: frame, container: size.width),
      origin: origin)
      + axisSpecs(
        view, parent, (.top, .bottom, .height),
        mask.verticalRule(for: frame, container: size.height), origin: origin)
  }

  /// The position and length constraints of one axis, from its autoresizing rule.
  ///
  /// Positions are measured in the superview's space, where its near edge is 0 and its far
  /// edge is its length: a position that follows the superview's length is
  /// `view.left == slope × parent.right + offset`, a fixed one `view.left == parent.left + x`.
  private func axisSpecs(
    _ view: LayoutView, _ parent: LayoutView,
    _ attributes: (near: LayoutAttribute, far: LayoutAttribute, length: LayoutAttribute),
    _ rule: AutoresizingMask.AxisRule, origin: LayoutConstraint.Origin
  ) -> [LayoutConstraint] {
    let position =
      rule.position.slope == 0
      ? LayoutConstraint(
        view, attributes.near, .equal, parent, attributes.near, constant: rule.position.offset,
        origin: origin)
      : LayoutConstraint(
        view, attributes.near, .equal, parent, attributes.far, multiplier: rule.position.slope,
        constant: rule.position.offset, origin: origin)
    let length =
      rule.length.slope == 0
      ? LayoutConstraint(
        view, attributes.length, .equal, nil, .notAnAttribute, constant: rule.length.offset,
        origin: origin)
      : LayoutConstraint(
        view, attributes.length, .equal, parent, attributes.length, multiplier: rule.length.slope,
        constant: rule.length.offset, origin: origin)
    return [position, length]
  }

  private func maskLetters(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
    if !a && !b && !c { return "--&" }
    return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
  }

  // MARK: - Built-in guides

  /// The four (or, for the readable content guide, six) constraints that place a view's
  /// built-in guide.
  func installGuideConstraints(for guide: LayoutGuide, owner: LayoutView) {
    guard let role = guide.role else { return }
    switch role {
    case .margins, .safeArea:
      let insets = guideInsets(guide, owner: owner) ?? .zero
      let prefix =
        role == .margins ? "LayoutView-" : "LayoutViewSafeAreaLayoutGuide-"
      let suffix = role == .margins ? "-guide-constraint" : ""
      let names =
        role == .margins
        ? ["leftMargin", "rightMargin", "topMargin", "bottomMargin"]
        : ["left", "right", "top", "bottom"]
      installSystem(
        LayoutConstraint(
          guide, .left, .equal, owner, .left, constant: insets.left, origin: .system,
          identifier: prefix + names[0] + suffix), for: guide, holder: owner)
      installSystem(
        LayoutConstraint(
          owner, .right, .equal, guide, .right, constant: insets.right, origin: .system,
          identifier: prefix + names[1] + suffix), for: guide, holder: owner)
      installSystem(
        LayoutConstraint(
          guide, .top, .equal, owner, .top, constant: insets.top, origin: .system,
          identifier: prefix + names[2] + suffix), for: guide, holder: owner)
      installSystem(
        LayoutConstraint(
          owner, .bottom, .equal, guide, .bottom, constant: insets.bottom, origin: .system,
          identifier: prefix + names[3] + suffix), for: guide, holder: owner)
    case .readableContent:
      let margins = owner.layoutMarginsGuide
      engage(margins)
      let specs = [
        LayoutConstraint(
          guide, .centerX, .equal, margins, .centerX, origin: .system,
          identifier: "LayoutViewReadableContentGuide-centerX"),
        LayoutConstraint(
          guide, .top, .equal, margins, .top, origin: .system,
          identifier: "LayoutViewReadableContentGuide-top"),
        LayoutConstraint(
          margins, .bottom, .equal, guide, .bottom, origin: .system,
          identifier: "LayoutViewReadableContentGuide-bottom"),
        LayoutConstraint(
          guide, .width, .lessThanOrEqual, nil, .notAnAttribute,
          constant: LayoutView.readableContentWidth, origin: .system,
          identifier: "LayoutViewReadableContentGuide-maximumWidth"),
        LayoutConstraint(
          guide, .width, .lessThanOrEqual, margins, .width, origin: .system,
          identifier: "LayoutViewReadableContentGuide-withinMargins"),
        LayoutConstraint(
          guide, .width, .equal, margins, .width, priority: LayoutPriority(999.5),
          origin: .system, identifier: "LayoutViewReadableContentGuide-fill"),
      ]
      for spec in specs { installSystem(spec, for: guide, holder: owner) }
    case .scrollContent:
      // The content's origin is the scroll view's top left corner; its size is the content's
      // to decide.
      installSystem(
        LayoutConstraint(
          guide, .left, .equal, owner, .left, origin: .system,
          identifier: "ScrollViewContentLayoutGuide-left"), for: guide, holder: owner)
      installSystem(
        LayoutConstraint(
          guide, .top, .equal, owner, .top, origin: .system,
          identifier: "ScrollViewContentLayoutGuide-top"), for: guide, holder: owner)
    case .scrollFrame:
      let edges: [(LayoutAttribute, String)] = [
        (.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom"),
      ]
      for (attribute, name) in edges {
        installSystem(
          LayoutConstraint(
            guide, attribute, .equal, owner, attribute, origin: .system,
            identifier: "ScrollViewFrameLayoutGuide-" + name), for: guide, holder: owner)
      }
    }
  }

  /// The insets a built-in guide's four constraints should have now.
  ///
  /// Margins that preserve the superview's are measured on the solved rectangles, where both
  /// views were measured: the frames catch up only at the end of the layout pass.
  func guideInsets(_ guide: LayoutGuide, owner: LayoutView) -> EdgeInsets? {
    switch guide.role {
    case .margins:
      owner.effectiveLayoutMargins { view in
        guard let parent = view.storedSuperview else { return nil }
        if let frame = measuredRect(of: view), let box = measuredRect(of: parent) {
          return (frame, box)
        }
        return (view.storedFrame, Rect(origin: .zero, size: parent.storedFrame.size))
      }
    case .safeArea: owner.safeAreaInsets
    default: nil
    }
  }
}
