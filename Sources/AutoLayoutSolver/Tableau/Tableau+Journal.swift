/// What a call that may still fail has changed, so that the failure can put everything back
/// exactly (bit for bit), as the solver promises after every thrown error.
///
/// Only the paths that can fail after touching the tableau keep a journal: adding a required
/// constraint through phase one, and changing the constant of a required constraint (including
/// the optimization it runs first, which inside a batch may pivot). Each row and each weight
/// vector is saved once, the first time it changes.
struct Journal {
  /// Rows as they were before their first change, by index.
  var savedRows: [Int32: Row] = [:]
  /// Weights as they were before their first change, by symbol.
  var savedWeights: [Symbol: [WeightEntry]] = [:]
  /// Symbols created since the journal started.
  var createdSymbols: [Symbol] = []
  /// The number of row slots when the journal started.
  let rowCount: Int
  /// What happened to the free row slots since the journal started, in order.
  ///
  /// An undo log rather than a copy of the list: a copy would make the first change after it
  /// copy the whole list again (copy on write), which is O(free slots) per journaled call.
  var freeRowChanges: [FreeListChange] = []
  /// What happened to the free symbol ids since the journal started, in order.
  var freeSymbolChanges: [FreeListChange] = []
  /// The number of symbol ids handed out when the journal started.
  let symbolCount: Int
  /// The number of live rows when the journal started.
  let liveRowCount: Int
}

/// One change to a free list (of row slots or symbol ids), to undo in reverse order.
enum FreeListChange {
  /// An entry was taken off the end of the list.
  case popped(Int32)
  /// An entry was added at the end of the list.
  case pushed

  /// Undoes `changes` (made in order) on `list`.
  static func undo(_ changes: [FreeListChange], on list: inout [Int32]) {
    for change in changes.reversed() {
      switch change {
      case .popped(let entry): list.append(entry)
      case .pushed: list.removeLast()
      }
    }
  }
}

extension Tableau {
  /// Starts recording changes.
  mutating func beginJournal() {
    precondition(journal == nil, "nested journal")
    journal = Journal(
      rowCount: rows.slotCount, symbolCount: symbolCount, liveRowCount: rows.liveCount)
  }

  /// Keeps every change made since ``beginJournal()``.
  mutating func commitJournal() {
    journal = nil
  }

  /// Saves row `index` before its first change (no-op without a journal).
  @inline(__always)
  mutating func journalRow(_ index: Int32) {
    guard journal != nil, Int(index) < journal!.rowCount, journal!.savedRows[index] == nil else {
      return
    }
    journal!.savedRows[index] = rows.row(index)
  }

  /// Saves the weights of `symbol` before their first change (no-op without a journal).
  @inline(__always)
  mutating func journalWeights(_ symbol: Symbol) {
    guard journal != nil, journal!.savedWeights[symbol] == nil else { return }
    var entries: [WeightEntry] = []
    weights.appendEntries(of: symbol, to: &entries)
    journal!.savedWeights[symbol] = entries
  }

  /// Undoes every change made since ``beginJournal()``.
  mutating func rollbackJournal() {
    guard let saved = journal else { return }
    journal = nil
    // Symbols basic in rows that changed or were created lose their row for now.
    for index in saved.rowCount..<rows.slotCount where rows.basic[index] >= 0 {
      basicRow[Int(rows.basic[index])] = -1
    }
    for index in saved.savedRows.keys where rows.basic[Int(index)] >= 0 {
      basicRow[Int(rows.basic[Int(index)])] = -1
    }
    rows.truncate(to: saved.rowCount)
    rowStamp.removeSubrange(saved.rowCount...)
    for index in saved.savedRows.keys.sorted() {
      let row = saved.savedRows[index]!
      rows.restore(row, at: index)
      if row.basic >= 0 {
        basicRow[Int(row.basic)] = index
        if kinds[Int(row.basic)] == .dummy { dummyRows.append(index) }
        indexCells(of: row, at: index)
        noteRowChanged(index)
      }
    }
    FreeListChange.undo(saved.freeRowChanges, on: &rows.freeSlots)
    rows.liveCount = saved.liveRowCount
    for (symbol, entries) in saved.savedWeights {
      weights.restore(symbol, entries)
      // An optimization under the journal may have taken the symbol off the candidates (it
      // pivoted, or its weights were dropped as noise): queue it again, so that the objective
      // the rollback restores is optimized later exactly as it would have been. A symbol that
      // does not improve the objective is skipped when it is taken, so an extra one is harmless.
      if !entries.isEmpty { candidates.push(symbol) }
    }
    FreeListChange.undo(saved.freeSymbolChanges, on: &freeSymbols)
    symbolCount = saved.symbolCount
    for symbol in saved.createdSymbols {
      resetSymbol(symbol)
    }
  }
}
