/// The simplex tableau: rows of basic symbols in terms of parametric ones, a column index, and a
/// lexicographic objective with one coefficient per priority level.
///
/// Invariants (checked by ``validate(expectOptimal:constantScale:)``): every live row's basic symbol maps back
/// to the row; a row's cells are sorted, non-zero, and never name a basic symbol; every cell is
/// reachable through the column index; restricted basic rows have non-negative constants; basic
/// symbols have no objective weights. The tableau is always feasible; it is optimal whenever
/// ``candidates`` is empty.
struct Tableau {
  // MARK: Symbols

  /// The kind of each symbol.
  var kinds: [SymbolKind] = []
  /// The row in which each symbol is basic, or -1 when it is parametric (or unused).
  var basicRow: [Int32] = []
  /// For markers and error symbols, the constraint record that owns them; for external
  /// symbols, the variable slot; for free symbols, the definition they belong to; otherwise -1.
  var owners: [Int32] = []
  /// For each error symbol, the level of its own cost in the objective (-1 for other
  /// symbols); ``reprice(_:collected:positions:)`` rebuilds weights from it.
  var costLevel: [Int32] = []
  /// For each error symbol, its own cost per unit of its value: its constraint's unit
  /// (``ConstraintUnit``), 1 for most constraints; 0 for other symbols.
  var costWeight: [Double] = []
  /// Released symbol ids, reused last-in first-out.
  var freeSymbols: [Symbol] = []
  /// The number of symbol ids handed out (live and released); the per-symbol arrays may be
  /// longer.
  var symbolCount = 0

  // MARK: Rows, index and objective

  /// The rows.
  var rows = RowStore()
  /// The rows whose basic symbol may be a dummy: every such row is listed (the list may also
  /// hold rows that no longer are; ``settleInDummyRow(_:scratch:)`` drops them). Dummy rows are
  /// rare (implied equalities), so a search among them is cheaper than walking a column.
  var dummyRows: [Int32] = []
  /// Rows that may hold each symbol.
  var columns = ColumnIndex()
  /// The objective coefficients of the parametric symbols.
  var weights = WeightTable()
  /// The priority levels the weights refer to.
  var levels = LevelTable()
  /// Symbols whose weights changed since the objective was last optimized.
  var candidates = SymbolHeap()

  // MARK: Change tracking

  /// External and free symbols whose value may have changed since the values were last read.
  private var changedSymbols: [Symbol] = []
  private var changedFlag: [Bool] = []
  /// Free symbols (removed definitions' markers) that left a row since this list was last read:
  /// their definitions may now be deletable.
  var releasedFreeSymbols: [Symbol] = []

  // MARK: Rollback

  /// Degenerate pivots (ratio zero) since the last one that moved the solution.
  var degenerateRun = 0
  /// Whether the primal simplex breaks every tie by Bland's rule (set for the rest of a run
  /// that went round a cycle of bases).
  var forcesBland = false
  /// Watches the current simplex run for a cycle of bases.
  var cycleGuard = CycleGuard()
  /// Operation counts, for benchmarks and complexity checks.
  var statistics = SolverStatistics()
  /// A marker's moves not yet added to its restricted rows (see ``PendingShift``).
  var pendingShift = PendingShift()
  /// Signs of rounding noise seen since the rows were last computed afresh (see
  /// ``noteNoise()``).
  var noiseEvents = 0

  /// The record of changes that a failing call must undo, while one is active.
  var journal = Journal()
  /// While set, every symbol created is logged (with whether it reused a released id), so that
  /// a failing call can hand the ids back in exactly the order it took them.
  var creationLog: [(symbol: Symbol, reused: Bool)]?

  // MARK: Scratch space (reused; never shrinks)

