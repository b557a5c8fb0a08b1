/// A move of a marker that the rows with a restricted basic symbol have not been given yet.
///
/// Dragging or animating an edit variable moves its marker again and again, and every move
/// adds a multiple of the marker's column to the row constants: on a 50×50 grid, 2,600 rows a
/// move, of which 2,550 have an error or slack symbol as their basic symbol. Those rows only
/// matter to feasibility, and while the marker's total move stays inside the interval in which
/// every one of them stays at or above zero, no pivot is needed and nobody reads them. So a
/// move inside that interval is applied at once only to the rows whose basic symbol is
/// unrestricted (their values are read), and is added up here for the others.
///
/// The interval is taken from the marker's exact column copy (``CachedColumn``) after a move
/// that needed no pivot (``armed``). Anything else that reads or changes rows first settles
/// the sum (``Tableau/settlePendingShift()``): one pass adds it to the restricted rows.
struct PendingShift {
  /// The marker whose last move went through its exact column copy and made no row
  /// infeasible, with no other change to the rows since: its next move may be deferred. `-1`
  /// when none.
  var armed: Symbol = -1
  /// The marker whose moves are being added up; `-1` when nothing is pending.
  var marker: Symbol = -1
  /// The total move not yet added to the restricted rows.
  var amount = 0.0
  /// The smallest and largest total moves that keep every restricted row feasible, with a
  /// margin for rounding (see ``Tableau/margin(of:)``).
  var low = -Double.infinity
  var high = Double.infinity
  /// The rows with a restricted basic symbol that hold the marker, and its coefficient there.
  var restrictedRows: [Int32] = []
  var restrictedCoefficients: [Double] = []
  /// The rows with an unrestricted basic symbol that hold the marker, and its coefficient
  /// there: each move is applied to them at once.
  var unrestrictedRows: [Int32] = []
  var unrestrictedCoefficients: [Double] = []

  /// Whether a move is being added up.
  @inline(__always)
  var isPending: Bool { marker >= 0 }

  /// Forgets the pending move and the entries, keeping their storage.
  mutating func clear() {
    marker = -1
    amount = 0
    low = -.infinity
    high = .infinity
    restrictedRows.clearKeepingCapacity()
    restrictedCoefficients.clearKeepingCapacity()
    unrestrictedRows.clearKeepingCapacity()
    unrestrictedCoefficients.clearKeepingCapacity()
  }
}
