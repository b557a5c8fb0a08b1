import AutoLayoutSolver

// The rows a view's intrinsic content size makes (spec §3.2), kept in step incrementally.

extension LayoutEngine {
  /// Installs the content-size rows of a view for each axis where it has an intrinsic value:
  /// `size <= value` at the hugging priority and `size >= value` at the compression resistance
  /// (one shared solver equality while both are optional: ``installContentSizePair(_:_:value:)``).
  func installContentSizeConstraints(for view: LayoutView) {
    let size = view.intrinsicContentSize
    for axis in LayoutConstraint.Axis.allCases {
      guard let value = Self.intrinsicValue(size, axis, of: view) else { continue }
      installContentSizePair(view, axis, value: value)
    }
  }

  /// Installs a view's hugging and compression-resistance rows on one axis.
  ///
  /// When both are optional they become one solver equality, `length == value`, whose error
  /// above the value weighs at the hugging priority and below it at the compression
  /// priority: the same optimum as two inequalities, without their two slacks, which cost
  /// nothing at the intrinsic size and made the dual simplex walk through every view of a row
  /// when its container crossed the row's natural width. A required one keeps its own row.
  func installContentSizePair(_ view: LayoutView, _ axis: LayoutConstraint.Axis, value: Double) {
    let hug = Self.contentSizeConstraint(view, axis, hugging: true, value: value)
    let resist = Self.contentSizeConstraint(view, axis, hugging: false, value: value)
    guard !hug.storedPriority.isRequired, !resist.storedPriority.isRequired,
      let (hugRow, base, directional) = translate(hug, holder: view, broken: false),
      hugRow.relation != .equal
    else {
      installSystem(hug, for: view, holder: view)
      installSystem(resist, for: view, holder: view)
      return
    }
    let hugPriority = Priority(Double(hug.storedPriority.rawValue))
    let resistPriority = Priority(Double(resist.storedPriority.rawValue))
    // `hugRow` reads `expression <= 0` (or `>= 0` when translated the other way round): hugging
    // weighs the side where the length exceeds the value.
    let shared =
      hugRow.relation == .lessThanOrEqual
      ? Constraint(hugRow.expression, equalAbove: hugPriority, below: resistPriority)
      : Constraint(hugRow.expression, equalAbove: resistPriority, below: hugPriority)
    for row in [hug, resist] {
      activationCounter += 1
      row.installation = Installation(
        engine: self, holder: view, solverConstraint: shared, baseConstant: base,
        order: activationCounter, isDirectional: directional)
      view.layoutItemState.systemConstraints.append(row)
    }
    resist.installation?.sharesSolverConstraint = true
    addToSolver(hug)
  }

  /// Re-reads a view's intrinsic content size. Constants change in place (the solver's
  /// `setConstant`); rows come and go only when an axis gains or loses its value.
  ///
  /// - Complexity: O(the view's own system constraints) plus the solver's incremental work.
  func refreshContentSize(of view: LayoutView) {
    guard view.layoutItemState.engine === self else { return }
    let size = view.intrinsicContentSize
    for axis in LayoutConstraint.Axis.allCases {
      let rows = contentSizeRows(of: view, axis)
      guard let value = Self.intrinsicValue(size, axis, of: view) else {
        removeSystemConstraints(rows, of: view)
        continue
      }
      if rows.isEmpty {
        installContentSizePair(view, axis, value: value)
      } else {
        for row in rows where row.storedConstant != value { row.constant = value }
      }
    }
  }

