import AutoLayoutSolver
import Testing

/// A value update follows a change from definition to definition only while that is cheaper than
/// sweeping the components the change is in: past a thirty-second of their definitions it
/// sweeps them. The values are the same either way (a sweep computes each sum in the same order).
@Suite struct FollowingLimitTests {
  /// Two chains of `count` links, `x[i] == x[i - 1] + 1` and `y[i] == y[i - 1] + 2`, each
  /// starting at an edit variable: two components of `count` definitions each.
  struct Chains {
    let count = 2_000
    let x: [Variable]
    let y: [Variable]
    /// `links[i - 1]` is `x[i] == x[i - 1] + 1`.
    let links: [Constraint]
    let solver = Solver()

    init() throws {
      let x = (0...count).map { Variable("x\($0)") }
      let y = (0...count).map { Variable("y\($0)") }
      links = (1...count).map { x[$0] == x[$0 - 1] + 1 }
      self.x = x
      self.y = y
      for i in 1...count {
        try solver.add(links[i - 1])
        try solver.add(y[i] == y[i - 1] + 2)
      }
      try solver.addEditVariable(x[0], priority: .defaultHigh)
      try solver.addEditVariable(y[0], priority: .defaultHigh)
      solver.updateVariables()
      // A first move of each, so that the definitions' order and components are known.
      try solver.suggestValue(1, for: x[0])
      try solver.suggestValue(1, for: y[0])
      solver.updateVariables()
    }
  }

  @Test func aChangeThatReachesItsWholeComponentSweepsItEarly() throws {
    let chains = try Chains()
    // An update with nothing to do first: the next one starts by following the change (one
    // right after a sweep, with as many changed variables, would be swept at once).
    try chains.solver.setConstant(-1.5, for: chains.links[chains.count - 1])
    chains.solver.updateVariables()
    chains.solver.updateVariables()
    let followed = chains.solver.statistics.definitionsFollowed
    try chains.solver.suggestValue(10, for: chains.x[0])
    chains.solver.updateVariables()
    // A thirty-second of the x chain's 2,000 definitions, then a sweep of that chain alone.
    #expect(chains.solver.statistics.definitionsFollowed - followed <= chains.count / 32 + 1)
    for i in stride(from: 0, to: chains.count, by: 97) {
      #expect(chains.solver.value(of: chains.x[i]) == 10 + Double(i))
      #expect(chains.solver.value(of: chains.y[i]) == 1 + 2 * Double(i))
    }
    #expect(chains.solver.value(of: chains.x[chains.count]) == 10 + Double(chains.count) + 0.5)
  }

  @Test func aChangeThatReachesFewDefinitionsIsFollowed() throws {
    let chains = try Chains()
    // The last link's own constant: only its definition changes.
    let last = chains.links[chains.count - 1]
    chains.solver.updateVariables()
    let followed = chains.solver.statistics.definitionsFollowed
    try chains.solver.setConstant(-5, for: last)
    chains.solver.updateVariables()
    // Followed, not swept: the one definition it reaches, alone.
    #expect(chains.solver.statistics.definitionsFollowed - followed == 1)
    #expect(chains.solver.value(of: chains.x[chains.count]) == 1 + Double(chains.count - 1) + 5)
  }

  @Test func anUpdateWithNothingToDoKeepsTheNextLikeChangeSweptAtOnce() throws {
    let chains = try Chains()
    try chains.solver.suggestValue(20, for: chains.x[0])
    chains.solver.updateVariables()
    // A layout pass reads the values again: nothing changed since, nothing to refresh.
    chains.solver.updateVariables()
    let followed = chains.solver.statistics.definitionsFollowed
    let sweeps = chains.solver.statistics.sweeps
    try chains.solver.suggestValue(30, for: chains.x[0])
    chains.solver.updateVariables()
    // The same move again is swept at once, without first following 63 definitions.
    #expect(chains.solver.statistics.definitionsFollowed == followed)
    #expect(chains.solver.statistics.sweeps == sweeps + 1)
    #expect(chains.solver.value(of: chains.x[chains.count]) == 30 + Double(chains.count))
  }

  @Test func aSweepAtOnceThatChangesFewValuesIsNotTakenAgain() throws {
    // A chain of 2,000 links from `x0`, and seven edit variables `e`, each `f == e + x1`: one
    // component of 2,007 definitions, in which a move of the `e` reaches seven of them.
    let solver = Solver()
    let x = (0...2_000).map { Variable("x\($0)") }
    let e = (1...7).map { Variable("e\($0)") }
    let f = (1...7).map { Variable("f\($0)") }
    for i in 1..<x.count { try solver.add(x[i] == x[i - 1] + 1) }
    for k in e.indices { try solver.add(f[k] == e[k] + x[1]) }
    for v in [x[0]] + e { try solver.addEditVariable(v, priority: .defaultHigh) }
    solver.updateVariables()
    func move(_ value: Double, chain: Bool) throws {
      if chain { try solver.suggestValue(value, for: x[0]) }
      for v in e { try solver.suggestValue(value, for: v) }
      solver.updateVariables()
    }
    // Eight variables move and reach the whole chain: past the following limit, a sweep.
    try move(1, chain: false)
    try move(2, chain: true)
    try move(3, chain: true)
    // Seven of them: like the last change, swept at once; it changes seven values only.
    var sweeps = solver.statistics.sweeps
    try move(4, chain: false)
    #expect(solver.statistics.sweeps == sweeps + 1)
    // The next such change follows its seven definitions instead.
    sweeps = solver.statistics.sweeps
    let followed = solver.statistics.definitionsFollowed
    try move(5, chain: false)
    #expect(solver.statistics.sweeps == sweeps)
    #expect(solver.statistics.definitionsFollowed == followed + 7)
    #expect(f.allSatisfy { solver.value(of: $0) == 5 + 4 })
    #expect(solver.value(of: x[2_000]) == 2_003)
  }
}
