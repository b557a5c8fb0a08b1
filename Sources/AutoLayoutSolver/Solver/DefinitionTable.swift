/// Required equalities kept out of the tableau: each defines one variable as an affine function
/// of other variables, `x := constant + Σ cᵢ·vᵢ + m·marker`.
///
/// A required equality that mentions a variable no tableau row holds becomes a definition of that
/// variable instead of a tableau row, unless that would make a definition depend on itself. Later
/// constraints that mention the variable get its definition substituted in (expanded). A long
/// chain of views placed one after another, `x₍ᵢ₊₁₎ == xᵢ + wᵢ + 8`, is then a chain of
/// definitions of constant size, where a tableau would hold rows of growing length (quadratic
/// fill-in); a row of equal widths `wᵢ == w₀` is a set of two-term definitions instead of dense
/// rows that all carry the container's width.
///
/// Each definition has a ``height``, higher than the heights of the definitions it refers to, so
/// that values are computed lowest first and expansions done highest first.
///
/// The marker is the constraint's dummy symbol. Expanded rows carry it, so that the tableau can
/// still tell which rows depend on the definition. When the constraint is removed, the marker
/// becomes a free symbol (the equation then holds for any value of it, which is no constraint at
/// all) and the definition is orphaned; it is deleted once nothing refers to the variable and no
/// row holds the marker.
struct DefinitionTable {
  /// The defined variable of each slot (-1 for a free slot).
  var variable: [Int32] = []
  /// The marker symbol of each definition.
  var marker: [Symbol] = []
  /// The coefficient of the marker in the definition.
  var markerCoefficient: [Double] = []
  /// The constraint record of each definition, or -1 once the constraint was removed.
  var record: [Int32] = []
  /// The constant of each definition (set through ``setConstant(_:of:)``).
  private(set) var constant: [Double] = []
  /// The current value of each definition's marker: 0 while it is a dummy, the tableau's value
  /// once it is a free symbol (set through ``setMarkerValue(_:of:)``).
  private(set) var markerValue: [Double] = []
  /// A definition only depends on definitions of lower height.
  var height: [Int32] = []
  /// Bumped each time a slot is reused, so that stale references can be recognised.
  var generation: [UInt32] = []
  /// The first term of each definition in ``termVariables`` and ``termCoefficients``.
  private(set) var termStart: [Int32] = []
  /// The number of terms of each definition.
  private(set) var termCount: [Int32] = []
  /// The variables of all definitions' terms, definition after definition.
  private(set) var termVariables: [Int32] = []
  /// The coefficients of all definitions' terms.
  private(set) var termCoefficients: [Double] = []
  private var abandonedTerms = 0
  private var freeSlots: [Int32] = []
  /// The live definitions, component by component (see ``componentStart``), each component's
  /// in (height, slot) order, for ``sweep(values:changed:dirty:)``.
  var order: [Int32] = []
  /// Where each component's definitions start in ``order`` (and in the packed steps), and
  /// after the last one where they end. Two definitions are in one component when a chain of
  /// shared variables links them; a sweep need only visit the components that hold a changed
  /// variable (see `DefinitionTable+Components.swift`).
  var componentStart: [Int32] = [0]
  /// The component of each variable slot that a definition defines or refers to (-1 for any
  /// other slot), as of the last rebuild of ``order``.
  var componentOfSlot: [Int32] = []
  /// The components a partial sweep visits, ascending (scratch, kept for its storage).
  var visitedComponents: [Int32] = []
  /// Marks the components listed in ``visitedComponents`` with ``componentStamp``.
  var componentMarks: [UInt32] = []
  /// The mark of the current partial sweep's components (bumped per sweep).
  var componentStamp: UInt32 = 0
  /// Whether ``steps`` and the step terms hold ``order`` packed. The first sweep after a
  /// rebuild reads the per-slot arrays (a new layout sweeps once, and packing would cost it
  /// more than it saves); the second packs them for the sweeps that follow.
  private var isPacked = false
  /// ``order`` packed: one step per definition, and its terms copied after the previous
  /// step's, so that a sweep reads everything but the values in one forward pass (the per-slot
  /// arrays, read in height order, are read all over).
  private var steps: [SweepStep] = []
  private var stepTermVariables: [Int32] = []
  private var stepTermCoefficients: [Double] = []
  /// The step of each definition slot (-1: none), to keep a step's base current.
  private var stepOfSlot: [Int32] = []
  /// Whether ``order`` and the components are out of date (the definitions changed since the
  /// last sweep).
  private(set) var orderIsStale = false

