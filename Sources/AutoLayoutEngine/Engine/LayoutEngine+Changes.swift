import AutoLayoutSolver

// Keeping the solver in step with changes to constraints and views, incrementally.

extension LayoutEngine {
  /// Applies a new ``LayoutConstraint/constant`` in place (the solver's `setConstant`).
  ///
  /// An app constraint whose new constant conflicts with required constraints is broken. A
  /// system constraint's new constant (a frame, a guide's insets, an intrinsic size) breaks the
  /// newest app constraint in the conflict instead, as often as it takes, and the system
  /// constraint itself only when no app constraint is left in the conflict.
  func constantDidChange(_ constraint: LayoutConstraint) {
    guard let installation = constraint.installation, installation.inSolver else { return }
    while true {
      let constant = installation.baseConstant - constraint.storedConstant
      do {
        try solver.setConstant(constant, for: installation.solverConstraint)
      } catch {
        if case .unsatisfiable(_, let conflicting) = error {
          // Each round breaks one more app constraint, so the rounds end.
          if makeRoom(forConstantOf: constraint, conflicting: conflicting) { continue }
          breakConstraint(constraint, conflicting: conflicting)
        }
      }
      break
    }
    // Only a required constant can conflict with a size bound; an optional one's negative size
    // waits for the layout pass.
    if installation.solverConstraint.isRequired { settleSizeBounds(changed: [constraint]) }
  }

  /// Applies a new optional ``LayoutConstraint/priority`` in place (the solver's
  /// `setPriority`).
  func priorityDidChange(_ constraint: LayoutConstraint) {
    guard let installation = constraint.installation, installation.inSolver,
      !installation.isBroken
    else { return }
    try? solver.setPriority(
      Priority(Double(constraint.storedPriority.rawValue)), for: installation.solverConstraint)
  }

  /// Re-translates a view's frame after its frame, mask or translation flag changed.
  func frameDidChange(_ view: LayoutView) {
    let current = view.layoutItemState.systemConstraints.filter {
      if case .autoresizing = $0.origin { return true }
      return false
    }
    let wanted = view.storedTranslates ? autoresizingSpecs(for: view) : []
    if current.count == wanted.count,
      zip(current, wanted).allSatisfy({ sameShape($0, $1) })
    {
      for (constraint, spec) in zip(current, wanted) { constraint.constant = spec.storedConstant }
    } else {
      solver.batch {
        for constraint in current {
          removeFromSolver(constraint)
          constraint.installation = nil
        }
        view.layoutItemState.systemConstraints.removeAll { constraint in
          current.contains { $0 === constraint }
        }
        for spec in wanted { installSystem(spec, for: view, holder: view.storedSuperview ?? view) }
      }
      settleSizeBounds()
    }
  }

  private func sameShape(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
    a.firstAttribute == b.firstAttribute && a.secondAttribute == b.secondAttribute
      && a.multiplier == b.multiplier && a.second === b.second && a.origin == b.origin
  }

  /// Brings a view's built-in guides (and its descendants', whose safe area and preserved
  /// margins follow it) up to date with changed margins or insets.
  func insetsDidChange(of view: LayoutView) {
    guidesNeedALook()
    view.forEachInSubtree { member in
      if member.storedSuperview != nil, member.storedSuperview !== view || member !== view {
        let derived = member.derivedSafeAreaInsets
        if derived != member.computedSafeAreaInsets {
          member.computedSafeAreaInsets = derived
          insetsChanged.append(member)
          if derived != .zero { treeMayHaveInsets = true }
        }
      }
    }
    refreshGuideConstants()
    if !insetsChanged.isEmpty { notifyInsetChanges() }
  }

  /// Calls ``LayoutView/safeAreaInsetsDidChange()`` on each view in ``insetsChanged`` whose
  /// insets changed, then ``LayoutView/layoutMarginsDidChange()`` where the margins follow
  /// the safe area, in the order the changes were found, once per view.
  ///
  /// The list is taken first: a hook may change the layout, whose next pass collects anew.
  func notifyInsetChanges() {
    var views: [LayoutView] = []
    swap(&views, &insetsChanged)
    var told: Set<ObjectIdentifier> = []
    for view in views where told.insert(ObjectIdentifier(view)).inserted {
      view.tellSafeAreaInsetsChanged()
    }
  }

  /// Rebuilds the leading/trailing constraints held in a subtree after its direction changed.
  ///
  /// All of them leave the solver before any comes back (with the margins' new sides), so no
  /// mix of mirrored and unmirrored constraints ever meets in the solver and conflicts.
  func directionDidChange(under view: LayoutView) {
    var affected: [(LayoutConstraint, LayoutView)] = []
    view.forEachInSubtree { member in
      for constraint in member.heldConstraints
      where constraint.installation?.isDirectional == true {
        affected.append((constraint, member))
      }
    }
    guidesNeedALook()
    solver.batch {
      for (constraint, _) in affected { removeFromSolver(constraint) }
      refreshGuideConstants()
      for (constraint, holder) in affected { reinstall(constraint, holder: holder) }
    }
    settleSizeBounds()
  }

  /// Sets the constants of every built-in guide's constraints from the current margins and
  /// safe area, and lists the guides whose margins preserve their superview's
  /// (``preservingGuides``); returns whether any constant changed.
  ///
  /// - Complexity: O(guides).
  @discardableResult
  func refreshGuideConstants() -> Bool {
    preservingGuides.clearKeepingCapacity()
    let listed = guides.compactMap { $0 }
    for guide in listed where guide.role == .margins {
      if guide.owningView?.storedPreservesSuperviewMargins == true {
        preservingGuides.append(guide)
      }
    }
    return refreshGuideConstants(of: listed)
  }

  /// Sets the constants of the given built-in guides' constraints from the current margins and
  /// safe area; returns whether any changed.
  ///
  /// The constants change in one solver batch, and the sizes are settled once after it: settled
  /// after each constant, as a constant set by the app is, every change of a guide near the top
  /// of a deep tree updated the values of everything under it, and a first layout that moved
  /// most guides took quadratic time.
  ///
  /// - Complexity: O(`list`), plus the solver's work for the constants that changed.
  func refreshGuideConstants(of list: [LayoutGuide]) -> Bool {
    var changed: [LayoutConstraint] = []
    solver.batch { collectGuideConstants(of: list, into: &changed) }
    if !changed.isEmpty { settleSizeBounds(changed: changed) }
    return !changed.isEmpty
  }

  /// Sets the guides' constants (see ``refreshGuideConstants(of:)``), listing the constraints
  /// whose constants changed.
  private func collectGuideConstants(of list: [LayoutGuide], into changed: inout [LayoutConstraint])
  {
    for guide in list {
      guard let owner = guide.owningView,
        guide.layoutItemState.engine === self,
        let insets = guideInsets(guide, owner: owner)
      else { continue }
      // The guide's four constraints, in the order they were made: left, right, top, bottom
      // (its size bounds come first, with another origin).
      var side = 0
      for constraint in guide.layoutItemState.systemConstraints where constraint.origin == .system {
        let value: Double
        switch side {
        case 0: value = insets.left
        case 1: value = insets.right
        case 2: value = insets.top
        case 3: value = insets.bottom
        default: continue
        }
        side += 1
        if constraint.storedConstant != value {
          constraint.constant = value
          changed.append(constraint)
        }
      }
    }
  }

  /// Makes the next layout pass walk from the root again, through every view's safe area and
  /// every built-in guide: something changed that ``guideInsetsAreCurrent`` does not follow.
  func guidesNeedALook() {
    guideInsetsAreCurrent = false
  }
}