  /// Applies a new hugging or compression-resistance priority to a view's rows: in place
  /// between optional priorities, by replacing the row when it crosses to or from required.
  func contentPriorityDidChange(of view: LayoutView, _ axis: LayoutConstraint.Axis, hugging: Bool) {
    let priority = view.contentPriority(axis, hugging: hugging)
    let other = view.contentPriority(axis, hugging: !hugging)
    let rows = contentSizeRows(of: view, axis)
    let shared = rows.contains { $0.installation?.sharesSolverConstraint == true }
    let pairable = !priority.isRequired && !other.isRequired
    if shared, pairable, let hugRow = rows.first(where: { $0.installation?.inSolver == true }),
      let solverConstraint = hugRow.installation?.solverConstraint,
      let (translated, _, _) = translate(hugRow, holder: view, broken: false)
    {
      // One shared equality that stays optional on both sides: change its side in place.
      for row in rows {
        if case .contentSize(_, let rowHugs) = row.origin, rowHugs == hugging {
          row.storedPriority = priority
        }
      }
      let (hug, resist) = hugging ? (priority, other) : (other, priority)
      let (above, below) = translated.relation == .lessThanOrEqual ? (hug, resist) : (resist, hug)
      try? solver.setPriority(Priority(Double(above.rawValue)), for: solverConstraint)
      try? solver.setPriorityBelow(Priority(Double(below.rawValue)), for: solverConstraint)
      return
    }
    if shared || pairable, let value = rows.first?.storedConstant {
      // The rows change shape (a side becomes or stops being required): make them again.
      solver.batch {
        removeSystemConstraints(rows, of: view)
        installContentSizePair(view, axis, value: value)
      }
      settleSizeBounds()
      return
    }
    for row in rows {
      guard case .contentSize(_, let rowHugs) = row.origin, rowHugs == hugging else { continue }
      if row.storedPriority.isRequired == priority.isRequired {
        row.storedPriority = priority
        priorityDidChange(row)
      } else {
        let value = row.storedConstant
        solver.batch {
          removeSystemConstraints([row], of: view)
          installSystem(
            Self.contentSizeConstraint(view, axis, hugging: hugging, value: value), for: view,
            holder: view)
        }
        settleSizeBounds()
      }
    }
  }

  /// The content-size rows of a view on one axis (hugging first).
  func contentSizeRows(of view: LayoutView, _ axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    view.layoutItemState.systemConstraints.filter {
      if case .contentSize(let rowAxis, _) = $0.origin { return rowAxis == axis }
      return false
    }
  }

  /// Takes constraints the engine made for an item out of the solver and the item's list.
  func removeSystemConstraints(_ constraints: [LayoutConstraint], of item: any LayoutItem) {
    guard !constraints.isEmpty else { return }
    for constraint in constraints {
      removeFromSolver(constraint)
      constraint.installation = nil
    }
    item.layoutItemState.systemConstraints.removeAll { constraint in
      constraints.contains { $0 === constraint }
    }
  }

  /// One content-size row.
  static func contentSizeConstraint(
    _ view: LayoutView, _ axis: LayoutConstraint.Axis, hugging: Bool, value: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      view, axis == .horizontal ? .width : .height,
      hugging ? .lessThanOrEqual : .greaterThanOrEqual, nil, .notAnAttribute, constant: value,
      priority: view.contentPriority(axis, hugging: hugging),
      origin: .contentSize(axis, hugging: hugging))
  }

  /// The intrinsic value of one axis, or `nil` for ``LayoutView/noIntrinsicMetric``. Any other
  /// negative or non-finite value is reported and treated as no value.
  static func intrinsicValue(_ size: Size, _ axis: LayoutConstraint.Axis, of view: LayoutView)
    -> Double?
  {
    let value = axis == .horizontal ? size.width : size.height
    if value == LayoutView.noIntrinsicMetric { return nil }
    guard value.isFinite, value >= 0 else {
      LayoutDiagnostics.report(
        LayoutDiagnostic(
          .nonFiniteValue,
          "The intrinsic content size \(size) of \(view.itemDescription) has an invalid "
            + "\(axis == .horizontal ? "width" : "height") \(value); that axis is treated as "
            + "having no intrinsic size. Use LayoutView.noIntrinsicMetric for none."))
      return nil
    }
    return value
  }

  // MARK: - Baselines

  /// Re-reads the baseline offsets used by the active baseline constraints that name `view`
  /// or its superview (a container whose baseline view is `view`), in place.
  ///
  /// - Complexity: O(1) when neither names a baseline (the superview of many labels may hold
  ///   thousands of other constraints); otherwise proportional to their active constraints.
  func refreshBaselines(of view: LayoutView) {
    refreshBaselineConstraints(naming: view)
    if let parent = view.storedSuperview { refreshBaselineConstraints(naming: parent) }
  }

  /// Re-reads the baseline offsets of the active baseline constraints that name `member`.
  private func refreshBaselineConstraints(naming member: LayoutView) {
    guard member.layoutItemState.baselineReferenceCount > 0 else { return }
    for constraint in member.layoutItemState.referencingConstraints {
      guard
        constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline
          || constraint.form == .composite,
        let installation = constraint.installation, installation.engine === self,
        let holder = installation.holder,
        let (_, base, _) = translate(constraint, holder: holder, broken: false),
        base != installation.baseConstant
      else { continue }
      installation.baseConstant = base
      constantDidChange(constraint)
    }
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a first or last baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
