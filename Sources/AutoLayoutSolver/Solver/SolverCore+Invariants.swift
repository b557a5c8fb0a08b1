// Checks that tie the solver's records, definitions and variables to the tableau.

extension SolverCore {
  /// Every broken invariant of the solver, as readable sentences (empty when sound).
  ///
  /// - Complexity: O(size of the whole system).
  func validate() -> [String] {
    // A deferred move is checked as it will be settled: on a copy, the live rows keep it.
    if tableau.pendingShift.isPending {
      var settled = self
      settled.settleDeferredMoves()
      return settled.validate()
    }
    // A simplex run cut short by rounding noise (``Tableau/pivotBudget``, ``CycleGuard``) stops
    // at a feasible point that need not be optimal; from then on optimality is not promised.
    var problems = tableau.validate(
      expectOptimal: batchDepth == 0 && !optimizationIsPending && tableau.candidates.isEmpty
        && tableau.statistics.cutSimplexRuns == 0, constantScale: constantScale)
    if tableau.rows.liveCount != tableauRecordCount {
      problems.append(
        "\(tableau.rows.liveCount) rows for \(tableauRecordCount) constraints in the tableau")
    }
    var uses = [Int32](repeating: 0, count: variables.objects.count)
    var references = [Int32](repeating: 0, count: variables.objects.count)
    for (slot, entry) in records.enumerated() {
      guard let record = entry else { continue }
      guard let owner = owners[slot] else {
        problems.append("record \(slot) has no owner")
        continue
      }
      if recordSlots[owner.constraint] != Int32(slot) {
        problems.append("record \(slot) is not indexed")
      }
      if record.relation != owner.constraint.relation {
        problems.append("record \(slot) has relation \(record.relation)")
      }
      for variable in owner.variables { uses[Int(variable)] += 1 }
      let markerKind = tableau.kinds[Int(record.marker)]
      if record.definition >= 0 {
        if markerKind != .dummy { problems.append("definition marker of \(slot) is \(markerKind)") }
        if definitions.record[Int(record.definition)] != Int32(slot) {
          problems.append("definition \(record.definition) does not point back to \(slot)")
        }
      } else if markerKind == .unused || tableau.owners[Int(record.marker)] != Int32(slot) {
        problems.append("record \(slot): marker \(record.marker) is \(markerKind)")
      }
      if record.isRequired != (record.level < 0) {
        problems.append("record \(slot): level \(record.level) for priority \(record.priority)")
      }
      if record.definition < 0 {
        for symbol in record.errorSymbols
        where tableau.costLevel[Int(symbol)] != record.level(of: symbol) {
          problems.append(
            "record \(slot): error \(symbol) costs at level \(tableau.costLevel[Int(symbol)])")
        }
      }
      let terms = owner.constraint.expression.terms
      let isEdit = terms.count == 1 && edits[terms[0].variable] == Int32(slot)
      if record.isEdit != isEdit {
        problems.append("record \(slot) is \(record.isEdit ? "" : "not ")marked as an edit")
      }
    }
    for slot in definitions.variable.indices {
      let variable = definitions.variable[slot]
      if variable < 0 { continue }
      if variables.links[Int(variable)].definition != Int32(slot) {
        problems.append("definition \(slot) is not the definition of its variable")
      }
      let symbol = variables.links[Int(variable)].symbol
      if symbol >= 0, tableau.isBasic(symbol) {
        problems.append("defined variable \(variable) is basic")
      }
      for term in definitions.terms(of: Int32(slot)).map({ definitions.termVariables[$0] }) {
        references[Int(term)] += 1
        let termDefinition = variables.links[Int(term)].definition
        if termDefinition >= 0,
          definitions.height[Int(termDefinition)] >= definitions.height[slot]
        {
          problems.append("definition \(slot) is not above definition \(termDefinition)")
        }
      }
    }
    for slot in variables.objects.indices where variables.objects[slot] != nil {
      if uses[slot] != variables.uses[slot] {
        problems.append("variable \(slot): \(variables.uses[slot]) uses, counted \(uses[slot])")
      }
      if references[slot] != variables.definitionReferences[slot] {
        problems.append(
          "variable \(slot): \(variables.definitionReferences[slot]) definition references, "
            + "counted \(references[slot])")
      }
      if variables.isUnreferenced(Int32(slot)) {
        problems.append("variable \(slot) is registered but unreferenced")
      }
    }
    for slot in variables.objects.indices
    where (variables.objects[slot] != nil) != (variables.flags[slot] & VariableTable.liveFlag != 0)
    {
      problems.append("variable slot \(slot): its live flag disagrees with its object")
    }
    for slot in variables.dirtyList
    where variables.flags[Int(slot)] & VariableTable.dirtyFlag == 0 {
      problems.append("variable slot \(slot) is listed dirty without its flag")
    }
    problems += residualProblems()
    return problems
  }

  /// The size of system (rows and constraint records) that is checked after every call; a
  /// larger one is checked after as many calls as it takes to add up its size at this much a
  /// call (see ``checkInvariants()``).
  static let checkAllowance = 256

  /// Stops the program when an invariant is broken; compiled only with
  /// `-Xswiftc -DAUTOLAYOUT_INTERNAL_CHECKS`.
  ///
  /// A system of up to ``checkAllowance`` rows and records (every randomized test's) is checked
  /// after every call. A larger one is checked after every few calls, so that the checks cost
  /// at most about ``checkAllowance`` a call: checking a system of thousands of rows after each
  /// of thousands of calls made a test of thousands of additions quadratic (6,000 one-cell rows
  /// took six minutes). A broken invariant stays broken, so it is still caught, a few calls
  /// later.
  @inline(__always)
  mutating func checkInvariants() {
    #if AUTOLAYOUT_INTERNAL_CHECKS
      let size = tableau.rows.liveCount + records.count
      if size > Self.checkAllowance {
        checkCredit += Self.checkAllowance
        guard checkCredit >= size else { return }
      }
      checkCredit = 0
      let problems = validate()
      // `fatalError`, unlike `precondition`, keeps its message in optimized builds.
      if !problems.isEmpty {
        fatalError("solver invariants:\n" + problems.joined(separator: "\n"))
      }
    #endif
  }
}
