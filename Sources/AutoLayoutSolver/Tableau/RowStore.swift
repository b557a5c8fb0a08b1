/// The tableau's rows, stored in one arena of cells: `basic = constant + Σ value · symbol`.
///
/// Each row owns a slice of the arena (its ``RowSpan``), kept sorted by symbol, with
/// no zero values and never its basic symbol. Everything is plain data in flat arrays, so the
/// inner loops run without reference counting or allocation. A row that outgrows its slice moves
/// to the end of the arena; the arena is compacted (``compactIfNeeded()``) when it spans more
/// than four times what the rows need, counting both the slices left behind and the room
/// inside slices that rows no longer need.
struct RowStore {
  /// The symbol of each arena cell.
  private(set) var cellSymbols: [Symbol] = []
  /// The value of each arena cell.
  private(set) var cellValues: [Double] = []
  /// The basic symbol of each row (-1 for a released row); set with ``setBasic(_:of:)``.
  private(set) var basic: [Symbol] = []
  /// The constant of each row.
  var constant: [Double] = []
  /// The slice of the arena each row owns: its first cell, its number of cells and the cells
  /// reserved for it, side by side, since every read of a row's cells needs the first two.
  private(set) var spans: [RowSpan] = []
  /// A counter per row slot that moves whenever the row's cells or basic symbol change (never
  /// for its constant), so that a copy of part of a row (a ``CachedColumn``) can tell whether
  /// it is still exact with one comparison. It may be longer than ``slotCount``: a slot that is
  /// dropped keeps its counter, so that a slot created again at that index never repeats one.
  private(set) var version: [UInt32] = []
  /// Moves whenever some row's ``version`` counter wraps around to zero: a copy taken at
  /// another epoch may be stale even where a counter matches.
  private(set) var versionEpoch: UInt32 = 0
  /// Whether the ``version`` counters move. Only copies of columns read them, so they stay still
  /// (and cost nothing) until the first copy is taken; from then on they move, for good.
  var tracksVersions = false
  /// Released row slots, reused first.
  var freeSlots: [Int32] = []
  /// The number of live rows.
  var liveCount = 0
  /// The number of cells the rows hold (the sum of the spans' counts), against which the
  /// arena's size says how much of it is wasted.
  private(set) var cellCount = 0
  /// The slices in arena order, each as its row and its start when it was made: a slice is
  /// listed when a row takes one at the end of the arena, and an entry whose row has since
  /// moved on (its start differs) is stale. Compaction walks this list instead of sorting the
  /// rows by start.
  private var arenaOrder: [(row: Int32, start: Int32)] = []

  /// The number of row slots (live and released).
  var slotCount: Int { basic.count }

  /// The arena indices of row `r`'s cells.
  @inline(__always)
  func cells(_ r: Int32) -> Range<Int> {
    spans[Int(r)].cells
  }

  /// The number of cells of row `r`.
  @inline(__always)
  func length(of r: Int32) -> Int { Int(spans[Int(r)].count) }

