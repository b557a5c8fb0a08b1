// The dual simplex, used when constants change (an edit suggestion, a new constant): the
// objective stays optimal but some restricted rows may turn negative. It takes the most
// infeasible row (Bland's lowest symbol after a while, see `dualOptimize`), and enters the
// symbol with the smallest lexicographic ratio `weights / coefficient` among those that raise
// the row.

extension Tableau {
  /// Queues a row for the dual simplex when its constant no longer fits its basic symbol.
  @inline(__always)
  mutating func checkFeasibility(_ index: Int32, into infeasible: inout SymbolHeap) {
    let basic = rows.basic[Int(index)]
    if Self.isInfeasible(kinds[Int(basic)], at: rows.constant[Int(index)]) {
      infeasible.push(basic)
    }
  }

  /// Whether a row whose basic symbol is of `kind` breaks that symbol's bounds at `constant`: a
  /// restricted symbol below zero (beyond the tolerance), a dummy anywhere but at zero.
  @inline(__always)
  static func isInfeasible(_ kind: SymbolKind, at constant: Double) -> Bool {
    kind.isRestricted ? constant < -Tolerance.feasibility : kind == .dummy && constant != 0
  }

  /// Moves the constraint whose marker is `marker` by `shift`: the marker's value (as a
  /// parametric symbol) changes by `-shift`, which is what a change of the constraint's
  /// constant amounts to. Rows that become infeasible are queued.
  ///
  /// - Complexity: O(rows holding the marker); a deferred move (see ``PendingShift``),
  ///   O(rows with an unrestricted basic symbol holding it).
  mutating func shiftMarker(
    _ marker: Symbol, by shift: Double, infeasible: inout SymbolHeap, scratch: inout [Int32]
  ) {
    let row = basicRow[Int(marker)]
    // Another marker's move, or any move under a journal, sees every row as it is.
    if row >= 0 || journal.isOpen || (pendingShift.isPending && pendingShift.marker != marker) {
      settlePendingShift()
    }
    if row >= 0 {
      journalRow(row)
      rows.constant[Int(row)] = Tolerance.constantSum(rows.constant[Int(row)], -shift)
      noteRowChanged(row)
      checkFeasibility(row, into: &infeasible)
      return
    }
    if journal.isOpen {
      // A call that may fail saves each row before its first change: collect the rows first.
      var positions: [Int32] = []
      swap(&positions, &cellPositions)
      collectRows(containing: marker, into: &scratch, positions: &positions)
      defer { swap(&positions, &cellPositions) }
      for (k, index) in scratch.enumerated() {
        journalRow(index)
        let coefficient = rows.cellValues[Int(positions[k])]
        rows.constant[Int(index)] = Tolerance.constantSum(
          rows.constant[Int(index)], coefficient * shift)
      }
    } else {
      // One walk of the column (or of its copy) finds each row, moves its constant and flags
      // it if needed: a row's data is read once instead of once per pass.
      shiftMarkerColumn(marker, by: shift, flagged: &scratch)
    }
    let queued = infeasible.count
    for index in scratch {
      let basic = rows.basic[Int(index)]
      let kind = kinds[Int(basic)]
      if kind.isUnrestricted {
        noteChanged(basic)
      } else if kind == .dummy, rows.constant[Int(index)] != 0,
        isNoise(rows.coefficient(of: marker, in: index), inRow: index)
      {
        // A basic dummy's row says that a required equality follows from others, and holds
        // this marker only through rounding residue (`d60 = -5.3e-15·d35 + 0.25·d38 -
        // 0.5·d49` in `dummy-residue-24`): the move is no business of that row, which must
        // stay at zero. Left moved, the dummy could not be brought back (no symbol may enter
        // a dummy's row), and an unrelated constant change was refused as a conflict.
        // The cell goes first: dropping it settles any deferred move, which must not reach
        // the row afterwards.
        dropCell(marker, fromRow: index)
        rows.constant[Int(index)] = 0
      } else {
        checkFeasibility(index, into: &infeasible)
      }
    }
    // A move through an exact column copy that needs no pivot is likely to be followed by
    // another such move (a drag, an animation): the next one may be deferred.
    if !journal.isOpen, !pendingShift.isPending, infeasible.count == queued,
      columns.cacheSlot(of: marker) >= 0
    {
      pendingShift.armed = marker
    }
  }

