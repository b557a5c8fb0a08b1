/// The optional priority levels in use, each with a stable small id and a rank.
///
/// Objective coefficients are stored per level id; comparing two coefficient vectors walks the
/// levels from the highest rank down, which is how Auto Layout's strict priority order is kept
/// exactly instead of being approximated by large numeric weights.
///
/// The live ids are kept sorted by priority (``order``), and a level's rank is its index there,
/// so finding a level is a binary search and creating or freeing one renumbers only the levels
/// above it. (Until stop 47 the ranks were recomputed by sorting a dictionary of every level
/// whenever one was created: a system of a hundred priorities, like `conflict-100`, spent 6% of
/// its additions there.)
struct LevelTable {
  /// The priority of each level id.
  private(set) var priorities: [Double] = []
  /// How many constraints use each level id (0 for a free id).
  private(set) var references: [Int32] = []
  /// The rank of each level id: a higher priority has a higher rank; -1 for a free id.
  private(set) var ranks: [Int32] = []
  /// The live level ids in ascending order of priority: each one's index is its rank.
  private var order: [Int32] = []
  private var freeIDs: [Int32] = []

  /// The number of levels in use.
  var count: Int { order.count }

  /// Returns the id of the level for `priority`, creating it if needed, and counts one more
  /// reference to it.
  ///
  /// - Complexity: O(log *L*) for an existing level of *L*; O(*L*) when a level is created.
  mutating func retain(_ priority: Double) -> Int32 {
    let position = firstPosition(notBelow: priority)
    if position < order.count, priorities[Int(order[position])] == priority {
      let id = order[position]
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
    order.insert(id, at: position)
    renumber(from: position)
    return id
  }

  /// Drops one reference to a level; a level nobody references is freed.
  ///
  /// - Complexity: O(1), or O(*L*) when the level is freed.
  mutating func release(_ id: Int32) {
    references[Int(id)] -= 1
    if references[Int(id)] == 0 {
      let position = Int(ranks[Int(id)])
      order.remove(at: position)
      renumber(from: position)
      priorities[Int(id)] = .nan
      ranks[Int(id)] = -1
      freeIDs.append(id)
    }
  }

  /// Forgets every level.
  mutating func removeAll() {
    self = LevelTable()
  }

  /// The index in ``order`` of the first level whose priority is not below `priority`.
  ///
  /// - Complexity: O(log *L*).
  private func firstPosition(notBelow priority: Double) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let mid = (low &+ high) >> 1
      if priorities[Int(order[mid])] < priority { low = mid &+ 1 } else { high = mid }
    }
    return low
  }

  /// Sets the rank of every level from `position` of ``order`` up to its index.
  private mutating func renumber(from position: Int) {
    for rank in position..<order.count { ranks[Int(order[rank])] = Int32(rank) }
  }
}
