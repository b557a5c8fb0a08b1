/// What a call that may still fail has changed, so that the failure can put everything back
/// exactly (bit for bit), as the solver promises after every thrown error.
///
/// Only the paths that can fail after touching the tableau keep a journal: adding a required
/// constraint through phase one, and changing the constant of a required constraint (including
/// the optimization it runs first, which inside a batch may pivot). Each row and each weight
/// vector is saved once, the first time it changes.
///
/// The tableau keeps one journal for its lifetime and reuses its buffers: a required constant
/// changes on every animation frame, and a journal made afresh each time would allocate (and,
/// the first time in a process, instantiate the metadata of its dictionaries). Whether a row or
/// symbol is saved already is a stamp compare, not a hash look-up.
struct Journal {
  /// Whether a journal is recording.
  var isOpen = false
  /// The number of the current journal: a row or symbol stamped with it is saved already.
  private(set) var epoch: UInt32 = 1
  /// The journal number that last saved each row, by row index.
  private var rowStamps: [UInt32] = []
  /// The journal number that last saved each symbol's weights, by symbol.
  private var weightStamps: [UInt32] = []
  /// Rows as they were before their first change, in the order they were saved.
  var savedRows: [(index: Int32, row: Row)] = []
  /// Weights as they were before their first change, in the order they were saved.
  var savedWeights: [(symbol: Symbol, entries: [WeightEntry])] = []
  /// Symbols created since the journal started.
  var createdSymbols: [Symbol] = []
  /// The number of row slots when the journal started.
  private(set) var rowCount = 0
  /// What happened to the free row slots since the journal started, in order.
  ///
  /// An undo log rather than a copy of the list: a copy would make the first change after it
  /// copy the whole list again (copy on write), which is O(free slots) per journaled call.
  var freeRowChanges: [FreeListChange] = []
  /// What happened to the free symbol ids since the journal started, in order.
  var freeSymbolChanges: [FreeListChange] = []
  /// The number of symbol ids handed out when the journal started.
  private(set) var symbolCount = 0
  /// The number of live rows when the journal started.
  private(set) var liveRowCount = 0
  /// ``Tableau/noiseEvents`` when the journal started: noise met by a call that is rolled back
  /// must not make the next call refactorize (which rounds the rows anew, so the values would
  /// move in their last bits although the refused call changed nothing).
  var noiseEvents = 0
  /// How many symbols were listed as changed (``Tableau/takeChangedSymbols(into:)``) when the
  /// journal started: the symbols a rolled-back call listed are unlisted again, since their
  /// rows are restored bit for bit (listing them would recompute the values that depend on
  /// them, and a definition recomputed alone can round differently from the sweep that
  /// computed it).
  var changedSymbolCount = 0
  /// The candidates (``Tableau/candidates``) in heap order when the journal started (a copy
  /// that costs nothing until the heap changes, and then the queued symbols only). A rollback
  /// puts them back exactly: the order of the heap decides which symbol enters next, and
  /// repricing a symbol queued only by the refused call would round its weights anew.
  var candidates: [Symbol] = []

  /// Starts recording on a tableau of `rowCount` row slots, `symbolCount` symbol ids and
  /// `liveRowCount` live rows.
  ///
  /// - Complexity: O(1) amortized (the row stamps grow with the tableau).
  mutating func open(rowCount: Int, symbolCount: Int, liveRowCount: Int) {
    precondition(!isOpen, "nested journal")
    isOpen = true
    self.rowCount = rowCount
    self.symbolCount = symbolCount
    self.liveRowCount = liveRowCount
    if rowStamps.count < rowCount {
      let grown = max(rowCount, 2 * rowStamps.count)
      rowStamps.append(contentsOf: repeatElement(0, count: grown - rowStamps.count))
    }
  }

  /// Stops recording and empties the buffers, keeping their capacity.
  ///
  /// - Complexity: O(saved rows and weights).
  mutating func close() {
    isOpen = false
    // Most of these are empty (a constant change creates and frees nothing): an empty one is
    // skipped rather than put through a range replacement.
    savedRows.clearKeepingCapacity()
    savedWeights.clearKeepingCapacity()
    createdSymbols.clearKeepingCapacity()
    freeRowChanges.clearKeepingCapacity()
    freeSymbolChanges.clearKeepingCapacity()
    // Let go of the heap's buffer, or the heap's next change would copy it.
    candidates = []
    if epoch == .max {
      // Start the stamps over rather than let an old stamp read as current.
      for k in rowStamps.indices { rowStamps[k] = 0 }
      for k in weightStamps.indices { weightStamps[k] = 0 }
      epoch = 1
    } else {
      epoch += 1
    }
  }