  /// One definition in a sweep: `base` is `constant + markerCoefficient × markerValue`, the
  /// sum's first terms in ``evaluate(_:values:)``'s order. Its first term is held in the step
  /// (most definitions have one or two), read with the rest of the step; the others follow in
  /// the packed term arrays and end at `termEnd`.
  private struct SweepStep {
    var base: Double
    /// The first term's coefficient (0 without terms).
    var firstCoefficient: Double
    /// The first term's variable slot, -1 for a definition without terms.
    var firstVariable: Int32
    var target: Int32
    var termEnd: Int32
  }
  /// The number of live definitions (including orphaned ones).
  private(set) var count = 0

  // For each variable slot, the definitions that have it among their terms (pooled lazy lists,
  // validated by generation when read).
  private var dependentHead: [Int32] = []
  private var nodeDefinition: [Int32] = []
  private var nodeGeneration: [UInt32] = []
  private var nodeNext: [Int32] = []
  private var freeNode: Int32 = -1

  /// The indices of definition `slot`'s terms in ``termVariables`` and ``termCoefficients``.
  @inline(__always)
  func terms(of slot: Int32) -> Range<Int> {
    let first = Int(termStart[Int(slot)])
    return first..<(first + Int(termCount[Int(slot)]))
  }
  /// Reserves storage for `count` definitions and their terms.
  mutating func reserveCapacity(_ count: Int) {
    variable.reserveCapacity(count)
    marker.reserveCapacity(count)
    markerCoefficient.reserveCapacity(count)
    record.reserveCapacity(count)
    constant.reserveCapacity(count)
    markerValue.reserveCapacity(count)
    height.reserveCapacity(count)
    generation.reserveCapacity(count)
    termStart.reserveCapacity(count)
    termCount.reserveCapacity(count)
    termVariables.reserveCapacity(4 * count)
    termCoefficients.reserveCapacity(4 * count)
  }

