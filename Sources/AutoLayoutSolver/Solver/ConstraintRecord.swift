/// What a solver keeps about one constraint it holds, as plain data: the inner loops copy
/// records freely, and a copy retains nothing. The references (the constraint object and the
/// variable slots) live beside it, in a ``RecordOwner`` at the same slot.
struct ConstraintRecord {
  /// How the constraint's expression relates to zero.
  var relation: Constraint.Relation
  /// The current constant of the constraint's expression.
  var constant: Double
  /// The current priority.
  var priority: Double
  /// The order in which constraints were added, for reports.
  var sequence: UInt64
  /// The marker symbol: slack (inequality), dummy (required equality) or positive error
  /// (optional equality).
  var marker: Symbol
  /// The coefficient of the marker in `expression + constant + … = 0`: ±1, times the
  /// constraint's unit (``ConstraintUnit``) for a tableau row; a change of the constant by δ is
  /// a shift of the marker by δ / markerSign.
  var markerSign: Double
  /// The unit the constraint is written in (``ConstraintUnit``): the rows of its marker and
  /// error symbols hold its violation divided by it.
  var unit: Double { abs(markerSign) }
  /// The second error symbol of an optional constraint, or -1.
  var other: Symbol
  /// The priority level of an optional constraint, or -1.
  var level: Int32

  /// The constraint's error symbols (none for a required constraint, one for an optional
  /// inequality, two for an optional equality), without allocating.
  var errorSymbols: ErrorSymbols { ErrorSymbols(record: self) }

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
  /// Whether this is an edit variable's constraint, which only the edit calls may change.
  var isEdit = false

  /// Whether the constraint is required.
  var isRequired: Bool { priority >= 1000 }
}

/// The error symbols of a ``ConstraintRecord``: its marker when that is an error (an optional
/// equality), then its `other` symbol when it has one.
struct ErrorSymbols: Sequence, IteratorProtocol {
  private var pending: (Symbol, Symbol)

  init(record: ConstraintRecord) {
    // An optional constraint's `other` is always an error; its marker is one only for an
    // equality (an inequality's marker is its slack, a required constraint's is no error).
    let markerIsError = record.level >= 0 && record.relation == .equal
    pending = (markerIsError ? record.marker : -1, record.other)
  }

  mutating func next() -> Symbol? {
    if pending.0 >= 0 {
      defer { pending.0 = -1 }
      return pending.0
    }
    if pending.1 >= 0 {
      defer { pending.1 = -1 }
      return pending.1
    }
    return nil
  }
}
