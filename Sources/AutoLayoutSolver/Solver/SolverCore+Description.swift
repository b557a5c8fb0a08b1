// A readable dump of the whole system, for bug reports.

extension SolverCore {
  /// The name of a symbol in dumps: the variable name for externals, else a kind letter and id.
  func symbolName(_ symbol: Symbol) -> String {
    let kind = tableau.kinds[Int(symbol)]
    if kind == .external, let object = variables.objects[Int(tableau.owners[Int(symbol)])] {
      return object.description
    }
    return "\(kind.tag)\(symbol)"
  }

  /// The constraints, definitions, rows and objective, one per line.
  var dump: String {
    var lines: [String] = []
    let live = liveRecordSlotsInOrder()
    lines.append(
      "Solver: \(live.count) constraints (\(tableauRecordCount) rows, \(definitions.count) "
        + "definitions), \(variables.count) variables, \(tableau.levels.count) priority levels")
    lines.append("Constraints:")
    for slot in live {
      let record = records[Int(slot)]!
      let expression = LinearExpression(
        terms: constraint(ofRecord: slot).expression.terms, constant: record.constant)
      var line = "  #\(record.sequence) "
      line += Constraint.describe(expression, record.relation, priority: Priority(record.priority))
      if record.definition >= 0 {
        line +=
          "  [defines \(definitionTarget(record.definition)), marker \(symbolName(record.marker))]"
      } else {
        line += "  [marker \(symbolName(record.marker))"
        if record.other >= 0 { line += ", error \(symbolName(record.other))" }
        line += "]"
      }
      lines.append(line)
    }
    if definitions.count > 0 {
      lines.append("Definitions (in order):")
      let slots = definitions.variable.indices.filter { definitions.variable[$0] >= 0 }
        .sorted { (definitions.height[$0], $0) < (definitions.height[$1], $1) }
      for slot in slots {
        var text =
          "  \(definitionTarget(Int32(slot))) := \(formatNumber(definitions.constant[slot]))"
        for k in definitions.terms(of: Int32(slot)) {
          text += " \(signed(definitions.termCoefficients[k]))·"
          text += variables.objects[Int(definitions.termVariables[k])]?.description ?? "?"
        }
        text += " \(signed(definitions.markerCoefficient[slot]))·"
        text += symbolName(definitions.marker[slot])
        if definitions.record[slot] < 0 { text += "  (constraint removed)" }
        lines.append(text)
      }
    }
    lines.append("Rows:")
    for index in 0..<Int32(tableau.rows.slotCount) where tableau.rows.basic[Int(index)] >= 0 {
      let row = tableau.rows.row(index)
      var text = "  \(symbolName(row.basic)) = \(formatNumber(row.constant))"
      for k in row.symbols.indices {
        text += " \(signed(row.coefficients[k]))·\(symbolName(row.symbols[k]))"
      }
      lines.append(text)
    }
    lines.append("Objective (priority: weight·symbol):")
    for symbol in 0..<Symbol(tableau.symbolCount) where !tableau.weights.isZero(symbol) {
      var entries: [WeightEntry] = []
      tableau.weights.appendEntries(of: symbol, to: &entries)
      let text = entries.sorted { $0.level < $1.level }.map {
        "@\(formatNumber(tableau.levels.priorities[Int($0.level)])) \(signed($0.value))"
      }
      lines.append("  \(symbolName(symbol)): " + text.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  private func definitionTarget(_ definition: Int32) -> String {
    let variable = definitions.variable[Int(definition)]
    return variables.objects[Int(variable)]?.description ?? "?"
  }

  private func signed(_ value: Double) -> String {
    value < 0 ? "- \(formatNumber(-value))" : "+ \(formatNumber(value))"
  }
}
