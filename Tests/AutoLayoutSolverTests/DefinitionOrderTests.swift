import AutoLayoutSolver
import Testing

/// Required equalities that define one variable from others are evaluated in height order (a
/// definition after the ones it refers to). These tests check the values when that order is
/// rebuilt: after a long chain is made from its far end (so that slot order and height order
/// disagree), and after most of its links are removed and its tail is anchored anew.
@Suite struct DefinitionOrderTests {
  /// `x[0] == start`, then `x[i + 1] == x[i] + 1`: each link defines the next variable.
  func chain(_ count: Int) -> (variables: [Variable], links: [Constraint]) {
    let variables = (0...count).map { Variable("x\($0)") }
    let links = (0..<count).map { variables[$0 + 1] == variables[$0] + 1 }
    return (variables, links)
  }

  @Test func aLongChainIsEvaluatedInOrder() throws {
    let (x, links) = chain(300)
    let solver = Solver()
    // Added from the far end, so that slot order and height order disagree.
    for link in links.reversed() { try solver.add(link) }
    let anchor = x[0] == 10
    try solver.add(anchor)
    solver.updateVariables()
    for (index, variable) in x.enumerated() {
      #expect(solver.value(of: variable) == Double(10 + index))
    }
    // Each change reaches the whole chain, so each update sweeps every definition: the first
    // from the tables, the later ones from the packed copy, which must follow the constants.
    for start in [20.0, -5, 42.5] {
      try solver.setConstant(-start, for: anchor)
      solver.updateVariables()
      #expect(solver.value(of: x[1]) == start + 1)
      #expect(solver.value(of: x[300]) == start + 300)
    }
    #expect(solver.validate() == [])
  }

  @Test func theTailOfAChainThatIsGoneStillFollowsItsNewAnchor() throws {
    let (x, links) = chain(300)
    let solver = Solver()
    for link in links { try solver.add(link) }
    try solver.add(x[0] == 0)
    solver.updateVariables()
    // Keep only the last five links; their definitions keep heights near 300.
    for link in links.dropLast(5) { try solver.remove(link) }
    let anchor = x[295] == 7
    try solver.add(anchor)
    solver.updateVariables()
    for index in 295...300 { #expect(solver.value(of: x[index]) == Double(7 + index - 295)) }
    try solver.setConstant(-9, for: anchor)
    solver.updateVariables()
    for index in 295...300 { #expect(solver.value(of: x[index]) == Double(9 + index - 295)) }
    // A new short chain beside the old tail is ordered with it.
    let y = Variable("y")
    try solver.add(y == x[300] + 100)
    solver.updateVariables()
    #expect(solver.value(of: y) == 114)
    #expect(solver.validate() == [])
  }
}
