// Rerooting definitions: a required equality whose variables all have definitions already can
// still become a definition, when one of them leads down through definitions to a variable that
// nothing in the tableau holds.
//
// Definitions form a forest: each defines one variable in terms of others, and following the
// terms down ends at variables that have no definition. Added in a random order, the equalities
// of a chain `x₍ᵢ₊₁₎ == xᵢ + wᵢ + 8` define both ends of some links before the link between them
// arrives: `xᵢ` is defined from the left, `xᵢ₊₁` from the right, and the link finds no variable
// to define. As a tableau row it is written in the two trees' bottom variables, and the next such
// link substitutes one into the other: rows grow along the chain (quadratic fill-in; a shuffled
// `grid-50x50` took 21 s to add instead of 65 ms).
//
// Rerooting turns the tree over along one path: if `x₀ := f(x₁, …)`, `x₁ := g(x₂, …)`, …, down
// to a variable `u` that no row holds and no definition defines, each definition on the path is
// solved for the variable below it instead (`x₁ := f⁻¹(x₀, …)`, …, `u := …`). That is the same
// set of equations, so every tableau row still holds as it is, and the markers keep their
// meaning; but `x₀` is now defined by nothing, and the new equality defines it. Like a link-cut
// tree's evert, it costs the length of the path, plus the heights it raises above it.
//
// It is refused when it would make a definition depend on itself: when any term of the new
// equality or of the path's definitions (other than the path's own) already leads down to `u`.

extension SolverCore {
  /// The most variables one rerooting attempt visits (in its search for a path and again in
  /// its cycle check) when the equality could not be a definition otherwise; past it, the
  /// equality goes to the tableau instead.
  static let rerootSearchLimit = 4096

  /// The most variables one rerooting attempt visits when the equality could define a fresh
  /// variable instead (see `SolverCore+Add.swift`): short, because a chain of views added in
  /// order links two trees at every view, and a long search (or a long path turned over) at
  /// each of them would make adding the chain quadratic.
  static let preferredRerootSearchLimit = 128

  /// The smallest share of a definition's largest coefficient that a path may solve for, as in
  /// the threshold pivoting of sparse LU factorizations: dividing by a relatively small
  /// coefficient would magnify the rounding of every other term.
  static let rerootPivotThreshold = 0.1

  /// Makes room for one variable in the stamps of the rerooting walks.
  private mutating func prepareWalkMarks() {
    let count = variables.links.count
    if walkMarks.count < count {
      walkMarks.append(contentsOf: repeatElement(0, count: count - walkMarks.count))
    }
    // Two stamps per walk: the targets of a cycle check, and the variables it visited.
    if walkStamp >= UInt32.max - 2 {
      for k in walkMarks.indices { walkMarks[k] = 0 }
      walkStamp = 0
    }
  }

  /// Reroots the definitions below one of a required equality's variables so that the equality
  /// can define it; returns that variable's index in `slots`, or `nil` (and changes nothing)
  /// when none can be freed within `limit` variables visited (``rerootSearchLimit`` or
  /// ``preferredRerootSearchLimit``).
  ///
  /// Called with ``preferredRerootSearchLimit`` for an equality that links two trees of
  /// definitions, before ``definableVariable(_:_:)``, and with ``rerootSearchLimit`` when that
  /// found no variable. On success the definitions are rewritten, and the caller must define
  /// the returned variable (`define(record:…)`) and then call
  /// ``settleHeights(afterRerooting:)`` with the returned path.
  ///
  /// - Complexity: O(`limit`) at most.
  mutating func reroot(
    _ slots: [Int32], _ coefficients: [Double], limit: Int
  ) -> (index: Int, path: [Int32])? {
    prepareWalkMarks()
    var order: [Int] = []
    swap(&order, &rerootOrder)
    defer { swap(&order, &rerootOrder) }
    order.clearKeepingCapacity()
    // The bottoms of trees first (nothing to turn over), then by coefficient, largest first,
    // equals in their order: an insertion sort, since an equality has a few terms (a sort
    // with a closure retained the arrays it read and cost more than the search on a chain).
    for k in slots.indices {
      let isBottom = variables.links[Int(slots[k])].definition < 0
      let magnitude = abs(coefficients[k])
      var position = order.count
      while position > 0 {
        let j = order[position - 1]
        let jIsBottom = variables.links[Int(slots[j])].definition < 0
        let goesFirst = isBottom != jIsBottom ? isBottom : magnitude > abs(coefficients[j])
        if !goesFirst { break }
        position -= 1
      }
      order.insert(k, at: position)
    }
    for k in order {
      let start = slots[k]
      let definition = variables.links[Int(start)].definition
      let steps: [Int]
      if definition < 0 {
        // The bottom of a tree already: define it, if no row holds it (a path of length 0).
        guard variables.definitionReferences[Int(start)] > 0, isOutsideTableau(start) else {
          continue
        }
        steps = []
      } else {
        guard definitions.record[Int(definition)] >= 0 else { continue }
        guard let found = pathToFreeVariable(from: start, limit: limit) else { continue }
        steps = found
      }
      guard !closesCycle(slots, excluding: k, steps: steps, limit: limit) else { continue }
      // Solve each definition on the path for the variable below it, top first; then point
      // each variable of the path at the definition that now defines it.
      var path: [Int32] = [start]
      var pathDefinitions: [Int32] = []
      for step in steps {
        let definition = variables.links[Int(path[path.count - 1])].definition
        pathDefinitions.append(definition)
        path.append(definitions.solve(definition, forTermAt: step))
      }
      variables.links[Int(start)].definition = -1
      for j in pathDefinitions.indices {
        variables.links[Int(path[j + 1])].definition = pathDefinitions[j]
      }
      // `u` left the terms (it is defined now) and `x₀` joined them.
      variables.definitionReferences[Int(path[path.count - 1])] -= 1
      variables.definitionReferences[Int(start)] += 1
      for variable in path { variables.markDirty(variable) }
      tableau.statistics.reroots += 1
      return (k, path)
    }
    return nil
  }

