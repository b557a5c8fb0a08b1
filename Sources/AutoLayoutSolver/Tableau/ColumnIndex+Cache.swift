// The column copies the index keeps beside its lists (see ``CachedColumn``): which symbols have
// one, how a copy learns of new rows, and how copies come and go.

extension ColumnIndex {
  /// The most copies kept at once: enough for the edit variables one frame moves (a width and a
  /// height, a few scrolled offsets) without the copies' memory growing with the tableau's
  /// number of symbols.
  static let cacheSlots = 4

  /// Records a move of `symbol`'s long column, which has no copy; returns whether the column
  /// was among the last ``cacheSlots`` such columns moved, so that a copy is now worth taking.
  /// (A symbol released and reused may count its predecessor's move: one copy too early.)
  ///
  /// - Complexity: O(``cacheSlots``).
  mutating func noteLongMove(_ symbol: Symbol) -> Bool {
    if let k = recentLongMoves.firstIndex(of: symbol) {
      recentLongMoves.remove(at: k)
      return true
    }
    if recentLongMoves.count == Self.cacheSlots { recentLongMoves.removeFirst() }
    recentLongMoves.append(symbol)
    return false
  }

  /// The slot of `symbol`'s copy in ``caches``, or `-1` when it has none.
  @inline(__always)
  func cacheSlot(of symbol: Symbol) -> Int {
    Int(lists[Int(symbol)].cache)
  }

  /// Lists `row` as having gained a cell for `symbol`, whose column has a copy. A copy whose
  /// pending list outgrows its entries is dropped: the column is changing faster than it is read.
  ///
  /// - Complexity: O(1) amortized.
  mutating func notePending(_ symbol: Symbol, row: Int32) {
    let slot = Int(lists[Int(symbol)].cache)
    caches[slot].pending.append(row)
    if caches[slot].pending.count > max(1024, caches[slot].rows.count) {
      dropCache(of: symbol)
    }
  }

  /// Drops `symbol`'s copy, if it has one.
  mutating func dropCache(of symbol: Symbol) {
    let slot = Int(lists[Int(symbol)].cache)
    guard slot >= 0 else { return }
    setCacheSlot(-1, of: symbol)
    caches[slot].symbol = -1
    caches[slot].removeAll()
  }

  /// Takes the copy out of `slot` to be used and updated (the slot keeps its symbol, so new rows
  /// are still noted); give it back with ``putCache(_:at:)`` before anything else changes the
  /// index.
  mutating func takeCache(at slot: Int) -> CachedColumn {
    cacheClock &+= 1
    var column = CachedColumn()
    swap(&column, &caches[slot])
    caches[slot].symbol = column.symbol
    column.lastUse = cacheClock
    return column
  }

  /// Puts back a copy taken with ``takeCache(at:)``, with the rows noted meanwhile.
  mutating func putCache(_ column: CachedColumn, at slot: Int) {
    let noted = caches[slot].pending
    caches[slot] = column
    caches[slot].pending.append(contentsOf: noted)
  }

  /// A slot for a new copy of `symbol`'s column (which has none): an unused one, or else the
  /// least recently used one, whose copy is dropped. Fill it with ``putCache(_:at:)``.
  mutating func makeCacheSlot(for symbol: Symbol) -> Int {
    var slot = caches.firstIndex { $0.symbol < 0 } ?? -1
    if slot < 0 {
      if caches.count < Self.cacheSlots {
        caches.append(CachedColumn())
        slot = caches.count - 1
      } else {
        slot = caches.indices.min { caches[$0].lastUse < caches[$1].lastUse }!
        dropCache(of: caches[slot].symbol)
      }
    }
    cacheClock &+= 1
    caches[slot].symbol = symbol
    caches[slot].lastUse = cacheClock
    setCacheSlot(slot, of: symbol)
    return slot
  }
}
