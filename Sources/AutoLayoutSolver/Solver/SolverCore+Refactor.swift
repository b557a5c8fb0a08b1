// Refactorization: every row of the tableau recomputed from the constraints, for the basis the
// simplex has reached.
//
// Each pivot adds multiples of one row to others, and each addition rounds. On layouts the
// coefficients are small integers and simple fractions and the rounding stays at the last bit,
// but on a dense system a long run of pivots through elements smaller than their rows'
// largest amplifies it: after a few thousand pivots a coefficient that is exactly zero reads
// 1e-9, a pivot on it multiplies the row by 1e9, and a required constraint can end up violated
// while every structural invariant still holds. Linear programming codes answer this by
// refactorizing the basis every so often; this solver does it when the rows show noise (a
// residue dropped, a cycle of bases, a run cut short), which clean systems never do.
//
// The basis is kept: each constraint's row is built again from its terms (with the definitions
// expanded, as when it was added), the symbols already basic are substituted in, and the row is
// solved for the symbol of the old basis with the largest coefficient in it (Gauss-Jordan
// elimination with partial pivoting over the basic columns). A constraint's own marker appears
// in its row only, so every row finds a subject. A dummy row (a required equality that follows
// from others) keeps its dummies only: the elimination can leave residues in it of the errors
// and slacks that cancelled. The objective is rebuilt from the fresh rows, any row that
// rounding had kept just feasible is repaired by the dual simplex, and the primal simplex
// finishes.

extension SolverCore {
  /// The most refactorizations one call makes; past it, noise is handled as before (residues
  /// dropped, runs cut short), which keeps every call finite.
  static let refactorizationsPerCall = 8

  /// Runs the primal simplex to the optimum, refactorizing first whenever the rows show
  /// rounding noise (unless a journaled change is open, which a refactorization cannot be
  /// rolled back from).
  ///
  /// - Complexity: the pivots the optimum needs; O(1) more when no noise shows.
  mutating func optimize() {
    var left = Self.refactorizationsPerCall
    while true {
      let stopsOnNoise = left > 0 && !tableau.journal.isOpen
      tableau.optimize(scratch: &scratch, stopsOnNoise: stopsOnNoise)
      guard stopsOnNoise, tableau.noiseEvents > 0 else { return }
      left -= 1
      refactorize()
    }
  }

  /// Recomputes every row from the constraints for the current basis (as far as it is still
  /// a basis numerically), restores feasibility and rebuilds the objective; the caller runs the
  /// primal simplex.
  ///
  /// When the fresh rows cannot be made feasible (which only rounding could cause), the rows
  /// as they were are kept.
  ///
  /// - Complexity: that of adding every constraint again without optimizing, plus the pivots
  ///   that the repairs need.
  mutating func refactorize() {
    precondition(!tableau.journal.isOpen, "refactorization under a journal")
    let target = tableau.basicFlags()
    let saved = tableau
    let externals = createdExternals.count
    // The elimination's work depends on the order the rows come in (see
    // ``refactorizationWorkFactor``): the order the constraints were added first, newest first
    // if that fills the rows in beyond the budget, and if both do (some small dense systems,
    // where each attempt costs little), the one that built more rows within it, without a
    // budget.
    let budget =
      Self.refactorizationWorkFactor * max(saved.rows.cellCount, saved.rows.liveCount)
      + Self.refactorizationBaseWork
    var attempts = 1
    if let addedOrder = rebuildRows(for: target, newestFirst: false, workLimit: budget) {
      tableau = saved
      attempts += 1
      if let newestFirst = rebuildRows(for: target, newestFirst: true, workLimit: budget) {
        tableau = saved
        attempts += 1
        _ = rebuildRows(for: target, newestFirst: newestFirst > addedOrder, workLimit: .max)
      }
    }
    tableau.dropResiduesInDummyRows()
    tableau.queueInfeasibleRows(into: &infeasible)
    tableau.rebuildObjective()
    if tableau.dualOptimize(infeasible: &infeasible, scratch: &scratch) != nil {
      tableau = saved
      forgetExternals(since: externals)
    }
    // The statistics count the work of the tableau kept (a failed attempt's, or a failed
    // repair's, went with its rows when the saved tableau was put back).
    tableau.statistics.refactorizations += 1
    tableau.statistics.refactorizationRetries += attempts - 1
    tableau.noiseEvents = 0
    // Free symbols that left every row may let their definitions go.
    for symbol in 0..<tableau.symbolCount where tableau.kinds[symbol] == .free {
      tableau.releasedFreeSymbols.append(Symbol(symbol))
    }
  }

