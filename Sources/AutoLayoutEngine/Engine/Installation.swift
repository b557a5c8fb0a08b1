import AutoLayoutSolver

/// Where an active ``LayoutConstraint`` lives: its engine, the view that holds it, and the
/// solver constraint it became.
package final class Installation {
  /// The engine of the holder's tree.
  ///
  /// Unretained: the engine's root clears it for every constraint of its tree when it goes
  /// away, and a constraint carried to another tree gets the new engine.
  @exclusivity(unchecked) package unowned(unsafe) var engine: LayoutEngine?
  /// The state of the view the constraint is installed on (retained; it does not keep the view
  /// alive).
  @exclusivity(unchecked) package var holderState: LayoutItemState
  /// The view the constraint is installed on: the closest common ancestor of its items.
  package var holder: LayoutView? {
    get { holderState.item as? LayoutView }
    set { if let newValue { holderState = newValue.layoutItemState } }
  }
  /// The constraint as the solver knows it.
  @exclusivity(unchecked) package var solverConstraint: Constraint
  /// The solver constraint's constant is `baseConstant - constant`.
  @exclusivity(unchecked) package var baseConstant: Double
  /// When the constraint was activated, for logs and for choosing which one to break.
  @exclusivity(unchecked) package var order: UInt64
  /// Whether the engine broke the constraint to resolve a conflict (it then holds as closely as
  /// possible, above every optional priority).
  @exclusivity(unchecked) package var isBroken = false
  /// Whether the constraint was built in leading/trailing terms (it depends on the direction).
  @exclusivity(unchecked) package var isDirectional = false
  /// Whether the solver currently holds the constraint.
  @exclusivity(unchecked) package var inSolver = false
  /// Whether the constraint is an item's implicit `width >= 0` or `height >= 0` that the engine
  /// keeps out of the solver until the size would go negative (see
  /// `LayoutEngine+SizeBounds.swift`).
  @exclusivity(unchecked) package var isDeferred = false
  /// Whether the constraint rides on another one's solver constraint: a view's compression
  /// resistance shares its hugging row's equality (weighted differently below the intrinsic
  /// size), which that row adds, changes and removes for both.
  @exclusivity(unchecked) package var sharesSolverConstraint = false

  init(
    engine: LayoutEngine, holder: LayoutView, solverConstraint: Constraint, baseConstant: Double,
    order: UInt64, isDirectional: Bool
  ) {
    self.engine = engine
    self.holderState = holder.layoutItemState
    self.solverConstraint = solverConstraint
    self.baseConstant = baseConstant
    self.order = order
    self.isDirectional = isDirectional
  }
}
