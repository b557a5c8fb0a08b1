/// What `--!` sets on a constraint or on every constraint of a composite result (FlooidLayout's
/// `NSLayoutConstraintProperty`).
public enum LayoutConstraintProperty {
  /// Sets the priority. Set it before activating: an active constraint cannot move between
  /// required and optional (the engine reports it and keeps the old priority).
  case priority(LayoutPriority)
  /// Sets the identifier shown in descriptions and logs.
  case identifier(String)
  /// Activates the constraint now (composite results are activated as one batch).
  case activated
}

extension LayoutConstraintProperty {
  /// Applies the property to `constraints`.
  func apply(to constraints: [LayoutConstraint]) {
    switch self {
    case .priority(let priority):
      for constraint in constraints { constraint.priority = priority }
    case .identifier(let identifier):
      for constraint in constraints { constraint.identifier = identifier }
    case .activated:
      LayoutConstraint.activate(constraints)
    }
  }
}
