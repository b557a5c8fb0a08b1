// Adding a row that has no feasible subject: phase one with an artificial variable, as in
// kiwi's `addWithArtificialVariable`, but with the column index doing the substitutions.

extension Tableau {
  /// The outcome of ``addWithArtificialVariable(_:preferredDummy:scratch:)``.
  enum PhaseOneResult {
    /// The row now holds.
    case added
    /// No assignment satisfies the row together with the rows already present; the symbols
    /// are the parametric symbols of the final artificial objective, whose constraints form
    /// the conflict.
    case infeasible(conflict: [Symbol])
  }

  /// Adds `row` (`0 = constant + Σ cells`, with `constant >= 0`) by minimising an artificial
  /// variable that measures how far the row is from holding.
  ///
  /// The caller keeps a journal, so that an infeasible row can be rolled back exactly.
  /// - Parameters:
  ///   - preferredDummy: The dummy marker of the row's constraint, made basic when the row turns
  ///     out to be redundant.
  ///   - driftScale: The largest term that went into the row's constant: a residual within
  ///     ``Tolerance/feasibility`` of it (or of the constant) is rounding drift, and the row
  ///     holds.
  mutating func addWithArtificialVariable(
    _ row: Row, preferredDummy: Symbol, driftScale: Double = 1, scratch: inout [Int32]
  ) -> PhaseOneResult {
    settlePendingShift()
    statistics.phaseOneRows += 1
    let artificial = makeSymbol(.slack, owner: -1)
    var artificialRow = row
    artificialRow.basic = artificial
    _ = insertRow(artificialRow)
    let objective = makeSymbol(.objective, owner: -1)
    var objectiveRow = row
    objectiveRow.basic = objective
    let objectiveIndex = insertRow(objectiveRow)

    // Minimise the artificial objective (Bland's rule on a single scalar row).
    while let (entering, direction) = phaseOneEntering(objectiveIndex) {
      guard let leaving = leavingRow(for: entering, direction: direction, scratch: &scratch) else {
        // The artificial objective is bounded below by zero, so in exact arithmetic every
        // improving move is blocked: this coefficient is rounding noise. Drop it and go on
        // with the others (stopping here would report a feasible row as a conflict).
        dropCell(entering, fromRow: objectiveIndex)
        continue
      }
      pivot(row: leaving, entering: entering, scratch: &scratch)
      statistics.phaseOnePivots += 1
    }
    let residual = rows.constant[Int(objectiveIndex)]
    if residual > Tolerance.feasibility * max(1, row.constant, driftScale) {
      var conflict: [Symbol] = []
      let noise = Tolerance.relativeNoise * rows.largestMagnitude(of: objectiveIndex)
      for k in rows.cells(objectiveIndex) where abs(rows.cellValues[k]) > noise {
        conflict.append(rows.cellSymbols[k])
      }
      return .infeasible(conflict: conflict)
    }
    removeRow(objectiveIndex)
    releaseSymbol(objective)

    // If the artificial variable is still basic, pivot it out (its row is at zero). Rounding
    // noise beside the row's largest coefficient is no way out: dropped first, it can neither
    // enter (a pivot on 1e-16 fills the tableau with 1e16s: a row of dummies that cancelled to
    // all but a residue of a slack made that slack basic) nor spread into the rows the pivot
    // substitutes into.
    let artificialIndex = basicRow[Int(artificial)]
    if artificialIndex >= 0 {
      // Its constant is the residual, drift within the tolerance: the row holds, so it is zero
      // (left in, the pivot below would hand it to the entering symbol, a restricted one below
      // zero for a positive coefficient).
      rows.constant[Int(artificialIndex)] = 0
      let limit = Tolerance.relativeNoise * rows.largestMagnitude(of: artificialIndex)
      if rows.cells(artificialIndex).contains(where: { abs(rows.cellValues[$0]) <= limit }) {
        dropNoise(inRow: artificialIndex, atMost: limit)
      }
      let cells = Array(rows.cellSymbols[rows.cells(artificialIndex)])
      if cells.isEmpty {
        removeRow(artificialIndex)
      } else {
        var entering = cells.first { kinds[Int($0)].canEnter } ?? -1
        if entering < 0 {
          entering = cells.contains(preferredDummy) ? preferredDummy : cells[0]
        }
        pivot(row: artificialIndex, entering: entering, scratch: &scratch)
      }
    }
    // The artificial variable now stays at zero for good: drop its column.
    eraseColumn(artificial, scratch: &scratch)
    releaseSymbol(artificial)
    return .added
  }

  /// The lowest symbol whose move lowers phase one's objective row, with the direction.
  /// Coefficients that are rounding noise beside the row's largest (``Tolerance/relativeNoise``)
  /// do not count.
  ///
  /// `mutating` although it only reads: around a non-mutating call from mutating code the
  /// optimizer copied the whole tableau (864 bytes) onto the stack at every call.
  private mutating func phaseOneEntering(_ objectiveIndex: Int32) -> (Symbol, Double)? {
    let limit = Tolerance.relativeNoise * rows.largestMagnitude(of: objectiveIndex)
    for k in rows.cells(objectiveIndex) {
      let symbol = rows.cellSymbols[k]
      let coefficient = rows.cellValues[k]
      let kind = kinds[Int(symbol)]
      if kind.isRestricted {
        if coefficient < -limit { return (symbol, 1) }
      } else if kind.isUnrestricted, kind != .objective, abs(coefficient) > limit {
        return (symbol, coefficient < 0 ? 1 : -1)
      }
    }
    return nil
  }
}
