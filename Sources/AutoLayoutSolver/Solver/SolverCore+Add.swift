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
    // Register the variables and merge repeated ones (first appearance keeps its place).
    var slots: [Int32] = []
    var coefficients: [Double] = []
    var newSlots: [Int32] = []
    slots.reserveCapacity(constraint.expression.terms.count)
    for term in constraint.expression.terms {
      let (slot, isNew) = variables.register(term.variable)
      if isNew { newSlots.append(slot) }
      if let index = slots.firstIndex(of: slot) {
        coefficients[index] += term.coefficient
      } else {
        slots.append(slot)
        coefficients.append(term.coefficient)
      }
    }
    var kept = 0
    for k in slots.indices where coefficients[k] != 0 {
      slots[kept] = slots[k]
      coefficients[kept] = coefficients[k]
      kept += 1
    }
    slots.removeSubrange(kept...)
    coefficients.removeSubrange(kept...)
    for slot in slots { variables.uses[Int(slot)] += 1 }

    let record = insertRecord(
      ConstraintRecord(
        constraint: constraint, constant: constant, priority: priority,
        sequence: nextRecordSequence(), variables: slots, marker: -1, markerSign: 1, other: -1,
        level: -1, definition: -1))

    if priority >= 1000, constraint.relation == .equal,
      let fresh = freshVariable(slots, coefficients)
    {
      define(record: record, slots: slots, coefficients: coefficients, constant: constant,
        variableIndex: fresh)
      return
    }
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

  /// The index (in `slots`) of the variable a required equality should define: a variable that
  /// nothing else mentions yet, with the largest coefficient; `nil` when there is none.
  private mutating func freshVariable(_ slots: [Int32], _ coefficients: [Double]) -> Int? {
    var best = -1
    for k in slots.indices {
      let slot = slots[k]
      guard variables.definitions[Int(slot)] < 0, variables.definitionReferences[Int(slot)] == 0
      else { continue }
      let symbol = variables.symbols[Int(slot)]
      if symbol >= 0, tableau.isBasic(symbol) || !tableau.columnIsEmpty(symbol) { continue }
      if best < 0 || abs(coefficients[k]) > abs(coefficients[best]) { best = k }
    }
    return best >= 0 ? best : nil
  }

  /// Turns a required equality into a definition of `slots[variableIndex]`.
  private mutating func define(
    record: Int32, slots: [Int32], coefficients: [Double], constant: Double, variableIndex: Int
  ) {
    let variable = slots[variableIndex]
    let pivot = coefficients[variableIndex]
    var termVariables: [Int32] = []
    var termCoefficients: [Double] = []
    termVariables.reserveCapacity(slots.count - 1)
    termCoefficients.reserveCapacity(slots.count - 1)
    for k in slots.indices where k != variableIndex {
      termVariables.append(slots[k])
      termCoefficients.append(-coefficients[k] / pivot)
    }
    // expression + constant + marker = 0, solved for the variable.
    let marker = tableau.makeSymbol(.dummy, owner: record)
    let definition = definitions.insert(
      variable: variable, marker: marker, markerCoefficient: -1 / pivot, record: record,
      constant: -constant / pivot, termVariables: termVariables, termCoefficients: termCoefficients
    )
    let generation = definitions.generation[Int(definition)]
    for term in termVariables {
      variables.definitionReferences[Int(term)] += 1
      variables.addDependent(term, definition: definition, generation: generation)
    }
    variables.definitions[Int(variable)] = definition
    variables.markDirty(variable)
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
    createdExternals.removeAll(keepingCapacity: true)
    accumulator.reserveSymbols(tableau.symbolCount)
    accumulator.addConstant(constant)
    for k in slots.indices { accumulateVariable(slots[k], coefficients[k]) }
    expandDefinitions()

    // The constraint's own symbols: expression + constant + markers = 0.
    let level: Int32 = required ? -1 : tableau.levels.retain(priority)
    var marker: Symbol
    var markerSign: Double
    var other: Symbol = -1
    switch relation {
    case .greaterThanOrEqual, .lessThanOrEqual:
      markerSign = relation == .greaterThanOrEqual ? -1 : 1
      marker = tableau.makeSymbol(.slack, owner: record)
      accumulator.add(marker, markerSign)
      if !required {
        other = tableau.makeSymbol(.error, owner: record)
        accumulator.add(other, -markerSign)
        tableau.addWeight(1, to: other, at: level)
      }
    case .equal:
      if required {
        marker = tableau.makeSymbol(.dummy, owner: record)
        markerSign = 1
        accumulator.add(marker, 1)
      } else {
        marker = tableau.makeSymbol(.error, owner: record)
        markerSign = -1
        other = tableau.makeSymbol(.error, owner: record)
        accumulator.add(marker, -1)
        accumulator.add(other, 1)
        tableau.addWeight(1, to: marker, at: level)
        tableau.addWeight(1, to: other, at: level)
      }
    }
    records[Int(record)]!.marker = marker
    records[Int(record)]!.markerSign = markerSign
    records[Int(record)]!.other = other
    records[Int(record)]!.level = level

    var row = accumulator.makeRow()
    if row.constant < 0 {
      row.constant = -row.constant
      for k in row.coefficients.indices { row.coefficients[k] = -row.coefficients[k] }
    }

    if let subject = chooseSubject(row, marker: marker, other: other) {
      _ = tableau.insertSolved(row, subject: subject, scratch: &scratch)
    } else if row.symbols.allSatisfy({ tableau.kinds[Int($0)] == .dummy }) {
      if row.constant > Tolerance.feasibility {
        let conflict = conflictingRecords(row.symbols, excluding: record)
        failAdd(record: record, journaled: false)
        throw unsatisfiableError(record: record, conflict: conflict)
      }
      // Redundant: the marker becomes basic, at zero.
      _ = tableau.insertSolved(row, subject: marker, scratch: &scratch)
    } else {
      if required { tableau.beginJournal() }
      let preJournalCount = tableau.creationLog?.count ?? 0
      switch tableau.addWithArtificialVariable(row, preferredDummy: marker, scratch: &scratch) {
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
    for slot in createdExternals { variables.symbols[Int(slot)] = -1 }
    if let log = tableau.creationLog { tableau.unmakeSymbols(log) }
    tableau.creationLog = nil
    _ = journaled
  }

  /// Picks the symbol to make basic for a new row, or `nil` when phase one is needed:
  /// 1. an unrestricted symbol no other row holds (nothing to substitute);
  /// 2. the constraint's own marker or error symbol, when restricted with a negative
  ///    coefficient (so its value `constant / |coefficient|` is non-negative);
  /// 3. the unrestricted symbol with the shortest column (the cheapest substitution).
  private mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol? {
    var largest = 0.0
    for value in row.coefficients { largest = max(largest, abs(value)) }
    let threshold = largest * 1e-9
    for k in row.symbols.indices where tableau.kinds[Int(row.symbols[k])].isUnrestricted {
      let symbol = row.symbols[k]
      if abs(row.coefficients[k]) > threshold, tableau.columnIsEmpty(symbol) { return symbol }
    }
    for symbol in [marker, other] where symbol >= 0 && tableau.kinds[Int(symbol)].isRestricted {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    var best: Symbol = -1
    var bestCount = Int32.max
    for k in row.symbols.indices where tableau.kinds[Int(row.symbols[k])].isUnrestricted {
      let symbol = row.symbols[k]
      let count = tableau.columns.count[Int(symbol)]
      if abs(row.coefficients[k]) > threshold, count < bestCount {
        best = symbol
        bestCount = count
      }
    }
    return best >= 0 ? best : nil
  }

  // MARK: - Building rows

  /// Adds `coefficient` times a variable to the row being assembled: its definition is queued
  /// for expansion, its basic row is added, or its parametric symbol is.
  @inline(__always)
  mutating func accumulateVariable(_ slot: Int32, _ coefficient: Double) {
    let definition = variables.definitions[Int(slot)]
    if definition >= 0 {
      if Int(definition) >= expansionCoefficients.count {
        expansionCoefficients.append(
          contentsOf: repeatElement(0, count: Int(definition) + 1 - expansionCoefficients.count))
      }
      expansionCoefficients[Int(definition)] += coefficient
      expansion.push(definition, order: definitions.order[Int(definition)])
      return
    }
    var symbol = variables.symbols[Int(slot)]
    if symbol < 0 {
      symbol = tableau.makeSymbol(.external, owner: slot)
      variables.symbols[Int(slot)] = symbol
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
      let terms = definitions.termVariables[Int(definition)]
      let termCoefficients = definitions.termCoefficients[Int(definition)]
      for k in terms.indices { accumulateVariable(terms[k], coefficient * termCoefficients[k]) }
    }
  }
}
