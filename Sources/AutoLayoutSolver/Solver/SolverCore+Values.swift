// Computing variable values: tableau variables read their row, defined variables evaluate their
// definition, lowest height first, and only what changed is recomputed.

extension SolverCore {
  /// Optimizes (unless a batch is open), brings the values up to date and publishes them.
  mutating func updateVariables() {
    if batchDepth == 0 { tableau.optimize(scratch: &scratch) }
    refreshValues()
    publishValues()
  }

  /// Brings the current values up to date (without publishing them).
  ///
  /// - Complexity: O(changed variables + the definitions that depend on them).
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
        if variable >= 0 { variables.markDirty(variable) }
      default:
        break
      }
    }
    let dirty = variables.dirtyList
    variables.dirtyList.removeAll(keepingCapacity: true)
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
    while let definition = evaluation.pop() {
      let slot = definitions.variable[Int(definition)]
      if slot < 0 { continue }
      setValue(slot, evaluate(definition))
    }
  }

  /// Makes the current values the ones ``Solver/value(of:)-(Variable)`` reports.
  mutating func publishValues() {
    for slot in unpublished {
      unpublishedFlag[Int(slot)] = false
      variables.published[Int(slot)] = variables.values[Int(slot)]
    }
    unpublished.removeAll(keepingCapacity: true)
  }

  /// The value of a definition's variable from its terms' current values.
  @inline(__always)
  func evaluate(_ definition: Int32) -> Double {
    var value = definitions.constant[Int(definition)]
    let marker = definitions.marker[Int(definition)]
    if tableau.kinds[Int(marker)] == .free {
      value += definitions.markerCoefficient[Int(definition)] * tableau.value(of: marker)
    }
    let terms = definitions.termVariables[Int(definition)]
    let coefficients = definitions.termCoefficients[Int(definition)]
    for k in terms.indices {
      value += coefficients[k] * variables.values[Int(terms[k])]
    }
    return value
  }

  /// Stores a variable's new value and queues the definitions that depend on it.
  private mutating func setValue(_ slot: Int32, _ value: Double) {
    if variables.values[Int(slot)] == value { return }
    variables.values[Int(slot)] = value
    markUnpublished(slot)
    let liveVariables = definitions.variable
    let liveGenerations = definitions.generation
    dependentBuffer.removeAll(keepingCapacity: true)
    variables.collectDependents(
      of: slot,
      isLive: { liveVariables[Int($0)] >= 0 && liveGenerations[Int($0)] == $1 },
      into: &dependentBuffer)
    for definition in dependentBuffer {
      evaluation.push(definition, height: definitions.height[Int(definition)])
    }
  }
}
