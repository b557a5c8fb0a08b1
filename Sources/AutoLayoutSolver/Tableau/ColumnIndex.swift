/// For each symbol, the rows that may contain it: the index that lets a substitution touch only
/// the rows holding the substituted symbol instead of walking the whole tableau as kiwi does.
///
/// The lists are lazy: a node is added whenever a cell for the symbol is created in a row, and
/// nothing is removed when a cell cancels or a row is released. Readers validate each node
/// against the row (``Tableau/collectRows(containing:)``), dropping stale and duplicate nodes as
/// they go, so a stale node is checked at most once by the walks.
///
/// A list that is never read would still grow with every cell created for its symbol (a row
/// resized back and forth creates the same cells again and again). So the whole index has a
/// budget: when the nodes in use pass ``rebuildThreshold``, ``add(_:row:)`` says so, and the
/// tableau lists every live row's cells afresh (``Tableau/rebuildColumns()``), one pass over the
/// rows in storage order, after which every list is exact. The budget is then set to
/// ``rebuildFactor`` times the nodes in use, so a rebuild costs O(1) amortized per node added,
/// and the index stays within a small factor of the tableau's size.
///
/// A rebuild lays each list out as a run of consecutive nodes (see ``layOutRebuild()``), so a
/// walk reads memory front to back. Nodes added since come from anywhere in the pool, and a walk
/// over them chases one cache line per node; once walks have read as many nodes out of place
/// as were in use after the last rebuild, the next add asks for a rebuild too (see
/// ``wantsRebuild``), which costs about what those reads did.
///
/// (Cleaning one list when it outgrew a multiple of its live length, as this index did before,
/// checked every node against its row: a binary search in a row of a dense tableau, for every
/// cell ever created. On deeply nested layouts and long rows of text, whose rows hold a cell for
/// most symbols and change on every pivot, that was three quarters of a suggestion's time.)
///
/// Nodes live in one pool with a free list, so the index allocates nothing once it has grown;
/// the pool grows geometrically before an add that the free list cannot serve, so that adding a
/// row's cells is one loop over raw buffers. A node keeps its row beside its link, and a list its
/// head beside its count: a walk reads one cache line per node instead of two, and an add
/// touches one line per symbol.
struct ColumnIndex {
  /// One node of a list: a row that may contain the list's symbol.
  struct Node {
    /// The row.
    var row: Int32
    /// The next node of the list (`-1` at the end).
    var next: Int32
  }

  /// One symbol's list.
  struct List {
    /// The first node (`-1` when empty).
    var head: Int32
    /// An upper bound of the symbol's column length: nodes in the list.
    var count: Int32
    /// The slot in ``caches`` that holds a copy of the column (`-1` for none).
    var cache: Int32 = -1
  }

  /// The list of each symbol.
  private(set) var lists: [List] = []
  /// The node pool.
  private(set) var nodes: [Node] = []
  /// The first free node (`-1` when the pool is full).
  private var freeNode: Int32 = -1
  /// The number of nodes on the free list.
  private var freeCount = 0
  /// The nodes that walks found out of place since the last rebuild: a node whose successor
  /// is not the node after it in the pool, a read that misses the cache on a large tableau.
  private var scatteredReads = 0
  /// The scattered reads after which the next add asks for a rebuild, which lays every list
  /// out in a run again: the nodes in use after the last rebuild, so that a rebuild costs no
  /// more than the walks it saves.
  private var scatterBudget = Self.minimumRebuildThreshold
  /// During a rebuild, the node before which each list's next node goes (see
  /// ``layOutRebuild()``); kept between rebuilds for its storage.
  private var rebuildFill: [Int32] = []
  /// The number of nodes in use above which the index is to be rebuilt from the rows.
  private(set) var rebuildThreshold = Self.minimumRebuildThreshold
  /// Dense copies of a few long columns (see ``CachedColumn``), at most ``cacheSlots``.
  var caches: [CachedColumn] = []
  /// Counts the uses of the copies, to find the least recently used one.
  var cacheClock: UInt64 = 0
  /// The last few long columns moved without a copy, oldest first (see
  /// ``noteLongMove(_:)``).
  var recentLongMoves: [Symbol] = []

  /// Makes room for symbols `0..<capacity`.
  mutating func reserveSymbols(_ capacity: Int) {
    if lists.count < capacity {
      lists.append(
        contentsOf: repeatElement(
          List(head: -1, count: 0), count: capacity - lists.count))
    }
  }

  /// The first node of `symbol`'s list (`-1` when empty).
  @inline(__always)
  func head(of symbol: Symbol) -> Int32 { lists[Int(symbol)].head }

