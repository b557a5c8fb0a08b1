import AutoLayoutSolver
import Testing

/// A symbol can have a weight at every priority level in use, and a layout can use hundreds of
/// distinct priorities (fractional ones included). The objective keeps four of a symbol's
/// weights inline and the rest in a side table; its count of them once lived in a byte, and the
/// 256th distinct priority on one variable stopped the process with an arithmetic overflow.
@Suite struct ManyLevelsTests {
  /// Distinct priorities, 1 and up in steps of 1.5 (the 300th is 449.5).
  static func priority(_ i: Int) -> Priority { Priority(1 + 1.5 * Double(i)) }

  /// One variable pulled to `count` different values at `count` distinct priorities: the
  /// highest priority's pull wins, whatever the order the pulls are added in, and as the
  /// highest ones are removed the next highest takes over, down to the last.
  @Test func theHighestOfHundredsOfPrioritiesWins() throws {
    let count = 300
    let x = Variable("x")
    // Pull `i` asks for a value that is neither the largest nor the smallest of the others.
    func target(_ i: Int) -> Double { Double((i * 7_919) % count) }
    let pulls = (0..<count).map { (x == target($0)).withPriority(Self.priority($0)) }
    let solver = Solver()
    var random = SplitMix64(seed: 29)
    var order = Array(pulls.indices)
    for index in order.indices.dropLast().reversed() {
      order.swapAt(index, random.below(index + 1))
    }
    for i in order { try solver.add(pulls[i]) }
    solver.updateVariables()
    #expect(solver.value(of: x) == target(count - 1))
    #expect(solver.validate() == [])
    for i in stride(from: count - 1, through: 1, by: -1) {
      try solver.remove(pulls[i])
      if i % 50 == 0 || i < 6 {
        solver.updateVariables()
        #expect(solver.value(of: x) == target(i - 1), "after removing pull \(i)")
      }
    }
    #expect(solver.validate() == [])
    try solver.remove(pulls[0])
    #expect(solver.constraintCount == 0)
  }

  /// A row of `x[i] >= x[i - 1] + 1`, each `x[i]` pulled to a value at its own priority: the
  /// pulls conflict through the row, and the higher ones are met first.
  @Test func aRowOfPullsAtThreeHundredPrioritiesSolvesInPriorityOrder() throws {
    let count = 300
    let x = (0..<count).map { Variable("x\($0)") }
    let solver = Solver()
    for i in 1..<count { try solver.add(x[i] >= x[i - 1] + 1) }
    // Every view pulled to 0, the later ones at higher priorities: the last one gets 0, and
    // each earlier one sits one below the next.
    for i in 0..<count { try solver.add((x[i] == 0).withPriority(Self.priority(i))) }
    solver.updateVariables()
    for i in 0..<count { #expect(solver.value(of: x[i]) == Double(i - count + 1)) }
    #expect(solver.validate() == [])
  }
}
