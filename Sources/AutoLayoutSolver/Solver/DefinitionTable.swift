/// Required equalities kept out of the tableau: each defines one variable as an affine function
/// of other variables, `x := constant + Σ cᵢ·vᵢ + m·marker`.
///
/// A required equality that mentions a variable no tableau row holds becomes a definition of that
/// variable instead of a tableau row, unless that would make a definition depend on itself. Later
/// constraints that mention the variable get its definition substituted in (expanded). A long
/// chain of views placed one after another, `x₍ᵢ₊₁₎ == xᵢ + wᵢ + 8`, is then a chain of
/// definitions of constant size, where a tableau would hold rows of growing length (quadratic
/// fill-in); a row of equal widths `wᵢ == w₀` is a set of two-term definitions instead of dense
/// rows that all carry the container's width.
///
/// Each definition has a ``height``, higher than the heights of the definitions it refers to, so
/// that values are computed lowest first and expansions done highest first.
///
/// The marker is the constraint's dummy symbol. Expanded rows carry it, so that the tableau can
/// still tell which rows depend on the definition. When the constraint is removed, the marker
/// becomes a free symbol (the equation then holds for any value of it, which is no constraint at
/// all) and the definition is orphaned; it is deleted once nothing refers to the variable and no
/// row holds the marker.
struct DefinitionTable {
  /// The defined variable of each slot (-1 for a free slot).
  var variable: [Int32] = []
  /// The marker symbol of each definition.
  var marker: [Symbol] = []
  /// The coefficient of the marker in the definition.
  var markerCoefficient: [Double] = []
  /// The constraint record of each definition, or -1 once the constraint was removed.
  var record: [Int32] = []
  /// The constant of each definition.
  var constant: [Double] = []
  /// The variables of each definition's terms.
  var termVariables: [[Int32]] = []
  /// The coefficients of each definition's terms.
  var termCoefficients: [[Double]] = []
  /// A definition only depends on definitions of lower height.
  var height: [Int32] = []
  /// Bumped each time a slot is reused, so that stale references can be recognised.
  var generation: [UInt32] = []
  private var freeSlots: [Int32] = []
  /// The number of live definitions (including orphaned ones).
  private(set) var count = 0

  /// Stores a new definition and returns its slot.
  mutating func insert(
    variable: Int32, marker: Symbol, markerCoefficient: Double, record: Int32,
    constant: Double, termVariables: [Int32], termCoefficients: [Double], height: Int32
  ) -> Int32 {
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      self.variable[Int(slot)] = variable
      self.marker[Int(slot)] = marker
      self.markerCoefficient[Int(slot)] = markerCoefficient
      self.record[Int(slot)] = record
      self.constant[Int(slot)] = constant
      self.termVariables[Int(slot)] = termVariables
      self.termCoefficients[Int(slot)] = termCoefficients
      self.height[Int(slot)] = height
      self.generation[Int(slot)] &+= 1
    } else {
      slot = Int32(self.variable.count)
      self.variable.append(variable)
      self.marker.append(marker)
      self.markerCoefficient.append(markerCoefficient)
      self.record.append(record)
      self.constant.append(constant)
      self.termVariables.append(termVariables)
      self.termCoefficients.append(termCoefficients)
      self.height.append(height)
      self.generation.append(0)
    }
    count += 1
    return slot
  }

  /// Frees a definition slot.
  mutating func remove(_ slot: Int32) {
    variable[Int(slot)] = -1
    record[Int(slot)] = -1
    termVariables[Int(slot)] = []
    termCoefficients[Int(slot)] = []
    generation[Int(slot)] &+= 1
    freeSlots.append(slot)
    count -= 1
  }

  /// Whether `slot` holds the definition of the given generation.
  @inline(__always)
  func isLive(_ slot: Int32, generation expected: UInt32) -> Bool {
    variable[Int(slot)] >= 0 && generation[Int(slot)] == expected
  }
}

/// A binary heap of definition slots ordered by height, lowest first or highest first: the work
/// list of expansions (highest first) and of value updates (lowest first).
struct DefinitionHeap {
  private var slots: [Int32] = []
  private var keys: [Int64] = []
  private var member: [Bool] = []
  private let highestFirst: Bool

  /// Creates an empty heap that pops the highest or the lowest height first.
  init(highestFirst: Bool) {
    self.highestFirst = highestFirst
  }

  @inline(__always)
  private func before(_ a: Int64, _ b: Int64) -> Bool { highestFirst ? a > b : a < b }

  /// Queues a definition unless it is queued already.
  mutating func push(_ slot: Int32, height order: Int32) {
    let order = Int64(order) << 32 | Int64(slot)
    if Int(slot) >= member.count {
      member.append(contentsOf: repeatElement(false, count: Int(slot) + 1 - member.count))
    }
    if member[Int(slot)] { return }
    member[Int(slot)] = true
    slots.append(slot)
    keys.append(order)
    var child = slots.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if !before(order, keys[parent]) { break }
      slots[child] = slots[parent]
      keys[child] = keys[parent]
      child = parent
    }
    slots[child] = slot
    keys[child] = order
  }

  /// Removes and returns the next definition.
  mutating func pop() -> Int32? {
    guard let top = slots.first else { return nil }
    member[Int(top)] = false
    let lastSlot = slots.removeLast()
    let lastKey = keys.removeLast()
    if !slots.isEmpty {
      var parent = 0
      let n = slots.count
      while true {
        var child = 2 * parent + 1
        if child >= n { break }
        if child + 1 < n, before(keys[child + 1], keys[child]) { child += 1 }
        if !before(keys[child], lastKey) { break }
        slots[parent] = slots[child]
        keys[parent] = keys[child]
        parent = child
      }
      slots[parent] = lastSlot
      keys[parent] = lastKey
    }
    return top
  }
}