  /// An upper bound of `symbol`'s column length: the nodes in its list.
  @inline(__always)
  func count(of symbol: Symbol) -> Int32 { lists[Int(symbol)].count }

  /// The number of nodes on some list.
  var usedNodes: Int { nodes.count - freeCount }

  /// Whether the nodes in use have passed ``rebuildThreshold``.
  @inline(__always)
  var needsRebuild: Bool { usedNodes > rebuildThreshold }

  /// Whether the index should be rebuilt: past its budget of nodes, or read out of place more
  /// often than a rebuild would cost (see ``scatteredReads``).
  @inline(__always)
  var wantsRebuild: Bool { needsRebuild || scatteredReads > scatterBudget }

  /// The smallest ``rebuildThreshold``. A small tableau is rebuilt in a few hundred steps, and
  /// its pool stays small (`enaml-like`'s removals, the shared phase closest to kiwi's time,
  /// took 2.6% more instructions than with per-list cleanings at 4,096 nodes, 0.3% at 256). With
  /// `AUTOLAYOUT_INTERNAL_CHECKS` it is tiny, so that the randomized tests, small systems all,
  /// rebuild the index again and again with every invariant checked after each call.
  #if AUTOLAYOUT_INTERNAL_CHECKS
    static let minimumRebuildThreshold = 16
  #else
    static let minimumRebuildThreshold = 256
  #endif
  /// After a rebuild, the budget is this many times the nodes in use: a rebuild walks the live
  /// cells once, so it costs at most 1 / (factor - 1) of a cell per node added since the last.
  static let rebuildFactor = 4

  /// Records that `row` may contain `symbol`; returns whether the index has outgrown its budget
  /// and should be rebuilt (with ``Tableau/rebuildColumns()``).
  ///
  /// - Complexity: O(1) amortized.
  @inline(__always)
  @discardableResult
  mutating func add(_ symbol: Symbol, row: Int32) -> Bool {
    reservePool(1)
    let node = freeNode
    freeNode = nodes[Int(node)].next
    freeCount -= 1
    nodes[Int(node)] = Node(row: row, next: lists[Int(symbol)].head)
    lists[Int(symbol)].head = node
    lists[Int(symbol)].count &+= 1
    if !caches.isEmpty, lists[Int(symbol)].cache >= 0 { notePending(symbol, row: row) }
    return wantsRebuild
  }

  /// Records that `row` may contain each of `symbols`; returns whether the index has outgrown
  /// its budget and should be rebuilt (with ``Tableau/rebuildColumns()``).
  ///
  /// The pool is grown first, so the loop works on raw buffers: adding cell by cell would check
  /// the uniqueness of the arrays for every cell, which cost a tenth of a removal's time.
  ///
  /// - Complexity: O(`symbols.count`) amortized.
  mutating func add(contentsOf symbols: UnsafeBufferPointer<Symbol>, row: Int32) -> Bool {
    if symbols.isEmpty { return false }
    reservePool(symbols.count)
    var free = freeNode
    lists.withUnsafeMutableBufferPointer { lists in
      nodes.withUnsafeMutableBufferPointer { nodes in
        for symbol in symbols {
          let s = Int(symbol)
          let node = Int(free)
          free = nodes[node].next
          nodes[node] = Node(row: row, next: lists[s].head)
          lists[s].head = Int32(truncatingIfNeeded: node)
          lists[s].count &+= 1
        }
      }
    }
    freeNode = free
    freeCount -= symbols.count
    // Copies are rare, and none exist in most tableaus: the loop above does not look for them.
    if !caches.isEmpty {
      for symbol in symbols where lists[Int(symbol)].cache >= 0 {
        notePending(symbol, row: row)
      }
    }
    return wantsRebuild
  }

  /// Makes sure the free list holds at least `needed` nodes, growing the pool geometrically.
  ///
  /// - Complexity: O(1) amortized per node.
  @inline(__always)
  private mutating func reservePool(_ needed: Int) {
    if freeCount >= needed { return }
    let first = nodes.count
    let extra = max(needed - freeCount, first, 64)
    nodes.reserveCapacity(first + extra)
    for k in 1..<extra { nodes.append(Node(row: -1, next: Int32(truncatingIfNeeded: first + k))) }
    nodes.append(Node(row: -1, next: freeNode))
    freeNode = Int32(truncatingIfNeeded: first)
    freeCount += extra
  }

  /// Records that `symbol`'s column has its copy in slot `slot` of ``caches`` (`-1`: none).
  @inline(__always)
  mutating func setCacheSlot(_ slot: Int, of symbol: Symbol) {
    lists[Int(symbol)].cache = Int32(truncatingIfNeeded: slot)
  }

