// Rounding noise in the rows.
//
// On a dense, ill-conditioned system, substitutions leave residues in the rows: a coefficient
// of 1e-10 where the exact one is 0, beside coefficients of 1. Pivoting on such a residue
// divides the whole row by it, which turns every other residue into a huge number; from there
// the simplex can cycle or lose a required constraint. Two rules keep residues harmless: a
// coefficient that is tiny beside its row's largest (``Tolerance/relativeNoise``) is never a
// pivot element, and it is removed from the row when that is found, so that the row says what
// the simplex assumed; and a pivot row is cleaned of such residues before it is substituted
// into other rows, so that they do not spread.

extension Tableau {
  /// Whether `coefficient`, the coefficient of `symbol` in row `index`, is rounding noise beside
  /// the row's other coefficients; if so, the cell is removed from the row.
  ///
  /// - Complexity: O(1) for a coefficient of ``Tolerance/noiseSuspect`` or more; else O(*n*)
  ///   for a row of *n* cells.
  mutating func dropIfNoise(_ symbol: Symbol, in index: Int32, coefficient: Double) -> Bool {
    guard isNoise(coefficient, inRow: index) else { return false }
    dropCell(symbol, fromRow: index)
    return true
  }

  /// Whether `coefficient`, a coefficient of row `index`, is rounding noise beside the row's
  /// other coefficients (``Tolerance/relativeNoise`` of its largest).
  ///
  /// - Complexity: O(1) for a coefficient of ``Tolerance/noiseSuspect`` or more; else O(*n*)
  ///   for a row of *n* cells.
  func isNoise(_ coefficient: Double, inRow index: Int32) -> Bool {
    let magnitude = abs(coefficient)
    guard magnitude < Tolerance.noiseSuspect else { return false }
    return magnitude <= Tolerance.relativeNoise * rows.largestMagnitude(of: index)
  }

  /// Removes the cell of `symbol` from row `index`, a residue the simplex treats as zero.
  mutating func dropCell(_ symbol: Symbol, fromRow index: Int32) {
    settlePendingShift()
    noteNoise()
    journalRow(index)
    _ = rows.removeCell(symbol, from: index)
    noteRowChanged(index)
  }

  /// Removes from row `index` every coefficient at most `limit` (``Tolerance/relativeNoise``
  /// times the row's largest, which the caller has at hand).
  ///
  /// - Complexity: O(*n*) for a row of *n* cells.
  mutating func dropNoise(inRow index: Int32, atMost limit: Double) {
    noteNoise()
    journalRow(index)
    rows.removeCells(of: index, atMost: limit)
    noteRowChanged(index)
  }

  /// Removes from every row whose basic symbol is a dummy the cells that are rounding noise
  /// beside the row's largest (``Tolerance/relativeNoise`` of it).
  ///
  /// A dummy row says that a required equality follows from others: in exact arithmetic it
  /// holds dummies (and free symbols) only, since a slack or an error in it could move the dummy
  /// away from zero. A refactorization computes it afresh from the constraint, and the
  /// elimination can leave residues of 1e-15 beside its coefficients of 1 for the errors and
  /// slacks that cancelled.
  ///
  /// - Complexity: O(cells of the dummy rows), plus O(row slots).
  mutating func dropResiduesInDummyRows() {
    for index in 0..<Int32(truncatingIfNeeded: rows.slotCount) {
      let basic = rows.basic[Int(index)]
      guard basic >= 0, kinds[Int(basic)] == .dummy else { continue }
      let limit = Tolerance.relativeNoise * rows.largestMagnitude(of: index)
      if rows.cells(index).contains(where: { abs(rows.cellValues[$0]) <= limit }) {
        dropNoise(inRow: index, atMost: limit)
      }
    }
  }
}
