/// The variables a solver knows, by slot: their tableau symbol, their definition, their reference
/// counts and their last computed values.
///
/// A variable is registered while anything refers to it: a constraint, an edit, or a definition
/// (live or orphaned). Slots are found through a dictionary only at the API boundary; everything
/// inside works with slot numbers.
struct VariableTable {
  /// The variable object of each slot (`nil` for a free slot).
  var objects: [Variable?] = []
  /// The external tableau symbol of each variable (-1 when it has none) and the definition
  /// that eliminates it (-1 when none), side by side: a refresh reads both.
  var links: [VariableLinks] = []
  /// The ``Variable/context`` of each variable: read from the object when it is registered and
  /// kept up to date by ``Solver/setContext(_:of:)``, so that a change report reads a plain
  /// array instead of every changed variable's object. -1 for a free slot.
  var contexts: [Int] = []
  /// The number of constraints (including edits) that mention each variable.
  var uses: [Int32] = []
  /// The number of definitions (live or orphaned) with each variable among their terms.
  var definitionReferences: [Int32] = []
  /// The current value of each variable (kept up to date by ``SolverCore/refreshValues()``).
  /// Between updates these are the published values too, unless ``heldValues`` holds them.
  var values: [Double] = []
  /// The values as of the last ``Solver/updateVariables()`` while ``holdsPublished`` is set;
  /// slots added since they were taken read 0. The buffer is kept between uses.
  var heldValues: [Double] = []
  /// Whether a refresh outside an update (``SolverCore/currentValue(of:)``) has moved
  /// ``values`` past the published values, which ``heldValues`` then holds. Otherwise
  /// ``values`` are the published ones, so an update never copies them: publishing is free,
  /// which matters when tens of thousands of variables change at once.
  var holdsPublished = false
  /// The variables with a context that left since the last update while their published
  /// value was not 0: the next update reports them at 0, the value of a variable no
  /// constraint mentions.
  var departed: [ValueChange] = []
  /// The sum of log2 |coefficient| over the terms of the accepted constraints that mentioned
  /// each variable since it was registered, and how many there were: the variable's typical
  /// coefficient, which ``ConstraintUnit`` measures new constraints against.
  var coefficientLogSums: [Double] = []
  var coefficientCounts: [Int32] = []
  /// Two flags per slot, in one byte: ``dirtyFlag`` (the value must be recomputed at the next
  /// update) and ``liveFlag`` (a variable holds the slot). A refresh reads both where it clears
  /// the first, instead of also reading the slot's object to tell a free slot.
  private(set) var flags: [UInt8] = []
  /// Variables whose ``dirtyFlag`` is set.
  var dirtyList: [Int32] = []
  private var slotByObject = ObjectSlots<Variable>()
  private var freeSlots: [Int32] = []

  /// The number of registered variables.
  var count: Int { slotByObject.count }

  /// The ``Variable/context`` of the variable in `slot` (-1 for a free slot).
  @inline(__always)
  func context(ofSlot slot: Int32) -> Int { contexts[Int(slot)] }

  /// Gives back the slot hints of the variables held (see ``ObjectSlots``).
  ///
  /// - Complexity: O(slots).
  func releaseHints() {
    slotByObject.releaseHints(of: objects)
  }

  /// Makes this table, a copy of another solver's, independent of that solver's slot hints.
  ///
  /// - Complexity: O(slots).
  mutating func retagAsCopy() {
    slotByObject.retag(holding: objects)
  }

  /// The slot of a registered variable.
  @inline(__always)
  func slot(of variable: Variable) -> Int32? {
    slotByObject[variable]
  }

  /// The slot of a registered variable whose slot hint the caller has read (see
  /// ``ObjectSlots/subscript(_:hint:)``).
  @inline(__always)
  func slot(of variable: Variable, hint: UInt64) -> Int32? {
    slotByObject[variable, hint: hint]
  }
  /// Reserves storage for `count` variables, so that a new solver's first variables do not
  /// reallocate the tables again and again.
  mutating func reserveCapacity(_ count: Int) {
    objects.reserveCapacity(count)
    contexts.reserveCapacity(count)
    links.reserveCapacity(count)
    uses.reserveCapacity(count)
    definitionReferences.reserveCapacity(count)
    values.reserveCapacity(count)
    flags.reserveCapacity(count)
    dirtyList.reserveCapacity(count)
  }