  /// Empties every list and the pool, keeping each list's copy slot and the pool's storage, to
  /// list the rows afresh: ``countCells(_:)`` for every live row, then ``layOutRebuild()``, then
  /// ``relist(_:row:)`` for every live row in the same order, then ``endRebuild()``.
  ///
  /// - Complexity: O(symbols).
  mutating func beginRebuild() {
    lists.withUnsafeMutableBufferPointer { lists in
      for s in lists.indices {
        lists[s].head = -1
        lists[s].count = 0
      }
    }
    nodes.clearKeepingCapacity()
    freeNode = -1
    freeCount = 0
  }

  /// Counts a row's cells in their symbols' lists, during a rebuild.
  ///
  /// - Complexity: O(`symbols.count`).
  mutating func countCells(_ symbols: UnsafeBufferPointer<Symbol>) {
    lists.withUnsafeMutableBufferPointer { lists in
      for symbol in symbols { lists[Int(symbol)].count &+= 1 }
    }
  }

  /// Gives each list, during a rebuild, a run of consecutive nodes as long as its count, in
  /// symbol order: a walk then reads its list front to back through memory, where nodes listed
  /// row by row put every node of a column in a cache line of its own, each one found only
  /// after the one before it (a chain of misses on a large tableau).
  ///
  /// - Complexity: O(symbols + nodes).
  mutating func layOutRebuild() {
    var total: Int32 = 0
    if rebuildFill.count < lists.count {
      rebuildFill.append(contentsOf: repeatElement(0, count: lists.count - rebuildFill.count))
    }
    lists.withUnsafeMutableBufferPointer { lists in
      rebuildFill.withUnsafeMutableBufferPointer { fill in
        for s in lists.indices {
          let count = lists[s].count
          lists[s].head = count > 0 ? total : -1
          total &+= count
          fill[s] = total
        }
      }
    }
    nodes.append(contentsOf: repeatElement(Node(row: -1, next: -1), count: Int(total)))
  }

  /// Lists `row` in the list of each of `symbols`, during a rebuild, rows in the order they
  /// were counted. Each list's run is filled from its end, so that the list reads the rows
  /// last counted first, the order in which rows listed one by one at the head would come.
  /// The rows that hold cached columns' symbols are not noted as pending: a rebuild changes no
  /// row, so every copy stays exact.
  ///
  /// - Complexity: O(`symbols.count`).
  mutating func relist(_ symbols: UnsafeBufferPointer<Symbol>, row: Int32) {
    lists.withUnsafeBufferPointer { lists in
      rebuildFill.withUnsafeMutableBufferPointer { fill in
        nodes.withUnsafeMutableBufferPointer { nodes in
          for symbol in symbols {
            let s = Int(symbol)
            let node = fill[s] &- 1
            fill[s] = node
            let end = lists[s].head &+ lists[s].count
            nodes[Int(node)] = Node(row: row, next: node &+ 1 < end ? node &+ 1 : -1)
          }
        }
      }
    }
  }

  /// Ends a rebuild: the next one comes when the nodes in use reach ``rebuildFactor`` times
  /// what the rows hold now.
  mutating func endRebuild() {
    rebuildThreshold = max(Self.minimumRebuildThreshold, Self.rebuildFactor * nodes.count)
    scatteredReads = 0
    scatterBudget = max(Self.minimumRebuildThreshold, nodes.count)
  }

  /// Appends to `collected` the row of each node of `symbol`'s list for which `keep` is true,
  /// with the position `keep` returned for it in `positions`, and unlinks the other nodes.
  ///
  /// For a long list both arrays are first extended by the list's length, written through raw
  /// buffers and then trimmed: appending node by node checks each array's uniqueness and
  /// capacity per row, which costs as much as the walk itself on a column of thousands of rows.
  /// A short list is appended to directly, which is cheaper than extending and trimming.
  ///
  /// - Complexity: O(length of the list) calls of `keep`.
  @inline(__always)
  mutating func collect(
    _ symbol: Symbol, into collected: inout [Int32], positions: inout [Int32],
    keep: (Int32) -> Int
  ) {
    let length = Int(lists[Int(symbol)].count)
    if length < Self.bulkCollectLength {
      walk(symbol, keep: keep) { row, position in
        collected.append(row)
        positions.append(position)
      }
      return
    }
    let base = collected.count
    let positionBase = positions.count
    collected.append(contentsOf: repeatElement(0, count: length))
    positions.append(contentsOf: repeatElement(0, count: length))
    var kept = 0
    collected.withUnsafeMutableBufferPointer { collected in
      positions.withUnsafeMutableBufferPointer { positions in
        walk(symbol, keep: keep) { row, position in
          collected[base &+ kept] = row
          positions[positionBase &+ kept] = position
          kept &+= 1
        }
      }
    }
    collected.removeLast(length - kept)
    positions.removeLast(length - kept)
  }

