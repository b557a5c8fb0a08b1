/// For each symbol, the rows that may contain it: the index that lets a substitution touch only
/// the rows holding the substituted symbol instead of walking the whole tableau as kiwi does.
///
/// The lists are lazy: a node is added whenever a cell for the symbol is created in a row, and
/// nothing is removed when a cell cancels or a row is released. Readers validate each node
/// against the row (``Tableau/collectRows(containing:)``), dropping stale and duplicate nodes as
/// they go. A list that is never read would still grow with every cell created for its symbol (a
/// row resized back and forth creates the same cells again and again), so each list also has a
/// limit: ``add(_:row:)`` reports when the list outgrows it, and the tableau then cleans the list
/// and sets the limit to eight times the live length (at least ``minimumLimit``). The lists so
/// stay within a small factor of the true column sizes, at O(1) amortized per node (a cleaning
/// walks at most 8/7 of a node for each node added since the last one). Nodes live in one pool with a free list, so
/// the index allocates nothing once it has grown.
struct ColumnIndex {
  /// The first node of each symbol's list (`-1` when empty).
  private(set) var head: [Int32] = []
  /// An upper bound of each symbol's column length: nodes in its list.
  private(set) var count: [Int32] = []
  /// The list length above which each symbol's list is to be cleaned.
  private(set) var limit: [Int32] = []
  /// The row of each node.
  private(set) var nodeRow: [Int32] = []
  /// The next node of each node's list (`-1` at the end).
  private(set) var nodeNext: [Int32] = []
  /// The first free node (`-1` when the pool is full).
  private var freeNode: Int32 = -1

  /// Makes room for symbols `0..<capacity`.
  mutating func reserveSymbols(_ capacity: Int) {
    if head.count < capacity {
      head.append(contentsOf: repeatElement(-1, count: capacity - head.count))
      count.append(contentsOf: repeatElement(0, count: capacity - count.count))
      limit.append(contentsOf: repeatElement(Self.minimumLimit, count: capacity - limit.count))
    }
  }

  /// The smallest limit of a list: short lists are never worth cleaning.
  static let minimumLimit: Int32 = 64

  /// Records that `row` may contain `symbol`; returns whether the list has outgrown its limit
  /// and should be cleaned (with ``Tableau/cleanColumn(_:)``).
  ///
  /// - Complexity: O(1) amortized.
  @inline(__always)
  @discardableResult
  mutating func add(_ symbol: Symbol, row: Int32) -> Bool {
    let node: Int32
    if freeNode >= 0 {
      node = freeNode
      freeNode = nodeNext[Int(node)]
      nodeRow[Int(node)] = row
      nodeNext[Int(node)] = head[Int(symbol)]
    } else {
      node = Int32(nodeRow.count)
      nodeRow.append(row)
      nodeNext.append(head[Int(symbol)])
    }
    head[Int(symbol)] = node
    count[Int(symbol)] &+= 1
    return count[Int(symbol)] > limit[Int(symbol)]
  }

  /// Sets the limit of `symbol`'s list after a cleaning found `live` rows in it.
  mutating func setLimit(_ symbol: Symbol, live: Int) {
    limit[Int(symbol)] = max(Self.minimumLimit, Int32(truncatingIfNeeded: 8 * live))
  }

  /// Appends to `collected` the row of each node of `symbol`'s list for which `keep` is true,
  /// and unlinks the other nodes.
  ///
  /// - Complexity: O(length of the list) calls of `keep`.
  @inline(__always)
  mutating func collect(
    _ symbol: Symbol, into collected: inout [Int32], positions: inout [Int32],
    keep: (Int32) -> Int
  ) {
    var first = head[Int(symbol)]
    var removed: Int32 = 0
    var free = freeNode
    nodeRow.withUnsafeBufferPointer { rowOf in
      nodeNext.withUnsafeMutableBufferPointer { next in
        var previous: Int32 = -1
        var node = first
        while node >= 0 {
          let following = next[Int(node)]
          let row = rowOf[Int(node)]
          let position = keep(row)
          if position >= 0 {
            collected.append(row)
            positions.append(Int32(position))
            previous = node
          } else {
            if previous < 0 { first = following } else { next[Int(previous)] = following }
            next[Int(node)] = free
            free = node
            removed &+= 1
          }
          node = following
        }
      }
    }
    head[Int(symbol)] = first
    count[Int(symbol)] &-= removed
    freeNode = free
  }

  /// Empties the list of `symbol`, returning its nodes to the pool.
  ///
  /// - Complexity: O(length of the list).
  mutating func clear(_ symbol: Symbol) {
    var node = head[Int(symbol)]
    while node >= 0 {
      let next = nodeNext[Int(node)]
      nodeNext[Int(node)] = freeNode
      freeNode = node
      node = next
    }
    head[Int(symbol)] = -1
    count[Int(symbol)] = 0
    limit[Int(symbol)] = Self.minimumLimit
  }

  /// Unlinks `node`, whose predecessor in the list of `symbol` is `previous` (`-1` for the head).
  @inline(__always)
  mutating func unlink(_ node: Int32, previous: Int32, of symbol: Symbol) {
    let next = nodeNext[Int(node)]
    if previous < 0 {
      head[Int(symbol)] = next
    } else {
      nodeNext[Int(previous)] = next
    }
    nodeNext[Int(node)] = freeNode
    freeNode = node
    count[Int(symbol)] &-= 1
  }

  /// Drops every node and every list.
  mutating func removeAll() {
    head.removeAll(keepingCapacity: true)
    count.removeAll(keepingCapacity: true)
    limit.removeAll(keepingCapacity: true)
    nodeRow.removeAll(keepingCapacity: true)
    nodeNext.removeAll(keepingCapacity: true)
    freeNode = -1
  }
}
