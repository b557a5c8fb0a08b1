// Computing variable values: tableau variables read their row, defined variables evaluate their
// definition, lowest height first, and only what changed is recomputed.

extension SolverCore {
  /// Optimizes (unless a batch is open), brings the values up to date and publishes them.
  mutating func updateVariables() {
    if batchDepth == 0 { optimize() }
    refreshValues()
    publishValues()
  }

  /// ``updateVariables()``, appending to `changes` the ``Variable/context`` and value of each
  /// variable whose published value changed.
  mutating func updateVariables(changes: inout [ValueChange]) {
    if batchDepth == 0 { optimize() }
    if !listsChanges {
      listsChanges = true
      // A refresh outside an update may have moved values without listing them; the values
      // it moved are held, and every slot is compared with its held value below.
      if variables.holdsPublished {
        unpublished.append(contentsOf: (0..<Int32(variables.values.count)))
      }
    }
    refreshValues()
    // Variables that left first: one that came back since is reported again after them.
    changes.reserveCapacity(changes.count + variables.departed.count + unpublished.count)
    changes.append(contentsOf: variables.departed)
    for slot in unpublished {
      let context = variables.context(ofSlot: slot)
      guard context >= 0 else { continue }
      let value = variables.values[Int(slot)]
      // Without held values every listed slot changed since the last update: a refresh lists
      // a slot only when its value changes, and computes each value once.
      if variables.holdsPublished, variables.publishedValue(ofSlot: slot) == value { continue }
      changes.append(ValueChange(context: context, value: value))
    }
    publishValues()
  }

