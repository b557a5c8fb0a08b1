/// Counts of the tableau's basic operations since the solver was created (or reset), for
/// benchmarks and complexity checks.
package struct SolverStatistics: Sendable, Equatable {
  /// Simplex pivots (an entering symbol made basic in place of a leaving one).
  package var pivots = 0
  /// Substitutions of a newly basic symbol into the rows that hold it.
  package var substitutions = 0
  /// Rows changed by those substitutions.
  package var rowsTouched = 0
  /// Source cells merged into those rows (rows touched times source row length).
  package var cellsMerged = 0
  /// Row additions made in place, cell by cell, rather than by a merge (a short source added
  /// to a long row; see ``RowStore/addInPlace(row:times:to:fresh:)``).
  package var inPlaceAdditions = 0
  /// Rows added through phase one (no feasible subject of their own).
  package var phaseOneRows = 0
  /// Pivots made by phase one.
  package var phaseOnePivots = 0
  /// Rebuilds of the column index from the rows, when its lazy lists outgrew their budget (see
  /// ``ColumnIndex``).
  package var columnRebuilds = 0
  /// Compactions of the row arena, when it spanned more than four times what the rows need (see
  /// ``RowStore/compactIfNeeded()``).
  package var arenaCompactions = 0
  /// Marker moves served by a column's copy (see ``CachedColumn``) rather than its list.
  package var cachedColumnMoves = 0
  /// Marker moves that only the rows with an unrestricted basic symbol took at once, the others
  /// being left for later (see ``PendingShift``); not counted in ``cachedColumnMoves``.
  package var deferredMoves = 0
  /// Simplex runs stopped at ``Tableau/pivotBudget`` pivots (rounding noise on an
  /// ill-conditioned system; see `Docs/Solver.md`).
  package var cutSimplexRuns = 0
  /// Refactorizations: every row recomputed from the constraints for the current basis, after
  /// rounding noise showed (see `Docs/Solver.md`).
  package var refactorizations = 0
  /// Refactorizations whose first order of rows filled them in beyond their budget and that
  /// started again in another (see ``SolverCore/refactorizationWorkFactor``).
  package var refactorizationRetries = 0
  /// Trees of definitions turned over so that a required equality could define a variable (see
  /// `SolverCore+Rerooting.swift`).
  package var reroots = 0
  /// Variables visited by the searches of rerooting attempts, successful or not.
  package var rerootVisits = 0
  /// Definitions evaluated one by one by value updates that followed a change, rather than by
  /// a sweep (see ``DefinitionTable/followingLimit(from:)``).
  package var definitionsFollowed = 0
  /// Variables whose value updates read afresh because their row or definition may have
  /// changed (the updates' dirty lists, summed).
  package var variablesRefreshed = 0
  /// Value updates that swept the definitions of the changed variables' components rather
  /// than follow the changes one by one (see ``DefinitionTable/sweep(values:dirty:)``).
  package var sweeps = 0

  package init() {}
}
