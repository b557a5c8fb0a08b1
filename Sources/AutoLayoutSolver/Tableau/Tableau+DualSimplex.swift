// The dual simplex, used when constants change (an edit suggestion, a new constant): the
// objective stays optimal but some restricted rows may turn negative. It takes the infeasible
// row with the lowest basic symbol, and enters the symbol with the smallest lexicographic ratio
// `weights / coefficient` among those that raise the row, ties to the lowest symbol.

extension Tableau {
  /// Queues a row for the dual simplex when its constant no longer fits its basic symbol.
  @inline(__always)
  mutating func checkFeasibility(_ index: Int32, into infeasible: inout SymbolHeap) {
    let basic = rows.basic[Int(index)]
    let kind = kinds[Int(basic)]
    let constant = rows.constant[Int(index)]
    if kind.isRestricted {
      if constant < -Tolerance.feasibility { infeasible.push(basic) }
    } else if kind == .dummy, constant != 0 {
      infeasible.push(basic)
    }
  }

  /// Moves the constraint whose marker is `marker` by `shift`: the marker's value (as a
  /// parametric symbol) changes by `-shift`, which is what a change of the constraint's
  /// constant amounts to. Rows that become infeasible are queued.
  ///
  /// - Complexity: O(rows holding the marker).
  mutating func shiftMarker(
    _ marker: Symbol, by shift: Double, infeasible: inout SymbolHeap, scratch: inout [Int32]
  ) {
    let row = basicRow[Int(marker)]
    if row >= 0 {
      journalRow(row)
      rows.constant[Int(row)] = Tolerance.sum(rows.constant[Int(row)], -shift)
      noteRowChanged(row)
      checkFeasibility(row, into: &infeasible)
      return
    }
    var positions: [Int32] = []
    swap(&positions, &cellPositions)
    collectRows(containing: marker, into: &scratch, positions: &positions)
    defer { swap(&positions, &cellPositions) }
    for (k, index) in scratch.enumerated() {
      journalRow(index)
      let coefficient = rows.cellValues[Int(positions[k])]
      rows.constant[Int(index)] = Tolerance.sum(rows.constant[Int(index)], coefficient * shift)
      let basic = rows.basic[Int(index)]
      let kind = kinds[Int(basic)]
      if kind.isUnrestricted {
        noteChanged(basic)
      } else {
        checkFeasibility(index, into: &infeasible)
      }
    }
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// - Returns: `nil` on success, or the index of a row that no pivot can make feasible: the
  ///   required constraints cannot all hold any more.
  mutating func dualOptimize(infeasible: inout SymbolHeap, scratch: inout [Int32]) -> Int32? {
    while let basic = infeasible.popMin() {
      let index = basicRow[Int(basic)]
      if index < 0 { continue }
      let kind = kinds[Int(basic)]
      let constant = rows.constant[Int(index)]
      if kind.isRestricted ? constant >= -Tolerance.feasibility : constant == 0 { continue }
      guard let entering = dualEntering(row: index, raising: kind != .dummy || constant < 0)
      else {
        infeasible.removeAll()
        return index
      }
      pivot(row: index, entering: entering, scratch: &scratch)
      // `scratch` now lists the rows the pivot substituted into; their constants moved.
      for touched in scratch where touched != index && rows.basic[Int(touched)] >= 0 {
        checkFeasibility(touched, into: &infeasible)
      }
    }
    return nil
  }

  /// The symbol to enter into infeasible row `index`: an unrestricted symbol if the row has one
  /// (it can move either way at no cost), else the restricted symbol with a coefficient of the
  /// right sign and the smallest ratio of weights to coefficient.
  private func dualEntering(row index: Int32, raising: Bool) -> Symbol? {
    var best: Symbol = -1
    var bestCoefficient = 0.0
    let sign: Double = raising ? 1 : -1
    for k in rows.cells(index) {
      let symbol = rows.cellSymbols[k]
      let coefficient = rows.cellValues[k] * sign
      let kind = kinds[Int(symbol)]
      if kind.isUnrestricted {
        if abs(coefficient) > Tolerance.pivot { return symbol }
        continue
      }
      guard kind.isRestricted, coefficient > Tolerance.pivot else { continue }
      if best < 0
        || weights.compare(
          symbol, scaledBy: coefficient, best, scaledBy: bestCoefficient, ranks: levels.ranks) < 0
      {
        best = symbol
        bestCoefficient = coefficient
      }
    }
    return best >= 0 ? best : nil
  }
}
