/// A min-heap of distinct symbols: the work list from which the simplex takes the lowest symbol
/// first (Bland's rule), so it never cycles and always pivots in the same order. A short list can
/// also be searched for the symbol that minimizes a key (``popMinimizing(_:)``).
package struct SymbolHeap {
  private var heap: [Symbol] = []
  /// Creates an empty heap.
  package init() {}
  private var member: [Bool] = []

  /// Whether the heap is empty.
  package var isEmpty: Bool { heap.isEmpty }

  /// Makes room for symbols `0..<capacity`.
  mutating func reserveSymbols(_ capacity: Int) {
    if member.count < capacity {
      member.append(contentsOf: repeatElement(false, count: capacity - member.count))
    }
  }

  /// Adds `symbol` unless it is already queued.
  ///
  /// - Complexity: O(log *n*).
  @inline(__always)
  package mutating func push(_ symbol: Symbol) {
    if Int(symbol) >= member.count { reserveSymbols(max(Int(symbol) + 1, member.count * 2)) }
    if member[Int(symbol)] { return }
    member[Int(symbol)] = true
    heap.append(symbol)
    // The sift runs through one pointer: each write through the array would check its
    // uniqueness again, and a push can move a symbol up a dozen levels.
    heap.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) >> 1
        if heap[parent] <= symbol { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = symbol
    }
  }

  /// The number of queued symbols.
  package var count: Int { heap.count }

  /// Removes and returns the lowest queued symbol.
  ///
  /// - Complexity: O(log *n*).
  package mutating func popMin() -> Symbol? {
    guard !heap.isEmpty else { return nil }
    return remove(at: 0)
  }

  /// Removes and returns the queued symbol with the smallest `key`, the lowest symbol among
  /// equal keys.
  ///
  /// - Complexity: O(*n*) calls of `key`.
  package mutating func popMinimizing(_ key: (Symbol) -> Double) -> Symbol? {
    guard !heap.isEmpty else { return nil }
    var best = 0
    var bestKey = key(heap[0])
    for k in 1..<heap.count {
      let value = key(heap[k])
      if value < bestKey || (value == bestKey && heap[k] < heap[best]) {
        best = k
        bestKey = value
      }
    }
    return remove(at: best)
  }

  /// The symbol at heap position `index` (`0..<count`): position 0 holds the lowest symbol, and
  /// the first few positions hold low ones (each below the symbols under it).
  @inline(__always)
  func symbol(at index: Int) -> Symbol { heap[index] }

  /// Removes the symbol at heap position `index`, moving the last one into its place and
  /// restoring the heap order.
  ///
  /// - Complexity: O(log *n*).
  @discardableResult
  mutating func remove(at index: Int) -> Symbol {
    let removed = heap[index]
    member[Int(removed)] = false
    let last = heap.removeLast()
    guard index < heap.count else { return removed }
    // The last symbol may belong above or below `index`: sift it up first, then down (through
    // one pointer, as in `push`).
    heap.withUnsafeMutableBufferPointer { heap in
      var position = index
      while position > 0 {
        let parent = (position - 1) >> 1
        if heap[parent] <= last { break }
        heap[position] = heap[parent]
        position = parent
      }
      let n = heap.count
      while true {
        var child = 2 * position + 1
        if child >= n { break }
        if child + 1 < n, heap[child + 1] < heap[child] { child += 1 }
        if heap[child] >= last { break }
        heap[position] = heap[child]
        position = child
      }
      heap[position] = last
    }
    return removed
  }

  /// Removes every queued symbol for which `shouldRemove` returns true; the others stay queued.
  ///
  /// The kept symbols are left in increasing order, which is a valid heap.
  ///
  /// - Complexity: O(*n*) calls of `shouldRemove`, plus O(*k* log *k*) for the *k* kept.
  package mutating func removeAll(where shouldRemove: (Symbol) -> Bool) {
    var kept = 0
    for k in heap.indices {
      let symbol = heap[k]
      if shouldRemove(symbol) {
        member[Int(symbol)] = false
      } else {
        heap[kept] = symbol
        kept += 1
      }
    }
    if kept == heap.count { return }
    heap.removeLast(heap.count - kept)
    heap.sort()
  }

  /// Empties the heap.
  package mutating func removeAll() {
    for symbol in heap { member[Int(symbol)] = false }
    heap.clearKeepingCapacity()
  }

  /// The queued symbols in heap order, to put back with ``restore(_:)``.
  var contents: [Symbol] { heap }

  /// Makes the heap hold exactly `contents` (taken with ``contents``), in that order.
  ///
  /// - Complexity: O(symbols queued now and in `contents`).
  mutating func restore(_ contents: [Symbol]) {
    removeAll()
    heap = contents
    for symbol in heap { member[Int(symbol)] = true }
  }

  /// Forgets every symbol and the capacity bookkeeping.
  mutating func reset() {
    heap.clearKeepingCapacity()
    member.clearKeepingCapacity()
  }
}
