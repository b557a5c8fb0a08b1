/// The references of one record: the constraint object callers hold, and the slots of the
/// variables its expression mentions.
///
/// Kept apart from ``ConstraintRecord`` (in ``SolverCore/owners``, at the record's slot) so
/// that records stay plain data. Only adding, removing and explaining a constraint read it.
struct RecordOwner {
  /// The constraint object (the handle callers use).
  var constraint: Constraint
  /// The variable slots the expression mentions (each once).
  var variables: VariableSlots
}
