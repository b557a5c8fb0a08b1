/// The lexicographic objective: for each parametric symbol, its coefficient at every priority
/// level where it is not zero.
///
/// Most symbols have weights at no level or one level, a few at several; each symbol keeps up to
/// four entries inline in one flat array (no allocation), level and weight side by side, so that
/// reading a symbol's weights meets one stretch of memory instead of one in a list of levels and
/// another in a list of weights; the rare extra entries go in a side table. Basic symbols always
/// have no entries: their weight is carried by the symbols of their row.
struct WeightTable {
  /// Entries each symbol keeps inline.
  static let inlineCapacity = 4

  /// The mark in ``counts`` of a symbol with entries in the side table as well as its
  /// ``inlineCapacity`` inline ones.
  static let spilledMark = UInt8(inlineCapacity + 1)

  /// The inline entries, ``inlineCapacity`` a symbol; only the first `counts[symbol]` (at most
  /// ``inlineCapacity``) of a symbol's are meaningful.
  private var entries: [PackedWeightEntry] = []
  /// The number of inline entries of each symbol, or ``spilledMark`` when it has more in the
  /// side table (a symbol can have weights at as many levels as there are priorities in use, so
  /// the side table's entries are not counted here: a byte would overflow at 256 levels).
  private(set) var counts: [UInt8] = []
  private var spilled: [Symbol: [WeightEntry]] = [:]

  /// Makes room for symbols `0..<capacity`.
  mutating func reserveSymbols(_ capacity: Int) {
    if counts.count < capacity {
      let extra = capacity - counts.count
      counts.append(contentsOf: repeatElement(0, count: extra))
      entries.append(
        contentsOf: repeatElement(
          PackedWeightEntry(level: -1, value: 0), count: extra * Self.inlineCapacity))
    }
  }

  /// Whether `symbol` has no weight at any level.
  @inline(__always)
  func isZero(_ symbol: Symbol) -> Bool { counts[Int(symbol)] == 0 }

  /// Appends the entries of `symbol` to `buffer`.
  func appendEntries(of symbol: Symbol, to buffer: inout [WeightEntry]) {
    let n = Int(counts[Int(symbol)])
    if n == 0 { return }
    let base = Int(symbol) * Self.inlineCapacity
    for k in 0..<min(n, Self.inlineCapacity) { buffer.append(entries[base + k].entry) }
    if n > Self.inlineCapacity, let extra = spilled[symbol] {
      buffer.append(contentsOf: extra)
    }
  }

  /// The weight of `symbol` at `level` (0 when it has none).
  func value(of symbol: Symbol, at level: Int32) -> Double {
    let n = Int(counts[Int(symbol)])
    let base = Int(symbol) * Self.inlineCapacity
    for k in 0..<min(n, Self.inlineCapacity) where entries[base + k].level == level {
      return entries[base + k].value
    }
    if n > Self.inlineCapacity, let extra = spilled[symbol] {
      for entry in extra where entry.level == level { return entry.value }
    }
    return 0
  }

  /// Adds `delta` to the weight of `symbol` at `level`; a sum that cancels to rounding noise
  /// becomes an exact zero and its entry is dropped.
  ///
  /// - Returns: Whether the weights of `symbol` changed.
  @inline(__always)
  mutating func add(_ delta: Double, to symbol: Symbol, at level: Int32) -> Bool {
    if delta == 0 { return false }
    let n = Int(counts[Int(symbol)])
    let base = Int(symbol) * Self.inlineCapacity
    let inlineCount = min(n, Self.inlineCapacity)
    var k = 0
    while k < inlineCount {
      if entries[base + k].level == level {
        let updated = Tolerance.sum(entries[base + k].value, delta)
        if updated == 0 {
          removeInline(symbol, at: k)
        } else {
          entries[base + k].value = updated
        }
        return true
      }
      k += 1
    }
    if n > Self.inlineCapacity {
      var extra = spilled[symbol]!
      if let index = extra.firstIndex(where: { $0.level == level }) {
        let updated = Tolerance.sum(extra[index].value, delta)
        if updated == 0 {
          extra.remove(at: index)
          if extra.isEmpty { counts[Int(symbol)] = UInt8(Self.inlineCapacity) }
        } else {
          extra[index].value = updated
        }
        spilled[symbol] = extra.isEmpty ? nil : extra
        return true
      }
      extra.append(WeightEntry(level: level, value: delta))
      spilled[symbol] = extra
      return true
    }
    if n < Self.inlineCapacity {
      entries[base + n] = PackedWeightEntry(level: level, value: delta)
      counts[Int(symbol)] += 1
    } else {
      spilled[symbol] = [WeightEntry(level: level, value: delta)]
      counts[Int(symbol)] = Self.spilledMark
    }
    return true
  }