  /// The term indices of a path of live definitions from `start` down to a free variable (one
  /// that no definition defines and no tableau row holds), found breadth first: the shortest.
  private mutating func pathToFreeVariable(from start: Int32, limit: Int) -> [Int]? {
    walkStamp += 2
    let visited = walkStamp
    // Each node: the variable reached, the node it was reached from, and the term index.
    var nodes: [(variable: Int32, parent: Int32, term: Int)] = []
    swap(&nodes, &rerootNodes)
    defer { swap(&nodes, &rerootNodes) }
    nodes.clearKeepingCapacity()
    nodes.append((start, -1, -1))
    walkMarks[Int(start)] = visited
    var head = 0
    while head < nodes.count, nodes.count < limit {
      let node = nodes[head]
      let definition = variables.links[Int(node.variable)].definition
      var largest = 0.0
      for k in definitions.terms(of: definition) {
        largest = max(largest, abs(definitions.termCoefficients[k]))
      }
      for k in definitions.terms(of: definition) {
        let term = definitions.termVariables[k]
        guard walkMarks[Int(term)] != visited,
          abs(definitions.termCoefficients[k]) >= Self.rerootPivotThreshold * largest
        else { continue }
        walkMarks[Int(term)] = visited
        let termDefinition = variables.links[Int(term)].definition
        if termDefinition < 0 {
          guard isOutsideTableau(term) else { continue }
          var steps = [k]
          var parent = Int(head)
          while nodes[parent].parent >= 0 {
            steps.append(nodes[parent].term)
            parent = Int(nodes[parent].parent)
          }
          tableau.statistics.rerootVisits += nodes.count
          return steps.reversed()
        }
        if definitions.record[Int(termDefinition)] >= 0 {
          nodes.append((term, Int32(head), k))
        }
      }
      head += 1
    }
    tableau.statistics.rerootVisits += nodes.count
    return nil
  }

  /// Whether no tableau row holds the variable in `slot` (as its basic symbol or in a column).
  private mutating func isOutsideTableau(_ slot: Int32) -> Bool {
    let symbol = variables.links[Int(slot)].symbol
    return symbol < 0 || (!tableau.isBasic(symbol) && tableau.columnIsEmpty(symbol))
  }

  /// Whether rerooting along `steps` from `slots[excluded]` and defining it by the equality
  /// would make a definition depend on itself: whether any other term of the equality, or of a
  /// definition on the path, leads down through definitions to a variable of the path. Visiting
  /// more than `limit` variables counts as a cycle.
  private mutating func closesCycle(
    _ slots: [Int32], excluding excluded: Int, steps: [Int], limit: Int
  ) -> Bool {
    walkStamp += 2
    let target = walkStamp - 1
    let visited = walkStamp
    // The path's variables, and the terms to walk down from.
    var pending: [Int32] = []
    swap(&pending, &walkPending)
    defer { swap(&pending, &walkPending) }
    pending.clearKeepingCapacity()
    var variable = slots[excluded]
    walkMarks[Int(variable)] = target
    for step in steps {
      let definition = variables.links[Int(variable)].definition
      for k in definitions.terms(of: definition) where k != step {
        pending.append(definitions.termVariables[k])
      }
      variable = definitions.termVariables[step]
      walkMarks[Int(variable)] = target
    }
    for k in slots.indices where k != excluded { pending.append(slots[k]) }
    var visits = 0
    defer { tableau.statistics.rerootVisits += visits }
    while let next = pending.popLast() {
      let mark = walkMarks[Int(next)]
      if mark == target { return true }
      if mark == visited { continue }
      walkMarks[Int(next)] = visited
      visits += 1
      if visits > limit { return true }
      let definition = variables.links[Int(next)].definition
      guard definition >= 0 else { continue }
      for k in definitions.terms(of: definition) { pending.append(definitions.termVariables[k]) }
    }
    return false
  }

  /// Restores the heights after ``reroot(_:_:limit:)`` along `path` and the definition of its first
  /// variable: each definition on the path, and everything above a variable of the path, is
  /// raised above the definitions it refers to (heights only ever rise).
  ///
  /// - Complexity: O(the definitions above the path, times the times each is raised).
  mutating func settleHeights(afterRerooting path: [Int32]) {
    var pending: [Int32] = []
    for variable in path.dropFirst() { pending.append(variables.links[Int(variable)].definition) }
    for variable in path { pending.append(contentsOf: definitions.dependents(of: variable)) }
    var next = 0
    while next < pending.count {
      let definition = pending[next]
      next += 1
      var needed: Int32 = 1
      for k in definitions.terms(of: definition) {
        let below = variables.links[Int(definitions.termVariables[k])].definition
        if below >= 0 { needed = max(needed, definitions.height[Int(below)] + 1) }
      }
      guard needed > definitions.height[Int(definition)] else { continue }
      definitions.setHeight(needed, of: definition)
      pending.append(contentsOf: definitions.dependents(of: definitions.variable[Int(definition)]))
    }
  }
}