  /// Brings the current values up to date (without publishing them).
  ///
  /// Variables whose symbol changed are read from the tableau; the definitions that depend on
  /// changed variables are recomputed lowest height first. When that reaches more than a
  /// thirty-second of the definitions in the changed variables' components, or a quarter of all
  /// of them (a change at the start of a long chain), one sweep of those components in height
  /// order is cheaper than following the changes one by one (see
  /// ``DefinitionTable/followingLimit(from:)``); with more dirty variables to start from than a
  /// quarter of the definitions (a new layout's first update), the sweep comes at once.
  ///
  /// - Complexity: O(changed variables + the definitions that depend on them), at most
  ///   O(variables + definitions).
  mutating func refreshValues() {
    tableau.takeChangedSymbols(into: &symbolBuffer)
    for symbol in symbolBuffer {
      let owner = tableau.owners[Int(symbol)]
      guard owner >= 0 else { continue }
      switch tableau.kinds[Int(symbol)] {
      case .external:
        variables.markDirty(owner)
      case .free:
        let variable = definitions.variable[Int(owner)]
        if variable >= 0 {
          definitions.setMarkerValue(tableau.value(of: symbol), of: owner)
          variables.markDirty(variable)
        }
      default:
        break
      }
    }
    // The dirty list is taken by swapping buffers: a copy would make the list's next append (or
    // clearing it) allocate a new buffer on every update.
    var dirty = dirtyBuffer
    dirtyBuffer = []
    swap(&dirty, &variables.dirtyList)
    tableau.statistics.variablesRefreshed += dirty.count
    defer {
      dirty.clearKeepingCapacity()
      dirtyBuffer = dirty
    }
    // A change like the last one that needed a full sweep will need one again, and so will
    // one that starts from more dirty variables than a quarter of the definitions (the first
    // update of a new layout): sweep at once instead of first following the changes one by one.
    let sweepThreshold = max(4, definitions.count / 4)
    let likeLastSweep = Self.isLikeSweep(
      from: dirty, lastCount: lastSweepDirtyCount, lastDirty: lastSweepDirty)
    let sweepsAtOnce =
      dirty.count > sweepThreshold || likeLastSweep
      || (!dirty.isEmpty && definitions.count <= Self.sweptTableSize)
    if sweepsAtOnce, definitions.count > 0 {
      for slot in dirty {
        guard variables.takeDirtyFlag(slot), variables.links[Int(slot)].definition < 0 else {
          continue
        }
        let symbol = variables.links[Int(slot)].symbol
        let value = symbol >= 0 ? tableau.value(of: symbol) : 0
        if variables.values[Int(slot)] != value {
          variables.values[Int(slot)] = value
          if listsChanges { unpublished.append(slot) }
        }
      }
      // A sweep taken only because the last change needed one, that then changes few values,
      // was wasted: the next change like it follows its changes again. (After the container of
      // every view moved, a change to one view's constant starts from as few variables.)
      let changed = sweepDefinitions(
        dirty: dirty, counting: likeLastSweep && dirty.count <= Self.countedSweepStart)
      if likeLastSweep, dirty.count <= sweepThreshold, let changed,
        changed <= max(4, definitions.count / 32)
      {
        lastSweepDirtyCount = nil
      }
      return
    }
    // Following stops, for a sweep, once more definitions would be evaluated than the limit
    // allows: every queued definition is evaluated once (they are popped lowest height first,
    // and a definition only queues those above it), so the queue's length says so before they
    // are followed.
    var budget = FollowingBudget(sweepThreshold: sweepThreshold)
    var overflows = false
    for slot in dirty {
      guard variables.takeDirtyFlag(slot) else { continue }
      let definition = variables.links[Int(slot)].definition
      if definition >= 0 {
        evaluation.push(definition, height: definitions.height[Int(definition)])
      } else {
        let symbol = variables.links[Int(slot)].symbol
        let queued = setValue(
          slot, symbol >= 0 ? tableau.value(of: symbol) : 0, budget: &budget, dirty: dirty,
          queues: !overflows)
        overflows = overflows || !queued
      }
    }
    // A refresh that found nothing to do (the layout pass right after a change already read)
    // says nothing about the next change: only one that followed its changes to the end forgets
    // that the last one needed a sweep.
    if dirty.isEmpty { return }
    lastSweepDirtyCount = nil
    while !overflows {
      if evaluation.count > budget.remaining,
        !budget.settleLimit(definitions: &definitions, dirty: dirty)
      {
        overflows = true
        break
      }
      guard let definition = evaluation.pop() else { break }
      let slot = definitions.variable[Int(definition)]
      if slot < 0 { continue }
      budget.evaluated += 1
      tableau.statistics.definitionsFollowed += 1
      let value = variables.values.withUnsafeBufferPointer {
        definitions.evaluate(definition, values: $0)
      }
      overflows = !setValue(slot, value, budget: &budget, dirty: dirty, queues: true)
    }
    if overflows {
      evaluation.removeAll()
      sweepDefinitions(dirty: dirty)
      lastSweepDirtyCount = dirty.count
      lastSweepDirty.clearKeepingCapacity()
      if dirty.count <= Self.countedSweepStart { lastSweepDirty.append(contentsOf: dirty) }
    }
  }

  /// How many definitions a refresh may follow one by one before it sweeps instead (see
  /// ``DefinitionTable/followingLimit(from:)``), and how many it followed.
  private struct FollowingBudget {
    /// The most definitions a refresh sweeps at once (a quarter of them).
    let sweepThreshold: Int
    /// The definitions followed so far.
    var evaluated = 0
    /// The limit: at least 4, so that a change that reaches fewer definitions (most constant
    /// changes) never reads the components' tables; the real one once ``knowsLimit``.
    var limit = 4
    /// Whether ``limit`` is the real one, read from the components of the dirty variables.
    var knowsLimit = false

    /// How many more definitions may be queued.
    var remaining: Int { limit - evaluated }

    /// Reads the real limit if it is not known yet; returns whether that allows more than the
    /// first guess (otherwise the refresh must sweep).
    mutating func settleLimit(definitions: inout DefinitionTable, dirty: [Int32]) -> Bool {
      if knowsLimit { return false }
      knowsLimit = true
      limit = min(sweepThreshold, definitions.followingLimit(from: dirty) ?? .max)
      return true
    }
  }