  /// The list length from which ``collect(_:into:positions:keep:)`` writes through raw buffers.
  static let bulkCollectLength = 32

  /// Calls `found` with the row and position of each node of `symbol`'s list for which `keep`
  /// returns a position (not negative), in list order, and unlinks the other nodes.
  @inline(__always)
  mutating func walk(
    _ symbol: Symbol, keep: (Int32) -> Int, found: (Int32, Int32) -> Void
  ) {
    var first = lists[Int(symbol)].head
    var removed: Int32 = 0
    var scattered = 0
    var free = freeNode
    nodes.withUnsafeMutableBufferPointer { nodes in
      var previous: Int32 = -1
      var node = first
      while node >= 0 {
        let following = nodes[Int(node)].next
        let row = nodes[Int(node)].row
        scattered &+= following >= 0 && following != node &+ 1 ? 1 : 0
        let position = keep(row)
        if position >= 0 {
          found(row, Int32(truncatingIfNeeded: position))
          previous = node
        } else {
          if previous < 0 { first = following } else { nodes[Int(previous)].next = following }
          nodes[Int(node)].next = free
          free = node
          removed &+= 1
        }
        node = following
      }
    }
    lists[Int(symbol)].head = first
    lists[Int(symbol)].count &-= removed
    freeNode = free
    freeCount += Int(removed)
    scatteredReads &+= scattered
  }

  /// Empties the list of `symbol`, returning its nodes to the pool, and drops its copy.
  ///
  /// - Complexity: O(length of the list).
  mutating func clear(_ symbol: Symbol) {
    if lists[Int(symbol)].cache >= 0 { dropCache(of: symbol) }
    var node = lists[Int(symbol)].head
    while node >= 0 {
      let next = nodes[Int(node)].next
      nodes[Int(node)].next = freeNode
      freeNode = node
      freeCount += 1
      node = next
    }
    lists[Int(symbol)] = List(head: -1, count: 0)
  }

  /// Unlinks `node`, whose predecessor in the list of `symbol` is `previous` (`-1` for the head).
  @inline(__always)
  mutating func unlink(_ node: Int32, previous: Int32, of symbol: Symbol) {
    let next = nodes[Int(node)].next
    if previous < 0 {
      lists[Int(symbol)].head = next
    } else {
      nodes[Int(previous)].next = next
    }
    nodes[Int(node)].next = freeNode
    freeNode = node
    freeCount += 1
    lists[Int(symbol)].count &-= 1
  }

  /// Every broken invariant of the pool, as readable sentences: each symbol's count is the
  /// length of its list, the free list is as long as ``freeCount`` says, every node is on
  /// exactly one list, and the nodes in use are within the budget (``rebuildThreshold``).
  ///
  /// - Complexity: O(nodes + symbols).
  func validate() -> [String] {
    var problems: [String] = []
    var onList = [Bool](repeating: false, count: nodes.count)
    func walkList(_ first: Int32, _ name: @autoclosure () -> String) -> Int {
      var length = 0
      var node = first
      while node >= 0 {
        guard Int(node) < nodes.count, !onList[Int(node)] else {
          problems.append("\(name()) reaches node \(node) twice or out of the pool")
          break
        }
        onList[Int(node)] = true
        length += 1
        node = nodes[Int(node)].next
      }
      return length
    }
    for symbol in lists.indices {
      let length = walkList(lists[symbol].head, "the list of \(symbol)")
      if length != Int(lists[symbol].count) {
        problems.append(
          "the list of \(symbol) has \(length) nodes, its count says \(lists[symbol].count)")
      }
    }
    let free = walkList(freeNode, "the free list")
    if free != freeCount { problems.append("the free list has \(free) nodes, not \(freeCount)") }
    // Every add that passes the budget is followed by a rebuild, and walks only drop nodes.
    if needsRebuild {
      problems.append("\(usedNodes) nodes in use, past the budget of \(rebuildThreshold)")
    }
    if let lost = onList.firstIndex(of: false) { problems.append("node \(lost) is on no list") }
    return problems
  }

  /// Drops every node and every list.
  mutating func removeAll() {
    for slot in caches.indices {
      caches[slot].symbol = -1
      caches[slot].removeAll()
    }
    recentLongMoves.removeAll()
    lists.clearKeepingCapacity()
    nodes.clearKeepingCapacity()
    freeNode = -1
    freeCount = 0
    rebuildThreshold = Self.minimumRebuildThreshold
    scatteredReads = 0
    scatterBudget = Self.minimumRebuildThreshold
  }
}
