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
    let sweepsAtOnce =
      dirty.count > sweepThreshold
      || lastSweepDirtyCount.map { dirty.count * 2 >= $0 } ?? false
    if sweepsAtOnce, definitions.count > 0 {
      for slot in dirty {
        variables.dirty[Int(slot)] = false
        guard variables.objects[Int(slot)] != nil, variables.definitions[Int(slot)] < 0 else {
          continue
        }
        let symbol = variables.symbols[Int(slot)]
        let value = symbol >= 0 ? tableau.value(of: symbol) : 0
        if variables.values[Int(slot)] != value {
          variables.values[Int(slot)] = value
          if listsChanges { unpublished.append(slot) }
        }
      }
      sweepDefinitions(dirty: dirty)
      return
    }
    for slot in dirty {
      variables.dirty[Int(slot)] = false
      guard variables.objects[Int(slot)] != nil else { continue }
      let definition = variables.definitions[Int(slot)]
      if definition >= 0 {
        evaluation.push(definition, height: definitions.height[Int(definition)])
      } else {
        let symbol = variables.symbols[Int(slot)]
        setValue(slot, symbol >= 0 ? tableau.value(of: symbol) : 0)
      }
    }
    var evaluated = 0
    lastSweepDirtyCount = nil
    // The limit is at least 4 (see ``DefinitionTable/followingLimit(from:)``): a change that
    // reaches fewer definitions (most constant changes) never reads the components' tables.
    var followingLimit = 4
    var knowsLimit = false
    while let definition = evaluation.pop() {
      let slot = definitions.variable[Int(definition)]
      if slot < 0 { continue }
      evaluated += 1
      tableau.statistics.definitionsFollowed += 1
      if evaluated > followingLimit, !knowsLimit {
        knowsLimit = true
        followingLimit = min(sweepThreshold, definitions.followingLimit(from: dirty) ?? .max)
      }
      if evaluated > followingLimit {
        evaluation.removeAll()
        sweepDefinitions(dirty: dirty)
        lastSweepDirtyCount = dirty.count
        return
      }
      let value = variables.values.withUnsafeBufferPointer {
        definitions.evaluate(definition, values: $0)
      }
      setValue(slot, value)
    }
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
    variables.departed.removeAll(keepingCapacity: true)
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
  private mutating func sweepDefinitions(dirty: [Int32]) {
    tableau.statistics.sweeps += 1
    if listsChanges {
      definitions.sweep(values: &variables.values, changed: &unpublished, dirty: dirty)
    } else {
      definitions.sweep(values: &variables.values, dirty: dirty)
    }
  }

  /// Stores a variable's new value and queues the definitions that depend on it.
  private mutating func setValue(_ slot: Int32, _ value: Double) {
    if variables.values[Int(slot)] == value { return }
    variables.values[Int(slot)] = value
    if listsChanges { unpublished.append(slot) }
    definitions.queueDependents(of: slot, into: &evaluation)
  }
}