  /// How many cells one attempt of a refactorization may merge per cell (or row) of the rows
  /// it replaces before it gives up and tries the other order.
  ///
  /// Each row is solved for the symbol the old basis had there, so a row may have to be
  /// substituted into every row before it that holds that symbol. Taken in the order the
  /// constraints were added, `independent-10000` once solved (its basis writes each view's
  /// slack through the next view's) merged 350 million cells into a tableau of 150,000, 4.9 s;
  /// newest first, 140,000 cells, 39 ms. `spacing-300` is the other way round (453,000
  /// against 30,500 cells, but 12 against 22 ms), and the dense random systems prefer the order
  /// added (`random-60`: 15,600 against 72,000 cells). On the shared workloads, the fixtures and
  /// `Scripts/make_workloads.py` shapes, the better order never merged more than eleven times
  /// the tableau's cells.
  static let refactorizationWorkFactor = 16

  /// Work every attempt may do whatever the tableau's size, so that a small tableau seldom
  /// pays for a second attempt.
  static let refactorizationBaseWork = 4_096

  /// Empties the rows and builds every tableau constraint's row again for the basis in
  /// `target`, oldest constraint first or newest first. Returns `nil` when every row is built,
  /// or, with the rows half built, how many were when the substitutions had merged more than
  /// `workLimit` cells (the caller puts the tableau back and tries another order).
  ///
  /// - Complexity: O(`workLimit`) at most, besides building each row.
  private mutating func rebuildRows(
    for target: [Bool], newestFirst: Bool, workLimit: Int
  ) -> Int? {
    tableau.removeAllRows()
    let startWork = tableau.statistics.cellsMerged
    let externals = createdExternals.count
    var row = Row(basic: -1, constant: 0, symbols: [], coefficients: [])
    swap(&row, &rowBuffer)
    defer { swap(&row, &rowBuffer) }
    let count = records.count
    var built = 0
    for k in 0..<count {
      let slot = newestFirst ? count - 1 - k : k
      guard let record = records[slot], record.definition < 0 else { continue }
      buildRow(of: Int32(slot), into: &row)
      let subject = refactorSubject(row, target: target, marker: record.marker)
      _ = tableau.insertSolved(&row, subject: subject, scratch: &scratch)
      built += 1
      if tableau.statistics.cellsMerged - startWork > workLimit {
        forgetExternals(since: externals)
        return built
      }
    }
    return nil
  }

  /// Takes back the symbols that variables were given since `createdExternals` held `count`
  /// entries, when the tableau that made them is put back. (None is expected while rows are
  /// built again: every variable of a held constraint has a symbol.)
  private mutating func forgetExternals(since count: Int) {
    for slot in createdExternals[count...] { variables.links[Int(slot)].symbol = -1 }
    createdExternals.removeLast(createdExternals.count - count)
  }

  /// Builds the row of a tableau constraint afresh into `row`: its terms (definitions expanded,
  /// basic symbols substituted), its constant, and its marker and error symbols.
  private mutating func buildRow(of slot: Int32, into row: inout Row) {
    let record = records[Int(slot)]!
    accumulator.reserveSymbols(tableau.symbolCount)
    accumulator.addConstant(record.constant)
    for term in constraint(ofRecord: slot).expression.terms {
      guard let slot = variables.slot(of: term.variable) else { continue }
      accumulateVariable(slot, term.coefficient)
    }
    expandDefinitions()
    accumulateSymbol(record.marker, record.markerSign)
    if record.other >= 0 { accumulateSymbol(record.other, -record.markerSign) }
    accumulator.makeRow(into: &row)
  }

  /// The symbol a fresh row is solved for: the parametric symbol of the old basis with the
  /// largest coefficient, unless that coefficient is rounding noise beside the row's largest.
  /// Otherwise the row's largest symbol that may enter a basis; failing that its largest dummy
  /// (a row of dummies only, an implied equality); failing that its own marker, which no other
  /// row holds.
  private func refactorSubject(_ row: Row, target: [Bool], marker: Symbol) -> Symbol {
    var largest = 0.0
    for value in row.coefficients { largest = max(largest, abs(value)) }
    var best: Symbol = -1
    var bestMagnitude = Tolerance.relativeNoise * largest
    var entering: Symbol = -1
    var enteringMagnitude = 0.0
    var dummy = marker
    var dummyMagnitude = 0.0
    for k in row.symbols.indices {
      let symbol = row.symbols[k]
      let magnitude = abs(row.coefficients[k])
      if Int(symbol) < target.count, target[Int(symbol)], magnitude > bestMagnitude {
        best = symbol
        bestMagnitude = magnitude
      }
      let kind = tableau.kinds[Int(symbol)]
      if kind.canEnter, magnitude > enteringMagnitude {
        entering = symbol
        enteringMagnitude = magnitude
      } else if kind == .dummy, magnitude > dummyMagnitude {
        dummy = symbol
        dummyMagnitude = magnitude
      }
    }
    if best >= 0 { return best }
    return entering >= 0 ? entering : dummy
  }
}
