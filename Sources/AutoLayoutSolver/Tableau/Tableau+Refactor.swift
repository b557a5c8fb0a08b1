// The tableau's part of a refactorization (see SolverCore+Refactor.swift): forgetting the rows
// while keeping the symbols, and rebuilding the objective and the feasibility queue from rows
// computed afresh.

extension Tableau {
  /// A flag per symbol id: whether the symbol is basic now.
  ///
  /// - Complexity: O(symbols).
  func basicFlags() -> [Bool] {
    (0..<symbolCount).map { isBasic(Symbol($0)) }
  }

  /// Forgets every row, the column index, the objective and the queued candidates, keeping the
  /// symbols (their kinds, owners and cost levels) and the priority levels.
  ///
  /// Every external and free symbol is noted as changed: its value is about to be recomputed.
  ///
  /// - Complexity: O(symbols + row slots).
  mutating func removeAllRows() {
    settlePendingShift()
    precondition(!journal.isOpen, "rows removed under a journal")
    for symbol in 0..<symbolCount { noteChanged(Symbol(symbol)) }
    rows.removeAll()
    columns = ColumnIndex()
    columns.reserveSymbols(kinds.count)
    weights = WeightTable()
    weights.reserveSymbols(kinds.count)
    candidates.removeAll()
    for symbol in basicRow.indices { basicRow[symbol] = -1 }
    dummyRows.clearKeepingCapacity()
    degenerateRun = 0
    noiseEvents = 0
  }

  /// Rebuilds the objective from the rows: each error symbol's own cost at its level, carried
  /// by the symbols of its row when it is basic. Every symbol given a weight is queued.
  ///
  /// - Complexity: O(symbols + cells of the rows of basic error symbols).
  mutating func rebuildObjective() {
    for symbol in 0..<symbolCount {
      let level = costLevel[symbol]
      guard level >= 0 else { continue }
      let index = basicRow[symbol]
      if index >= 0 {
        addToObjective(row: index, times: costWeight[symbol], level: level)
      } else {
        addWeight(costWeight[symbol], to: Symbol(symbol), at: level)
      }
    }
  }

  /// Settles every row's constant that is feasible up to the tolerance on its bound, and queues
  /// the rows that are not: restricted rows below zero, dummy rows off zero.
  ///
  /// - Complexity: O(row slots).
  mutating func queueInfeasibleRows(into infeasible: inout SymbolHeap) {
    settlePendingShift()
    for index in 0..<rows.slotCount {
      let basic = rows.basic[index]
      guard basic >= 0 else { continue }
      let kind = kinds[Int(basic)]
      let constant = rows.constant[index]
      if kind.isRestricted, constant < 0 {
        if constant >= -Tolerance.feasibility {
          rows.constant[index] = 0
        } else {
          infeasible.push(basic)
        }
      } else if kind == .dummy, constant != 0 {
        if abs(constant) <= Tolerance.feasibility {
          rows.constant[index] = 0
        } else {
          infeasible.push(basic)
        }
      }
    }
  }

  /// Notes a sign of rounding noise in the rows (a residue dropped, a cycle, a run cut short):
  /// the solver refactorizes at the end of the call (see SolverCore+Refactor.swift).
  @inline(__always)
  mutating func noteNoise() {
    noiseEvents += 1
  }
}
