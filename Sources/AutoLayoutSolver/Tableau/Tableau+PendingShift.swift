// Deferring the restricted rows' share of a marker's moves (see `PendingShift`).
//
// Every path that reads or changes rows settles the pending move first: pivots, row inserts
// and removals, the moves of other markers, journals, the simplex runs that have work to do,
// and the solver's calls other than suggestions, constant changes and value updates.

extension Tableau {
  /// Adds the pending move to the restricted rows and forgets it, and disarms the next
  /// deferral: something other than another move of the same marker comes next.
  ///
  /// - Complexity: O(1) when nothing is pending; otherwise O(restricted rows holding the
  ///   marker).
  @inline(__always)
  mutating func settlePendingShift() {
    pendingShift.armed = -1
    if pendingShift.isPending { applyPendingShift() }
  }

  private mutating func applyPendingShift() {
    let amount = pendingShift.amount
    let count = pendingShift.restrictedRows.count
    pendingShift.restrictedRows.withUnsafeBufferPointer { entryRows in
      pendingShift.restrictedCoefficients.withUnsafeBufferPointer { coefficients in
        rows.constant.withUnsafeMutableBufferPointer { constant in
          for k in 0..<count {
            let r = Int(entryRows[k])
            constant[r] = Tolerance.constantSum(constant[r], coefficients[k] * amount)
          }
        }
      }
    }
    pendingShift.clear()
  }

  /// Moves `marker` by `shift` without touching its restricted rows, when its total move stays
  /// where all of them stay feasible: on the marker's second deferrable move in a row the
  /// interval is taken from its exact column copy in `slot`; after that each move is checked
  /// against it. The rows with an unrestricted basic symbol are moved at once and listed in
  /// `flagged`. Returns `false`, with nothing pending, when the move has to be made in full.
  ///
  /// - Complexity: O(rows with an unrestricted basic symbol holding the marker), and O(column)
  ///   once when the interval is taken.
  mutating func deferShift(
    _ marker: Symbol, by shift: Double, slot: Int, flagged: inout [Int32]
  ) -> Bool {
    if pendingShift.marker == marker {
      let total = pendingShift.amount + shift
      guard total >= pendingShift.low, total <= pendingShift.high else {
        settlePendingShift()
        return false
      }
      pendingShift.amount = total
      moveUnrestrictedRows(by: shift, flagged: &flagged)
      return true
    }
    // Nothing is pending here: another marker's pending move was settled before this one
    // moved. Only an armed marker's move is worth a pass over its copy.
    guard pendingShift.armed == marker, !journal.isOpen else { return false }
    guard takeInterval(of: marker, slot: slot), shift >= pendingShift.low,
      shift <= pendingShift.high
    else {
      pendingShift.clear()
      return false
    }
    pendingShift.marker = marker
    pendingShift.amount = shift
    moveUnrestrictedRows(by: shift, flagged: &flagged)
    return true
  }

  /// Adds `shift` times the marker's coefficient to each row with an unrestricted basic symbol
  /// and lists the row in `flagged`.
  private mutating func moveUnrestrictedRows(by shift: Double, flagged: inout [Int32]) {
    for (k, r) in pendingShift.unrestrictedRows.enumerated() {
      rows.constant[Int(r)] = Tolerance.constantSum(
        rows.constant[Int(r)], pendingShift.unrestrictedCoefficients[k] * shift)
      flagged.append(r)
    }
  }

  /// Fills the entries and the interval of ``pendingShift`` from `marker`'s column copy in
  /// `slot`; `false` when the copy is not exact (a row changed since it was taken, or rows
  /// wait to be added to it) or a basic dummy holds the marker (no move keeps it at zero).
  private mutating func takeInterval(of marker: Symbol, slot: Int) -> Bool {
    pendingShift.clear()
    let column = columns.caches[slot]
    guard column.symbol == marker, column.pending.isEmpty, column.epoch == rows.versionEpoch
    else { return false }
    var low = -Double.infinity
    var high = Double.infinity
    for k in column.rows.indices {
      let r = column.rows[k]
      guard Int(r) < rows.slotCount, rows.basic[Int(r)] >= 0,
        column.versions[k] == rows.version[Int(r)]
      else { return false }
      let coefficient = column.coefficients[k]
      let kind = column.kinds[k]
      if kind.isUnrestricted {
        pendingShift.unrestrictedRows.append(r)
        pendingShift.unrestrictedCoefficients.append(coefficient)
        continue
      }
      guard kind.isRestricted else { return false }
      pendingShift.restrictedRows.append(r)
      pendingShift.restrictedCoefficients.append(coefficient)
      // The row stays at or above zero while `constant + coefficient · total >= 0`.
      let bound = -rows.constant[Int(r)] / coefficient
      if coefficient > 0 {
        low = Swift.max(low, bound + Self.margin(of: bound))
      } else {
        high = Swift.min(high, bound - Self.margin(of: bound))
      }
    }
    pendingShift.low = low
    pendingShift.high = high
    return low <= high
  }

  /// How far inside a row's bound a deferred total move must stay: far more than the rounding
  /// of the bound and of the row's constant computed later in one sum instead of move by move,
  /// so that a row the interval keeps is never found below zero when the move is settled.
  @inline(__always)
  static func margin(of bound: Double) -> Double {
    1e-9 * Swift.max(1, abs(bound))
  }
}
