import AutoLayoutSolver

// Debugging ambiguous layouts (spec §5.2), on views and guides.

extension LayoutView {
  /// Whether the constraints leave the view's frame open: another frame satisfies them exactly
  /// as well. When it is, a diagnostic with the view's trace line is reported, as UIKit logs.
  ///
  /// A debugging aid: it solves copies of the tree's system, so it costs far more than a layout.
  public var hasAmbiguousLayout: Bool { LayoutEngine.checkAmbiguity(of: self) }

  /// Moves the view to another frame its constraints allow equally well (when
  /// ``hasAmbiguousLayout``); the next call moves it back, or on to the other end of a tie, so
  /// repeated calls toggle. The frame changes at the next layout pass. Does nothing for a view
  /// whose frame is decided.
  public func exerciseAmbiguityInLayout() {
    LayoutEngine.runConstraintUpdates(root: rootView)
    _ = layoutItemState.engine?.exerciseAmbiguity(of: self)
  }

  /// The active constraints that decide the view's horizontal (`minX`, width) or vertical
  /// (`minY`, height) place: changing one's constant would move or resize the view. They
  /// include constraints on other items that act through them, and the engine's own.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    LayoutEngine.runConstraintUpdates(root: rootView)
    return layoutItemState.engine?.constraintsAffecting(self, axis: axis) ?? []
  }

  /// The view's tree as text, one line per view and per guide in the layout: `•` marks the
  /// engine's root, `*` a view laid out by constraints, `+` a view held by its frame
  /// (autoresizing), and `- AMBIGUOUS LAYOUT for …` lists the variables a view's constraints
  /// leave open (UIKit's `_autolayoutTrace`).
  public func autolayoutTrace() -> String {
    let root = rootView
    LayoutEngine.runConstraintUpdates(root: root)
    if let engine = root.rootEngine { return engine.trace() }
    return LayoutEngine.traceText(root: root, engine: nil, open: IdentityTable())
  }
}

extension LayoutView {
  /// The trace line of every view and guide of this view's subtree whose layout is ambiguous,
  /// by item (`title - AMBIGUOUS LAYOUT for title.minY`, the last line of the diagnostic
  /// ``hasAmbiguousLayout`` reports); nothing is reported. An item outside its tree's engine is
  /// not ambiguous.
  ///
  /// - Complexity: one copy of the tree's system for the whole subtree, then two probes per
  ///   variable; asking ``hasAmbiguousLayout`` of each item copies the system once per item.
  package func ambiguityTraceLinesInSubtree() -> [ObjectIdentifier: String] {
    let root = rootView
    LayoutEngine.runConstraintUpdates(root: root)
    guard let engine = root.rootEngine else { return [:] }
    var items: [any LayoutItem] = []
    forEachInSubtree { view in
      items.append(contentsOf: view.itemsForEngine.filter { $0.layoutItemState.engine === engine })
    }
    guard !items.isEmpty else { return [:] }
    var lines: [ObjectIdentifier: String] = [:]
    for (item, open) in zip(items, engine.ambiguousVariables(of: items)) where !open.isEmpty {
      lines[ObjectIdentifier(item)] = LayoutEngine.ambiguityLine(item, open)
    }
    return lines
  }
}

extension LayoutGuide {
  /// Whether the constraints leave the guide's rectangle open (see
  /// ``LayoutView/hasAmbiguousLayout``).
  public var hasAmbiguousLayout: Bool { LayoutEngine.checkAmbiguity(of: self) }

  /// The active constraints that decide the guide's horizontal or vertical place (see
  /// ``LayoutView/constraintsAffectingLayout(for:)``).
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    if let root = owningView?.rootView { LayoutEngine.runConstraintUpdates(root: root) }
    return layoutItemState.engine?.constraintsAffecting(self, axis: axis) ?? []
  }
}

extension LayoutEngine {
  /// ``LayoutView/hasAmbiguousLayout`` for any item, reporting the diagnostic when it is.
  static func checkAmbiguity(of item: any LayoutItem) -> Bool {
    if let root = item.anchorView?.rootView { runConstraintUpdates(root: root) }
    guard let engine = item.layoutItemState.engine,
      let open = engine.ambiguousVariables(of: [item]).first, !open.isEmpty
    else { return false }
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .ambiguousLayout,
        "\(item.isLayoutGuide ? "Layout guide" : "View") has an ambiguous layout. See \"Auto "
          + "Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from "
          + "invoking autolayoutTrace() to provide additional detail.\n"
          + ambiguityLine(item, open)))
    return true
  }
}