  /// Stores a new definition and returns its slot: `variable` is `slots[variableIndex]` of the
  /// equality `Σ coefficients[k] · slots[k] + …  = 0` being defined, whose other terms become the
  /// definition's, each `-coefficients[k] / coefficients[variableIndex]`. The terms are read from
  /// the equality's own arrays, so that no list of them is built first.
  mutating func insert(
    variable: Int32, marker: Symbol, markerCoefficient: Double, record: Int32,
    constant: Double, solving slots: [Int32], _ coefficients: [Double], for variableIndex: Int,
    height: Int32
  ) -> Int32 {
    let termCount = slots.count - 1
    let pivot = coefficients[variableIndex]
    compactTermsIfNeeded()
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      self.variable[Int(slot)] = variable
      self.marker[Int(slot)] = marker
      self.markerCoefficient[Int(slot)] = markerCoefficient
      self.record[Int(slot)] = record
      self.constant[Int(slot)] = constant
      self.markerValue[Int(slot)] = 0
      self.height[Int(slot)] = height
      self.generation[Int(slot)] &+= 1
      self.termStart[Int(slot)] = Int32(self.termVariables.count)
      self.termCount[Int(slot)] = Int32(termCount)
    } else {
      slot = Int32(self.variable.count)
      self.variable.append(variable)
      self.marker.append(marker)
      self.markerCoefficient.append(markerCoefficient)
      self.record.append(record)
      self.constant.append(constant)
      self.markerValue.append(0)
      self.height.append(height)
      self.generation.append(0)
      self.termStart.append(Int32(self.termVariables.count))
      self.termCount.append(Int32(termCount))
    }
    let generation = self.generation[Int(slot)]
    for k in slots.indices where k != variableIndex {
      self.termVariables.append(slots[k])
      self.termCoefficients.append(-coefficients[k] / pivot)
      addDependent(slots[k], definition: slot, generation: generation)
    }
    count += 1
    orderIsStale = true
    return slot
  }

  /// Frees a definition slot.
  mutating func remove(_ slot: Int32) {
    variable[Int(slot)] = -1
    record[Int(slot)] = -1
    abandonedTerms += Int(termCount[Int(slot)])
    termCount[Int(slot)] = 0
    generation[Int(slot)] &+= 1
    freeSlots.append(slot)
    count -= 1
    orderIsStale = true
  }

  /// Sets the constant of definition `slot`.
  ///
  /// - Complexity: O(1).
  mutating func setConstant(_ value: Double, of slot: Int32) {
    constant[Int(slot)] = value
    refreshStep(of: slot)
  }

  /// Sets the current value of definition `slot`'s marker.
  ///
  /// - Complexity: O(1).
  mutating func setMarkerValue(_ value: Double, of slot: Int32) {
    markerValue[Int(slot)] = value
    refreshStep(of: slot)
  }

  /// Keeps the sweep step of `slot` in step with its constant and marker value.
  @inline(__always)
  private mutating func refreshStep(of slot: Int32) {
    guard isPacked, !orderIsStale, Int(slot) < stepOfSlot.count else { return }
    let step = stepOfSlot[Int(slot)]
    if step >= 0 {
      steps[Int(step)].base =
        constant[Int(slot)] + markerCoefficient[Int(slot)] * markerValue[Int(slot)]
    }
  }

  /// Solves definition `slot` for its term at `index` (an index into ``termVariables``) instead
  /// of its variable: `x := c + Σ cᵢ·vᵢ + m·marker` becomes
  /// `vⱼ := −c/cⱼ + x/cⱼ − Σ_{i≠j} (cᵢ/cⱼ)·vᵢ − (m/cⱼ)·marker`, the same equation with the same
  /// marker and record, and `x` takes `vⱼ`'s place among the terms. Returns the variable the
  /// definition now defines; heights are the caller's to restore (see `SolverCore+Rerooting.swift`).
  ///
  /// - Complexity: O(terms of the definition).
  mutating func solve(_ slot: Int32, forTermAt index: Int) -> Int32 {
    let s = Int(slot)
    let pivot = termCoefficients[index]
    let solved = termVariables[index]
    for k in terms(of: slot) where k != index {
      termCoefficients[k] = -termCoefficients[k] / pivot
    }
    termVariables[index] = variable[s]
    termCoefficients[index] = 1 / pivot
    constant[s] = -constant[s] / pivot
    markerCoefficient[s] = -markerCoefficient[s] / pivot
    variable[s] = solved
    // The old dependents entries name the old terms: a new generation makes them stale.
    generation[s] &+= 1
    for k in terms(of: slot) {
      addDependent(termVariables[k], definition: slot, generation: generation[s])
    }
    orderIsStale = true
    return solved
  }

  /// Raises the height of a definition (keeping it above the definitions it refers to).
  mutating func setHeight(_ height: Int32, of slot: Int32) {
    self.height[Int(slot)] = height
    orderIsStale = true
  }

  // MARK: - Evaluation

  /// The value of definition `slot`'s variable, given every variable's value.
  @inline(__always)
  func evaluate(_ slot: Int32, values: UnsafeBufferPointer<Double>) -> Double {
    var value = constant[Int(slot)] + markerCoefficient[Int(slot)] * markerValue[Int(slot)]
    for k in terms(of: slot) {
      value += termCoefficients[k] * values[Int(termVariables[k])]
    }
    return value
  }

  /// Recomputes the variables of the definitions in the components that hold a variable of
  /// `dirty` (every definition after the definitions changed), lowest height first, appending
  /// the variables whose value changed to `changed`; returns how many it appended.
  ///
  /// The first sweep after the definitions changed rebuilds ``order`` (in linear time, see
  /// `rebuildOrder()`) and reads the per-slot tables in it; a second one packs them (see
  /// ``steps``) for the sweeps that follow.
  ///
  /// - Complexity: O(definitions + terms) of the components visited.
  @discardableResult
  mutating func sweep(values: inout [Double], changed: inout [Int32], dirty: [Int32]) -> Int {
    let (fromTables, partial) = prepareSweep(dirty: dirty)
    let base = changed.count
    changed.append(contentsOf: repeatElement(0, count: order.count))
    let count = values.withUnsafeMutableBufferPointer { values in
      changed.withUnsafeMutableBufferPointer { changed in
        var sink = ChangeSink(changed: changed, next: base)
        sweep(values: values, fromTables: fromTables, partial: partial, into: &sink)
        return sink.next - base
      }
    }
    changed.removeLast(order.count - count)
    return count
  }

  /// Like ``sweep(values:dirty:)``, and returns how many values changed.
  ///
  /// - Complexity: O(definitions + terms) of the components visited.
  mutating func sweepCounting(values: inout [Double], dirty: [Int32]) -> Int {
    let (fromTables, partial) = prepareSweep(dirty: dirty)
    return values.withUnsafeMutableBufferPointer { values in
      var sink = CountSink()
      sweep(values: values, fromTables: fromTables, partial: partial, into: &sink)
      return sink.count
    }
  }

  /// Like ``sweep(values:changed:dirty:)``, without listing what changed: for a solver whose
  /// updates nobody asks for the changes of (see ``SolverCore/listsChanges``), this skips a
  /// comparison, a branch that a sweep after a resize mispredicts often, and a list as long as
  /// the definitions.
  ///
  /// - Complexity: O(definitions + terms) of the components visited.
  mutating func sweep(values: inout [Double], dirty: [Int32]) {
    let (fromTables, partial) = prepareSweep(dirty: dirty)
    values.withUnsafeMutableBufferPointer { values in
      var sink = StoreSink()
      sweep(values: values, fromTables: fromTables, partial: partial, into: &sink)
    }
  }

  /// Brings ``order`` (and, from the second sweep after a change on, the packed steps) up to
  /// date; returns whether the sweep must read the per-slot tables (every definition, after
  /// they changed), and otherwise whether it may visit only the components in
  /// ``visitedComponents``, those that hold a variable of `dirty`.
  private mutating func prepareSweep(dirty: [Int32]) -> (fromTables: Bool, partial: Bool) {
    if orderIsStale {
      rebuildOrder()
      orderIsStale = false
      isPacked = false
      return (true, false)
    }
    if !isPacked {
      pack()
      isPacked = true
    }
    return (false, selectComponents(holding: dirty))
  }

  /// One sweep, over the per-slot tables or the packed steps, storing through `sink`: of the
  /// components in ``visitedComponents`` when `partial`, of all of them otherwise.
  @inline(__always)
  private func sweep<Sink: SweepSink>(
    values: UnsafeMutableBufferPointer<Double>, fromTables: Bool, partial: Bool,
    into sink: inout Sink
  ) {
    if fromTables {
      sweepTables(values: values, into: &sink)
    } else if partial {
      for component in visitedComponents {
        let range =
          Int(componentStart[Int(component)])..<Int(componentStart[Int(component) + 1])
        sweepSteps(range, values: values, into: &sink)
      }
    } else {
      sweepSteps(0..<steps.count, values: values, into: &sink)
    }
  }

  /// Where a sweep stores the value it computes for a variable.
  private protocol SweepSink {
    /// Stores `value` as variable `target`'s.
    mutating func store(
      _ value: Double, as target: Int32, in values: UnsafeMutableBufferPointer<Double>)
  }

  /// Stores values and lists the variables whose value changed.
  private struct ChangeSink: SweepSink {
    let changed: UnsafeMutableBufferPointer<Int32>
    var next: Int

    @inline(__always)
    mutating func store(
      _ value: Double, as target: Int32, in values: UnsafeMutableBufferPointer<Double>
    ) {
      if values[Int(target)] != value {
        values[Int(target)] = value
        changed[next] = target
        next += 1
      }
    }
  }

  /// Stores values and counts those that changed.
  private struct CountSink: SweepSink {
    var count = 0

    @inline(__always)
    mutating func store(
      _ value: Double, as target: Int32, in values: UnsafeMutableBufferPointer<Double>
    ) {
      count &+= values[Int(target)] != value ? 1 : 0
      values[Int(target)] = value
    }
  }

  /// Stores values, and nothing else.
  private struct StoreSink: SweepSink {
    @inline(__always)
    func store(
      _ value: Double, as target: Int32, in values: UnsafeMutableBufferPointer<Double>
    ) {
      values[Int(target)] = value
    }
  }

  /// The sweep over the per-slot tables, in ``order``; every array is read through a pointer.
  private func sweepTables<Sink: SweepSink>(
    values: UnsafeMutableBufferPointer<Double>, into sink: inout Sink
  ) {
    withSlotTables { t in
      for slot in t.order {
        let s = Int(slot)
        // The same sum, in the same order, as ``evaluate(_:values:)``.
        var value = t.constant[s] + t.markerCoefficient[s] * t.markerValue[s]
        let first = Int(t.termStart[s])
        for k in first..<(first + Int(t.termCount[s])) {
          value += t.termCoefficients[k] * values[Int(t.termVariables[k])]
        }
        sink.store(value, as: t.variable[s], in: values)
      }
    }
  }

  /// The per-slot tables that the sweep over them and the pack read, as pointers.
  private struct SlotTables {
    let order: UnsafeBufferPointer<Int32>
    let variable: UnsafeBufferPointer<Int32>
    let constant: UnsafeBufferPointer<Double>
    let markerCoefficient: UnsafeBufferPointer<Double>
    let markerValue: UnsafeBufferPointer<Double>
    let termStart: UnsafeBufferPointer<Int32>
    let termCount: UnsafeBufferPointer<Int32>
    let termVariables: UnsafeBufferPointer<Int32>
    let termCoefficients: UnsafeBufferPointer<Double>
  }

  /// Calls `body` with pointers to ``order`` and the per-slot tables: read through them, a
  /// loop over the definitions makes no checked array reads (a hundred instructions a
  /// definition in the pack before).
  @inline(__always)
  private func withSlotTables<R>(_ body: (SlotTables) -> R) -> R {
    order.withUnsafeBufferPointer { order in
      variable.withUnsafeBufferPointer { variable in
        constant.withUnsafeBufferPointer { constant in
          markerCoefficient.withUnsafeBufferPointer { markerCoefficient in
            markerValue.withUnsafeBufferPointer { markerValue in
              termStart.withUnsafeBufferPointer { termStart in
                termCount.withUnsafeBufferPointer { termCount in
                  termVariables.withUnsafeBufferPointer { termVariables in
                    termCoefficients.withUnsafeBufferPointer { termCoefficients in
                      body(
                        SlotTables(
                          order: order, variable: variable, constant: constant,
                          markerCoefficient: markerCoefficient, markerValue: markerValue,
                          termStart: termStart, termCount: termCount,
                          termVariables: termVariables, termCoefficients: termCoefficients))
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The sweep over the packed steps `range`, front to back.
  private func sweepSteps<Sink: SweepSink>(
    _ range: Range<Int>, values: UnsafeMutableBufferPointer<Double>, into sink: inout Sink
  ) {
    steps.withUnsafeBufferPointer { steps in
      stepTermVariables.withUnsafeBufferPointer { termVariables in
        stepTermCoefficients.withUnsafeBufferPointer { termCoefficients in
          var k = range.lowerBound > 0 ? Int(steps[range.lowerBound - 1].termEnd) : 0
          for step in steps[range] {
            // The same sum, in the same order, as ``evaluate(_:values:)``.
            var value = step.base
            // Most definitions have one or two terms: the first is in the step, the second
            // is read without a loop, whose back edge made the sweep's speed depend on where
            // the loop fell in the code (3.6 or 4.1 ms for `grid-50x50`'s suggestions, the
            // same code 96 bytes apart).
            if step.firstVariable >= 0 {
              value += step.firstCoefficient * values[Int(step.firstVariable)]
              let end = Int(step.termEnd)
              if k < end {
                value += termCoefficients[k] * values[Int(termVariables[k])]
                k += 1
                while k < end {
                  value += termCoefficients[k] * values[Int(termVariables[k])]
                  k += 1
                }
              }
            }
            sink.store(value, as: step.target, in: values)
          }
        }
      }
    }
  }

  /// Lists the live definitions in (height, slot) order, in ``order``.
  ///
  /// Heights are small integers: a definition is one above the highest it refers to, and the
  /// definitions it refers to stay live while it does, so no height exceeds the number of live
  /// definitions. A counting sort orders them in linear time, where a sort by comparison cost
  /// O(n log n) on every sweep after a change of the definitions (a new layout, a switch of
  /// constraint sets).
  ///
  /// - Complexity: O(definition slots + the highest height).
  private mutating func rebuildOrder() {
    var highest: Int32 = 0
    var live = 0
    for slot in variable.indices where variable[slot] >= 0 {
      highest = max(highest, height[slot])
      live += 1
    }
    // next[h] is where the next definition of height h goes: the number of live definitions
    // below h, counted, then advanced as they are placed. Slots are visited in increasing
    // order, so each height's definitions stay in slot order.
    var next = [Int](repeating: 0, count: Int(highest) + 2)
    for slot in variable.indices where variable[slot] >= 0 { next[Int(height[slot]) + 1] += 1 }
    for h in 1..<next.count { next[h] += next[h - 1] }
    order.clearKeepingCapacity()
    order.append(contentsOf: repeatElement(0, count: live))
    order.withUnsafeMutableBufferPointer { order in
      for slot in variable.indices where variable[slot] >= 0 {
        let h = Int(height[slot])
        order[next[h]] = Int32(truncatingIfNeeded: slot)
        next[h] += 1
      }
    }
    groupOrderByComponent()
  }

  /// Fills the sweep's steps and terms from ``order``, through pointers.
  ///
  /// - Complexity: O(definition slots + terms).
  private mutating func pack() {
    // The first term of each definition goes into its step; the packed arrays hold the rest.
    var termTotal = 0
    for slot in order { termTotal += max(0, Int(termCount[Int(slot)]) - 1) }
    var packedSteps = [SweepStep](
      repeating: SweepStep(
        base: 0, firstCoefficient: 0, firstVariable: -1, target: -1, termEnd: 0),
      count: order.count)
    var packedVariables = [Int32](repeating: 0, count: termTotal)
    var packedCoefficients = [Double](repeating: 0, count: termTotal)
    var stepOfSlot = [Int32](repeating: -1, count: variable.count)
    withSlotTables { t in
      packedSteps.withUnsafeMutableBufferPointer { steps in
        stepOfSlot.withUnsafeMutableBufferPointer { stepOfSlot in
          packedVariables.withUnsafeMutableBufferPointer { packedVariables in
            packedCoefficients.withUnsafeMutableBufferPointer { packedCoefficients in
              var next = 0
              for index in t.order.indices {
                let s = Int(t.order[index])
                let first = Int(t.termStart[s])
                let end = first + Int(t.termCount[s])
                if first < end {
                  for k in (first + 1)..<end {
                    packedVariables[next] = t.termVariables[k]
                    packedCoefficients[next] = t.termCoefficients[k]
                    next += 1
                  }
                }
                stepOfSlot[s] = Int32(truncatingIfNeeded: index)
                steps[index] = SweepStep(
                  base: t.constant[s] + t.markerCoefficient[s] * t.markerValue[s],
                  firstCoefficient: first < end ? t.termCoefficients[first] : 0,
                  firstVariable: first < end ? t.termVariables[first] : -1,
                  target: t.variable[s], termEnd: Int32(truncatingIfNeeded: next))
              }
            }
          }
        }
      }
    }
    steps = packedSteps
    stepTermVariables = packedVariables
    stepTermCoefficients = packedCoefficients
    self.stepOfSlot = stepOfSlot
  }

  /// Whether `slot` holds the definition of the given generation.
  @inline(__always)
  func isLive(_ slot: Int32, generation expected: UInt32) -> Bool {
    variable[Int(slot)] >= 0 && generation[Int(slot)] == expected
  }

  // MARK: - Dependents

  /// Queues every live definition with `variableSlot` among its terms, dropping stale entries,
  /// unless the queue comes to hold more than `limit` definitions: then it stops there and
  /// returns `false` (the caller sweeps instead of following the change). A container's edge
  /// that thousands of views hang from would otherwise queue all of them first.
  ///
  /// - Complexity: O(entries in the variable's list), at most O(`limit`) pushes.
  mutating func queueDependents(
    of variableSlot: Int32, into queue: inout DefinitionQueue, upTo limit: Int
  ) -> Bool {
    guard Int(variableSlot) < dependentHead.count else { return true }
    var previous: Int32 = -1
    var node = dependentHead[Int(variableSlot)]
    while node >= 0 {
      let following = nodeNext[Int(node)]
      let definition = nodeDefinition[Int(node)]
      if variable[Int(definition)] >= 0, generation[Int(definition)] == nodeGeneration[Int(node)] {
        queue.push(definition, height: height[Int(definition)])
        if queue.count > limit { return false }
        previous = node
      } else {
        if previous < 0 {
          dependentHead[Int(variableSlot)] = following
        } else {
          nodeNext[Int(previous)] = following
        }
        nodeNext[Int(node)] = freeNode
        freeNode = node
      }
      node = following
    }
    return true
  }

  /// Every live definition with `variableSlot` among its terms, each once, in list order.
  ///
  /// - Complexity: O(the variable's dependents list). A variable many definitions refer to (a
  ///   container's edge that thousands of views hang from) is deduplicated through a set, not
  ///   by searching what was found for each entry.
  ///
  /// `mutating` although it only reads: around a non-mutating call from the solver's mutating
  /// code the optimizer copied the table onto the stack at every call.
  mutating func dependents(of variableSlot: Int32) -> [Int32] {
    var found: [Int32] = []
    guard Int(variableSlot) < dependentHead.count else { return found }
    var seen = Set<Int32>()
    var node = dependentHead[Int(variableSlot)]
    while node >= 0 {
      let definition = nodeDefinition[Int(node)]
      if variable[Int(definition)] >= 0, generation[Int(definition)] == nodeGeneration[Int(node)] {
        // Short lists are searched; from 16 entries on, a set remembers them.
        if found.count < 16 {
          if !found.contains(definition) { found.append(definition) }
        } else {
          if seen.isEmpty { seen = Set(found) }
          if seen.insert(definition).inserted { found.append(definition) }
        }
      }
      node = nodeNext[Int(node)]
    }
    return found
  }

  /// Drops the dependents list of a variable slot that is being freed.
  mutating func clearDependents(of variableSlot: Int32) {
    guard Int(variableSlot) < dependentHead.count else { return }
    var node = dependentHead[Int(variableSlot)]
    while node >= 0 {
      let following = nodeNext[Int(node)]
      nodeNext[Int(node)] = freeNode
      freeNode = node
      node = following
    }
    dependentHead[Int(variableSlot)] = -1
  }

  private mutating func addDependent(_ variableSlot: Int32, definition: Int32, generation: UInt32) {
    if Int(variableSlot) >= dependentHead.count {
      let capacity = max(Int(variableSlot) + 1, dependentHead.count * 2)
      dependentHead.append(contentsOf: repeatElement(-1, count: capacity - dependentHead.count))
    }
    let node: Int32
    if freeNode >= 0 {
      node = freeNode
      freeNode = nodeNext[Int(node)]
      nodeDefinition[Int(node)] = definition
      nodeGeneration[Int(node)] = generation
      nodeNext[Int(node)] = dependentHead[Int(variableSlot)]
    } else {
      node = Int32(nodeDefinition.count)
      nodeDefinition.append(definition)
      nodeGeneration.append(generation)
      nodeNext.append(dependentHead[Int(variableSlot)])
    }
    dependentHead[Int(variableSlot)] = node
  }

  /// Rewrites the term arrays without the terms of removed definitions, when they are more than
  /// half of them.
  private mutating func compactTermsIfNeeded() {
    guard abandonedTerms > 1024, abandonedTerms * 2 > termVariables.count else { return }
    var variables: [Int32] = []
    var coefficients: [Double] = []
    variables.reserveCapacity(termVariables.count - abandonedTerms)
    coefficients.reserveCapacity(termVariables.count - abandonedTerms)
    for slot in variable.indices where variable[slot] >= 0 {
      let range = terms(of: Int32(slot))
      termStart[slot] = Int32(variables.count)
      variables.append(contentsOf: termVariables[range])
      coefficients.append(contentsOf: termCoefficients[range])
    }
    termVariables = variables
    termCoefficients = coefficients
    abandonedTerms = 0
  }
}

/// A work list of definition slots ordered by height, lowest first or highest first: the queue
/// of value updates (lowest first) and of expansions (highest first).
///
/// Heights are small integers and the work moves monotonically (an update only queues
/// definitions above the one being updated, an expansion only below), so this is a bucket queue:
/// O(1) to push and, amortized over a pass, O(1) to pop.
struct DefinitionQueue {
  private var bucketHead: [Int32] = []
  private var next: [Int32] = []
  private var queued: [Bool] = []
  private var cursor = 0
  /// The number of definitions queued.
  private(set) var count = 0
  private let highestFirst: Bool

  /// Creates an empty queue that pops the highest or the lowest height first.
  init(highestFirst: Bool) {
    self.highestFirst = highestFirst
  }

  /// Makes room for definition slots below `count`, doubling the room as it grows.
  ///
  /// - Complexity: O(1) amortized per slot.
  mutating func reserveSlots(_ count: Int) {
    guard count > queued.count else { return }
    let capacity = max(count, queued.count * 2)
    queued.append(contentsOf: repeatElement(false, count: capacity - queued.count))
    next.append(contentsOf: repeatElement(-1, count: capacity - next.count))
  }

  /// Queues a definition unless it is queued already.
  ///
  /// - Complexity: O(1) amortized.
  mutating func push(_ slot: Int32, height: Int32) {
    let s = Int(slot)
    if s >= queued.count { reserveSlots(s + 1) }
    if queued[s] { return }
    let h = Int(height)
    if h >= bucketHead.count {
      bucketHead.append(
        contentsOf: repeatElement(-1, count: max(h + 1, bucketHead.count * 2) - bucketHead.count))
    }
    queued[s] = true
    next[s] = bucketHead[h]
    bucketHead[h] = slot
    if count == 0 {
      cursor = h
    } else if highestFirst ? h > cursor : h < cursor {
      cursor = h
    }
    count += 1
  }

  /// Empties the queue.
  mutating func removeAll() {
    while pop() != nil {}
  }

  /// Removes and returns the next definition.
  mutating func pop() -> Int32? {
    guard count > 0 else { return nil }
    while bucketHead[cursor] < 0 { cursor += highestFirst ? -1 : 1 }
    let slot = bucketHead[cursor]
    bucketHead[cursor] = next[Int(slot)]
    queued[Int(slot)] = false
    count -= 1
    return slot
  }
}
