/// The solver's state and algorithms, as one value type.
///
/// ``Solver`` is a thin class around this struct: every public call is one mutating call here,
/// so Swift checks exclusive access once per call instead of on every array access of the inner
/// loops.
struct SolverCore {
  /// The simplex tableau.
  var tableau = Tableau()
  /// The registered variables.
  var variables = VariableTable()
  /// Required equalities kept out of the tableau.
  var definitions = DefinitionTable()
  /// The constraints held, by record slot (`nil` for a free slot).
  var records: [ConstraintRecord?] = []
  /// The constraint object and variable slots of each record, by the same slot.
  var owners: [RecordOwner?] = []
  var recordSlots = ObjectSlots<Constraint>()
  private var freeRecords: [Int32] = []
  private var nextSequence: UInt64 = 0
  /// The number of records that are tableau rows (not definitions).
  var tableauRecordCount = 0
  /// The edit variables: for each, the record of its internal constraint `variable == value`
  /// (the record's constraint and constant say which variable and which value).
  var edits = IdentityTable<Int32>()
  /// The nesting depth of ``Solver/batch(_:)``; the objective is optimized when it returns to 0.
  var batchDepth = 0
  /// The additions made since the outermost batch began (see ``optimizeAfterAddition()``).
  var batchAdditions = 0
  /// Whether a removal outside a batch left the objective unoptimized (see
  /// ``deferOptimization()``).
  var optimizationIsPending = false
  /// The binary magnitudes of the constants of the constraints held (edit variables' included,
  /// so suggested values too): the scale of the system's numbers, against which a removal's
  /// pivots are judged and whose fall calls for a repair (see `SolverCore+Growth.swift`).
  var constantMagnitudes = ConstantMagnitudes()
  /// The removals and constant changes since the last repair of the rows (counted as plenty
  /// before the first, which may come at once).
  var changesSinceRepair = Int(Int32.max)
  /// Whether a removal's pivot left constants far beyond ``constantScale`` or coefficients far
  /// beyond ``coefficientScale``, or the constants' scale fell far, since the last repair.
  var growthNoted = false
  /// The largest magnitude among the coefficients of the constraints ever added (at least 1):
  /// the scale against which a removal's pivots are judged to have grown the rows' cells (see
  /// `SolverCore+Growth.swift`).
  var coefficientScale = 1.0
  /// Whether unsatisfiable-constraint errors are reduced to a minimal conflicting set.
  var minimizesConflicts = true
  /// How many variables were dirty when the last value refresh had to sweep every definition
  /// (`nil` when it did not).
  var lastSweepDirtyCount: Int?
  /// The dirty variables that refresh started from, when they were few (at most
  /// ``countedSweepStart``).
  var lastSweepDirty: [Int32] = []
  /// Variables whose values changed since they were last published (possibly repeated), while
  /// ``listsChanges`` is set.
  var unpublished: [Int32] = []
  /// Whether value refreshes list what they change in ``unpublished``: set by the first
  /// ``updateVariables(changes:)``. A solver that is only ever updated through
  /// ``updateVariables()`` has nobody to report the changes to, and its refreshes skip the list.
  var listsChanges = false

  // Scratch space, reused across calls.
  var scratch: [Int32] = []
  var accumulator = Accumulator()
  var expansion = DefinitionQueue(highestFirst: true)
  var evaluation = DefinitionQueue(highestFirst: false)
  var expansionCoefficients: [Double] = []
  var infeasible = SymbolHeap()
  var createdExternals: [Int32] = []
  var pendingCollection: [Int32] = []
  var symbolBuffer: [Symbol] = []
  /// The spare row that each add builds its new row in.
  var rowBuffer = Row(basic: -1, constant: 0, symbols: [], coefficients: [])
  /// The spare buffer that takes the place of the dirty variable list during an update.
  var dirtyBuffer: [Int32] = []
  /// The spare buffer that holds a collected definition's term variables.
  var termBuffer: [Int32] = []
  /// The spare buffers of an add's reduced terms: the variables' slots, the coefficients and
  /// the slots registered by that add (see ``insert(_:constant:priority:)``).
  var insertSlots: [Int32] = []
  var insertCoefficients: [Double] = []
  var insertNewSlots: [Int32] = []
  /// Per variable slot, the stamp of the last rerooting walk that reached it (see
  /// `SolverCore+Rerooting.swift`).
  var walkMarks: [UInt32] = []
  /// The stamp of the current rerooting walk.
  var walkStamp: UInt32 = 0
  /// The spare buffers of a rerooting search: the equality's terms in the order they are
  /// tried, the nodes of the search for a free variable, and the variables a cycle check has
  /// yet to visit (kept between adds: each was an allocation per add).
  var rerootOrder: [Int] = []
  var rerootNodes: [(variable: Int32, parent: Int32, term: Int)] = []
  var walkPending: [Int32] = []
  #if AUTOLAYOUT_INTERNAL_CHECKS
    /// The work the internal checks have been allowed since the last one (see
    /// ``checkInvariants()``).
    var checkCredit = 0
  #endif