  /// The most definitions a refresh always sweeps (when anything is dirty) rather than follow
  /// the changes through the queue.
  static let sweptTableSize = 16

  /// The most dirty variables from which a sweep taken at once, without a listing solver,
  /// counts the values it changes (see ``refreshValues()``), and whose list ``lastSweepDirty``
  /// keeps; a refresh from more of them is a resize or a drag, which keeps needing sweeps, and
  /// its sweeps skip the count.
  static let countedSweepStart = 8

  /// Whether a refresh that starts from `dirty` is like the last one that had to sweep every
  /// definition (`lastCount` dirty variables, listed in `lastDirty` when they were few), and so
  /// will likely need a sweep again: it starts from at least half as many dirty variables (an
  /// edit variable moved again, a constant animated) and, when that sweep started from a few,
  /// from at least one of the same.
  ///
  /// Static, with the two fields passed in: as a method on the core it made the optimizer copy
  /// the whole core (1,748 bytes) onto the stack at every refresh.
  private static func isLikeSweep(from dirty: [Int32], lastCount: Int?, lastDirty: [Int32])
    -> Bool
  {
    guard let last = lastCount, dirty.count * 2 >= last else { return false }
    if last > countedSweepStart { return true }
    return dirty.contains { lastDirty.contains($0) }
  }

  /// Makes the current values the ones ``Solver/value(of:)-(Variable)`` reports.
  ///
  /// The values table is the published one: publishing only stops reading the values held for
  /// a refresh outside an update, and forgets which slots changed.
  ///
  /// - Complexity: O(1).
  mutating func publishValues() {
    variables.holdsPublished = false
    unpublished.clearKeepingCapacity()
    variables.departed.clearKeepingCapacity()
  }

  /// Refreshes the values outside an update, first holding on to the published ones when the
  /// refresh will change anything.
  ///
  /// Later refreshes before the next update find the published values already held.
  ///
  /// - Complexity: O(variable slots) for the first refresh that changes anything after an
  ///   update, and then what ``refreshValues()`` costs.
  mutating func refreshValuesKeepingPublished() {
    if !variables.holdsPublished, tableau.hasChangedSymbols || !variables.dirtyList.isEmpty {
      variables.holdPublishedValues()
    }
    refreshValues()
  }

  /// Recomputes the definitions of every component that holds one of the `dirty` variables,
  /// listing the variables that changed when ``listsChanges``.
  /// Returns how many values the sweep changed, when it is known: always when the solver lists
  /// its changes, else only when `counting`.
  @discardableResult
  private mutating func sweepDefinitions(dirty: [Int32], counting: Bool = false) -> Int? {
    tableau.statistics.sweeps += 1
    if listsChanges {
      return definitions.sweep(values: &variables.values, changed: &unpublished, dirty: dirty)
    } else if counting {
      return definitions.sweepCounting(values: &variables.values, dirty: dirty)
    } else {
      definitions.sweep(values: &variables.values, dirty: dirty)
      return nil
    }
  }

  /// Stores a variable's new value and, when `queues`, queues the definitions that depend on
  /// it within `budget`; returns `false` when they do not fit in it (the refresh sweeps).
  private mutating func setValue(
    _ slot: Int32, _ value: Double, budget: inout FollowingBudget, dirty: [Int32], queues: Bool
  ) -> Bool {
    if variables.values[Int(slot)] == value { return true }
    variables.values[Int(slot)] = value
    if listsChanges { unpublished.append(slot) }
    guard queues else { return true }
    while !definitions.queueDependents(of: slot, into: &evaluation, upTo: budget.remaining) {
      if !budget.settleLimit(definitions: &definitions, dirty: dirty) { return false }
    }
    return true
  }
}
