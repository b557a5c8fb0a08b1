/// The optional priority levels in use, each with a stable small id and a rank.
///
/// Objective coefficients are stored per level id; comparing two coefficient vectors walks the
/// levels from the highest rank down, which is how Auto Layout's strict priority order is kept
/// exactly instead of being approximated by large numeric weights.
struct LevelTable {
  /// The priority of each level id.
  private(set) var priorities: [Double] = []
  /// How many constraints use each level id (0 for a free id).
  private(set) var references: [Int32] = []
  /// The rank of each level id: a higher priority has a higher rank; -1 for a free id.
  private(set) var ranks: [Int32] = []
  private var idByPriority: [Double: Int32] = [:]
  private var freeIDs: [Int32] = []

  /// The number of levels in use.
  var count: Int { idByPriority.count }

  /// Returns the id of the level for `priority`, creating it if needed, and counts one more
  /// reference to it.
  ///
  /// - Complexity: O(1) for an existing level; O(*L* log *L*) when a level is created.
  mutating func retain(_ priority: Double) -> Int32 {
    if let id = id(of: priority) {
      references[Int(id)] += 1
      return id
    }
    let id: Int32
    if let reused = freeIDs.popLast() {
      id = reused
      priorities[Int(id)] = priority
      references[Int(id)] = 1
    } else {
      id = Int32(priorities.count)
      priorities.append(priority)
      references.append(1)
      ranks.append(-1)
    }
    idByPriority[priority] = id
    recomputeRanks()
    return id
  }

  /// The id of the live level for `priority`; a linear scan while there are few levels (the
  /// usual case), a dictionary beyond.
  @inline(__always)
  private func id(of priority: Double) -> Int32? {
    if priorities.count > 32 { return idByPriority[priority] }
    for id in priorities.indices where priorities[id] == priority && references[id] > 0 {
      return Int32(id)
    }
    return nil
  }

  /// Drops one reference to a level; a level nobody references is freed.
  mutating func release(_ id: Int32) {
    references[Int(id)] -= 1
    if references[Int(id)] == 0 {
      idByPriority[priorities[Int(id)]] = nil
      priorities[Int(id)] = .nan
      ranks[Int(id)] = -1
      freeIDs.append(id)
    }
  }

  /// Forgets every level.
  mutating func removeAll() {
    self = LevelTable()
  }

  private mutating func recomputeRanks() {
    let live = idByPriority.sorted { $0.key < $1.key }
    for (rank, entry) in live.enumerated() {
      ranks[Int(entry.value)] = Int32(rank)
    }
  }
}