  /// The walk of ``shiftMarker(_:by:infeasible:scratch:)``: adds `shift` times the marker's
  /// coefficient to the constant of every row that holds `marker`, and appends to `flagged`
  /// the rows whose basic symbol is unrestricted (its value moved) or no longer feasible.
  /// Written against separate arguments so that no part of the tableau is copied.
  ///
  /// - Parameters:
  ///   - copy: Whether to append each row's entry (as it was before the shift) to `column`.
  /// - Complexity: O(length of the marker's column list · log row length).
  static func shiftColumn(
    _ marker: Symbol, by shift: Double, stamp: UInt32, rows: inout RowStore,
    kinds: [SymbolKind], columns: inout ColumnIndex, stamps: inout [UInt32],
    flagged: inout [Int32], copy: Bool, into column: inout CachedColumn
  ) {
    kinds.withUnsafeBufferPointer { kinds in
      stamps.withUnsafeMutableBufferPointer { stamps in
        rows.withViewAndConstants { view, constant in
          columns.walk(
            marker,
            keep: { row in
              guard Int(row) < view.basic.count, stamps[Int(row)] != stamp,
                view.basic[Int(row)] >= 0
              else { return -1 }
              let position = view.index(of: marker, in: row)
              if position >= 0 { stamps[Int(row)] = stamp }
              return position
            },
            found: { row, position in
              let r = Int(row)
              let coefficient = view.values[Int(position)]
              let value = Tolerance.constantSum(constant[r], coefficient * shift)
              constant[r] = value
              let kind = kinds[Int(view.basic[r])]
              if copy {
                column.append(
                  row: row, version: view.version[r], coefficient: coefficient, kind: kind)
              }
              if kind.isUnrestricted || isInfeasible(kind, at: value) { flagged.append(row) }
            })
        }
      }
    }
  }

  /// Restores feasibility after constants changed, keeping the objective optimal.
  ///
  /// - Returns: `nil` on success, or the index of a row that no pivot can make feasible: the
  ///   required constraints cannot all hold any more.
  ///
  /// Each step takes the most infeasible row (the largest violation; ties to the lowest symbol),
  /// the textbook dual rule, which needs far fewer pivots than taking rows in symbol order. That
  /// rule could cycle on a degenerate tableau, so after ``Tableau/dualGreedyPivots`` pivots, or
  /// while more rows are queued than a scan should search, rows are taken lowest symbol first
  /// (Bland's rule), which always terminates.
  ///
  /// - Parameter driftLimit: How far below zero the row of a restricted basic symbol with no
  ///   way out may be and still count as rounding drift: it is set to zero and the run goes on,
  ///   instead of failing. A slack that is zero in exact arithmetic comes out at -1.3e-9 after
  ///   the pivots of a dense system with constants in the hundreds (fuzz seed 75,
  ///   `drift-refusal-19`), and a valid change was refused; the caller passes
  ///   ``Tolerance/feasibility`` times the scale of the changed constraint's constants, the
  ///   precision a required constraint is held to, divided by the unit the symbol's own
  ///   constraint is written in (see ``ConstraintUnit``): the row holds the violation divided
  ///   by that unit. It is called with the symbol's owner (``owners``), the record of its
  ///   constraint. A basic dummy is never drift: it must be exactly zero.
  mutating func dualOptimize(
    infeasible: inout SymbolHeap, scratch: inout [Int32],
    driftLimit: (_ owner: Int32) -> Double = { _ in Tolerance.feasibility }
  ) -> Int32? {
    if infeasible.isEmpty { return nil }
    settlePendingShift()
    var pivots = 0
    let budget = pivotBudget
    var forcesBland = false
    cycleGuard.start()
    rows: while let basic =
      Self.takesRowsInSymbolOrder(
        forcesBland: forcesBland, pivots: pivots, queued: infeasible.count)
      ? infeasible.popMin() : infeasible.popMinimizing({ violation(of: $0) })
    {
      let index = basicRow[Int(basic)]
      if index < 0 { continue }
      let kind = kinds[Int(basic)]
      let constant = rows.constant[Int(index)]
      if kind.isRestricted ? constant >= -Tolerance.feasibility : constant == 0 { continue }
      if pivots == budget {
        // Rounding noise, as in `optimize`: give the row up as if it had no way out.
        statistics.cutSimplexRuns += 1
        noteNoise()
        infeasible.removeAll()
        return index
      }
      // Taken in symbol order, the next row is the queue's first: its cells are read now, so
      // that their misses overlap this row's pivot instead of stalling the next scan.
      if !infeasible.isEmpty,
        Self.takesRowsInSymbolOrder(
          forcesBland: forcesBland, pivots: pivots, queued: infeasible.count)
      {
        touchCells(ofRowOf: infeasible.symbol(at: 0))
      }
      var entering: Symbol
      var coefficient: Double
      repeat {
        var cells: [Int32] = []
        swap(&cells, &scannedCells)
        let found = dualEntering(
          row: index, raising: kind != .dummy || constant < 0,
          bland: forcesBland || pivots >= Self.dualGreedyPivots, nonDummyCells: &cells)
        swap(&cells, &scannedCells)
        guard let found else {
          if kind.isRestricted, constant >= -driftLimit(owners[Int(basic)]) {
            // Rounding drift, not a conflict: the row is at zero within the caller's limit.
            journalRow(index)
            rows.constant[Int(index)] = 0
            noteNoise()
            continue rows
          }
          infeasible.removeAll()
          return index
        }
        (entering, coefficient) = found
        // An unrestricted symbol ends the scan early: its list of cells is not whole.
        scannedRow = kinds[Int(entering)].isUnrestricted ? -1 : index
        // A residue is no way out of an infeasible row (see Tableau+Noise.swift): drop it and
        // choose again.
      } while dropIfNoise(entering, in: index, coefficient: coefficient)
      pivot(row: index, entering: entering, scratch: &scratch)
      pivots += 1
      if cycleGuard.revisits(entering: entering, leaving: basic) {
        // Back at a basis seen before (see ``CycleGuard``): Bland's rule from now on; if the
        // run still comes back, give the row up as if it had no way out.
        if forcesBland {
          statistics.cutSimplexRuns += 1
          noteNoise()
          infeasible.removeAll()
          return index
        }
        forcesBland = true
        noteNoise()
        cycleGuard.start()
      }
      // `scratch` now lists the rows the pivot substituted into; their constants moved.
      for touched in scratch where touched != index && rows.basic[Int(touched)] >= 0 {
        checkFeasibility(touched, into: &infeasible)
      }
    }
    return nil
  }

