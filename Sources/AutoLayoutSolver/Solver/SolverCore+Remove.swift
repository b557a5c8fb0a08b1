// Removing a constraint.

extension SolverCore {
  /// Removes the constraint held in record `slot`.
  mutating func removeRecord(_ slot: Int32) {
    // Moved out rather than copied: a copy would retain the record's constraint and arrays only
    // to release them again when the slot is cleared.
    let (record, owner) = takeRecord(slot)
    if record.definition >= 0 {
      orphanDefinition(record.definition)
    } else {
      // Take the constraint's errors out of the objective, then its marker out of the tableau.
      for symbol in record.errorSymbols {
        addWeight(-tableau.costWeight[Int(symbol)], ofError: symbol, at: record.level(of: symbol))
        tableau.setCostLevel(-1, of: symbol)
      }
      let growth = tableau.removeMarker(record.marker, scratch: &scratch)
      noteRemovalGrowth(growth.constant, cell: growth.cell)
      if record.other >= 0 {
        if tableau.isBasic(record.other) {
          // Impossible in exact arithmetic (the other error variable leaves with the marker's
          // row); after rounding, keep the row and free the symbol.
          tableau.kinds[Int(record.other)] = .free
          tableau.owners[Int(record.other)] = -1
        } else {
          tableau.eraseColumn(record.other, scratch: &scratch)
          tableau.releaseSymbol(record.other)
        }
      }
      tableau.releaseSymbol(record.marker)
      if record.level >= 0 { tableau.levels.release(record.level) }
      if record.otherLevel >= 0 { tableau.levels.release(record.otherLevel) }
      tableauRecordCount -= 1
    }
    for variable in owner.variables {
      variables.uses[Int(variable)] -= 1
      unregisterIfUnreferenced(variable)
    }
  }

  /// Turns a definition whose constraint is being removed into an orphan: its marker becomes a
  /// free symbol, so the equation no longer constrains anything, and the definition stays only
  /// as long as something still refers to its variable or its marker.
  private mutating func orphanDefinition(_ definition: Int32) {
    let marker = definitions.marker[Int(definition)]
    tableau.makeFree(dummy: marker, scratch: &scratch)
    tableau.owners[Int(marker)] = definition
    definitions.record[Int(definition)] = -1
    tableau.settleInDummyRow(marker, scratch: &scratch)
    tableau.candidates.push(marker)
    pendingCollection.append(definition)
  }
}
