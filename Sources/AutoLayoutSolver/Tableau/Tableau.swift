/// The simplex tableau: rows of basic symbols in terms of parametric ones, a column index, and a
/// lexicographic objective with one coefficient per priority level.
///
/// Invariants (checked by ``validate()``): every live row's basic symbol maps back to the row;
/// a row's cells are sorted, non-zero, and never name a basic symbol; every cell is reachable
/// through the column index; restricted basic rows have non-negative constants; basic symbols
/// have no objective weights. The tableau is always feasible; it is optimal whenever
/// ``candidates`` is empty.
struct Tableau {
  // MARK: Symbols

  /// The kind of each symbol.
  var kinds: [SymbolKind] = []
  /// The row in which each symbol is basic, or -1 when it is parametric (or unused).
  var basicRow: [Int32] = []
  /// For markers and error symbols, the constraint record that owns them; for external
  /// symbols, the variable slot; otherwise -1.
  var owners: [Int32] = []
  var freeSymbols: [Symbol] = []

  // MARK: Rows

  /// The rows; released rows have `basic == -1` and are reused.
  var rows: [Row] = []
  var freeRows: [Int32] = []
  /// The number of live rows.
  var liveRowCount = 0

  // MARK: Index and objective

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
  private(set) var changedExternals: [Symbol] = []
  private var changedFlag: [Bool] = []

  // MARK: Scratch space (reused; never shrinks)

  var rowStamp: [UInt32] = []
  private var currentStamp: UInt32 = 0
  private var mergeSymbols: [Symbol] = []
  private var mergeCoefficients: [Double] = []
  var weightBuffer: [WeightEntry] = []

  /// The record of changes that a failing call must undo, while one is active.
  var journal: Journal?
  /// While set, every symbol created is logged (with whether it reused a released id), so that
  /// a failing call can hand the ids back in exactly the order it took them.
  var creationLog: [(symbol: Symbol, reused: Bool)]?
  /// Free symbols (removed definitions' markers) that left a row since this list was last read:
  /// their definitions may now be deletable.
  var releasedFreeSymbols: [Symbol] = []

  // MARK: - Symbols

  /// The number of symbol ids handed out (live and released); the per-symbol arrays may be
  /// longer.
  var symbolCount = 0

  /// Creates a symbol of the given kind, reusing a released id when there is one.
  ///
  /// - Complexity: O(1) amortized.
  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Symbol {
    let symbol: Symbol
    let reusedID = !freeSymbols.isEmpty
    if let reused = freeSymbols.popLast() {
      symbol = reused
    } else {
      symbol = Symbol(symbolCount)
      symbolCount += 1
      if symbolCount > kinds.count {
        kinds.append(.unused)
        basicRow.append(-1)
        owners.append(-1)
        changedFlag.append(false)
        let capacity = kinds.count
        columns.reserveSymbols(capacity)
        weights.reserveSymbols(capacity)
        candidates.reserveSymbols(capacity)
      }
    }
    kinds[Int(symbol)] = kind
    owners[Int(symbol)] = owner
    journal?.createdSymbols.append(symbol)
    creationLog?.append((symbol, reusedID))
    return symbol
  }

  /// Hands back symbols a failed call created (listed in creation order, none of them in any
  /// row), restoring the free list and the id count exactly.
  mutating func unmakeSymbols(_ log: [(symbol: Symbol, reused: Bool)]) {
    for (symbol, reused) in log.reversed() {
      columns.clear(symbol)
      weights.clear(symbol)
      basicRow[Int(symbol)] = -1
      kinds[Int(symbol)] = .unused
      owners[Int(symbol)] = -1
      if reused {
        freeSymbols.append(symbol)
      } else {
        precondition(Int(symbol) == symbolCount - 1, "symbols handed back out of order")
        symbolCount -= 1
      }
    }
  }

  /// Releases a parametric symbol that no row holds any more.
  mutating func releaseSymbol(_ symbol: Symbol) {
    precondition(basicRow[Int(symbol)] < 0, "releasing a basic symbol")
    columns.clear(symbol)
    if !weights.isZero(symbol) {
      journalWeights(symbol)
      weights.clear(symbol)
    }
    kinds[Int(symbol)] = .unused
    owners[Int(symbol)] = -1
    freeSymbols.append(symbol)
  }

  /// Whether `symbol` is basic.
  @inline(__always)
  func isBasic(_ symbol: Symbol) -> Bool { basicRow[Int(symbol)] >= 0 }

  // MARK: - Rows