  /// Reads one cell in every cache line of the row whose basic symbol is `basic` (if any),
  /// keeping what it read in ``touchSink``: the dual simplex calls it for the row it will pivot
  /// next, whose cells, untouched since the row was written, otherwise miss the cache at the
  /// scan that follows, one line after another.
  ///
  /// - Complexity: O(row length / 8).
  @inline(__always)
  mutating func touchCells(ofRowOf basic: Symbol) {
    let r = basicRow[Int(basic)]
    if r < 0 { return }
    let range = rows.cells(r)
    var sink = touchSink
    rows.cellSymbols.withUnsafeBufferPointer { symbols in
      rows.cellValues.withUnsafeBufferPointer { values in
        var k = range.lowerBound
        while k < range.upperBound {
          sink &+= values[k].bitPattern
          if k & 15 == range.lowerBound & 15 { sink &+= UInt64(bitPattern: Int64(symbols[k])) }
          k += 8
        }
      }
    }
    touchSink = sink
  }

  /// Whether ``dualOptimize(infeasible:scratch:driftLimit:)`` takes the next row in symbol
  /// order (Bland's rule, the queue's first) rather than the most infeasible one: after a cycle,
  /// after ``dualGreedyPivots`` pivots, or while more rows are queued than ``dualGreedyQueue``.
  @inline(__always)
  static func takesRowsInSymbolOrder(forcesBland: Bool, pivots: Int, queued: Int) -> Bool {
    forcesBland || pivots >= dualGreedyPivots || queued > dualGreedyQueue
  }

  /// How many pivots one ``dualOptimize(infeasible:scratch:)`` makes taking the most infeasible
  /// row first before it falls back to Bland's rule.
  static let dualGreedyPivots = 64
  /// The longest queue that ``dualOptimize(infeasible:scratch:)`` searches for the most
  /// infeasible row; longer queues are taken in symbol order.
  static let dualGreedyQueue = 64

