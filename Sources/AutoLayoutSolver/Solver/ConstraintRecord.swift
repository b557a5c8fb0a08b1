/// What a solver keeps about one constraint it holds.
struct ConstraintRecord {
  /// The constraint object (the handle callers use).
  var constraint: Constraint
  /// The current constant of the constraint's expression.
  var constant: Double
  /// The current priority.
  var priority: Double
  /// The order in which constraints were added, for reports.
  var sequence: UInt64
  /// The variable slots the expression mentions (each once).
  var variables: [Int32]
  /// The marker symbol: slack (inequality), dummy (required equality) or positive error
  /// (optional equality).
  var marker: Symbol
  /// The coefficient of the marker in `expression + constant + … = 0`: a change of the constant
  /// by δ is a shift of the marker by δ / markerSign.
  var markerSign: Double
  /// The second error symbol of an optional constraint, or -1.
  var other: Symbol
  /// The priority level of an optional constraint, or -1.
  var level: Int32

  /// The level that weighs error symbol `symbol` of this constraint.
  func level(of symbol: Symbol) -> Int32 {
    symbol == other && otherLevel >= 0 ? otherLevel : level
  }
  /// The definition this constraint became, or -1 when it is a tableau row.
  var definition: Int32
  /// The priority level of `other` when it differs from ``level`` (an equality weighted
  /// differently below zero, ``Constraint/priorityBelow``), or -1.
  var otherLevel: Int32 = -1
  /// The priority of the error below zero of such an equality (``priority`` otherwise).
  var priorityBelow: Double? = nil

  /// Whether the constraint is required.
  var isRequired: Bool { priority >= 1000 }
}
