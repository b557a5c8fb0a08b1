// Adding a constraint: validation, term reduction, then either a definition (a required
// equality with a fresh variable) or a tableau row.

extension SolverCore {
  /// Rejects a priority outside 1...1000 and any non-finite number, before anything changes.
  static func validate(_ expression: LinearExpression, priority: Priority) throws(SolverError) {
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard expression.constant.isFinite else {
      throw .nonFiniteValue(expression.constant, context: "constant")
    }
    for term in expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteValue(term.coefficient, context: "coefficient of \(term.variable)")
    }
  }

  /// Adds a validated constraint that is not in the solver yet.
  ///
  /// - Parameters:
  ///   - constant: The constant to use instead of the expression's own (for re-adding a
  ///     constraint whose constant was changed).
  ///   - priority: The priority to use instead of the constraint's own.
  mutating func insert(_ constraint: Constraint, constant: Double, priority: Double)
    throws(SolverError)
  {
    // Merge repeated variables (first appearance keeps its place) before registering any: a
    // variable whose coefficients cancel (`x - x + y`) must not be registered, since no
    // constraint would refer to it and so nothing would ever unregister it.
    let terms = constraint.expression.terms
    // The buffers are the solver's spares, taken for the call and handed back cleared (a
    // constraint's add made and freed four small arrays, a tenth of the cost of activating a
    // layout's constraints in the engine).
    var slots: [Int32] = []
    var coefficients: [Double] = []
    var newSlots: [Int32] = []
    swap(&slots, &insertSlots)
    swap(&coefficients, &insertCoefficients)
    swap(&newSlots, &insertNewSlots)
    defer {
      slots.clearKeepingCapacity()
      coefficients.clearKeepingCapacity()
      newSlots.clearKeepingCapacity()
      swap(&slots, &insertSlots)
      swap(&coefficients, &insertCoefficients)
      swap(&newSlots, &insertNewSlots)
    }
    // The variables, each once (the first appearance keeps its place), with their summed
    // coefficients. Most constraints name each variable once, and their terms serve as they
    // are; `merged` lists the distinct variables of the others. The terms are read through one
    // buffer pointer: iterating the array copies each term, retaining and releasing its variable.
    var merged: [Variable] = []
    var kept = 0
    terms.withUnsafeBufferPointer { terms in
      if terms.count > 4 || !Self.termsAreDistinct(terms) {
        merged.reserveCapacity(terms.count)
        for k in terms.indices {
          if let index = merged.firstIndex(where: { $0 === terms[k].variable }) {
            coefficients[index] += terms[k].coefficient
          } else {
            merged.append(terms[k].variable)
            coefficients.append(terms[k].coefficient)
          }
        }
      } else {
        for k in terms.indices { coefficients.append(terms[k].coefficient) }
      }
      // Register the variables that remain, in order of first appearance (the order the slots
      // and symbols are handed out in, which a failed add hands back in reverse).
      let distinctCount = merged.isEmpty ? terms.count : merged.count
      for k in 0..<distinctCount where coefficients[k] != 0 {
        let (slot, isNew) = variables.register(merged.isEmpty ? terms[k].variable : merged[k])
        if isNew { newSlots.append(slot) }
        slots.append(slot)
        coefficients[kept] = coefficients[k]
        kept += 1
      }
    }
    coefficients.removeSubrange(kept...)
    for slot in slots { variables.uses[Int(slot)] += 1 }

    let record = insertRecord(
      ConstraintRecord(
        relation: constraint.relation, constant: constant, priority: priority,
        sequence: nextRecordSequence(), marker: -1, markerSign: 1, other: -1, level: -1,
        definition: -1, priorityBelow: priority < 1000 ? constraint.priorityBelow?.rawValue : nil),
      owner: RecordOwner(constraint: constraint, variables: VariableSlots(slots)))

    let definable = priority >= 1000 && constraint.relation == .equal
    // An equality that links two trees of definitions reroots one of them rather than define a
    // fresh variable of its own: that variable would depend on both trees, and every later
    // constraint on it (a view's `width >= 0` after `x₂ == x₁ + width + 8`) would carry both
    // trees into its tableau row.
    var inTrees = 0
    if definable {
      // A loop, not `count(where:)`: a closure that read `self` would copy the whole core.
      for slot in slots
      where variables.links[Int(slot)].definition >= 0
        || variables.definitionReferences[Int(slot)] > 0
      {
        inTrees += 1
      }
    }
    let linksTrees = inTrees >= 2
    // The variable the equality defines, the definitions that already refer to it, and the path
    // of definitions turned over to free it; none when the equality becomes a tableau row.
    var definition: (index: Int, dependents: [Int32], rerooted: [Int32]?)?
    if linksTrees,
      let (index, path) = reroot(slots, coefficients, limit: Self.preferredRerootSearchLimit)
    {
      definition = (index, [], path)
    } else if definable, let (index, dependents) = definableVariable(slots, coefficients) {
      definition = (index, dependents, nil)
    } else if definable,
      let (index, path) = reroot(slots, coefficients, limit: Self.rerootSearchLimit)
    {
      definition = (index, [], path)
    }
    if let definition {
      define(
        record: record, slots: slots, coefficients: coefficients, constant: constant,
        variableIndex: definition.index, dependents: definition.dependents)
      if let path = definition.rerooted { settleHeights(afterRerooting: path) }
    } else {
      do {
        try addRow(
          record: record, slots: slots, coefficients: coefficients, constant: constant,
          relation: constraint.relation, priority: priority)
      } catch {
        for slot in slots { variables.uses[Int(slot)] -= 1 }
        deleteRecord(record)
        for slot in newSlots.reversed() { unregisterIfUnreferenced(slot) }
        throw error
      }
    }
    // Only an accepted constraint counts towards its variables' typical coefficients: a refused
    // one must leave the solver exactly as it was, and so the units of later constraints too.
    for k in slots.indices {
      variables.noteCoefficient(coefficients[k], ofSlot: slots[k])
      coefficientScale = max(coefficientScale, abs(coefficients[k]))
    }
  }

  /// Whether no variable appears twice among `terms` (at most four): the usual constraint,
  /// whose terms need no merging.
  @inline(__always)
  static func termsAreDistinct(_ terms: UnsafeBufferPointer<Term>) -> Bool {
    for i in terms.indices {
      for j in (i + 1)..<terms.count where terms[i].variable === terms[j].variable {
        return false
      }
    }
    return true
  }

  /// The most definitions the cycle check of ``definableVariable(_:_:)`` visits; past it, the
  /// equality goes to the tableau instead.
  static let definitionSearchLimit = 4096

  /// The variable a required equality should define (its index in `slots`) and the definitions
  /// that already depend on it, or `nil` when the equality must be a tableau row.
  ///
  /// A variable can be defined when no tableau row holds it and it has no definition yet.
  /// Variables nothing depends on come first; one that definitions already refer to is taken
  /// only when defining it creates no cycle. Among equals, the largest coefficient wins.
  private mutating func definableVariable(
    _ slots: [Int32], _ coefficients: [Double]
  ) -> (index: Int, dependents: [Int32])? {
    var fresh = -1
    var referenced: [Int] = []
    for k in slots.indices {
      let slot = slots[k]
      guard variables.links[Int(slot)].definition < 0 else { continue }
      let symbol = variables.links[Int(slot)].symbol
      if symbol >= 0, tableau.isBasic(symbol) || !tableau.columnIsEmpty(symbol) { continue }
      if variables.definitionReferences[Int(slot)] == 0 {
        if fresh < 0 || abs(coefficients[k]) > abs(coefficients[fresh]) { fresh = k }
      } else {
        referenced.append(k)
      }
    }
    if fresh >= 0 { return (fresh, []) }
    referenced.sort { abs(coefficients[$0]) > abs(coefficients[$1]) }
    for k in referenced {
      guard let dependents = dependentDefinitions(of: slots[k]) else { continue }
      let above = Set(dependents)
      let cycle = slots.indices.contains { j in
        j != k && variables.links[Int(slots[j])].definition >= 0
          && above.contains(variables.links[Int(slots[j])].definition)
      }
      if !cycle { return (k, dependents) }
    }
    return nil
  }

  /// Every definition that depends on `variable`, directly or through other definitions; `nil`
  /// when there are more than ``definitionSearchLimit``.
  private mutating func dependentDefinitions(of variable: Int32) -> [Int32]? {
    var found: [Int32] = []
    var seen = Set<Int32>()
    var pending = [variable]
    while let next = pending.popLast() {
      for definition in definitions.dependents(of: next) where seen.insert(definition).inserted {
        found.append(definition)
        if found.count > Self.definitionSearchLimit { return nil }
        pending.append(definitions.variable[Int(definition)])
      }
    }
    return found
  }

  /// The least height of a definition with `variable` among its terms: one above the
  /// variable's own definition, 1 when it has none.
  ///
  /// `mutating` although it only reads: around a non-mutating call from mutating code the
  /// optimizer copied the whole core (1,748 bytes) onto the stack at every call.
  @inline(__always)
  private mutating func height(above variable: Int32) -> Int32 {
    let definition = variables.links[Int(variable)].definition
    return definition >= 0 ? definitions.height[Int(definition)] + 1 : 1
  }

  /// Raises definition `dependent` above every definition among its terms, if it is not.
  private mutating func raiseHeight(of dependent: Int32) {
    var needed: Int32 = 1
    for k in definitions.terms(of: dependent) {
      needed = max(needed, height(above: definitions.termVariables[k]))
    }
    if needed > definitions.height[Int(dependent)] {
      definitions.setHeight(needed, of: dependent)
    }
  }

  /// Turns a required equality into a definition of `slots[variableIndex]`; `dependents` are
  /// the definitions that already refer to that variable (their heights are raised above it).
  private mutating func define(
    record: Int32, slots: [Int32], coefficients: [Double], constant: Double, variableIndex: Int,
    dependents: [Int32]
  ) {
    let variable = slots[variableIndex]
    let pivot = coefficients[variableIndex]
    // expression + constant + marker = 0, solved for the variable (the terms are written
    // straight into the table: lists of them cost two allocations a definition).
    let marker = tableau.makeSymbol(.dummy, owner: record)
    var height: Int32 = 1
    for k in slots.indices where k != variableIndex {
      height = max(height, self.height(above: slots[k]))
    }
    let definition = definitions.insert(
      variable: variable, marker: marker, markerCoefficient: -1 / pivot, record: record,
      constant: -constant / pivot, solving: slots, coefficients, for: variableIndex,
      height: height)
    // The queues grow with the table, so that the first update after a new layout (the first
    // constant changed, the first frame of an animation) does not allocate and fill them.
    evaluation.reserveSlots(Int(definition) + 1)
    expansion.reserveSlots(Int(definition) + 1)
    for k in slots.indices where k != variableIndex {
      variables.definitionReferences[Int(slots[k])] += 1
    }
    variables.links[Int(variable)].definition = definition
    variables.markDirty(variable)
    // Keep every definition above the ones it refers to: visit the dependents lowest first (none
    // or a single one needs no sorted copy, which is an allocation even when empty).
    if dependents.count == 1 {
      raiseHeight(of: dependents[0])
    } else if !dependents.isEmpty {
      for dependent in dependents.sorted(by: {
        definitions.height[Int($0)] < definitions.height[Int($1)]
      }) {
        raiseHeight(of: dependent)
      }
    }
    records[Int(record)]!.marker = marker
    records[Int(record)]!.markerSign = 1
    records[Int(record)]!.definition = definition
  }

  /// Adds a constraint as a tableau row.
  private mutating func addRow(
    record: Int32, slots: [Int32], coefficients: [Double], constant: Double,
    relation: Constraint.Relation, priority: Double
  ) throws(SolverError) {
    let required = priority >= 1000
    if required { tableau.creationLog = [] }
    createdExternals.clearKeepingCapacity()
    accumulator.reserveSymbols(tableau.symbolCount)
    accumulator.addConstant(constant)
    for k in slots.indices { accumulateVariable(slots[k], coefficients[k]) }
    expandDefinitions()

    // The constraint's own symbols: expression + constant + unit · markers = 0, each error
    // costing `unit` per unit of its value (see ConstraintUnit.swift).
    let unit = ConstraintUnit.of(coefficients, slots: slots, in: variables)
    let level: Int32 = required ? -1 : tableau.levels.retain(priority)
    var marker: Symbol
    var markerSign: Double
    var other: Symbol = -1
    switch relation {
    case .greaterThanOrEqual, .lessThanOrEqual:
      markerSign = relation == .greaterThanOrEqual ? -unit : unit
      marker = tableau.makeSymbol(.slack, owner: record)
      accumulator.add(marker, markerSign)
      if !required {
        other = tableau.makeSymbol(.error, owner: record)
        accumulator.add(other, -markerSign)
        tableau.addCost(of: other, at: level, cost: unit)
      }
    case .equal:
      if required {
        marker = tableau.makeSymbol(.dummy, owner: record)
        markerSign = unit
        accumulator.add(marker, unit)
      } else {
        // expression = unit · (marker − other): the marker is the error above zero, `other`
        // below.
        marker = tableau.makeSymbol(.error, owner: record)
        markerSign = -unit
        other = tableau.makeSymbol(.error, owner: record)
        accumulator.add(marker, -unit)
        accumulator.add(other, unit)
        tableau.addCost(of: marker, at: level, cost: unit)
        if let below = records[Int(record)]!.priorityBelow {
          let belowLevel = tableau.levels.retain(below)
          records[Int(record)]!.otherLevel = belowLevel
          tableau.addCost(of: other, at: belowLevel, cost: unit)
        } else {
          tableau.addCost(of: other, at: level, cost: unit)
        }
      }
    }
    records[Int(record)]!.marker = marker
    records[Int(record)]!.markerSign = markerSign
    records[Int(record)]!.other = other
    records[Int(record)]!.level = level

    // The row is built in a spare buffer that each add reuses: a fresh row allocates.
    var row = Row(basic: -1, constant: 0, symbols: [], coefficients: [])
    swap(&row, &rowBuffer)
    defer { swap(&row, &rowBuffer) }
    accumulator.makeRow(into: &row)
    // The rows' constants carry the rounding of the pivots that made them, so a required row
    // that holds at the current values can come out a few billionths off zero when its terms
    // are in the hundreds, and with no symbol to absorb that, it was refused as a conflict
    // with constraints it agrees with. A required constraint holds to 1e-9 of its largest
    // term: a row that can only be refused (all dummies, or phase one cannot bring it to zero)
    // is accepted as holding when what is left of its constant is within that. Only then: the
    // constant is kept wherever a symbol can take it up. Zeroing every constant within the
    // limit up front dropped real offsets for good: `x4 + 2·x13 == 14000000.007` added where the
    // values gave 14000000 lost its 0.007 (within 1e-9 of 1.4e7), and once its constant was
    // changed to 0 and the values came down to hundredths, it was broken by half its size.
    // (An optional row always has its error symbols to take up a constant, and keeps it
    // exactly.) The rows substituted into it may also carry the rounding of the system's
    // largest constants, whatever their own size (`Tolerance.systemRounding`): `2·x6 <= 0.008`
    // came out 1.3e-9 over at x6's row of 0.004 + 6.6e-10, made beside 2.2e7 (fuzz seed 97).
    let driftScale =
      required
      ? max(1, accumulator.lastConstantScale, systemDrift / Tolerance.feasibility) : 1
    if row.constant < 0 {
      row.constant = -row.constant
      for k in row.coefficients.indices { row.coefficients[k] = -row.coefficients[k] }
    }

    if let subject = chooseSubject(row, marker: marker, other: other) {
      _ = tableau.insertSolved(&row, subject: subject, scratch: &scratch)
    } else if row.symbols.allSatisfy({ tableau.kinds[Int($0)] == .dummy }) {
      if row.constant > Tolerance.feasibility * driftScale {
        let conflict = conflictingRecords(row.symbols, excluding: record)
        failAdd(record: record, journaled: false)
        throw unsatisfiableError(record: record, conflict: conflict)
      }
      // Redundant: the marker becomes basic, at zero (what is left of the constant is drift).
      row.constant = 0
      _ = tableau.insertSolved(&row, subject: marker, scratch: &scratch)
    } else {
      if required { tableau.beginJournal() }
      let preJournalCount = tableau.creationLog?.count ?? 0
      switch tableau.addWithArtificialVariable(
        row, preferredDummy: marker, driftScale: driftScale, scratch: &scratch)
      {
      case .added:
        tableau.commitJournal()
      case .infeasible(let symbols):
        let conflict = conflictingRecords(symbols, excluding: record)
        tableau.rollbackJournal()
        tableau.creationLog?.removeSubrange(preJournalCount...)
        failAdd(record: record, journaled: true)
        throw unsatisfiableError(record: record, conflict: conflict)
      }
    }
    tableau.creationLog = nil
    tableauRecordCount += 1
  }

  /// Undoes the symbols a failed add created and points the variables back at none.
  private mutating func failAdd(record: Int32, journaled: Bool) {
    for slot in createdExternals { variables.links[Int(slot)].symbol = -1 }
    if let log = tableau.creationLog { tableau.unmakeSymbols(log) }
    tableau.creationLog = nil
    _ = journaled
  }

  /// Picks the symbol to make basic for a new row, or `nil` when phase one is needed:
  /// 1. an unrestricted symbol no other row holds (nothing to substitute);
  /// 2. the constraint's own marker or error symbol, when restricted with a negative
  ///    coefficient (so its value `constant / |coefficient|` is non-negative), or with either
  ///    sign when the constant is zero; between two such symbols, the one that leaves fewer
  ///    parametric symbols improving the objective (degenerate rows, such as many equal
  ///    aspect-ratio constraints on one width, otherwise make the optimizer pivot for nothing);
  /// 3. the unrestricted symbol with the shortest column (the cheapest substitution) among
  ///    those whose substitution keeps every row feasible;
  /// 4. likewise another constraint's slack or error symbol that comes out non-negative
  ///    (both in ``shortestFeasibleSubject(_:threshold:restricted:)``).
  ///
  /// Rules 1 and 2 make basic a symbol that no row holds, so no other row moves. Rule 3 moves
  /// every row that holds its symbol, and restricted rows may hold unrestricted symbols here
  /// (rule 2 solves a row for its marker even when the row has variables in it): such a row
  /// can be pushed below zero, which nothing would repair. A symbol whose substitution would
  /// do that is passed over, and so is one of rule 4. When every one would, phase one adds the
  /// row instead, which also finds out whether the required constraints can hold at all (a
  /// subject found by rules 1 to 4 is a feasible basis, so it proves they can).
  private mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol? {
    var largest = 0.0
    for value in row.coefficients { largest = max(largest, abs(value)) }
    let threshold = largest * 1e-9
    for k in row.symbols.indices where tableau.kinds[Int(row.symbols[k])].isUnrestricted {
      let symbol = row.symbols[k]
      if abs(row.coefficients[k]) > threshold, tableau.columnIsEmpty(symbol) { return symbol }
    }
    let degenerate = abs(row.constant) <= Tolerance.feasibility
    var chosen: Symbol = -1
    var chosenCost = Int.max
    for symbol in [marker, other] where symbol >= 0 && tableau.kinds[Int(symbol)].isRestricted {
      let coefficient = row.coefficient(of: symbol)
      guard coefficient < 0 || (degenerate && coefficient != 0) else { continue }
      let cost = improvingCount(row, subject: symbol, skipping: marker, other)
      if cost < chosenCost {
        chosen = symbol
        chosenCost = cost
      }
    }
    if chosen >= 0 { return chosen }
    return shortestFeasibleSubject(row, threshold: threshold, restricted: false)
      ?? shortestFeasibleSubject(row, threshold: threshold, restricted: true)
  }

  /// Rules 3 and 4 of ``chooseSubject(_:marker:other:)``: the symbol of `row` with the shortest
  /// column (ties to the lowest symbol) whose substitution keeps every row feasible, among its
  /// unrestricted symbols, or (`restricted`) among other constraints' slack and error symbols
  /// that come out non-negative (a negative coefficient, or any when the constant is zero);
  /// `nil` when none does.
  ///
  /// Candidates are tried shortest column first, each after the last one rejected in that
  /// order, without allocating a sorted list: a row has only a few of them, and almost always
  /// the first one tried is taken.
  ///
  /// A view's `width >= 0` followed by `width == 80` is the common restricted case: the new row
  /// holds only the first constraint's slack and the second's dummy, and the slack, at 80, is the
  /// subject. Phase one would reach the same basis through an artificial row and extra pivots.
  /// The objective may stop being optimal (an error symbol's weights move into the row), which
  /// the optimization after every add repairs, as it does for the other rules.
  private mutating func shortestFeasibleSubject(
    _ row: Row, threshold: Double, restricted: Bool
  ) -> Symbol? {
    let degenerate = abs(row.constant) <= Tolerance.feasibility
    var rejected: (count: Int32, symbol: Symbol) = (-1, -1)
    while true {
      var best: Symbol = -1
      var bestCount = Int32.max
      var bestCoefficient = 0.0
      for k in row.symbols.indices {
        let symbol = row.symbols[k]
        let coefficient = row.coefficients[k]
        let kind = tableau.kinds[Int(symbol)]
        if restricted {
          guard kind.isRestricted,
            coefficient < -threshold || (degenerate && abs(coefficient) > threshold)
          else { continue }
        } else {
          guard kind.isUnrestricted, abs(coefficient) > threshold else { continue }
        }
        let count = tableau.columns.count(of: symbol)
        // Row symbols are sorted, so a strictly shorter column is the only way to win a tie.
        guard (count, symbol) > rejected, count < bestCount else { continue }
        best = symbol
        bestCount = count
        bestCoefficient = coefficient
      }
      if best < 0 { return nil }
      // The value the subject takes in its new row, computed as `insertSolved` computes it; a
      // restricted subject must not come out negative.
      let value = row.constant * (-1 / bestCoefficient)
      if !restricted || value >= 0 || degenerate,
        tableau.substitutionKeepsFeasible(
          best, at: restricted ? max(value, 0) : value, scratch: &scratch)
      {
        return best
      }
      rejected = (bestCount, best)
    }
  }

  /// How many restricted parametric symbols of `row` would improve the objective once `subject`
  /// (a new marker or error symbol) is made basic and its weights substituted.
  ///
  /// `mutating` although it only reads: around a non-mutating call from mutating code the
  /// optimizer copied the whole core (1,748 bytes) onto the stack at every call.
  private mutating func improvingCount(
    _ row: Row, subject: Symbol, skipping a: Symbol, _ b: Symbol
  ) -> Int {
    let subjectCoefficient = row.coefficient(of: subject)
    var count = 0
    tableau.weights.forEachEntry(of: subject) { level, weight in
      for k in row.symbols.indices {
        let symbol = row.symbols[k]
        guard symbol != a, symbol != b, tableau.kinds[Int(symbol)].isRestricted else { continue }
        let delta = -weight * row.coefficients[k] / subjectCoefficient
        if tableau.weights.leadingSign(
          of: symbol, adding: delta, at: level, ranks: tableau.levels.ranks) < 0
        {
          count += 1
        }
      }
    }
    return count
  }

  // MARK: - Building rows

  /// Adds `coefficient` times a variable to the row being assembled: its definition is queued
  /// for expansion, its basic row is added, or its parametric symbol is.
  @inline(__always)
  mutating func accumulateVariable(_ slot: Int32, _ coefficient: Double) {
    let definition = variables.links[Int(slot)].definition
    if definition >= 0 {
      if Int(definition) >= expansionCoefficients.count {
        expansionCoefficients.append(
          contentsOf: repeatElement(0, count: Int(definition) + 1 - expansionCoefficients.count))
      }
      expansionCoefficients[Int(definition)] += coefficient
      expansion.push(definition, height: definitions.height[Int(definition)])
      return
    }
    var symbol = variables.links[Int(slot)].symbol
    if symbol < 0 {
      symbol = tableau.makeSymbol(.external, owner: slot)
      variables.links[Int(slot)].symbol = symbol
      createdExternals.append(slot)
      accumulator.reserveSymbols(tableau.symbolCount)
    }
    accumulateSymbol(symbol, coefficient)
  }

  /// Adds `coefficient` times a symbol (its row, when basic) to the row being assembled.
  @inline(__always)
  mutating func accumulateSymbol(_ symbol: Symbol, _ coefficient: Double) {
    let index = tableau.basicRow[Int(symbol)]
    if index < 0 {
      accumulator.add(symbol, coefficient)
      return
    }
    accumulator.addConstant(coefficient * tableau.rows.constant[Int(index)])
    for k in tableau.rows.cells(index) {
      accumulator.add(tableau.rows.cellSymbols[k], coefficient * tableau.rows.cellValues[k])
    }
  }

  /// Replaces the queued definitions by their terms, latest definition first, so that each
  /// definition is expanded once however many others refer to it.
  mutating func expandDefinitions() {
    while let definition = expansion.pop() {
      let coefficient = expansionCoefficients[Int(definition)]
      expansionCoefficients[Int(definition)] = 0
      if coefficient == 0 { continue }
      accumulator.addConstant(coefficient * definitions.constant[Int(definition)])
      accumulateSymbol(
        definitions.marker[Int(definition)],
        coefficient * definitions.markerCoefficient[Int(definition)])
      for k in definitions.terms(of: definition) {
        accumulateVariable(
          definitions.termVariables[k], coefficient * definitions.termCoefficients[k])
      }
    }
  }
}