  /// Whether row `index` (one that existed when the journal opened) still needs saving, and
  /// marks it saved.
  @inline(__always)
  mutating func claimRow(_ index: Int32) -> Bool {
    guard isOpen, Int(index) < rowCount, rowStamps[Int(index)] != epoch else { return false }
    rowStamps[Int(index)] = epoch
    return true
  }

  /// Whether the weights of `symbol` still need saving, and marks them saved.
  @inline(__always)
  mutating func claimWeights(_ symbol: Symbol) -> Bool {
    guard isOpen else { return false }
    if Int(symbol) >= weightStamps.count {
      let grown = max(Int(symbol) + 1, 2 * weightStamps.count)
      weightStamps.append(contentsOf: repeatElement(0, count: grown - weightStamps.count))
    }
    guard weightStamps[Int(symbol)] != epoch else { return false }
    weightStamps[Int(symbol)] = epoch
    return true
  }
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
    settlePendingShift()
    journal.open(rowCount: rows.slotCount, symbolCount: symbolCount, liveRowCount: rows.liveCount)
    journal.noiseEvents = noiseEvents
    journal.changedSymbolCount = changedSymbolCount
    journal.candidates = candidates.contents
  }

  /// Keeps every change made since ``beginJournal()``; nothing to do when no journal is open
  /// (an optional constraint's change, every suggestion among them, opens none).
  @inline(__always)
  mutating func commitJournal() {
    if journal.isOpen { journal.close() }
  }

  /// Saves row `index` before its first change (no-op without a journal).
  @inline(__always)
  mutating func journalRow(_ index: Int32) {
    guard journal.claimRow(index) else { return }
    journal.savedRows.append((index, rows.row(index)))
  }

  /// Saves the weights of `symbol` before their first change (no-op without a journal).
  @inline(__always)
  mutating func journalWeights(_ symbol: Symbol) {
    guard journal.claimWeights(symbol) else { return }
    var entries: [WeightEntry] = []
    weights.appendEntries(of: symbol, to: &entries)
    journal.savedWeights.append((symbol, entries))
  }

  /// Undoes every change made since ``beginJournal()``.
  mutating func rollbackJournal() {
    guard journal.isOpen else { return }
    // Moved out, so that restoring below records nothing; its buffers come back after.
    var saved = Journal()
    swap(&saved, &journal)
    defer {
      swap(&saved, &journal)
      journal.close()
    }
    // Symbols basic in rows that changed or were created lose their row for now.
    for index in saved.rowCount..<rows.slotCount where rows.basic[index] >= 0 {
      basicRow[Int(rows.basic[index])] = -1
    }
    for (index, _) in saved.savedRows where rows.basic[Int(index)] >= 0 {
      basicRow[Int(rows.basic[Int(index)])] = -1
    }
    rows.truncate(to: saved.rowCount)
    rowStamp.removeSubrange(saved.rowCount...)
    saved.savedRows.sort { $0.index < $1.index }
    for (index, row) in saved.savedRows {
      rows.restore(row, at: index)
      if row.basic >= 0 {
        basicRow[Int(row.basic)] = index
        if kinds[Int(row.basic)] == .dummy { dummyRows.append(index) }
        indexCells(of: row, at: index)
      }
    }
    unlistChangedSymbols(from: saved.changedSymbolCount)
    noiseEvents = saved.noiseEvents
    FreeListChange.undo(saved.freeRowChanges, on: &rows.freeSlots)
    rows.liveCount = saved.liveRowCount
    for (symbol, entries) in saved.savedWeights {
      weights.restore(symbol, entries)
    }
    // An optimization under the journal may have taken symbols off the candidates (they
    // pivoted, or their weights were dropped as noise), and every weight it changed queued its
    // symbol: the queue goes back to what it was, so the objective the rollback restores is
    // optimized later exactly as it would have been.
    candidates.restore(saved.candidates)
    FreeListChange.undo(saved.freeSymbolChanges, on: &freeSymbols)
    symbolCount = saved.symbolCount
    for symbol in saved.createdSymbols {
      resetSymbol(symbol)
    }
  }
}