  /// How far basic `symbol` is from feasible, as a key to minimize: its row's constant for a
  /// restricted symbol (negative when infeasible), minus its magnitude for a dummy (which must be
  /// zero), and 0 for a symbol no longer basic.
  @inline(__always)
  private func violation(of symbol: Symbol) -> Double {
    let index = basicRow[Int(symbol)]
    if index < 0 { return 0 }
    let constant = rows.constant[Int(index)]
    return kinds[Int(symbol)] == .dummy ? -abs(constant) : constant
  }

  /// The first arena index in `start..<end` whose cell is not a dummy marker (`end` if none).
  ///
  /// Most cells of a layout's rows are the markers of required equalities, which can never
  /// enter: the scan skips them four at a time in a loop of its own, whose few values stay in
  /// registers (inside the caller's loop they were reloaded from the stack for every cell).
  ///
  /// - Complexity: O(`end` - `start`).
  @inline(never)
  static func firstNonDummyCell(
    symbols: UnsafeBufferPointer<Symbol>, kinds: UnsafeBufferPointer<SymbolKind>,
    from start: Int, to end: Int
  ) -> Int {
    var k = start
    while k + 4 <= end {
      if kinds[Int(symbols[k])] != .dummy { return k }
      if kinds[Int(symbols[k + 1])] != .dummy { return k + 1 }
      if kinds[Int(symbols[k + 2])] != .dummy { return k + 2 }
      if kinds[Int(symbols[k + 3])] != .dummy { return k + 3 }
      k += 4
    }
    while k < end, kinds[Int(symbols[k])] == .dummy { k += 1 }
    return k
  }

  /// The symbol to enter into infeasible row `index`: an unrestricted symbol if the row has one
  /// (it can move either way at no cost), else the restricted symbol with a coefficient of the
  /// right sign and the smallest ratio of weights to coefficient. Ties go to the symbol with the
  /// shortest column list (the pivot substitutes the row into every row of that column, so a
  /// short one costs and fills in less), then to the lowest symbol; with `bland`, straight to
  /// the lowest symbol. Returns the symbol with its coefficient (times -1 when lowering), and
  /// lists in `nonDummyCells` the arena indices of the row's cells that are not dummies (all
  /// of them unless an unrestricted symbol ended the scan), for the pivot's objective update.
  ///
  /// `mutating` although it only reads: around a non-mutating call from mutating code the
  /// optimizer copied the whole tableau (864 bytes) onto the stack at every call.
  private mutating func dualEntering(
    row index: Int32, raising: Bool, bland: Bool, nonDummyCells: inout [Int32]
  ) -> (symbol: Symbol, coefficient: Double)? {
    nonDummyCells.clearKeepingCapacity()
    var best: Symbol = -1
    var bestCoefficient = 0.0
    let sign: Double = raising ? 1 : -1
    let range = rows.cells(index)
    // Read through pointers: most cells of a layout's rows are dummy markers, which cost a
    // load and a compare each this way instead of three checked array reads.
    let unrestricted: (Symbol, Double)? = rows.cellSymbols.withUnsafeBufferPointer { symbols in
      rows.cellValues.withUnsafeBufferPointer { values in
        kinds.withUnsafeBufferPointer { kinds in
          var k = range.lowerBound
          while k < range.upperBound {
            var symbol = symbols[k]
            var kind = kinds[Int(symbol)]
            if kind == .dummy {
              // A run of dummies: skipped in a loop of its own.
              k = Self.firstNonDummyCell(
                symbols: symbols, kinds: kinds, from: k + 1, to: range.upperBound)
              if k == range.upperBound { break }
              symbol = symbols[k]
              kind = kinds[Int(symbol)]
            }
            defer { k += 1 }
            nonDummyCells.append(Int32(truncatingIfNeeded: k))
            let coefficient = values[k] * sign
            if kind.isUnrestricted {
              if abs(coefficient) > Tolerance.pivot { return (symbol, coefficient) }
              continue
            }
            guard kind.isRestricted, coefficient > Tolerance.pivot else { continue }
            let order =
              best < 0
              ? -1
              : weights.compare(
                symbol, scaledBy: coefficient, best, scaledBy: bestCoefficient,
                ranks: levels.ranks)
            if order < 0
              || (order == 0 && !bland && columns.count(of: symbol) < columns.count(of: best))
            {
              best = symbol
              bestCoefficient = coefficient
            }
          }
          return nil
        }
      }
    }
    if let unrestricted { return unrestricted }
    return best >= 0 ? (best, bestCoefficient) : nil
  }
}