  /// Removes every weight of `symbol`.
  mutating func clear(_ symbol: Symbol) {
    if counts[Int(symbol)] > UInt8(Self.inlineCapacity) { spilled[symbol] = nil }
    counts[Int(symbol)] = 0
  }

  /// Replaces the weights of `symbol` with `entries` (used to roll back a failed call).
  mutating func restore(_ symbol: Symbol, _ entries: [WeightEntry]) {
    clear(symbol)
    for entry in entries { _ = add(entry.value, to: symbol, at: entry.level) }
  }

  /// ``leadingSign(of:ranks:)`` of `symbol` and whether its lead is suspect, from one pass over
  /// its entries: the queue of candidates that a dual simplex run leaves (thousands on a large
  /// layout, nearly all of them to be dropped) asks both of each. A lead is suspect when it is
  /// positive but tiny (below ``Tolerance/noiseSuspect``) with a negative weight at a lower
  /// level: it may be a cancellation residue hiding an improvement, which only repricing can
  /// tell.
  ///
  /// - Complexity: O(entries of `symbol`).
  func leadingSignAndSuspectLead(of symbol: Symbol, ranks: [Int32]) -> (sign: Int, suspect: Bool) {
    let n = Int(counts[Int(symbol)])
    if n == 0 { return (0, false) }
    // The lead among the nonzero weights (the sign) and among all of them (the suspicion), as
    // the two functions take them.
    var signRank: Int32 = -1
    var signValue = 0.0
    var leadRank: Int32 = -1
    var lead = 0.0
    var hasNegative = false
    func note(_ level: Int32, _ value: Double) {
      let rank = ranks[Int(level)]
      if value < 0 { hasNegative = true }
      if rank > leadRank {
        leadRank = rank
        lead = value
      }
      if rank > signRank, value != 0 {
        signRank = rank
        signValue = value
      }
    }
    let base = Int(symbol) * Self.inlineCapacity
    for k in 0..<min(n, Self.inlineCapacity) {
      note(entries[base + k].level, entries[base + k].value)
    }
    if n > Self.inlineCapacity, let extra = spilled[symbol] {
      for entry in extra { note(entry.level, entry.value) }
    }
    return (
      signValue < 0 ? -1 : (signValue > 0 ? 1 : 0),
      hasNegative && lead > 0 && lead < Tolerance.noiseSuspect
    )
  }

  /// The sign of the weight at the highest-ranked level where `symbol` has a weight: -1, 0 or 1.
  ///
  /// Every stored weight counts, however small: a weight of 2.5e-10 can be real (a constraint
  /// whose coefficients are that small), and a sum that cancels is already an exact zero
  /// (``Tolerance/sum(_:_:)``). Whether a small weight is a residue only repricing can tell,
  /// from the magnitudes of the terms that make it (see Tableau+Pricing.swift).
  func leadingSign(of symbol: Symbol, ranks: [Int32]) -> Int {
    leadingSignAndSuspectLead(of: symbol, ranks: ranks).sign
  }

  /// The sign ``leadingSign(of:ranks:)`` would give after adding `delta` at `level`.
  func leadingSign(of symbol: Symbol, adding delta: Double, at level: Int32, ranks: [Int32]) -> Int
  {
    var bestRank: Int32 = -1
    var bestValue = 0.0
    var seen = false
    forEachEntry(of: symbol) { entryLevel, value in
      var value = value
      if entryLevel == level {
        value = Tolerance.sum(value, delta)
        seen = true
      }
      let rank = ranks[Int(entryLevel)]
      if rank > bestRank, value != 0 {
        bestRank = rank
        bestValue = value
      }
    }
    if !seen, ranks[Int(level)] > bestRank, delta != 0 {
      bestValue = delta
    }
    return bestValue < 0 ? -1 : (bestValue > 0 ? 1 : 0)
  }

