/// A min-heap of distinct symbols: the work list from which the simplex takes the lowest symbol
/// first (Bland's rule), so it never cycles and always pivots in the same order.
struct SymbolHeap {
  private var heap: [Symbol] = []
  private var member: [Bool] = []

  /// Whether the heap is empty.
  var isEmpty: Bool { heap.isEmpty }

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
  mutating func push(_ symbol: Symbol) {
    if Int(symbol) >= member.count { reserveSymbols(max(Int(symbol) + 1, member.count * 2)) }
    if member[Int(symbol)] { return }
    member[Int(symbol)] = true
    heap.append(symbol)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if heap[parent] <= symbol { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = symbol
  }

  /// Removes and returns the lowest queued symbol.
  ///
  /// - Complexity: O(log *n*).
  mutating func popMin() -> Symbol? {
    guard let top = heap.first else { return nil }
    member[Int(top)] = false
    let last = heap.removeLast()
    if !heap.isEmpty {
      var parent = 0
      let n = heap.count
      while true {
        var child = 2 * parent + 1
        if child >= n { break }
        if child + 1 < n, heap[child + 1] < heap[child] { child += 1 }
        if heap[child] >= last { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = last
    }
    return top
  }

  /// Empties the heap.
  mutating func removeAll() {
    for symbol in heap { member[Int(symbol)] = false }
    heap.removeAll(keepingCapacity: true)
  }

  /// Forgets every symbol and the capacity bookkeeping.
  mutating func reset() {
    heap.removeAll(keepingCapacity: true)
    member.removeAll(keepingCapacity: true)
  }
}