  /// The arena index of `symbol` in row `r`, or the index where it would be inserted.
  ///
  /// - Complexity: O(log *n*) for a row of *n* cells.
  @inline(__always)
  func position(of symbol: Symbol, in r: Int32) -> (index: Int, found: Bool) {
    let span = spans[Int(r)]
    var low = Int(span.start)
    var high = low + Int(span.count)
    while low < high {
      let mid = (low &+ high) >> 1
      let value = cellSymbols[mid]
      if value < symbol {
        low = mid &+ 1
      } else if value > symbol {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` in row `r` (0 when absent).
  @inline(__always)
  func coefficient(of symbol: Symbol, in r: Int32) -> Double {
    let (index, found) = position(of: symbol, in: r)
    return found ? cellValues[index] : 0
  }

  /// Whether row `r` has a cell for `symbol`.
  @inline(__always)
  func contains(_ symbol: Symbol, in r: Int32) -> Bool { position(of: symbol, in: r).found }

  /// Calls `body` with read-only pointers to the whole store, for inner loops that must not pay
  /// for array access checks.
  @inline(__always)
  func withView<Result>(_ body: (RowView) throws -> Result) rethrows -> Result {
    try constant.withUnsafeBufferPointer { constant in
      try Self.view(basic, constant, spans, cellSymbols, cellValues, version, body)
    }
  }

  /// Calls `body` with read-only pointers to the whole store and a mutable pointer to the row
  /// constants, for a walk that reads rows and moves their constants in one pass.
  @inline(__always)
  mutating func withViewAndConstants<Result>(
    _ body: (RowView, UnsafeMutableBufferPointer<Double>) throws -> Result
  ) rethrows -> Result {
    try constant.withUnsafeMutableBufferPointer { constant in
      try Self.view(
        basic, UnsafeBufferPointer(constant), spans, cellSymbols, cellValues, version
      ) {
        try body($0, constant)
      }
    }
  }

  /// The body of ``withView(_:)`` and ``withViewAndConstants(_:)``: pointers to the given
  /// arrays (the store's, passed one by one so that its constants may be borrowed mutably).
  @inline(__always)
  private static func view<Result>(
    _ basic: [Symbol], _ constant: UnsafeBufferPointer<Double>, _ spans: [RowSpan],
    _ symbols: [Symbol], _ values: [Double], _ version: [UInt32],
    _ body: (RowView) throws -> Result
  ) rethrows -> Result {
    try basic.withUnsafeBufferPointer { basic in
      try spans.withUnsafeBufferPointer { spans in
        try symbols.withUnsafeBufferPointer { symbols in
          try values.withUnsafeBufferPointer { values in
            try version.withUnsafeBufferPointer { version in
              try body(
                RowView(
                  basic: basic, constant: constant, spans: spans, symbols: symbols,
                  values: values, version: version))
            }
          }
        }
      }
    }
  }

  /// A copy of row `r`.
  func row(_ r: Int32) -> Row {
    let range = cells(r)
    return Row(
      basic: basic[Int(r)], constant: constant[Int(r)], symbols: Array(cellSymbols[range]),
      coefficients: Array(cellValues[range]))
  }

  // MARK: - Rows
  /// Reserves storage for `rows` rows and `cells` arena cells.
  mutating func reserveCapacity(rows: Int, cells: Int) {
    basic.reserveCapacity(rows)
    constant.reserveCapacity(rows)
    spans.reserveCapacity(rows)
    cellSymbols.reserveCapacity(cells)
    cellValues.reserveCapacity(cells)
  }

  /// Stores a new row (reusing a released slot when there is one) and returns its index.
  mutating func insert(_ row: Row) -> Int32 {
    let r: Int32
    if let reused = freeSlots.popLast() {
      r = reused
      basic[Int(r)] = row.basic
      constant[Int(r)] = row.constant
      spans[Int(r)].count = 0
    } else {
      r = Int32(basic.count)
      basic.append(row.basic)
      constant.append(row.constant)
      spans.append(RowSpan(start: Int32(cellSymbols.count), count: 0, capacity: 0))
      if version.count == Int(r) { version.append(0) }
    }
    touch(r)
    liveCount += 1
    row.symbols.withUnsafeBufferPointer { symbols in
      row.coefficients.withUnsafeBufferPointer { values in
        replaceCells(of: r, symbols: symbols, values: values)
      }
    }
    return r
  }

  /// Puts back a saved row into slot `r` (used to roll back a failed call).
  mutating func restore(_ row: Row, at r: Int32) {
    touch(r)
    basic[Int(r)] = row.basic
    constant[Int(r)] = row.constant
    row.symbols.withUnsafeBufferPointer { symbols in
      row.coefficients.withUnsafeBufferPointer { values in
        replaceCells(of: r, symbols: symbols, values: values)
      }
    }
  }

  /// Releases row `r`; its cells are abandoned.
  mutating func release(_ r: Int32) {
    touch(r)
    basic[Int(r)] = -1
    cellCount -= Int(spans[Int(r)].count)
    spans[Int(r)].count = 0
    freeSlots.append(r)
    liveCount -= 1
  }

  /// Drops the row slots from `slotCount` on (rows created by a call that is rolled back).
  mutating func truncate(to slotCount: Int) {
    for r in slotCount..<basic.count {
      cellCount -= Int(spans[r].count)
      touch(Int32(r))
    }
    basic.removeSubrange(slotCount...)
    constant.removeSubrange(slotCount...)
    spans.removeSubrange(slotCount...)
  }

  // MARK: - Cells

  /// Replaces the cells of row `r` with the given sorted cells.
  mutating func replaceCells(
    of r: Int32, symbols: UnsafeBufferPointer<Symbol>, values: UnsafeBufferPointer<Double>
  ) {
    let n = symbols.count
    touch(r)
    cellCount += n - Int(spans[Int(r)].count)
    if n > Int(spans[Int(r)].capacity) {
      let reserved = max(n + n / 2, Self.minimumSlice)
      spans[Int(r)].start = Int32(cellSymbols.count)
      arenaOrder.append((r, spans[Int(r)].start))
      spans[Int(r)].capacity = Int32(reserved)
      cellSymbols.append(contentsOf: symbols)
      cellValues.append(contentsOf: values)
      let padding = reserved - n
      cellSymbols.append(contentsOf: repeatElement(0, count: padding))
      cellValues.append(contentsOf: repeatElement(0, count: padding))
    } else if n > 0 {
      let first = Int(spans[Int(r)].start)
      cellSymbols.withUnsafeMutableBufferPointer { target in
        let slice = UnsafeMutableBufferPointer(rebasing: target[first..<(first + n)])
        _ = slice.update(fromContentsOf: symbols)
      }
      cellValues.withUnsafeMutableBufferPointer { target in
        let slice = UnsafeMutableBufferPointer(rebasing: target[first..<(first + n)])
        _ = slice.update(fromContentsOf: values)
      }
    }
    spans[Int(r)].count = Int32(n)
  }

  /// Removes the cell of `symbol` from row `r`, returning its value (0 when absent).
  ///
  /// - Complexity: O(*n*), one block move.
  mutating func removeCell(_ symbol: Symbol, from r: Int32) -> Double {
    let (index, found) = position(of: symbol, in: r)
    guard found else { return 0 }
    return removeCell(at: index, from: r)
  }

  /// Removes the cell at arena index `index`, one of row `r`'s, returning its value.
  ///
  /// - Complexity: O(*n*), one block move.
  @discardableResult
  mutating func removeCell(at index: Int, from r: Int32) -> Double {
    touch(r)
    let value = cellValues[index]
    let end = spans[Int(r)].cells.upperBound
    cellSymbols.withUnsafeMutableBufferPointer { symbols in
      cellValues.withUnsafeMutableBufferPointer { values in
        Self.moveCells(symbols, values, from: index + 1, to: index, count: end - index - 1)
      }
    }
    spans[Int(r)].count -= 1
    cellCount -= 1
    return value
  }

  /// Gives the cell of `old` in row `r` to `new`, keeping its value, when `new` sorts into the
  /// same place (no other cell of the row lies between the two symbols). A pivot that trades a
  /// symbol for its neighbour (an error for its partner, as the dual simplex does on most rows
  /// of a resized grid) then moves no cells. Returns the cell's arena index, or `nil` (and
  /// changes nothing) when the row has no cell of `old` or `new` sorts elsewhere.
  ///
  /// - Complexity: O(log *n*) for a row of *n* cells.
  mutating func renameCell(_ old: Symbol, to new: Symbol, in r: Int32) -> Int? {
    let (index, found) = position(of: old, in: r)
    guard found else { return nil }
    let range = cells(r)
    if index > range.lowerBound, cellSymbols[index - 1] >= new { return nil }
    if index + 1 < range.upperBound, cellSymbols[index + 1] <= new { return nil }
    touch(r)
    cellSymbols[index] = new
    return index
  }

  /// Sets the value of the cell at arena index `index`. It does not move the row's
  /// ``version`` counter: the caller changes the row through a call that does
  /// (``renameCell(_:to:in:)``, ``scaleCells(of:by:)``).
  @inline(__always)
  mutating func setCellValue(_ value: Double, at index: Int) {
    cellValues[index] = value
  }

  /// Inserts a cell for `symbol`, which row `r` must not have yet.
  ///
  /// - Complexity: O(*n*), one block move.
  mutating func insertCell(_ symbol: Symbol, _ value: Double, into r: Int32) {
    if spans[Int(r)].count == spans[Int(r)].capacity { grow(r) }
    let (index, found) = position(of: symbol, in: r)
    precondition(!found, "cell already present")
    touch(r)
    let end = spans[Int(r)].cells.upperBound
    cellSymbols.withUnsafeMutableBufferPointer { symbols in
      cellValues.withUnsafeMutableBufferPointer { values in
        Self.moveCells(symbols, values, from: index, to: index + 1, count: end - index)
        symbols[index] = symbol
        values[index] = value
      }
    }
    spans[Int(r)].count += 1
    cellCount += 1
  }

  /// Adds `factor` times the few cells of row `source` to row `r` in place: a binary search for
  /// each, then an update, an insertion, or a removal when the sum cancels to rounding noise
  /// (``Tolerance/sum(_:_:)``), each insertion or removal one block move of the row's tail.
  /// Writes the symbols new to the row to `fresh` (which has room for every source cell) and
  /// returns how many there are. The row must have room for every source cell
  /// (``hasRoom(for:in:)``).
  ///
  /// A linear merge reads and rewrites the whole row. When the source is a handful of cells and
  /// the row is long (on deeply nested layouts a row holds a cell for every enclosing level, and
  /// removing a constraint substitutes a one-cell row into each of them), this touches only the
  /// cells that change and moves the others in blocks.
  ///
  /// - Complexity: O(*m* log *n*) comparisons and at most *m* block moves, for *m* source cells
  ///   and a row of *n*.
  mutating func addInPlace(
    row source: Int32, times factor: Double, to r: Int32, fresh: UnsafeMutableBufferPointer<Symbol>
  ) -> Int {
    let sourceCells = cells(source)
    precondition(source != r && hasRoom(for: sourceCells.count, in: r), "no room in the row")
    touch(r)
    let first = Int(spans[Int(r)].start)
    var end = first + Int(spans[Int(r)].count)
    var freshCount = 0
    // The source is read where it lies: the two rows' slices of the arena are disjoint, and
    // moving the row's cells stays inside its own.
    cellSymbols.withUnsafeMutableBufferPointer { symbols in
      cellValues.withUnsafeMutableBufferPointer { values in
        // The source is sorted, so each search starts where the previous one ended.
        var low = first
        for k in sourceCells {
          let symbol = symbols[k]
          let value = values[k] * factor
          var high = end
          while low < high {
            let mid = (low &+ high) >> 1
            if symbols[mid] < symbol { low = mid &+ 1 } else { high = mid }
          }
          if low < end, symbols[low] == symbol {
            let updated = Tolerance.sum(values[low], value)
            if updated != 0 {
              values[low] = updated
              low &+= 1
            } else {
              Self.moveCells(symbols, values, from: low &+ 1, to: low, count: end &- low &- 1)
              end &-= 1
            }
          } else if value != 0 {
            Self.moveCells(symbols, values, from: low, to: low &+ 1, count: end &- low)
            symbols[low] = symbol
            values[low] = value
            end &+= 1
            low &+= 1
            fresh[freshCount] = symbol
            freshCount &+= 1
          }
        }
      }
    }
    cellCount += end - first - Int(spans[Int(r)].count)
    spans[Int(r)].count = Int32(end - first)
    return freshCount
  }

  /// Whether row `r` has room for `extra` more cells without moving.
  @inline(__always)
  func hasRoom(for extra: Int, in r: Int32) -> Bool {
    Int(spans[Int(r)].count) + extra <= Int(spans[Int(r)].capacity)
  }

  /// Moves `count` cells of the arena from index `source` to index `destination` (the ranges
  /// may overlap), in one block move per array.
  @inline(__always)
  private static func moveCells(
    _ symbols: UnsafeMutableBufferPointer<Symbol>, _ values: UnsafeMutableBufferPointer<Double>,
    from source: Int, to destination: Int, count: Int
  ) {
    guard count > 0 else { return }
    let symbolBase = UnsafeMutableRawPointer(symbols.baseAddress!)
    let valueBase = UnsafeMutableRawPointer(values.baseAddress!)
    let symbolStride = MemoryLayout<Symbol>.stride
    let valueStride = MemoryLayout<Double>.stride
    (symbolBase + destination * symbolStride).copyMemory(
      from: symbolBase + source * symbolStride, byteCount: count * symbolStride)
    (valueBase + destination * valueStride).copyMemory(
      from: valueBase + source * valueStride, byteCount: count * valueStride)
  }

  /// Multiplies every cell of row `r` by `factor`; returns the smallest and the largest
  /// magnitude among the results (infinity and 0 for an empty row).
  @discardableResult
  mutating func scaleCells(of r: Int32, by factor: Double) -> (smallest: Double, largest: Double) {
    touch(r)
    let range = cells(r)
    // Two running minima and maxima, taken with comparisons that compile to single `min` and
    // `max` instructions: one pair would chain every cell's comparison to the one before it,
    // and the pivots of a large layout scale rows of a hundred cells and more.
    var smallest = (Double.infinity, Double.infinity)
    var largest = (0.0, 0.0)
    cellValues.withUnsafeMutableBufferPointer { values in
      var k = range.lowerBound
      // Four cells a round: half the loop's own instructions per cell.
      while k + 3 < range.upperBound {
        let first = values[k] * factor
        let second = values[k + 1] * factor
        let third = values[k + 2] * factor
        let fourth = values[k + 3] * factor
        values[k] = first
        values[k + 1] = second
        values[k + 2] = third
        values[k + 3] = fourth
        let (a, b) = (abs(first), abs(second))
        let (c, d) = (abs(third), abs(fourth))
        smallest = (a < smallest.0 ? a : smallest.0, b < smallest.1 ? b : smallest.1)
        largest = (a > largest.0 ? a : largest.0, b > largest.1 ? b : largest.1)
        smallest = (c < smallest.0 ? c : smallest.0, d < smallest.1 ? d : smallest.1)
        largest = (c > largest.0 ? c : largest.0, d > largest.1 ? d : largest.1)
        k += 4
      }
      while k + 1 < range.upperBound {
        let first = values[k] * factor
        let second = values[k + 1] * factor
        values[k] = first
        values[k + 1] = second
        let (a, b) = (abs(first), abs(second))
        smallest = (a < smallest.0 ? a : smallest.0, b < smallest.1 ? b : smallest.1)
        largest = (a > largest.0 ? a : largest.0, b > largest.1 ? b : largest.1)
        k += 2
      }
      if k < range.upperBound {
        let value = values[k] * factor
        values[k] = value
        let a = abs(value)
        smallest.0 = a < smallest.0 ? a : smallest.0
        largest.0 = a > largest.0 ? a : largest.0
      }
    }
    return (
      smallest.0 < smallest.1 ? smallest.0 : smallest.1,
      largest.0 > largest.1 ? largest.0 : largest.1
    )
  }

  /// The largest magnitude among row `r`'s cells (0 for an empty row).
  ///
  /// - Complexity: O(*n*).
  func largestMagnitude(of r: Int32) -> Double {
    var largest = 0.0
    for k in cells(r) { largest = Swift.max(largest, abs(cellValues[k])) }
    return largest
  }

  /// Removes the cells of row `r` whose magnitude is at most `limit`, keeping the others in
  /// order (the removed symbols' column lists keep stale nodes, which the index drops lazily).
  ///
  /// - Complexity: O(*n*).
  mutating func removeCells(of r: Int32, atMost limit: Double) {
    let range = cells(r)
    var kept = range.lowerBound
    for k in range where abs(cellValues[k]) > limit {
      if kept != k {
        cellSymbols[kept] = cellSymbols[k]
        cellValues[kept] = cellValues[k]
      }
      kept += 1
    }
    if kept < range.upperBound {
      touch(r)
      cellCount -= range.upperBound - kept
      spans[Int(r)].count = Int32(kept - range.lowerBound)
    }
  }

  /// Makes `symbol` the basic symbol of row `r`.
  @inline(__always)
  mutating func setBasic(_ symbol: Symbol, of r: Int32) {
    touch(r)
    basic[Int(r)] = symbol
  }

  /// Moves the ``version`` counter of row `r`, and the ``versionEpoch`` when it wraps around.
  @inline(__always)
  private mutating func touch(_ r: Int32) {
    guard tracksVersions else { return }
    version[Int(r)] &+= 1
    if version[Int(r)] == 0 { versionEpoch &+= 1 }
  }

  /// Compacts the arena when it spans more than ``compactionFactor`` times what the rows need
  /// (their cells, and ``minimumSlice`` for each short row), plus a few thousand cells; returns
  /// whether it did. Row indices stay valid; arena indices do not, so no caller may hold one
  /// across this call.
  ///
  /// The rows slide down in arena order (``arenaOrder``), each into a slice no larger than its
  /// old one (a quarter of room kept where it had that much), so no row lands on one not yet
  /// moved, and the arena keeps its storage. Building new arrays instead would hand fresh
  /// memory to the arena at every compaction and again as it grew back; sorting the rows by
  /// start would cost more than the moves on a tableau of many rows compacted often (the long
  /// dense rows of a deeply nested layout outgrow their slices on every pivot).
  ///
  /// - Complexity: O(row slots + slices made since the last compaction + arena cells).
  @discardableResult
  mutating func compactIfNeeded() -> Bool {
    // A live row keeps a slice of at least four cells, so a tableau of short rows spans more
    // than its cells even right after a compaction: counted against the cells alone, it would
    // compact on every call.
    let needed = cellCount + Self.minimumSlice * liveCount
    guard cellSymbols.count > Self.compactionFactor * needed + Self.compactionSlack else {
      return false
    }
    // Rows without cells lose their slices (a released row's among them); their starts must
    // stay within the arena that is left.
    for r in basic.indices where basic[r] < 0 || spans[r].count == 0 {
      spans[r].start = 0
      spans[r].capacity = 0
    }
    var write = 0
    var kept = 0
    let entries = arenaOrder.count
    cellSymbols.withUnsafeMutableBufferPointer { symbols in
      cellValues.withUnsafeMutableBufferPointer { values in
        arenaOrder.withUnsafeMutableBufferPointer { order in
          for k in 0..<entries {
            let r = Int(order[k].row)
            guard r < basic.count, spans[r].capacity > 0, spans[r].start == order[k].start else {
              continue
            }
            let first = Int(spans[r].start)
            let n = Int(spans[r].count)
            let reserved = min(max(n + n / 4, Self.minimumSlice), Int(spans[r].capacity))
            Self.moveCells(symbols, values, from: first, to: write, count: n)
            spans[r].start = Int32(write)
            spans[r].capacity = Int32(reserved)
            order[kept] = (Int32(r), Int32(write))
            kept += 1
            write += reserved
          }
        }
      }
    }
    arenaOrder.removeLast(entries - kept)
    cellSymbols.removeLast(cellSymbols.count - write)
    cellValues.removeLast(cellValues.count - write)
    return true
  }

  /// The number of arena cells, held or wasted.
  var arenaLength: Int { cellSymbols.count }

  /// Every broken invariant of the store, as sentences: the cell count is the sum of the rows'
  /// counts, and the slices lie within the arena, hold their cells, and do not overlap.
  ///
  /// - Complexity: O(*r* log *r* + *e*) for *r* row slots and *e* entries of the arena order.
  func validate() -> [String] {
    var problems: [String] = []
    let total = spans.reduce(0) { $0 + Int($1.count) }
    if total != cellCount {
      problems.append("the rows hold \(total) cells, the row store counts \(cellCount)")
    }
    var listed = Set<Int64>()
    for entry in arenaOrder { listed.insert(Int64(entry.row) << 32 | Int64(entry.start)) }
    var slices: [(start: Int, end: Int, row: Int)] = []
    for r in basic.indices {
      if spans[r].count > spans[r].capacity {
        problems.append("row \(r) holds \(spans[r].count) cells in a slice of \(spans[r].capacity)")
      }
      guard spans[r].capacity > 0 else { continue }
      let first = Int(spans[r].start)
      let end = first + Int(spans[r].capacity)
      if first < 0 || end > cellSymbols.count {
        problems.append("row \(r)'s slice \(first)..<\(end) leaves the arena")
      }
      if !listed.contains(Int64(r) << 32 | Int64(first)) {
        problems.append("row \(r)'s slice at \(first) is not in the arena order")
      }
      slices.append((first, end, r))
    }
    slices.sort { $0.start < $1.start }
    for k in slices.indices.dropFirst() where slices[k].start < slices[k - 1].end {
      problems.append("the slices of rows \(slices[k - 1].row) and \(slices[k].row) overlap")
    }
    return problems
  }

  /// How many times what the rows need (their cells, and at least ``minimumSlice`` each) the
  /// arena may span before it is compacted. After a compaction it spans at most 1.25 times as
  /// much, so while the rows keep their size a compaction moves about 1.3 cells for each cell
  /// appended since the last.
  ///
  /// It was 4, so that a tableau growing row by row (each row moving on as it outgrows its
  /// slice, which leaves up to twice the final size behind) was not compacted on the way; but
  /// the tableau a layout's additions leave behind then spans up to four times its rows, and
  /// the calls that follow read its rows cold, page after page: `grid-50x50`'s 292,752 cells
  /// spanned 860,305 (10 MB), and its suggestions (the first of them 1,249 dual pivots through
  /// rows of 105 cells) took 1.56 ms instead of 1.78 over the 369,002 a compaction leaves
  /// (medians of eight alternating runs). Compacting during growth costs little: the
  /// suggestions of `push-200` compact 89 times instead of 29 in the same time.
  static let compactionFactor = 2

  /// The smallest slice a live row gets when it is stored or compacted.
  static let minimumSlice = 4

  /// The waste below which the arena is never compacted: a small tableau is not worth it. With
  /// `AUTOLAYOUT_INTERNAL_CHECKS` it is tiny, so that the randomized tests compact often.
  #if AUTOLAYOUT_INTERNAL_CHECKS
    static let compactionSlack = 8
  #else
    static let compactionSlack = 4096
  #endif

  /// Gives row `r` room for more cells by moving it to the end of the arena.
  private mutating func grow(_ r: Int32) {
    let first = Int(spans[Int(r)].start)
    let n = Int(spans[Int(r)].count)
    let reserved = max(2 * n, Self.minimumSlice)
    spans[Int(r)].start = Int32(cellSymbols.count)
    arenaOrder.append((r, spans[Int(r)].start))
    spans[Int(r)].capacity = Int32(reserved)
    // No exact `reserveCapacity`: reserving exactly what each move needs would reallocate the
    // whole arena on every move instead of growing it geometrically.
    for k in first..<(first + n) {
      cellSymbols.append(cellSymbols[k])
      cellValues.append(cellValues[k])
    }
    cellSymbols.append(contentsOf: repeatElement(0, count: reserved - n))
    cellValues.append(contentsOf: repeatElement(0, count: reserved - n))
  }

  /// Forgets every row.
  mutating func removeAll() {
    // A new epoch: the counters start again, so no copy taken before may match them.
    let epoch = versionEpoch &+ 1
    self = RowStore()
    versionEpoch = epoch
  }
}

/// The slice of the arena a row owns (see ``RowStore/spans``).
struct RowSpan {
  /// The first arena cell of the row.
  var start: Int32
  /// The number of cells of the row.
  var count: Int32
  /// The number of arena cells reserved for the row.
  var capacity: Int32

  /// The arena indices of the row's cells.
  @inline(__always)
  var cells: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
}

/// Read-only pointers into a ``RowStore``, valid only inside ``RowStore/withView(_:)``.
struct RowView {
  let basic: UnsafeBufferPointer<Symbol>
  let constant: UnsafeBufferPointer<Double>
  let spans: UnsafeBufferPointer<RowSpan>
  let symbols: UnsafeBufferPointer<Symbol>
  let values: UnsafeBufferPointer<Double>
  /// The ``RowStore/version`` counters (possibly longer than `basic`).
  let version: UnsafeBufferPointer<UInt32>

  /// The arena index of `symbol` in row `r`, or `-1`.
  @inline(__always)
  func index(of symbol: Symbol, in r: Int32) -> Int {
    let span = spans[Int(r)]
    var low = Int(span.start)
    var high = low + Int(span.count)
    while low < high {
      let mid = (low &+ high) >> 1
      let value = symbols[mid]
      if value < symbol {
        low = mid &+ 1
      } else if value > symbol {
        high = mid
      } else {
        return mid
      }
    }
    return -1
  }
}
