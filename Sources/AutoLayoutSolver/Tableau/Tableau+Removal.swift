// Taking a constraint's marker out of the tableau, as in kiwi's `removeConstraint`: the marker
// is made basic (if it is not already) in the row chosen to keep every restricted row feasible,
// and that row is dropped.

extension Tableau {
  /// The row in which to make parametric `marker` basic before dropping it: first the
  /// restricted row that the marker decreases soonest (or a basic-dummy row, which blocks it at
  /// once in either direction), then the restricted row it increases, then any unrestricted
  /// row whose coefficient of the marker is not tiny beside the others' (see
  /// ``unrestrictedPivotFloor``). Ties go to the shortest row, then to the lowest basic symbol.
  ///
  /// The pivot substitutes the chosen row into every other row that holds the marker, so its
  /// length is what the removal costs (and what fills the other rows in): on a layout, where
  /// most ratios are zero and tie, taking the shortest row instead of the first one roughly
  /// halves the cells a removal merges.
  ///
  /// A row where the marker's coefficient is rounding noise (see `Tableau+Noise.swift`) is
  /// never chosen: the pivot would divide the row by the residue, and every number it
  /// substitutes into the others would come out a trillion times too large. Such residues are
  /// dropped from their rows (and from `scratch`); when only they held the marker, there is no
  /// row to choose.
  mutating func markerLeavingRow(_ marker: Symbol, scratch: inout [Int32]) -> Int32? {
    settlePendingShift()
    collectRows(containing: marker, into: &scratch)
    // Rows that hold the marker only as a residue leave it before the choice. Chosen, one would
    // be divided by the residue; left in place, each would take the chosen row at the residue's
    // scale, its constant moved by the residue times the marker's new value (in seed 83's dense
    // system 796, residues of 1e-11 beside a marker that came out at 15,331 moved dozens of rows
    // by 1e-7, and a constraint ended 8.4e-6 off). Only a coefficient below
    // ``Tolerance/noiseSuspect`` is tested against its row: the usual removal reads no row.
    var residues: [Int32] = []
    for (k, index) in scratch.enumerated()
    where kinds[Int(rows.basic[Int(index)])] != .objective
      && isNoise(rows.cellValues[Int(cellPositions[k])], inRow: index)
    {
      residues.append(index)
    }
    if !residues.isEmpty { dropResidues(of: marker, in: residues, collected: &scratch) }
    return leavingRow(for: marker, among: scratch)
  }

  /// Removes `marker`'s cells from the rows in `residues`, where they are rounding noise, and
  /// those rows from `collected` (and their positions from ``cellPositions``).
  ///
  /// The residues are zeros: left in place, the pivot on the chosen row would substitute that
  /// row into each of them at the residue's scale, spreading cells of 1e-14 for every symbol it
  /// holds. In a basic dummy's row, whose cells must all be dummies, those would be errors and
  /// slacks (`dummy-residue-127`).
  ///
  /// - Complexity: O(`collected` · `residues`), plus O(row length) per residue.
  private mutating func dropResidues(
    of marker: Symbol, in residues: [Int32], collected: inout [Int32]
  ) {
    var kept = 0
    for k in collected.indices where !residues.contains(collected[k]) {
      collected[kept] = collected[k]
      cellPositions[kept] = cellPositions[k]
      kept += 1
    }
    collected.removeLast(collected.count - kept)
    cellPositions.removeLast(cellPositions.count - kept)
    for index in residues { dropCell(marker, fromRow: index) }
  }

  /// How small, beside the largest, the marker's coefficient in an unrestricted row may be for
  /// the row to be chosen. Any unrestricted row keeps the others feasible, so the choice is
  /// free, and the shortest row is the cheapest; but a pivot on a coefficient a thousand times
  /// smaller than another multiplies every number it substitutes a thousandfold, rounding
  /// included (in a shrunk fuzz system of seed 55, `removal-pivot-18`, a pivot on 0.0007 where
  /// 0.44 was on offer left constraints off by 3e-7). A tenth is the threshold that sparse LU
  /// codes use for the same trade between fill-in and growth; a hundredth let a pivot on 0.042
  /// beside 0.5 leave a constraint 3.0e-7 off (seed 83, `removal-drift-29`).
  static let unrestrictedPivotFloor = 1e-1

  /// The choice of ``markerLeavingRow(_:scratch:)`` among `candidates` (whose marker cells are
  /// at ``cellPositions``).
  ///
  /// `mutating` although it only reads: around a non-mutating call from mutating code the
  /// optimizer copied the whole tableau (864 bytes) onto the stack at every call.
  private mutating func leavingRow(for marker: Symbol, among candidates: [Int32]) -> Int32? {
    var first = LeavingCandidate()
    var firstIsDummy = false
    var second = LeavingCandidate()
    var largestUnrestricted = 0.0
    for (k, index) in candidates.enumerated() {
      let basic = rows.basic[Int(index)]
      let kind = kinds[Int(basic)]
      if kind == .objective { continue }
      if kind.isUnrestricted {
        let magnitude = abs(rows.cellValues[Int(cellPositions[k])])
        if magnitude > largestUnrestricted { largestUnrestricted = magnitude }
        continue
      }
      let length = rows.length(of: index)
      // A basic dummy must stay at zero, so it lets the marker move in neither direction:
      // ratio zero whatever the sign. Counted with the rows the marker decreases (which win),
      // it keeps a row that merely holds the marker from pivoting it to a non-zero value,
      // which would move the dummy too (a redundant duplicate equality then stops holding).
      // It also wins every tie at ratio zero: pivoting on another row would substitute the
      // marker's new row, with that row's slack, into the dummy row, which must hold dummies
      // only (a slack in it could later move the dummy away from zero).
      if kind == .dummy {
        if !firstIsDummy { first = LeavingCandidate() }
        firstIsDummy = true
        first.consider(index, ratio: 0, length: length, basic: basic)
        continue
      }
      if firstIsDummy { continue }
      let coefficient = rows.coefficient(of: marker, in: index)
      let constant = max(0, rows.constant[Int(index)])
      if coefficient < 0 {
        first.consider(index, ratio: constant / -coefficient, length: length, basic: basic)
      } else {
        second.consider(index, ratio: constant / coefficient, length: length, basic: basic)
      }
    }
    if first.index >= 0 { return first.index }
    if second.index >= 0 { return second.index }
    // Only unrestricted rows: the shortest one whose pivot is not tiny.
    let floor = largestUnrestricted * Self.unrestrictedPivotFloor
    var third = LeavingCandidate()
    for (k, index) in candidates.enumerated() {
      let basic = rows.basic[Int(index)]
      guard kinds[Int(basic)].isUnrestricted, abs(rows.cellValues[Int(cellPositions[k])]) >= floor
      else { continue }
      third.consider(index, ratio: 0, length: rows.length(of: index), basic: basic)
    }
    return third.index >= 0 ? third.index : nil
  }

