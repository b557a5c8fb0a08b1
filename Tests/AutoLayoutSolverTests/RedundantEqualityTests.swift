import AutoLayoutSolver
import Testing

/// Required equalities that other required equalities already imply (their rows are basic
/// dummies) must keep holding when the equalities that implied them are removed.
@Suite struct RedundantEqualityTests {
  /// The sequence a conflicting DSL block ran into: `ax == bx + bw` is implied by two
  /// equalities, one of which is then removed while an optional twin pulls the other way.
  @Test func removingAnEqualityThatImpliedAnotherKeepsTheOther() throws {
    let ax = Variable("ax")
    let aw = Variable("aw")
    let bx = Variable("bx")
    let bw = Variable("bw")
    let solver = Solver()
    let atLeast = ax >= bx + bw
    let touching = ax + aw == bx
    let centered = ax + 0.5 * aw == bx + 0.5 * bw
    let implied = ax == bx + bw
    let pulled = (ax + 3 == bx + bw).withPriority(Priority(999.9999999999999))
    for constraint in [atLeast, touching, centered, implied, pulled] {
      try solver.batch { try solver.add(constraint) }
      #expect(solver.validate() == [])
    }
    try solver.batch { try solver.remove(touching) }
    #expect(solver.validate() == [])
    solver.updateVariables()
    #expect(abs(solver.value(of: implied.expression)) < 1e-9)
    #expect(abs(solver.value(of: centered.expression)) < 1e-9)

    // The implied equality still holds, so a bound that contradicts it is refused.
    #expect {
      try solver.setConstant(-5, for: atLeast)
    } throws: { error in
      guard case .unsatisfiable(let refused, let conflicting)? = error as? SolverError else {
        return false
      }
      // The bound conflicts with what makes `ax == bx + bw` hold.
      return refused === atLeast && !conflicting.isEmpty
        && conflicting.allSatisfy { $0 === centered || $0 === implied }
    }
    #expect(solver.validate() == [])
    #expect(solver.constant(of: atLeast) == 0)
    for constraint in [atLeast, centered, implied, pulled] {
      try solver.remove(constraint)
      #expect(solver.validate() == [])
    }
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == 0)
  }

  /// Random chains of duplicated and implied equalities, removed in random order: after every
  /// removal the invariants hold and every remaining equality holds.
  @Test(arguments: 0..<40)
  func impliedEqualitiesSurviveRemovalsInAnyOrder(seed: UInt64) throws {
    var random = SplitMix64(seed: seed &+ 7_000)
    let variables = (0..<5).map { Variable("x\($0)") }
    let solver = Solver()
    var held: [Constraint] = []
    for _ in 0..<12 {
      let i = random.int(in: 0...4)
      var j = random.int(in: 0...4)
      if j == i { j = (i + 1) % 5 }
      let k = random.int(in: 0...4)
      let constraint: Constraint
      switch random.int(in: 0...3) {
      case 0: constraint = variables[i] == variables[j] + Double(random.int(in: 0...2))
      case 1: constraint = variables[i] + variables[k] == variables[j] + variables[k]
      case 2: constraint = variables[i] >= variables[j]
      default:
        constraint = (variables[i] == variables[j] + 1).withPriority(
          Priority(Double(random.int(in: 1...999))))
      }
      if (try? solver.batch({ try solver.add(constraint) })) != nil { held.append(constraint) }
      #expect(solver.validate() == [], "seed \(seed)")
    }
    while !held.isEmpty {
      let removed = held.remove(at: random.int(in: 0...(held.count - 1)))
      try solver.batch { try solver.remove(removed) }
      #expect(solver.validate() == [], "seed \(seed)")
      solver.updateVariables()
      for constraint in held where constraint.priority == .required {
        let value = solver.value(of: constraint.expression)
        switch constraint.relation {
        case .equal: #expect(abs(value) < 1e-7, "seed \(seed): \(constraint)")
        case .greaterThanOrEqual: #expect(value > -1e-7, "seed \(seed): \(constraint)")
        case .lessThanOrEqual: #expect(value < 1e-7, "seed \(seed): \(constraint)")
        }
      }
    }
    #expect(solver.sizes.rows == 0)
    #expect(solver.sizes.definitions == 0)
  }
}