  /// Reserves room for a small layout at once, so that a new solver's first calls do not
  /// reallocate its tables at every doubling (what the first few dozen constraints would
  /// otherwise spend most of their time on).
  mutating func reserveInitialCapacity() {
    let count = 32
    records.reserveCapacity(count)
    owners.reserveCapacity(count)
    variables.reserveCapacity(count)
    definitions.reserveCapacity(count / 2)
    tableau.rows.reserveCapacity(rows: count, cells: 8 * count)
    tableau.rowStamp.reserveCapacity(count)
    unpublished.reserveCapacity(count)
    dirtyBuffer.reserveCapacity(count)
  }

  // MARK: - Records

  /// Stores a record with its owner and returns its slot.
  mutating func insertRecord(_ record: ConstraintRecord, owner: RecordOwner) -> Int32 {
    let slot: Int32
    if let reused = freeRecords.popLast() {
      slot = reused
      records[Int(slot)] = record
      owners[Int(slot)] = owner
    } else {
      slot = Int32(records.count)
      records.append(record)
      owners.append(owner)
    }
    recordSlots.insert(owner.constraint, slot: slot)
    constantMagnitudes.insert(record.constant)
    return slot
  }

  /// Gives back the slot hints of the constraints and variables held (see ``ObjectSlots``),
  /// before the solver goes away or is emptied.
  ///
  /// - Complexity: O(constraints + variables).
  mutating func releaseHints() {
    recordSlots.releaseHints(of: owners.lazy.map { $0?.constraint })
    variables.releaseHints()
  }

  /// Makes this core, a copy of another solver's, independent of that solver's slot hints
  /// (see ``ObjectSlots/retag(holding:)``).
  ///
  /// - Complexity: O(constraints + variables).
  mutating func retagAsCopy() {
    recordSlots.retag(holding: owners.lazy.map { $0?.constraint })
    variables.retagAsCopy()
  }

  /// The constraint object of the record in `slot`.
  func constraint(ofRecord slot: Int32) -> Constraint {
    owners[Int(slot)]!.constraint
  }

  /// Moves the record and its owner out of `slot` (no copy of the owner's constraint or
  /// arrays), forgets its constraint and frees the slot.
  mutating func takeRecord(_ slot: Int32) -> (record: ConstraintRecord, owner: RecordOwner) {
    let record = records[Int(slot)].take()!
    let owner = owners[Int(slot)].take()!
    recordSlots.remove(owner.constraint)
    freeRecords.append(slot)
    constantMagnitudes.remove(record.constant)
    return (record, owner)
  }

  /// Frees a record slot.
  mutating func deleteRecord(_ slot: Int32) {
    if let owner = owners[Int(slot)].take() {
      recordSlots.remove(owner.constraint)
    }
    if let record = records[Int(slot)] { constantMagnitudes.remove(record.constant) }
    records[Int(slot)] = nil
    freeRecords.append(slot)
  }