  /// The best row found so far by ``markerLeavingRow(_:scratch:)`` in one of its classes: the
  /// smallest ratio, then the shortest row, then the lowest basic symbol.
  private struct LeavingCandidate {
    var index: Int32 = -1
    var ratio = Double.infinity
    var length = Int.max
    var basic = Symbol.max

    /// Takes row `index` if it beats the current choice.
    @inline(__always)
    mutating func consider(_ index: Int32, ratio: Double, length: Int, basic: Symbol) {
      if ratio < self.ratio
        || (ratio == self.ratio
          && (length < self.length || (length == self.length && basic < self.basic)))
      {
        self = LeavingCandidate(index: index, ratio: ratio, length: length, basic: basic)
      }
    }
  }

  /// Removes `marker` from the tableau together with one row, so that the tableau describes the
  /// system without the marker's constraint.
  ///
  /// - Returns: The largest magnitudes among the constants and among the cells of the rows that
  ///   the marker's pivot changed (0 when no pivot was needed), for
  ///   ``SolverCore/noteRemovalGrowth(_:cell:)``.
  /// - Complexity: O(rows holding `marker` · their length) for the pivot.
  @discardableResult
  mutating func removeMarker(
    _ marker: Symbol, scratch: inout [Int32]
  ) -> (constant: Double, cell: Double) {
    settlePendingShift()
    let basic = basicRow[Int(marker)]
    if basic >= 0 {
      removeRow(basic)
      return (0, 0)
    }
    guard let index = markerLeavingRow(marker, scratch: &scratch) else { return (0, 0) }
    // `markerLeavingRow` left the rows that hold the marker in `scratch`, and its cells in
    // `cellPositions`. A dummy carries no weights (see `Tableau+DummyWeights.swift`): the pivot
    // substitutes the marker's weights into the objective, so they are priced first.
    if kinds[Int(marker)] == .dummy { priceDummy(marker, collected: scratch) }
    pivot(row: index, entering: marker, scratch: &scratch, collected: true)
    // The pivot left the rows it changed in `scratch`; their cells are read again for the
    // growth they took (no more than the pivot itself wrote).
    var largest = 0.0
    var largestCell = 0.0
    for changed in scratch where changed != index {
      largest = Swift.max(largest, abs(rows.constant[Int(changed)]))
      for k in rows.cells(changed) { largestCell = Swift.max(largestCell, abs(rows.cellValues[k])) }
    }
    removeRow(index)
    return (largest, largestCell)
  }
}

extension Tableau {
  /// Makes free `symbol` basic in a basic-dummy row that holds it, if there is one.
  ///
  /// A dummy row says that a required equality is implied by others; when one of those others
  /// is removed and its marker turns free, the dummy row is what now pins the free symbol. The
  /// symbol must take the dummy's place: left parametric, a later pivot on it through another
  /// row would substitute restricted symbols into the dummy row, and the dummy could then move
  /// away from zero, breaking the equality.
  ///
  /// - Complexity: O(dummy rows · log row length), plus one pivot when a dummy row holds it.
  mutating func settleInDummyRow(_ symbol: Symbol, scratch: inout [Int32]) {
    settlePendingShift()
    guard !isBasic(symbol) else { return }
    // Search the dummy rows for the symbol rather than the symbol's column for dummy rows:
    // there are few dummy rows, and a column may be long. Rows that no longer have a dummy basic
    // symbol, and repeated entries, are dropped on the way.
    let stamp = nextRowStamp()
    var chosen: Int32 = -1
    var chosenBasic = Symbol.max
    var chosenMagnitude = 0.0
    var kept = 0
    for k in dummyRows.indices {
      let index = dummyRows[k]
      guard Int(index) < rows.slotCount, rowStamp[Int(index)] != stamp else { continue }
      let basic = rows.basic[Int(index)]
      guard basic >= 0, kinds[Int(basic)] == .dummy else { continue }
      rowStamp[Int(index)] = stamp
      dummyRows[kept] = index
      kept += 1
      let magnitude = abs(rows.coefficient(of: symbol, in: index))
      guard magnitude > Tolerance.pivot else { continue }
      if magnitude > chosenMagnitude || (magnitude == chosenMagnitude && basic < chosenBasic) {
        chosen = index
        chosenBasic = basic
        chosenMagnitude = magnitude
      }
    }
    dummyRows.removeLast(dummyRows.count - kept)
    if chosen >= 0 { pivot(row: chosen, entering: symbol, scratch: &scratch) }
  }
}
