/// Why a ``Solver`` refused a call. After any thrown error the solver is exactly as it was before
/// the call.
public enum SolverError: Error {
  /// A required constraint conflicts with the required constraints already in the solver.
  ///
  /// `conflicting` lists the constraints already in the solver that, together with
  /// `constraint`, cannot all hold: a small set (minimal when the solver could make it so), in
  /// the order they were added.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: their priority must be below ``Priority/required``.
  case requiredEditPriority(Variable)
  /// A priority outside `1...1000` (or not a number).
  case invalidPriority(Priority)
  /// A coefficient, constant or suggested value that is NaN or infinite.
  case nonFiniteValue(Double, context: String)
  /// A priority change between required and optional on a constraint in the solver; remove the
  /// constraint, change it, and add it again instead.
  case requiredPriorityChange(Constraint, from: Priority, to: Priority)
}

extension SolverError: CustomStringConvertible {
  /// A sentence that says what was refused and why.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicting):
      if conflicting.isEmpty {
        return "Unsatisfiable required constraint \(constraint): it can never hold."
      }
      let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
      return "Unsatisfiable required constraint \(constraint); it conflicts with:\n\(list)"
    case .duplicateConstraint(let constraint):
      return "The constraint \(constraint) is already in the solver."
    case .unknownConstraint(let constraint):
      return "The constraint \(constraint) is not in the solver."
    case .duplicateEditVariable(let variable):
      return "\(variable) is already an edit variable."
    case .unknownEditVariable(let variable):
      return "\(variable) is not an edit variable."
    case .requiredEditPriority(let variable):
      return "The edit variable \(variable) needs an optional priority (below 1000)."
    case .invalidPriority(let priority):
      return "The priority \(priority) is outside 1...1000."
    case .nonFiniteValue(let value, let context):
      return "The value \(value) (\(context)) is not finite."
    case .requiredPriorityChange(let constraint, let from, let to):
      return
        "Cannot change the priority of \(constraint) from \(from) to \(to): a constraint in the "
        + "solver cannot move between required and optional."
    }
  }
}

extension SolverError: Equatable {
  /// Two errors are equal when they have the same case and refer to the same objects.
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.unsatisfiable(let a, let x), .unsatisfiable(let b, let y)):
      return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
      (.unknownConstraint(let a), .unknownConstraint(let b)):
      return a === b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
      (.unknownEditVariable(let a), .unknownEditVariable(let b)),
      (.requiredEditPriority(let a), .requiredEditPriority(let b)):
      return a === b
    case (.invalidPriority(let a), .invalidPriority(let b)):
      return a.rawValue == b.rawValue || (a.rawValue.isNaN && b.rawValue.isNaN)
    case (.nonFiniteValue(let a, let x), .nonFiniteValue(let b, let y)):
      return (a == b || (a.isNaN && b.isNaN)) && x == y
    case (
      .requiredPriorityChange(let a, let f1, let t1), .requiredPriorityChange(let b, let f2, let t2)
    ):
      return a === b && f1 == f2 && t1 == t2
    default:
      return false
    }
  }
}