  /// The slots of the records held, in the order their constraints were added.
  func liveRecordSlotsInOrder() -> [Int32] {
    records.indices.filter { records[$0] != nil }.map(Int32.init)
      .sorted { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
  }

  /// The next value of the add counter.
  mutating func nextRecordSequence() -> UInt64 {
    nextSequence += 1
    return nextSequence
  }

  // MARK: - Variables

  /// Forgets a variable that nothing refers to any more, releasing its tableau symbol.
  mutating func unregisterIfUnreferenced(_ slot: Int32) {
    guard variables.objects[Int(slot)] != nil, variables.isUnreferenced(slot) else { return }
    let symbol = variables.links[Int(slot)].symbol
    if symbol >= 0 {
      if tableau.isBasic(symbol) {
        // Only rounding can leave an unreferenced variable basic; keep its row as an anonymous
        // free symbol so the row count stays right.
        tableau.kinds[Int(symbol)] = .free
        tableau.owners[Int(symbol)] = -1
      } else {
        tableau.eraseColumn(symbol, scratch: &scratch)
        tableau.releaseSymbol(symbol)
      }
      variables.links[Int(slot)].symbol = -1
    }
    definitions.clearDependents(of: slot)
    variables.unregister(slot)
  }

  // MARK: - Optimization

  /// Runs the primal simplex on every queued candidate, unless a batch is open, and
  /// refactorizes if the rows showed rounding noise; then deletes unused orphaned definitions
  /// and compacts the row arena if more than half of it is abandoned.
  mutating func optimizeUnlessBatching() {
    if batchDepth == 0 {
      optimize()
      optimizationIsPending = false
    }
    collectOrphanedDefinitions()
    // Between calls no arena index is held: give back the cells that rows abandoned.
    tableau.compactRowsIfNeeded()
  }

  /// After a removal: leaves the objective to be optimized by the next call that needs the
  /// optimum (``optimizeIfPending()``), as a batch leaves it to its end. A removal keeps the
  /// tableau feasible, and a run of removals (tearing a layout down) then optimizes once, not
  /// after each: optimizing a system that the next removals take apart anyway was two thirds
  /// of `grid-50x50`'s removal.
  mutating func deferOptimization() {
    if batchDepth == 0 { optimizationIsPending = true }
    collectOrphanedDefinitions()
    tableau.compactRowsIfNeeded()
  }

  /// Optimizes the objective if a removal left it (see ``deferOptimization()``); every call
  /// that reads or changes the solution, except another removal, calls this first.
  ///
  /// - Complexity: O(1) when nothing is pending; otherwise the pivots the optimum needs.
  mutating func optimizeIfPending() {
    guard optimizationIsPending else { return }
    optimizeUnlessBatching()
  }

  /// Adds a marker's deferred moves to the rows they skipped (see ``PendingShift``). Every call
  /// that reads or changes the rows, except a suggestion, a constant change and a value update,
  /// starts with this; the tableau's own row operations settle them too.
  ///
  /// - Complexity: O(1) when nothing is deferred; otherwise O(rows holding the marker).
  mutating func settleDeferredMoves() {
    tableau.settlePendingShift()
  }

  /// How many additions a batch leaves unoptimized before it optimizes after each one.
  static let additionsDeferredPerBatch = 32

  /// After an addition: optimizes like ``optimizeUnlessBatching()``, and inside a batch too once
  /// the batch has made more than ``additionsDeferredPerBatch`` additions. Optimizing once after
  /// many additions can take a path on which most pivots touch every row: one batch adding a
  /// 400-row form whose labels all take the widest one's width touched 1,280,276 rows, where
  /// optimizing after each addition touches 8,042. A small batch (one row's constraints) still
  /// optimizes once: there, optimizing after each addition costs more (ties with the widest
  /// label then swap the basis through every row: 373,702 rows touched for 4,000 rows added row
  /// by row, against 65,736). Optimizing every few additions is no middle way (every 16 took
  /// 20.6 million rows for the 400-row form).
  mutating func optimizeAfterAddition() {
    batchAdditions += 1
    if batchDepth > 0, batchAdditions > Self.additionsDeferredPerBatch { optimize() }
    optimizeUnlessBatching()
  }

  /// Deletes orphaned definitions that nothing refers to any more.
  mutating func collectOrphanedDefinitions() {
    for symbol in tableau.releasedFreeSymbols {
      let owner = tableau.owners[Int(symbol)]
      if tableau.kinds[Int(symbol)] == .free, owner >= 0 { pendingCollection.append(owner) }
    }
    tableau.releasedFreeSymbols.clearKeepingCapacity()
    while let definition = pendingCollection.popLast() {
      collectDefinitionIfUnused(definition)
    }
  }

  /// Deletes an orphaned definition when its variable is no longer mentioned and no row holds
  /// its marker.
  mutating func collectDefinitionIfUnused(_ definition: Int32) {
    let variable = definitions.variable[Int(definition)]
    guard variable >= 0, definitions.record[Int(definition)] < 0,
      variables.uses[Int(variable)] == 0, variables.definitionReferences[Int(variable)] == 0
    else { return }
    let marker = definitions.marker[Int(definition)]
    guard tableau.columnIsEmpty(marker) else { return }
    // A basic marker's row only says what the free marker equals; nothing else refers to it.
    let markerRow = tableau.basicRow[Int(marker)]
    if markerRow >= 0 { tableau.removeRow(markerRow) }
    // The terms are copied into a kept buffer before the definition goes: one allocation per
    // collected definition would leave the allocator tens of thousands of blocks to sort out
    // after a mass removal.
    var terms = termBuffer
    termBuffer = []
    defer {
      terms.clearKeepingCapacity()
      termBuffer = terms
    }
    for k in definitions.terms(of: definition) { terms.append(definitions.termVariables[k]) }
    variables.links[Int(variable)].definition = -1
    tableau.releaseSymbol(marker)
    definitions.remove(definition)
    for term in terms {
      variables.definitionReferences[Int(term)] -= 1
      let termDefinition = variables.links[Int(term)].definition
      if termDefinition >= 0, definitions.record[Int(termDefinition)] < 0 {
        pendingCollection.append(termDefinition)
      }
      unregisterIfUnreferenced(term)
    }
    variables.markDirty(variable)
    unregisterIfUnreferenced(variable)
  }

  // MARK: - Reset

  /// Forgets every constraint, edit and variable (and so every value).
  mutating func reset() {
    // Settings and the open batches outlive the reset: a batch that is still open decrements
    // the depth when it ends, and at zero optimizes.
    let keepsMinimizing = minimizesConflicts
    let depth = batchDepth
    releaseHints()
    self = SolverCore()
    minimizesConflicts = keepsMinimizing
    batchDepth = depth
  }
}