  /// Compares the weight vectors `weights(a) / scaleA` and `weights(b) / scaleB`
  /// lexicographically, from the highest-ranked level down: -1, 0 or 1. Two weights that differ
  /// by at most ``Tolerance/weight`` of the larger are equal.
  ///
  /// - Complexity: O(*m*·*n*) for symbols with *m* and *n* entries (most have one or two).
  func compare(
    _ a: Symbol, scaledBy scaleA: Double, _ b: Symbol, scaledBy scaleB: Double,
    ranks: [Int32]
  ) -> Int {
    let countA = Int(counts[Int(a)])
    let countB = Int(counts[Int(b)])
    if countA > Self.inlineCapacity || countB > Self.inlineCapacity {
      return compareWithSpilled(a, scaledBy: scaleA, b, scaledBy: scaleB, ranks: ranks)
    }
    // Both symbols' entries are inline: the same comparison as `compareWithSpilled`, in the
    // same order, read through pointers (the dual simplex compares the candidates of every
    // infeasible row).
    var lead = LeadingDifference()
    entries.withUnsafeBufferPointer { entries in
      ranks.withUnsafeBufferPointer { ranks in
        let baseA = Int(a) * Self.inlineCapacity
        let baseB = Int(b) * Self.inlineCapacity
        /// The inline weight at `level` of the symbol whose entries start at `base` (0 if none).
        @inline(__always) func weight(at level: Int32, base: Int, count: Int) -> Double {
          for k in 0..<count where entries[base + k].level == level {
            return entries[base + k].value
          }
          return 0
        }
        for i in 0..<countA {
          let entry = entries[baseA + i]
          lead.consider(
            rank: ranks[Int(entry.level)], entry.value / scaleA,
            weight(at: entry.level, base: baseB, count: countB) / scaleB)
        }
        for j in 0..<countB {
          let entry = entries[baseB + j]
          if weight(at: entry.level, base: baseA, count: countA) == 0 {
            lead.consider(rank: ranks[Int(entry.level)], 0, entry.value / scaleB)
          }
        }
      }
    }
    return lead.sign
  }

  /// ``compare(_:scaledBy:_:scaledBy:ranks:)`` for symbols with entries in the side table.
  private func compareWithSpilled(
    _ a: Symbol, scaledBy scaleA: Double, _ b: Symbol, scaledBy scaleB: Double,
    ranks: [Int32]
  ) -> Int {
    var lead = LeadingDifference()
    forEachEntry(of: a) { level, value in
      lead.consider(rank: ranks[Int(level)], value / scaleA, self.value(of: b, at: level) / scaleB)
    }
    forEachEntry(of: b) { level, value in
      if self.value(of: a, at: level) == 0 {
        lead.consider(rank: ranks[Int(level)], 0, value / scaleB)
      }
    }
    return lead.sign
  }

  /// Calls `body` with each level and weight of `symbol`.
  @inline(__always)
  func forEachEntry(of symbol: Symbol, _ body: (Int32, Double) -> Void) {
    let n = Int(counts[Int(symbol)])
    if n == 0 { return }
    let base = Int(symbol) * Self.inlineCapacity
    for k in 0..<min(n, Self.inlineCapacity) {
      body(entries[base + k].level, entries[base + k].value)
    }
    if n > Self.inlineCapacity, let extra = spilled[symbol] {
      for entry in extra { body(entry.level, entry.value) }
    }
  }

  /// Forgets every weight.
  mutating func removeAll() {
    entries.clearKeepingCapacity()
    counts.clearKeepingCapacity()
    spilled.removeAll()
  }

  private mutating func removeInline(_ symbol: Symbol, at k: Int) {
    let n = Int(counts[Int(symbol)])
    let base = Int(symbol) * Self.inlineCapacity
    let last = min(n, Self.inlineCapacity) - 1
    entries[base + k] = entries[base + last]
    if n > Self.inlineCapacity, var extra = spilled[symbol] {
      // The side table's last entry takes the freed inline place.
      entries[base + last] = PackedWeightEntry(extra.removeLast())
      spilled[symbol] = extra.isEmpty ? nil : extra
      if extra.isEmpty { counts[Int(symbol)] = UInt8(Self.inlineCapacity) }
    } else {
      counts[Int(symbol)] -= 1
    }
  }
}

/// The difference of two weight vectors at the highest-ranked level where they differ by more
/// than ``Tolerance/weight`` of the larger weight: what ``WeightTable/compare(_:scaledBy:_:scaledBy:ranks:)``
/// decides by.
private struct LeadingDifference {
  private var rank: Int32 = -1
  private var difference = 0.0

  /// Takes the weights `first` and `second` at a level of rank `rank` into account.
  @inline(__always)
  mutating func consider(rank: Int32, _ first: Double, _ second: Double) {
    let difference = first - second
    if rank > self.rank, abs(difference) > Tolerance.weight * max(abs(first), abs(second)) {
      self.rank = rank
      self.difference = difference
    }
  }

  /// -1, 0 or 1: the sign of the leading difference (0 when the vectors are equal).
  var sign: Int { difference < 0 ? -1 : (difference > 0 ? 1 : 0) }
}