  var rowStamp: [UInt32] = []
  private var currentStamp: UInt32 = 0
  private var merge = MergeBuffers()
  /// Cell positions found by the last ``collectRows(containing:into:)``.
  var cellPositions: [Int32] = []
  /// The arena indices of the cells of row ``scannedRow`` that are not dummies, as the dual
  /// simplex's last choice of an entering symbol found them; `scannedRow` is -1 when the list
  /// is not that of a row about to be pivoted on. A pivot that keeps every cell where it was
  /// (``RowStore/renameCell(_:to:in:)``) updates the objective from them instead of scanning
  /// the row again.
  var scannedCells: [Int32] = []
  var scannedRow: Int32 = -1
  var weightBuffer: [WeightEntry] = []
  /// Per level id: the sum and the sum of magnitudes that ``reprice(_:collected:positions:)``
  /// accumulates (all zero between calls), and the levels it touched.
  var priceSum: [Double] = []
  var priceScale: [Double] = []
  var pricedLevels: [Int32] = []
  /// Where ``touchCells(ofRowOf:)`` leaves what it read (never read itself).
  var touchSink: UInt64 = 0
  /// The column copy handed to a walk that fills none (see
  /// ``shiftMarkerColumn(_:by:flagged:)``); always empty.
  var idleColumn = CachedColumn()

  // MARK: - Symbols

  /// Creates a symbol of the given kind, reusing a released id when there is one.
  ///
  /// - Complexity: O(1) amortized.
  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Symbol {
    let symbol: Symbol
    let reusedID = !freeSymbols.isEmpty
    if let reused = freeSymbols.popLast() {
      symbol = reused
      if journal.isOpen { journal.freeSymbolChanges.append(.popped(reused)) }
    } else {
      symbol = Symbol(symbolCount)
      symbolCount += 1
      if symbolCount > kinds.count {
        // Grow every per-symbol array at once, geometrically.
        let capacity = max(64, kinds.count * 2)
        let extra = capacity - kinds.count
        kinds.append(contentsOf: repeatElement(.unused, count: extra))
        basicRow.append(contentsOf: repeatElement(-1, count: extra))
        owners.append(contentsOf: repeatElement(-1, count: extra))
        costLevel.append(contentsOf: repeatElement(-1, count: extra))
        costWeight.append(contentsOf: repeatElement(0, count: extra))
        changedFlag.append(contentsOf: repeatElement(false, count: extra))
        columns.reserveSymbols(capacity)
        weights.reserveSymbols(capacity)
        candidates.reserveSymbols(capacity)
      }
    }
    kinds[Int(symbol)] = kind
    owners[Int(symbol)] = owner
    if journal.isOpen { journal.createdSymbols.append(symbol) }
    creationLog?.append((symbol, reusedID))
    return symbol
  }

  /// Hands back symbols a failed call created (listed in creation order, none of them in any
  /// row), restoring the free list and the id count exactly.
  mutating func unmakeSymbols(_ log: [(symbol: Symbol, reused: Bool)]) {
    for (symbol, reused) in log.reversed() {
      resetSymbol(symbol)
      if reused {
        freeSymbols.append(symbol)
        if journal.isOpen { journal.freeSymbolChanges.append(.pushed) }
      } else {
        precondition(Int(symbol) == symbolCount - 1, "symbols handed back out of order")
        symbolCount -= 1
      }
    }
  }

  /// Releases a parametric symbol that no row holds any more.
  mutating func releaseSymbol(_ symbol: Symbol) {
    precondition(basicRow[Int(symbol)] < 0, "releasing a basic symbol")
    if !weights.isZero(symbol) { journalWeights(symbol) }
    resetSymbol(symbol)
    freeSymbols.append(symbol)
    if journal.isOpen { journal.freeSymbolChanges.append(.pushed) }
  }

  /// Clears everything the tableau keeps about a symbol id.
  mutating func resetSymbol(_ symbol: Symbol) {
    columns.clear(symbol)
    weights.clear(symbol)
    basicRow[Int(symbol)] = -1
    kinds[Int(symbol)] = .unused
    owners[Int(symbol)] = -1
    costLevel[Int(symbol)] = -1
    costWeight[Int(symbol)] = 0
  }

  /// Whether `symbol` is basic.
  @inline(__always)
  func isBasic(_ symbol: Symbol) -> Bool { basicRow[Int(symbol)] >= 0 }