  /// Adds a row defining `basic` and indexes its cells.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  mutating func insertRow(_ row: Row) -> Int32 {
    let index: Int32
    if let reused = freeRows.popLast() {
      index = reused
      journalRow(index)
      rows[Int(index)] = row
    } else {
      index = Int32(rows.count)
      rows.append(row)
      rowStamp.append(0)
    }
    liveRowCount += 1
    basicRow[Int(row.basic)] = index
    for symbol in row.symbols { columns.add(symbol, row: index) }
    noteRowChanged(index)
    return index
  }

  /// Releases a row; its basic symbol becomes parametric. Returns the released row.
  ///
  /// - Complexity: O(1); the column nodes of its cells go stale and are dropped lazily.
  @discardableResult
  mutating func removeRow(_ index: Int32) -> Row {
    journalRow(index)
    let row = rows[Int(index)]
    noteChanged(row.basic)
    if kinds[Int(row.basic)] == .free { releasedFreeSymbols.append(row.basic) }
    for symbol in row.symbols where kinds[Int(symbol)] == .free {
      releasedFreeSymbols.append(symbol)
    }
    basicRow[Int(row.basic)] = -1
    rows[Int(index)] = .empty
    freeRows.append(index)
    liveRowCount -= 1
    return row
  }

  /// Records that the constant or basic symbol of a row changed, for value tracking.
  @inline(__always)
  mutating func noteRowChanged(_ index: Int32) {
    noteChanged(rows[Int(index)].basic)
  }

  /// Records that the value of an external or free symbol may have changed.
  @inline(__always)
  mutating func noteChanged(_ symbol: Symbol) {
    let kind = kinds[Int(symbol)]
    if kind == .external || kind == .free, !changedFlag[Int(symbol)] {
      changedFlag[Int(symbol)] = true
      changedExternals.append(symbol)
    }
  }

  /// Moves the list of external and free symbols whose values may have changed into `buffer`
  /// (replacing its contents) and starts a new list.
  mutating func takeChangedSymbols(into buffer: inout [Symbol]) {
    buffer.removeAll(keepingCapacity: true)
    swap(&buffer, &changedExternals)
    for symbol in buffer { changedFlag[Int(symbol)] = false }
  }

  /// The current value of a symbol: its row's constant when basic, 0 when parametric.
  @inline(__always)
  func value(of symbol: Symbol) -> Double {
    let row = basicRow[Int(symbol)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  // MARK: - Columns

  /// Collects the rows that hold `symbol` into `collected`, dropping stale and duplicate nodes
  /// from the symbol's column list on the way.
  ///
  /// - Complexity: O(length of the column list · log row length).
  mutating func collectRows(containing symbol: Symbol, into collected: inout [Int32]) {
    collected.removeAll(keepingCapacity: true)
    currentStamp &+= 1
    if currentStamp == 0 {
      for i in rowStamp.indices { rowStamp[i] = 0 }
      currentStamp = 1
    }
    var previous: Int32 = -1
    var node = columns.head[Int(symbol)]
    while node >= 0 {
      let next = columns.nodeNext[Int(node)]
      let row = columns.nodeRow[Int(node)]
      if rowStamp[Int(row)] != currentStamp, rows[Int(row)].basic >= 0,
        rows[Int(row)].contains(symbol)
      {
        rowStamp[Int(row)] = currentStamp
        collected.append(row)
        previous = node
      } else {
        columns.unlink(node, previous: previous, of: symbol)
      }
      node = next
    }
  }

  /// Whether no row holds `symbol` (dropping stale nodes from its column list on the way).
  ///
  /// - Complexity: O(1) when the first node is live; O(stale nodes) otherwise.
  mutating func columnIsEmpty(_ symbol: Symbol) -> Bool {
    var node = columns.head[Int(symbol)]
    while node >= 0 {
      let next = columns.nodeNext[Int(node)]
      let row = columns.nodeRow[Int(node)]
      if rows[Int(row)].basic >= 0, rows[Int(row)].contains(symbol) { return false }
      columns.unlink(node, previous: -1, of: symbol)
      node = next
    }
    return true
  }

  // MARK: - Row arithmetic

  /// Adds `factor` times the cells and constant of row `source` to row `target`.
  ///
  /// New cells are indexed; cells that cancel to rounding noise are dropped.
  ///
  /// - Complexity: O(*n* + *m*) for rows of *n* and *m* cells.
  mutating func addRow(_ source: Int32, times factor: Double, to target: Int32) {
    let sourceSymbols = rows[Int(source)].symbols
    let sourceCoefficients = rows[Int(source)].coefficients
    let sourceConstant = rows[Int(source)].constant
    addCells(sourceSymbols, sourceCoefficients, constant: sourceConstant, times: factor, to: target)
  }

  /// Adds `factor` times the given cells and constant to row `target`.
  mutating func addCells(
    _ sourceSymbols: [Symbol], _ sourceCoefficients: [Double], constant sourceConstant: Double,
    times factor: Double, to target: Int32
  ) {
    journalRow(target)
    let t = Int(target)
    rows[t].constant = Tolerance.sum(rows[t].constant, sourceConstant * factor)
    noteRowChanged(target)
    if sourceSymbols.isEmpty { return }

    mergeSymbols.removeAll(keepingCapacity: true)
    mergeCoefficients.removeAll(keepingCapacity: true)
    let targetSymbols = rows[t].symbols
    let targetCoefficients = rows[t].coefficients
    var i = 0
    var j = 0
    let n = targetSymbols.count
    let m = sourceSymbols.count
    while i < n || j < m {
      if j == m || (i < n && targetSymbols[i] < sourceSymbols[j]) {
        mergeSymbols.append(targetSymbols[i])
        mergeCoefficients.append(targetCoefficients[i])
        i += 1
      } else if i == n || sourceSymbols[j] < targetSymbols[i] {
        let value = sourceCoefficients[j] * factor
        if value != 0 {
          mergeSymbols.append(sourceSymbols[j])
          mergeCoefficients.append(value)
          columns.add(sourceSymbols[j], row: target)
        }
        j += 1
      } else {
        let value = Tolerance.sum(targetCoefficients[i], sourceCoefficients[j] * factor)
        if value != 0 {
          mergeSymbols.append(targetSymbols[i])
          mergeCoefficients.append(value)
        }
        i += 1
        j += 1
      }
    }
    swap(&rows[t].symbols, &mergeSymbols)
    swap(&rows[t].coefficients, &mergeCoefficients)
  }

  /// Adds `factor` times the weights of a row's cells to the objective at `level`.
  mutating func addToObjective(row index: Int32, times factor: Double, level: Int32) {
    let symbols = rows[Int(index)].symbols
    let coefficients = rows[Int(index)].coefficients
    for k in symbols.indices {
      addWeight(coefficients[k] * factor, to: symbols[k], at: level)
    }
  }

  /// Adds to one objective coefficient and queues the symbol for the optimizer.
  @inline(__always)
  mutating func addWeight(_ delta: Double, to symbol: Symbol, at level: Int32) {
    journalWeights(symbol)
    if weights.add(delta, to: symbol, at: level) {
      candidates.push(symbol)
    }
  }

  // MARK: - Substitution and pivoting

  /// Replaces `symbol`, which has just become basic in row `source`, by that row's expression in
  /// every other row and in the objective.
  ///
  /// - Complexity: O(Σ row lengths) over the rows that hold `symbol` — never the whole tableau.
  mutating func substitute(_ symbol: Symbol, using source: Int32, scratch: inout [Int32]) {
    collectRows(containing: symbol, into: &scratch)
    let sourceSymbols = rows[Int(source)].symbols
    let sourceCoefficients = rows[Int(source)].coefficients
    let sourceConstant = rows[Int(source)].constant
    for target in scratch where target != source {
      journalRow(target)
      let coefficient = rows[Int(target)].removeCell(symbol)
      addCells(
        sourceSymbols, sourceCoefficients, constant: sourceConstant, times: coefficient,
        to: target)
    }
    columns.clear(symbol)
    if !weights.isZero(symbol) {
      weightBuffer.removeAll(keepingCapacity: true)
      weights.appendEntries(of: symbol, to: &weightBuffer)
      journalWeights(symbol)
      weights.clear(symbol)
      let entries = weightBuffer
      for entry in entries {
        for k in sourceSymbols.indices {
          addWeight(sourceCoefficients[k] * entry.value, to: sourceSymbols[k], at: entry.level)
        }
      }
    }
  }

  /// Makes `entering` basic in row `index`, whose basic symbol becomes parametric, and
  /// substitutes the new row everywhere else.
  mutating func pivot(row index: Int32, entering: Symbol, scratch: inout [Int32]) {
    journalRow(index)
    let i = Int(index)
    let leaving = rows[i].basic
    let coefficient = rows[i].removeCell(entering)
    precondition(coefficient != 0, "pivot on a zero coefficient")
    // leaving = c + a·entering + Σ → entering = (leaving - c - Σ) / a
    let scale = -1 / coefficient
    rows[i].constant *= scale
    for k in rows[i].coefficients.indices { rows[i].coefficients[k] *= scale }
    rows[i].insertCell(leaving, 1 / coefficient)
    rows[i].basic = entering
    basicRow[Int(leaving)] = -1
    basicRow[Int(entering)] = index
    columns.add(leaving, row: index)
    noteChanged(leaving)
    noteRowChanged(index)
    substitute(entering, using: index, scratch: &scratch)
  }

  /// Makes `subject` basic in a new row built from `row` (`0 = constant + Σ cells`), and
  /// substitutes it everywhere else.
  mutating func insertSolved(_ row: Row, subject: Symbol, scratch: inout [Int32]) -> Int32 {
    var solved = row
    let coefficient = solved.removeCell(subject)
    let scale = -1 / coefficient
    solved.constant *= scale
    for k in solved.coefficients.indices { solved.coefficients[k] *= scale }
    solved.basic = subject
    let index = insertRow(solved)
    substitute(subject, using: index, scratch: &scratch)
    return index
  }

  // MARK: - Reset

  /// Forgets everything.
  mutating func removeAll() {
    self = Tableau()
  }
}