  /// The slot of `variable`, registering it (with no references yet) when needed.
  mutating func register(_ variable: Variable) -> (slot: Int32, isNew: Bool) {
    if let slot = slotByObject[variable] { return (slot, false) }
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      objects[Int(slot)] = variable
      flags[Int(slot)] |= Self.liveFlag
      contexts[Int(slot)] = variable.context
      links[Int(slot)] = VariableLinks()
      uses[Int(slot)] = 0
      definitionReferences[Int(slot)] = 0
      values[Int(slot)] = 0
      coefficientLogSums[Int(slot)] = 0
      coefficientCounts[Int(slot)] = 0
      if holdsPublished, Int(slot) < heldValues.count { heldValues[Int(slot)] = 0 }
    } else {
      slot = Int32(objects.count)
      objects.append(variable)
      contexts.append(variable.context)
      links.append(VariableLinks())
      uses.append(0)
      definitionReferences.append(0)
      values.append(0)
      coefficientLogSums.append(0)
      coefficientCounts.append(0)
      flags.append(Self.liveFlag)
    }
    slotByObject.insert(variable, slot: slot)
    return (slot, true)
  }

  /// The value of the variable in `slot` as of the last ``Solver/updateVariables()``.
  @inline(__always)
  func publishedValue(ofSlot slot: Int32) -> Double {
    guard holdsPublished else { return values[Int(slot)] }
    return Int(slot) < heldValues.count ? heldValues[Int(slot)] : 0
  }

  /// Takes a copy of the published values before a refresh outside an update changes them.
  ///
  /// - Complexity: O(variable slots).
  mutating func holdPublishedValues() {
    heldValues.clearKeepingCapacity()
    heldValues.append(contentsOf: values)
    holdsPublished = true
  }

  /// Whether nothing refers to the variable any more.
  func isUnreferenced(_ slot: Int32) -> Bool {
    uses[Int(slot)] == 0 && definitionReferences[Int(slot)] == 0
      && links[Int(slot)].definition < 0
  }

  /// Forgets a variable; its tableau symbol must already be released.
  mutating func unregister(_ slot: Int32) {
    if contexts[Int(slot)] >= 0, publishedValue(ofSlot: slot) != 0 {
      departed.append(ValueChange(context: contexts[Int(slot)], value: 0))
    }
    if let object = objects[Int(slot)] { slotByObject.remove(object) }
    objects[Int(slot)] = nil
    flags[Int(slot)] &= ~Self.liveFlag
    contexts[Int(slot)] = -1
    freeSlots.append(slot)
  }

  /// Counts `coefficient` (non-zero and finite) towards the typical coefficient of the variable
  /// in `slot`.
  @inline(__always)
  mutating func noteCoefficient(_ coefficient: Double, ofSlot slot: Int32) {
    coefficientLogSums[Int(slot)] += Double(abs(coefficient).exponent)
    coefficientCounts[Int(slot)] += 1
  }

  /// The binary exponent of the typical coefficient of the variable in `slot` (the mean of the
  /// exponents of its coefficients so far), or `nil` before any.
  @inline(__always)
  func typicalExponent(ofSlot slot: Int32) -> Double? {
    let count = coefficientCounts[Int(slot)]
    return count > 0 ? coefficientLogSums[Int(slot)] / Double(count) : nil
  }

  /// Flags a variable for recomputation at the next update.
  @inline(__always)
  mutating func markDirty(_ slot: Int32) {
    if flags[Int(slot)] & Self.dirtyFlag == 0 {
      flags[Int(slot)] |= Self.dirtyFlag
      dirtyList.append(slot)
    }
  }

  /// The flag of a slot whose value must be recomputed at the next update.
  static let dirtyFlag: UInt8 = 1
  /// The flag of a slot a variable holds.
  static let liveFlag: UInt8 = 2

  /// Clears the dirty flag of `slot` and returns whether a variable holds the slot.
  @inline(__always)
  mutating func takeDirtyFlag(_ slot: Int32) -> Bool {
    let old = flags[Int(slot)]
    flags[Int(slot)] = old & ~Self.dirtyFlag
    return old & Self.liveFlag != 0
  }
}

/// A variable's place in the solver: its external tableau symbol and the definition that
/// eliminates it (see ``VariableTable/links``).
struct VariableLinks {
  /// The external tableau symbol, or -1 when the variable has none.
  var symbol: Symbol = -1
  /// The definition that eliminates the variable, or -1.
  var definition: Int32 = -1
}