  /// The current value of a symbol: its row's constant when basic, 0 when parametric.
  @inline(__always)
  func value(of symbol: Symbol) -> Double {
    let row = basicRow[Int(symbol)]
    return row >= 0 ? rows.constant[Int(row)] : 0
  }

  // MARK: - Rows

  /// Adds a row defining `row.basic` and indexes its cells.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  mutating func insertRow(_ row: Row) -> Int32 {
    settlePendingShift()
    if let reused = rows.freeSlots.last {
      journalRow(reused)
      if journal.isOpen { journal.freeRowChanges.append(.popped(reused)) }
    }
    let index = rows.insert(row)
    if Int(index) >= rowStamp.count { rowStamp.append(0) }
    basicRow[Int(row.basic)] = index
    if kinds[Int(row.basic)] == .dummy { dummyRows.append(index) }
    indexCells(of: row, at: index)
    noteRowChanged(index)
    return index
  }

  /// Lists row `index` in the column of each of `row`'s symbols (the row is stored there).
  ///
  /// - Complexity: O(*n*) amortized for *n* cells.
  mutating func indexCells(of row: Row, at index: Int32) {
    let overflowed = row.symbols.withUnsafeBufferPointer { columns.add(contentsOf: $0, row: index) }
    if overflowed { rebuildColumns() }
  }

  /// Releases a row; its basic symbol becomes parametric.
  ///
  /// - Complexity: O(*n*); the column nodes of its cells go stale and are dropped lazily.
  mutating func removeRow(_ index: Int32) {
    settlePendingShift()
    journalRow(index)
    let basic = rows.basic[Int(index)]
    noteChanged(basic)
    if kinds[Int(basic)] == .free { releasedFreeSymbols.append(basic) }
    for k in rows.cells(index) where kinds[Int(rows.cellSymbols[k])] == .free {
      releasedFreeSymbols.append(rows.cellSymbols[k])
    }
    basicRow[Int(basic)] = -1
    rows.release(index)
    if journal.isOpen { journal.freeRowChanges.append(.pushed) }
  }

  /// Records that the constant or basic symbol of a row changed, for value tracking.
  @inline(__always)
  mutating func noteRowChanged(_ index: Int32) {
    noteChanged(rows.basic[Int(index)])
  }

  /// Records that the value of an external or free symbol may have changed.
  @inline(__always)
  mutating func noteChanged(_ symbol: Symbol) {
    let kind = kinds[Int(symbol)]
    if kind == .external || kind == .free, !changedFlag[Int(symbol)] {
      changedFlag[Int(symbol)] = true
      changedSymbols.append(symbol)
    }
  }

  /// How many symbols the list of changed symbols holds.
  var changedSymbolCount: Int { changedSymbols.count }

  /// Takes the symbols listed after the first `count` off the list of changed symbols.
  mutating func unlistChangedSymbols(from count: Int) {
    guard count < changedSymbols.count else { return }
    for symbol in changedSymbols[count...] { changedFlag[Int(symbol)] = false }
    changedSymbols.removeSubrange(count...)
  }

  /// Whether the value of any external or free symbol may have changed since the list was
  /// last taken.
  var hasChangedSymbols: Bool { !changedSymbols.isEmpty }

  /// Moves the list of external and free symbols whose values may have changed into `buffer`
  /// (replacing its contents) and starts a new list.
  mutating func takeChangedSymbols(into buffer: inout [Symbol]) {
    buffer.clearKeepingCapacity()
    swap(&buffer, &changedSymbols)
    for symbol in buffer { changedFlag[Int(symbol)] = false }
  }

  // MARK: - Columns

  /// Collects the rows that hold `symbol` into `collected`, dropping stale and duplicate nodes
  /// from the symbol's column list on the way.
  ///
  /// - Complexity: O(length of the column list · log row length).
  mutating func collectRows(containing symbol: Symbol, into collected: inout [Int32]) {
    var positions: [Int32] = []
    swap(&positions, &cellPositions)
    collectRows(containing: symbol, into: &collected, positions: &positions)
    swap(&positions, &cellPositions)
  }

  /// Like ``collectRows(containing:into:)``, also listing in `positions` the arena index of the
  /// symbol's cell in each row (valid until that row changes).
  mutating func collectRows(
    containing symbol: Symbol, into collected: inout [Int32], positions: inout [Int32]
  ) {
    collected.clearKeepingCapacity()
    positions.clearKeepingCapacity()
    let stamp = nextRowStamp()
    Self.collect(
      symbol, stamp: stamp, rows: rows, columns: &columns, stamps: &rowStamp,
      into: &collected, positions: &positions)
  }

  /// The body of ``collectRows(containing:into:)``, written against separate arguments so that
  /// no part of the tableau is copied to satisfy exclusive access.
  private static func collect(
    _ symbol: Symbol, stamp: UInt32, rows: borrowing RowStore, columns: inout ColumnIndex,
    stamps: inout [UInt32], into collected: inout [Int32], positions: inout [Int32]
  ) {
    stamps.withUnsafeMutableBufferPointer { stamps in
      rows.withView { view in
        columns.collect(symbol, into: &collected, positions: &positions) { row in
          guard Int(row) < view.basic.count, stamps[Int(row)] != stamp, view.basic[Int(row)] >= 0
          else { return -1 }
          let position = view.index(of: symbol, in: row)
          if position >= 0 { stamps[Int(row)] = stamp }
          return position
        }
      }
    }
  }

  /// A stamp no row carries in ``rowStamp`` yet, for marking the rows one pass has seen (all
  /// stamps are cleared when the counter wraps around).
  mutating func nextRowStamp() -> UInt32 {
    currentStamp &+= 1
    if currentStamp == 0 {
      for i in rowStamp.indices { rowStamp[i] = 0 }
      currentStamp = 1
    }
    return currentStamp
  }

  /// Compacts the row arena when it spans more than four times what the rows need (see
  /// ``RowStore/compactIfNeeded()``). No caller may hold an arena index across this call.
  ///
  /// - Complexity: O(1) unless it compacts; then O(row slots + slices made since the last
  ///   compaction + arena cells).
  @inline(__always)
  @discardableResult
  mutating func compactRowsIfNeeded() -> Bool {
    guard rows.compactIfNeeded() else { return false }
    statistics.arenaCompactions += 1
    return true
  }

  /// Lists every live row's cells afresh in the column index, dropping every stale and repeated
  /// node, when the index has outgrown its budget (see ``ColumnIndex``). Rows and cached
  /// columns do not change, so a caller may hold on to collected rows and cell positions.
  ///
  /// - Complexity: O(live cells + symbols), amortized O(1) per node added since the last one.
  mutating func rebuildColumns() {
    columns.beginRebuild()
    rows.withView { view in
      /// Calls `body` with each live row's symbols and index, in storage order.
      func forEachLiveRow(_ body: (UnsafeBufferPointer<Symbol>, Int32) -> Void) {
        for index in 0..<view.basic.count where view.basic[index] >= 0 {
          let cells = view.symbols[view.spans[index].cells]
          body(UnsafeBufferPointer(rebasing: cells), Int32(index))
        }
      }
      // Counted first, so that each list gets a run of consecutive nodes.
      forEachLiveRow { symbols, _ in columns.countCells(symbols) }
      columns.layOutRebuild()
      forEachLiveRow { symbols, row in columns.relist(symbols, row: row) }
    }
    columns.endRebuild()
    statistics.columnRebuilds += 1
  }

  /// Whether no row holds `symbol` (dropping stale nodes from its column list on the way).
  ///
  /// - Complexity: O(1) when the first node is live; O(stale nodes) otherwise.
  mutating func columnIsEmpty(_ symbol: Symbol) -> Bool {
    var node = columns.head(of: symbol)
    while node >= 0 {
      let next = columns.nodes[Int(node)].next
      let row = columns.nodes[Int(node)].row
      if Int(row) < rows.slotCount, rows.basic[Int(row)] >= 0, rows.contains(symbol, in: row) {
        return false
      }
      columns.unlink(node, previous: -1, of: symbol)
      node = next
    }
    return true
  }

  // MARK: - Row arithmetic

  /// Replaces the cell of `symbol` in row `target` by row `source` (cells and constant) times
  /// that cell's value. The target is merged with the source in one pass that leaves the cell
  /// out, instead of first moving the row's later cells down over it, and the source is read
  /// where it lies in the arena: nothing writes there until the merge is done. New cells are
  /// indexed; cells that cancel to rounding noise are dropped.
  ///
  /// - Complexity: O(*n* + *m*) for rows of *n* and *m* cells.
  mutating func replace(_ symbol: Symbol, bySource source: Int32, in target: Int32) {
    journalRow(target)
    let (position, found) = rows.position(of: symbol, in: target)
    let factor = found ? rows.cellValues[position] : 0
    let t = Int(target)
    let constant = Tolerance.constantSum(rows.constant[t], rows.constant[Int(source)] * factor)
    // The basic symbol's value is the row's constant: a row whose constant stays as it was
    // (the source's constant is zero, as when an edit joins at the current value) keeps it.
    if constant != rows.constant[t] {
      rows.constant[t] = constant
      noteRowChanged(target)
    }
    let m = rows.length(of: source)
    let length = rows.length(of: target) - (found ? 1 : 0)
    if m == 0
      || (m <= Self.inPlaceSourceLimit && length >= Self.inPlaceTargetLength
        && rows.hasRoom(for: m - (found ? 1 : 0), in: target))
    {
      if found { rows.removeCell(at: position, from: target) }
      if m > 0 { addInPlace(source, times: factor, to: target) }
      return
    }
    let (written, fresh) = Self.merge(
      rows.cells(target), skipping: found ? position : -1, with: rows.cells(source), of: rows,
      times: factor, output: &merge.output, &merge.outputValues, fresh: &merge.fresh)
    merge.output.withUnsafeBufferPointer { symbols in
      merge.outputValues.withUnsafeBufferPointer { values in
        rows.replaceCells(
          of: target, symbols: UnsafeBufferPointer(rebasing: symbols[0..<written]),
          values: UnsafeBufferPointer(rebasing: values[0..<written]))
      }
    }
    indexFreshCells(fresh, of: target)
  }

  /// The longest source that ``replace(_:bySource:in:)`` adds cell by cell
  /// (``RowStore/addInPlace(row:times:to:fresh:)``) instead of merging it with the row.
  static let inPlaceSourceLimit = 4
  /// The shortest row that a short source is added to cell by cell: below it a merge costs
  /// about as little, and needs no room in the row.
  static let inPlaceTargetLength = 24

  /// ``replace(_:bySource:in:)``'s cells of row `source` times `factor`, added one by one in
  /// place; new cells are indexed as after a merge.
  private mutating func addInPlace(_ source: Int32, times factor: Double, to target: Int32) {
    statistics.inPlaceAdditions += 1
    let m = rows.length(of: source)
    if merge.fresh.count < m { merge.fresh = Array(repeating: 0, count: max(m, 64)) }
    let fresh = merge.fresh.withUnsafeMutableBufferPointer { fresh in
      rows.addInPlace(row: source, times: factor, to: target, fresh: fresh)
    }
    indexFreshCells(fresh, of: target)
  }

  /// Lists row `target` in the column lists of the first `count` symbols of `merge.fresh`,
  /// the cells an addition created in it.
  private mutating func indexFreshCells(_ count: Int, of target: Int32) {
    if count == 0 { return }
    // Indexed once the row holds the new cells: a rebuild lists the rows as they are.
    let overflowed = merge.fresh.withUnsafeBufferPointer {
      columns.add(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count]), row: target)
    }
    if overflowed { rebuildColumns() }
  }

  /// Merges the cells `range` of `rows`, but for the one at arena index `skipped` (none when
  /// -1), with `factor` times the cells `sourceRange` (another row's, which never holds the
  /// skipped cell's symbol) into the output buffers; returns the number of cells written and of
  /// cells new to the target.
  ///
  /// The output buffers come as separate arguments: taken as one `inout` ``MergeBuffers``, its
  /// arrays were retained and released around every merge, two atomic operations a row that
  /// wait for every cache miss in flight.
  private static func merge(
    _ range: Range<Int>, skipping skipped: Int, with sourceRange: Range<Int>,
    of rows: borrowing RowStore, times factor: Double,
    output: inout [Symbol], _ outputValues: inout [Double], fresh freshArray: inout [Symbol]
  ) -> (written: Int, fresh: Int) {
    let m = sourceRange.count
    let n = range.count
    if output.count < n + m {
      let capacity = max(n + m, 2 * output.count, 64)
      output = Array(repeating: 0, count: capacity)
      outputValues = Array(repeating: 0, count: capacity)
      freshArray = Array(repeating: 0, count: capacity)
    }
    var written = 0
    var fresh = 0
    // Only the cells are read: two buffers, not the whole store's six. Both rows lie there.
    rows.cellSymbols.withUnsafeBufferPointer { cellSymbols in
      rows.cellValues.withUnsafeBufferPointer { cellValues in
        let sourceSymbols = UnsafeBufferPointer(rebasing: cellSymbols[sourceRange])
        let sourceValues = UnsafeBufferPointer(rebasing: cellValues[sourceRange])
        output.withUnsafeMutableBufferPointer { outSymbols in
          outputValues.withUnsafeMutableBufferPointer { outValues in
            freshArray.withUnsafeMutableBufferPointer { freshSymbols in
              var i = range.lowerBound
              let end = range.upperBound
              var j = 0
              while i < end || j < m {
                if j == m || (i < end && cellSymbols[i] < sourceSymbols[j]) {
                  // The skipped cell's symbol is never the source's: it is met here.
                  if i != skipped {
                    outSymbols[written] = cellSymbols[i]
                    outValues[written] = cellValues[i]
                    written &+= 1
                  }
                  i &+= 1
                } else if i == end || sourceSymbols[j] < cellSymbols[i] {
                  let value = sourceValues[j] * factor
                  if value != 0 {
                    outSymbols[written] = sourceSymbols[j]
                    outValues[written] = value
                    written &+= 1
                    freshSymbols[fresh] = sourceSymbols[j]
                    fresh &+= 1
                  }
                  j &+= 1
                } else {
                  let value = Tolerance.sum(cellValues[i], sourceValues[j] * factor)
                  if value != 0 {
                    outSymbols[written] = cellSymbols[i]
                    outValues[written] = value
                    written &+= 1
                  }
                  i &+= 1
                  j &+= 1
                }
              }
            }
          }
        }
      }
    }
    return (written, fresh)
  }

  /// Adds `factor` times the weights of a row's cells to the objective at `level`.
  mutating func addToObjective(row index: Int32, times factor: Double, level: Int32) {
    for k in rows.cells(index) {
      addWeight(rows.cellValues[k] * factor, to: rows.cellSymbols[k], at: level)
    }
  }

  /// Adds to one objective coefficient and queues the symbol for the optimizer.
  ///
  /// Dummy markers are left out: a dummy never enters the basis, so nothing reads its weights
  /// until it stops being a dummy, and then they are priced from its column (see
  /// `Tableau+DummyWeights.swift`).
  @inline(__always)
  mutating func addWeight(_ delta: Double, to symbol: Symbol, at level: Int32) {
    if kinds[Int(symbol)] == .dummy { return }
    if journal.isOpen { journalWeights(symbol) }
    if weights.add(delta, to: symbol, at: level) {
      candidates.push(symbol)
    }
  }

  // MARK: - Substitution and pivoting

  /// Replaces `symbol`, which has just become basic in row `source`, by that row's expression in
  /// every other row and in the objective. On return `scratch` lists the rows changed.
  ///
  /// - Complexity: O(Σ row lengths) over the rows that hold `symbol` — never the whole tableau.
  ///
  /// - Parameter collected: Whether `scratch` already lists the rows that hold `symbol` (as
  ///   ``collectRows(containing:into:)`` left it, with no row changed since but `source`), so
  ///   the column need not be walked again.
  mutating func substitute(
    _ symbol: Symbol, using source: Int32, scratch: inout [Int32], collected: Bool = false,
    nonDummyCellsAreScanned: Bool = false
  ) {
    settlePendingShift()
    if !collected { collectRows(containing: symbol, into: &scratch) }
    statistics.substitutions += 1
    statistics.rowsTouched += scratch.count
    statistics.cellsMerged += scratch.count * rows.length(of: source)
    // A symbol held by no other row (an error that trades places with its partner, as the dual
    // simplex does on most rows of a resized grid) needs no copy of the source row.
    if scratch.contains(where: { $0 != source }) {
      // By index: iterating `scratch` itself retained its storage for the loop.
      for k in scratch.indices {
        let target = scratch[k]
        if target == source { continue }
        replace(symbol, bySource: source, in: target)
      }
    }
    columns.clear(symbol)
    if !weights.isZero(symbol) {
      weightBuffer.clearKeepingCapacity()
      weights.appendEntries(of: symbol, to: &weightBuffer)
      if journal.isOpen { journalWeights(symbol) }
      weights.clear(symbol)
      // The source row is read in place: substituting it into other rows left it as it was.
      // By index, as above: `addWeight` mutates the tableau, so iterating the buffers held
      // a retained copy of each.
      if nonDummyCellsAreScanned {
        for e in weightBuffer.indices {
          let entry = weightBuffer[e]
          for c in scannedCells.indices {
            let k = scannedCells[c]
            addWeight(
              rows.cellValues[Int(k)] * entry.value, to: rows.cellSymbols[Int(k)],
              at: entry.level)
          }
        }
      } else {
        let range = rows.cells(source)
        for e in weightBuffer.indices {
          let entry = weightBuffer[e]
          for k in range where kinds[Int(rows.cellSymbols[k])] != .dummy {
            addWeight(rows.cellValues[k] * entry.value, to: rows.cellSymbols[k], at: entry.level)
          }
        }
      }
    }
  }

  /// Whether making parametric `symbol` basic at `value` (and substituting it everywhere) leaves
  /// every row that holds it feasible: restricted rows at or above zero, basic dummies at zero.
  ///
  /// A parametric symbol is at zero, so the substitution moves each row that holds it by
  /// `value` times its coefficient there, and nothing checks those rows afterwards. The new
  /// constants are computed exactly as ``substitute(_:using:scratch:)`` computes them, so the
  /// answer is the one the substitution would give.
  ///
  /// - Complexity: O(rows holding `symbol` · log row length); O(1) when `value` is zero.
  mutating func substitutionKeepsFeasible(
    _ symbol: Symbol, at value: Double, scratch: inout [Int32]
  ) -> Bool {
    settlePendingShift()
    // At zero the symbol keeps its value: no constant moves.
    if value == 0 { return true }
    var positions: [Int32] = []
    swap(&positions, &cellPositions)
    defer { swap(&positions, &cellPositions) }
    collectRows(containing: symbol, into: &scratch, positions: &positions)
    for (k, index) in scratch.enumerated() {
      let kind = kinds[Int(rows.basic[Int(index)])]
      // Unrestricted basic symbols may take any value.
      guard kind.isRestricted || kind == .dummy else { continue }
      let coefficient = rows.cellValues[Int(positions[k])]
      let moved = Tolerance.constantSum(rows.constant[Int(index)], value * coefficient)
      if kind == .dummy ? moved != 0 : moved < -Tolerance.feasibility { return false }
    }
    return true
  }

  /// Makes `entering` basic in row `index`, whose basic symbol becomes parametric, and
  /// substitutes the new row everywhere else. On return `scratch` lists the other rows changed.
  ///
  /// - Parameter collected: Whether `scratch` already lists the rows that hold `entering`: the
  ///   leaving-row choices collect them, and the substitution then need not walk the column
  ///   again.
  mutating func pivot(
    row index: Int32, entering: Symbol, scratch: inout [Int32], collected: Bool = false
  ) {
    settlePendingShift()
    // The scanned cells are this row's only if nothing moved them since the scan.
    var knowsNonDummyCells = scannedRow == index
    scannedRow = -1
    // Between two pivots no caller holds an arena index, and a simplex run can abandon far
    // more cells than the rows hold (every pivot rewrites the rows of a column, and a row that
    // outgrows its slice moves to the end of the arena).
    if compactRowsIfNeeded() { knowsNonDummyCells = false }
    journalRow(index)
    statistics.pivots += 1
    let leaving = rows.basic[Int(index)]
    // leaving = c + a·entering + Σ → entering = (leaving - c - Σ) / a
    if rows.length(of: index) > 1, let k = rows.renameCell(entering, to: leaving, in: index) {
      // `leaving` sorts where `entering` was: its cell is renamed instead of removing one
      // cell and inserting another. While the row is scaled it holds a neighbour's value, so
      // that the smallest and largest cells are the other cells' alone, as on the path below.
      let cells = rows.cells(index)
      let coefficient = rows.cellValues[k]
      precondition(coefficient != 0, "pivot on a zero coefficient")
      rows.setCellValue(rows.cellValues[k > cells.lowerBound ? k - 1 : k + 1], at: k)
      let scale = -1 / coefficient
      rows.constant[Int(index)] *= scale
      let (smallest, largest) = rows.scaleCells(of: index, by: scale)
      let noise = Tolerance.relativeNoise * largest
      if smallest <= noise {
        _ = rows.removeCell(leaving, from: index)
        dropNoise(inRow: index, atMost: noise)
        rows.insertCell(leaving, 1 / coefficient, into: index)
        knowsNonDummyCells = false
      } else {
        rows.setCellValue(1 / coefficient, at: k)
      }
    } else {
      knowsNonDummyCells = false
      let coefficient = rows.removeCell(entering, from: index)
      precondition(coefficient != 0, "pivot on a zero coefficient")
      let scale = -1 / coefficient
      rows.constant[Int(index)] *= scale
      let (smallest, largest) = rows.scaleCells(of: index, by: scale)
      // The row is about to be substituted into every row that holds `entering`: residues in
      // it would spread to all of them.
      let noise = Tolerance.relativeNoise * largest
      if smallest <= noise { dropNoise(inRow: index, atMost: noise) }
      rows.insertCell(leaving, 1 / coefficient, into: index)
    }
    rows.setBasic(entering, of: index)
    basicRow[Int(leaving)] = -1
    basicRow[Int(entering)] = index
    if kinds[Int(entering)] == .dummy { dummyRows.append(index) }
    if columns.add(leaving, row: index) { rebuildColumns() }
    noteChanged(leaving)
    noteRowChanged(index)
    substitute(
      entering, using: index, scratch: &scratch, collected: collected,
      nonDummyCellsAreScanned: knowsNonDummyCells)
  }

  /// Makes `subject` basic in a new row built from `row` (`0 = constant + Σ cells`), which is
  /// solved for it in place, and substitutes it everywhere else.
  mutating func insertSolved(_ row: inout Row, subject: Symbol, scratch: inout [Int32]) -> Int32 {
    // Solved in place: `row`'s arrays are the caller's scratch, and a new row would allocate.
    let coefficient = row.coefficient(of: subject)
    let scale = -1 / coefficient
    row.constant *= scale
    var kept = 0
    for k in row.symbols.indices where row.symbols[k] != subject {
      row.symbols[kept] = row.symbols[k]
      row.coefficients[kept] = row.coefficients[k] * scale
      kept += 1
    }
    row.symbols.removeLast(row.symbols.count - kept)
    row.coefficients.removeLast(row.coefficients.count - kept)
    row.basic = subject
    let index = insertRow(row)
    substitute(subject, using: index, scratch: &scratch)
    return index
  }

  /// Deletes the cells of `symbol` from every row (used for symbols that are being forced to
  /// zero for good).
  mutating func eraseColumn(_ symbol: Symbol, scratch: inout [Int32]) {
    settlePendingShift()
    collectRows(containing: symbol, into: &scratch)
    for index in scratch {
      journalRow(index)
      _ = rows.removeCell(symbol, from: index)
    }
    columns.clear(symbol)
  }
}

/// Scratch buffers for adding one row to another: the merged output and the symbols new to the
/// target.
struct MergeBuffers {
  var output: [Symbol] = []
  var outputValues: [Double] = []
  var fresh: [Symbol] = []
}
