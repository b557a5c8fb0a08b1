// The constraints a view holds and the pre-anchor API to install them.

extension LayoutView {
  /// The active constraints held by this view: those installed on it, as the closest common
  /// ancestor of their items or by ``addConstraint(_:)`` (not every constraint that names the
  /// view), then, as in UIKit, those the engine made for it: one content-size constraint per
  /// axis with an intrinsic size (its hugging row, described with both priorities as UIKit's
  /// `NSContentSizeLayoutConstraint`) and the edges of its built-in guides (margins, safe
  /// area, readable content). Translated
  /// autoresizing constraints are not listed (spec §6.1, §6.3).
  ///
  /// Deactivating the engine's own constraints does nothing: the engine keeps them as long as
  /// the view needs them, so the old idiom `view.removeConstraints(view.constraints)` removes
  /// only the app's.
  ///
  /// - Complexity: O(the constraints listed).
  public var constraints: [LayoutConstraint] {
    var listed = heldConstraints
    for constraint in layoutItemState.systemConstraints where constraint.installation != nil {
      // One per axis, as UIKit's single content-size constraint per axis: the hugging row,
      // whose description shows both priorities (spec §3.2).
      if case .contentSize(_, hugging: true) = constraint.origin { listed.append(constraint) }
    }
    for guide in storedLayoutGuides {
      for constraint in guide.layoutItemState.systemConstraints
      where constraint.origin == .system && constraint.installation != nil {
        listed.append(constraint)
      }
    }
    return listed
  }

  /// Activates a constraint, which must only name this view or its descendants, and installs it
  /// on this view (UIKit's older API; prefer ``LayoutConstraint/isActive``). Where it is held
  /// matters as in UIKit: ``removeConstraint(_:)`` on this view removes it, and it goes when a
  /// view it names leaves this view's subtree.
  public func addConstraint(_ constraint: LayoutConstraint) {
    addConstraints([constraint])
  }

  /// Activates constraints that only name this view or its descendants, installed on this view.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    var accepted: [LayoutConstraint] = []
    for constraint in constraints {
      let items = constraint.namedItems.compactMap { $0?.anchorView }
      if items.allSatisfy({ $0.isDescendant(of: self) }) {
        accepted.append(constraint)
      } else {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .noCommonAncestor,
            "The view hierarchy is not prepared for the constraint: \(constraint). When added "
              + "to a view, the constraint's items must be descendants of that view (or the view "
              + "itself)."))
      }
    }
    LayoutEngine.activate(accepted, holder: self)
  }

  /// Deactivates a constraint held by this view.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    removeConstraints([constraint])
  }

  /// Deactivates constraints held by this view (the app's; the engine keeps its own).
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints.filter { $0.installation?.holder === self })
  }
}

extension LayoutConstraint {
  /// Activates constraints as one batch: each is installed on the closest common ancestor of
  /// its items, and each tree's solver is optimized once. Constraints that cannot be activated
  /// (no common ancestor, invalid) report a ``LayoutDiagnostic`` and stay inactive.
  public static func activate(_ constraints: [LayoutConstraint]) {
    LayoutEngine.activate(constraints)
  }

  /// Deactivates constraints as one batch, one solver batch per tree. They are taken out of the
  /// solver most recently activated first, whatever the array's order, which is the cheapest
  /// order: tearing down a whole tree costs about what building it did. Constraints the engine
  /// made (content size, built-in guides, autoresizing) and those a ``StackView`` made are
  /// left active: they manage them.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    if constraints.contains(where: { $0.origin == .stack }) {
      LayoutEngine.deactivate(constraints.filter { $0.origin != .stack })
    } else {
      LayoutEngine.deactivate(constraints)
    }
  }
}

extension LayoutView {
  /// Lets go of the constraints the view held and those the engine made for it, as the view
  /// goes away: they read inactive from then on (a builder or the app may still hold them), and
  /// the items they name no longer list them.
  ///
  /// - Complexity: O(the constraints the view and its guides hold).
  func releaseHeldConstraints() {
    for constraint in heldConstraints { constraint.detach() }
    // Not through `itemsForEngine`, which would hand `self` out from its own deinit.
    // They and the states retain each other: the lists go too.
    for constraint in layoutItemState.systemConstraints { constraint.installation = nil }
    layoutItemState.systemConstraints.removeAll()
    for guide in storedLayoutGuides {
      let state = guide.layoutItemState
      for constraint in state.systemConstraints { constraint.installation = nil }
      state.systemConstraints.removeAll()
    }
  }
}

extension LayoutConstraint {
  /// Takes the constraint off its items' lists and forgets its installation (the last step of
  /// deactivating it, and all that is left to do when its holder goes away).
  func detach() {
    noteChangeToStackConstraint(deactivating: true)
    holderIndex = -1
    firstState?.removeReference(self, asFirst: true)
    secondState?.removeReference(self, asFirst: false)
    if form == .composite {
      unsafeDowncast(self, to: CompositeLayoutConstraint.self).removeEndReferences()
    }
    installation = nil
  }
}
