import AutoLayoutSolver
import Testing

/// The dual simplex, which restores feasibility after a constant or a suggested value moves:
/// its work list, and the rule that takes the most infeasible row first.
@Suite struct DualSimplexTests {
  @Test func theWorkListPopsInSymbolOrderOrByKey() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var heap = SymbolHeap()
      var model: Set<Int32> = []
      let keys = (0..<40).map { _ in Double(random.next() % 5) }
      for _ in 0..<60 {
        switch random.next() % 7 {
        case 0, 1, 2, 3:
          let symbol = Int32(random.next() % 40)
          heap.push(symbol)
          model.insert(symbol)
        case 4:
          // Dropping the symbols of one key keeps the rest queued, in order, and lets the
          // dropped ones be queued again.
          let dropped = Double(random.next() % 5)
          heap.removeAll { keys[Int($0)] == dropped }
          model = model.filter { keys[Int($0)] != dropped }
        default:
          if random.next() % 2 == 0 {
            let expected = model.min()
            #expect(heap.popMin() == expected)
            if let expected { model.remove(expected) }
          } else {
            // The smallest key, the lowest symbol among equal keys.
            let expected = model.min { (keys[Int($0)], $0) < (keys[Int($1)], $1) }
            #expect(heap.popMinimizing { keys[Int($0)] } == expected)
            if let expected { model.remove(expected) }
          }
        }
        #expect(heap.count == model.count)
      }
      // What is left still comes out in symbol order: the removals kept the heap in order.
      var drained: [Int32] = []
      while let symbol = heap.popMin() { drained.append(symbol) }
      #expect(drained == model.sorted())
    }
  }

  /// A random multi-level system (seed 4242, system 153 of `lex_oracle.py fuzz`) whose two
  /// suggestions took 14 dual pivots when rows were taken in symbol order.
  @Test func suggestionsTakeTheMostInfeasibleRowFirst() throws {
    let x = (0..<7).map { Variable("x\($0)") }
    let rows: [([(Double, Int)], Double, Constraint.Relation, Double)] = [
      ([(1.0, 6)], -152.0, .equal, 1),
      ([(1.0, 4)], -50.0, .equal, 1),
      ([(1.0, 0)], -140.0, .lessThanOrEqual, 249),
      ([(1.0, 4), (1.0, 6), (1.0, 0)], 189.0, .lessThanOrEqual, 1000),
      ([(2.0, 0), (-1.0, 5), (-1.0, 6)], 155.0, .equal, 1),
      ([(1.0, 4)], 63.0, .greaterThanOrEqual, 999),
      ([(1.0, 3)], 71.0, .greaterThanOrEqual, 1000),
      ([(1.0, 3), (-1.0, 2), (-1.0, 4)], 174.0, .greaterThanOrEqual, 1),
      ([(1.0, 4)], 37.0, .greaterThanOrEqual, 999),
      ([(1.0, 3)], -26.0, .equal, 1),
      ([(1.0, 0)], 137.0, .equal, 999),
      ([(2.0, 4), (2.0, 6), (1.0, 3)], -14.0, .lessThanOrEqual, 999),
      ([(1.0, 1), (2.0, 2), (-1.0, 4)], -7.0, .greaterThanOrEqual, 999),
      ([(2.0, 6), (1.0, 0), (0.5, 3)], -128.0, .equal, 999),
      ([(0.5, 6)], 60.0, .equal, 1),
      ([(2.0, 2), (0.5, 1)], 25.0, .lessThanOrEqual, 1),
      ([(1.0, 2)], -84.0, .equal, 1),
      ([(1.0, 5)], -193.0, .lessThanOrEqual, 249),
      ([(-1.0, 3), (1.0, 4)], 123.0, .lessThanOrEqual, 1),
      ([(-1.0, 0), (1.0, 5)], 117.0, .lessThanOrEqual, 249),
      ([(1.0, 1)], -77.0, .equal, 1),
      ([(1.0, 5)], -59.0, .equal, 1),
      ([(-1.0, 6), (2.0, 5), (1.0, 4)], 129.0, .lessThanOrEqual, 1000),
      ([(0.5, 1), (1.0, 6), (2.0, 4)], 133.0, .greaterThanOrEqual, 1),
      ([(1.0, 0)], 8.0, .equal, 1),
      ([(2.0, 6), (-1.0, 4)], -197.0, .lessThanOrEqual, 999),
      ([(1.0, 1), (-1.0, 2), (1.0, 4)], 67.0, .greaterThanOrEqual, 1),
    ]
    let solver = Solver()
    for (terms, constant, relation, priority) in rows {
      let expression = LinearExpression(
        terms: terms.map { Term(x[$0.1], coefficient: $0.0) }, constant: constant)
      try solver.add(Constraint(expression, relation, priority: Priority(priority)))
    }
    try solver.addEditVariable(x[1], priority: Priority(999))
    try solver.addEditVariable(x[5], priority: Priority(249))
    solver.updateVariables()
    let before = solver.statistics.pivots
    try solver.suggestValue(5, for: x[1])
    try solver.suggestValue(207, for: x[5])
    solver.updateVariables()
    #expect(solver.statistics.pivots - before <= 7)
    #expect(solver.validate() == [])

    // The values are lexicographically optimal: each level's total error is the oracle's.
    let oracleRows =
      rows.map { terms, constant, relation, priority in
        var coefficients = [Double](repeating: 0, count: x.count)
        for (coefficient, variable) in terms { coefficients[variable] += coefficient }
        return LexicographicOracle.Row(
          coefficients: coefficients, constant: constant, relation: relation, priority: priority)
      }
      + [(1, 5.0, 999.0), (5, 207.0, 249.0)].map { variable, value, priority in
        var coefficients = [Double](repeating: 0, count: x.count)
        coefficients[variable] = 1
        return LexicographicOracle.Row(
          coefficients: coefficients, constant: -value, relation: .equal, priority: priority)
      }
    let optimum = try #require(LexicographicOracle.solve(variableCount: x.count, rows: oracleRows))
    var actual: [Double: Double] = [:]
    for row in oracleRows where row.priority < 1000 {
      var residual = row.constant
      for (k, coefficient) in row.coefficients.enumerated() {
        residual += coefficient * solver.value(of: x[k])
      }
      let error =
        switch row.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      actual[row.priority, default: 0] += error
    }
    for (level, total) in optimum.levelErrors {
      #expect(abs((actual[level] ?? 0) - total) <= 1e-6 * max(1, total), "level \(level)")
    }
  }
}
