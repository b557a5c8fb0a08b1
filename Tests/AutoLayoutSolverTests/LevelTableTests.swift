import Testing

@testable import AutoLayoutSolver

/// The priority levels keep one id per priority in use and rank them in priority order through
/// any sequence of creations and releases, which is what the lexicographic objective compares.
@Suite struct LevelTableTests {
  /// Checks that the live levels are exactly `expected` (priority to reference count) and that
  /// their ranks are 0..<count in ascending order of priority.
  func expectLevels(_ table: LevelTable, _ expected: [Double: Int32]) {
    #expect(table.count == expected.count)
    var ranked: [(rank: Int32, priority: Double)] = []
    for id in table.priorities.indices where table.references[id] > 0 {
      #expect(expected[table.priorities[id]] == table.references[id])
      ranked.append((table.ranks[id], table.priorities[id]))
    }
    ranked.sort { $0.rank < $1.rank }
    #expect(ranked.map(\.rank) == (0..<Int32(expected.count)).map { $0 })
    #expect(ranked.map(\.priority) == expected.keys.sorted())
  }

  @Test func retainingAPriorityInUseReturnsItsLevel() {
    var table = LevelTable()
    let low = table.retain(250)
    let high = table.retain(750)
    #expect(table.retain(250) == low)
    #expect(table.retain(999.5) != high)
    expectLevels(table, [250: 2, 750: 1, 999.5: 1])
  }

  @Test func aNewLevelBetweenOthersRanksBetweenThem() {
    var table = LevelTable()
    for priority in [750.0, 250, 500, 1, 999, 500.5] { _ = table.retain(priority) }
    expectLevels(table, [1: 1, 250: 1, 500: 1, 500.5: 1, 750: 1, 999: 1])
  }

  @Test func aReleasedLevelFreesItsIdForTheNextPriority() {
    var table = LevelTable()
    let low = table.retain(250)
    let middle = table.retain(500)
    _ = table.retain(750)
    table.release(middle)
    expectLevels(table, [250: 1, 750: 1])
    #expect(table.retain(100) == middle)
    expectLevels(table, [100: 1, 250: 1, 750: 1])
    table.release(low)
    expectLevels(table, [100: 1, 750: 1])
  }

  @Test func randomRetainsAndReleasesKeepTheRanksInPriorityOrder() {
    var generator = SplitMix64(seed: 47)
    var table = LevelTable()
    var expected: [Double: Int32] = [:]
    var held: [(id: Int32, priority: Double)] = []
    for _ in 0..<2000 {
      if held.isEmpty || generator.next() % 3 != 0 {
        let priority = Double(1 + generator.next() % 60) * 16.5
        held.append((table.retain(priority), priority))
        expected[priority, default: 0] += 1
      } else {
        let entry = held.remove(at: Int(generator.next() % UInt64(held.count)))
        table.release(entry.id)
        expected[entry.priority]! -= 1
        if expected[entry.priority] == 0 { expected[entry.priority] = nil }
      }
    }
    expectLevels(table, expected)
  }
}
