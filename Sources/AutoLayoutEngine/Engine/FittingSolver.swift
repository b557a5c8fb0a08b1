import AutoLayoutSolver

/// The throwaway solver of the engine's last ``LayoutView/systemLayoutSizeFitting(_:)`` call,
/// kept for the next one: a self-sizing cell is measured again and again with new content, and
/// while its subtree keeps the same constraints (only their constants move, as intrinsic sizes
/// do) the next measurement changes the copies' constants in place and solves again, instead of
/// copying every constraint into a new solver.
///
/// Reuse never changes an answer's meaning: the kept solver holds the same constraints, with
/// the same priorities, as a fresh copy would; any other difference (a constraint added,
/// removed or re-prioritized, another view, a refused change) makes a fresh copy.
final class FittingSolver {
  /// One engine constraint copied into ``solver``.
  struct Source {
    /// The engine's solver constraint the copy was made from (retained, so that its identity
    /// cannot pass to another constraint while it is kept here).
    let original: Constraint
    /// The copy, or `nil` when the solver refused it (a required copy that conflicted).
    let copy: Constraint?
    /// The constant the copy has.
    var constant: Double
    /// The priority, the priority below zero (for an equality weighted differently on each
    /// side) and whether the original waited outside the engine's solver (a size's bound, copied
    /// as required): a change of any of them makes a fresh copy.
    let priority: Priority
    let below: Priority?
    let deferred: Bool
  }

  /// A pull of the view's width or height toward the target size.
  struct Target {
    let constraint: Constraint
    var value: Double
    /// The priority asked for, and whether the copy is at the broken priority instead (a
    /// required target the subtree cannot meet).
    let wanted: Priority
    let broken: Bool
  }

  let solver = Solver()
  /// The measured view's identity and its variables (pinned at the origin, pulled toward the
  /// target): another view, or the same one with new variables, makes a fresh copy.
  let view: ObjectIdentifier
  let variables: ItemVariables
  var sources: [Source] = []
  var width: Target?
  var height: Target?

  init(view: LayoutView, variables: ItemVariables) {
    self.view = ObjectIdentifier(view)
    self.variables = variables
  }
}

extension FittingSolver {
  /// An engine constraint as measuring copies it now.
  struct Input {
    let original: Constraint
    let constant: Double
    let priority: Priority
    let below: Priority?
    let deferred: Bool
  }

  /// The target size and the priorities pulling each axis toward it.
  struct Targets {
    let width: Double
    let horizontal: LayoutPriority
    let height: Double
    let vertical: LayoutPriority
  }

  /// Copies `inputs` into the empty ``solver``, then pins the view at the origin and pulls its
  /// size toward the targets, in one batch.
  ///
  /// - Complexity: O(inputs), plus the additions.
  func build(_ inputs: [Input], targets: Targets) {
    solver.batch {
      sources.reserveCapacity(inputs.count)
      for input in inputs {
        let copy: Constraint
        if input.deferred {
          copy = Constraint(input.original.expression, input.original.relation, priority: .required)
        } else {
          let expression = LinearExpression(
            terms: input.original.expression.terms, constant: input.constant)
          if let below = input.below {
            copy = Constraint(expression, equalAbove: input.priority, below: below)
          } else {
            copy = Constraint(expression, input.original.relation, priority: input.priority)
          }
        }
        let added = (try? solver.add(copy)) != nil
        sources.append(
          Source(
            original: input.original, copy: added ? copy : nil, constant: input.constant,
            priority: input.priority, below: input.below, deferred: input.deferred))
      }
      addPinsAndTargets(targets, to: solver)
    }
  }

  /// Pins the view's origin at zero in `solver` and adds the pulls toward the targets (a
  /// required one the constraints cannot meet comes as close as they allow, at the broken
  /// priority), keeping them in ``width`` and ``height``.
  func addPinsAndTargets(_ targets: Targets, to solver: Solver) {
    try? solver.add(variables.minX == 0)
    try? solver.add(variables.minY == 0)
    width = Self.addTarget(variables.width, targets.width, targets.horizontal, to: solver)
    height = Self.addTarget(variables.height, targets.height, targets.vertical, to: solver)
  }

  private static func addTarget(
    _ length: Variable, _ value: Double, _ priority: LayoutPriority, to solver: Solver
  ) -> Target? {
    guard value.isFinite else { return nil }
    let wanted = Self.priority(priority)
    let pull = (length == value).withPriority(wanted)
    do {
      try solver.add(pull)
      return Target(constraint: pull, value: value, wanted: wanted, broken: false)
    } catch {
      let broken = (length == value).withPriority(LayoutEngine.brokenPriority)
      try? solver.add(broken)
      return Target(constraint: broken, value: value, wanted: wanted, broken: true)
    }
  }

  /// A fitting priority as a solver priority, clamped to 1...1000.
  private static func priority(_ priority: LayoutPriority) -> Priority {
    Priority(Double(min(max(priority.rawValue, 1), 1000)))
  }

  /// Brings the kept copies to `inputs` and `targets` by changing constants in place; returns
  /// `false` (and the solver must not be used) when that cannot give what a fresh copy would:
  /// other constraints, other priorities, a copy the solver refused whose constant moved, a
  /// target that came or went or was broken, or a change the solver refused.
  ///
  /// - Complexity: O(inputs), plus a solve of the changed constants.
  func update(_ inputs: [Input], targets: Targets) -> Bool {
    guard inputs.count == sources.count else { return false }
    for (source, input) in zip(sources, inputs) {
      guard source.original === input.original, source.priority == input.priority,
        source.below == input.below, source.deferred == input.deferred
      else { return false }
      if source.copy == nil, source.constant != input.constant { return false }
    }
    guard Self.matches(width, targets.width, targets.horizontal),
      Self.matches(height, targets.height, targets.vertical)
    else { return false }
    do {
      try solver.batch { () throws(SolverError) in
        for index in sources.indices where sources[index].constant != inputs[index].constant {
          guard let copy = sources[index].copy else { continue }
          try solver.setConstant(inputs[index].constant, for: copy)
          sources[index].constant = inputs[index].constant
        }
        // A pull `length == value` holds the expression `length - value`.
        if let target = width, target.value != targets.width {
          try solver.setConstant(-targets.width, for: target.constraint)
          width!.value = targets.width
        }
        if let target = height, target.value != targets.height {
          try solver.setConstant(-targets.height, for: target.constraint)
          height!.value = targets.height
        }
      }
    } catch {
      return false
    }
    return true
  }

  /// Whether a kept pull can be moved to `value` at `priority`: both there (or both absent, for
  /// a value that is not finite) at the same priority, and not broken.
  private static func matches(_ target: Target?, _ value: Double, _ priority: LayoutPriority)
    -> Bool
  {
    guard let target else { return !value.isFinite }
    return value.isFinite && !target.broken && target.wanted == Self.priority(priority)
  }
}
