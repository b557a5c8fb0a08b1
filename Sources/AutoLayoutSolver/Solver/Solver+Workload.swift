// Writing a solver's current system as a workload file (the shared benchmark format), for bug
// reports and for running the same system on another solver.

extension Solver {
  /// The solver's constraints (with their current constants and priorities) and edit variables
  /// as a workload in the shared JSON format: `variables`, `constraints` (`terms`, `constant`,
  /// `op`, `priority`) and `edits`, with `"remove": "all"`.
  ///
  /// Variables are named after their ``Variable/name``, made unique with a `#n` suffix where
  /// names repeat.
  /// - Parameter name: The workload's `name`.
  public func workloadJSON(name: String) -> String {
    workloadJSON(name: name, naming: { _ in nil })
  }

  /// ``workloadJSON(name:)``, with `naming` giving the name of a variable whose own
  /// ``Variable/name`` is empty (the layout engine names the variables of an unnamed item only
  /// when they are written out: making the description of every item it engages was a tenth of
  /// the cost of activating a layout).
  package func workloadJSON(name: String, naming: (Variable) -> String?) -> String {
    let slots = core.liveRecordSlotsInOrder()
    var names: [ObjectIdentifier: String] = [:]
    var order: [String] = []
    var used: [String: Int] = [:]
    func label(_ variable: Variable) -> String {
      if let known = names[ObjectIdentifier(variable)] { return known }
      var base = variable.name.isEmpty ? naming(variable) ?? "v" : variable.name
      if let count = used[base] {
        used[base] = count + 1
        base += "#\(count + 1)"
      } else {
        used[base] = 1
      }
      names[ObjectIdentifier(variable)] = base
      order.append(base)
      return base
    }
    var constraintLines: [String] = []
    var editLines: [String] = []
    for slot in slots {
      let record = core.records[Int(slot)]!
      let constraint = core.constraint(ofRecord: slot)
      if let variable = constraint.expression.terms.first?.variable, core.edits[variable] == slot {
        editLines.append(
          "{\"variable\": \(jsonQuoted(label(variable))), \"priority\": "
            + "\(formatNumber(record.priority))}")
        continue
      }
      let terms = constraint.expression.terms.map {
        "[\(formatNumber($0.coefficient)), \(jsonQuoted(label($0.variable)))]"
      }
      let op =
        switch constraint.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
      func line(_ op: String, _ priority: Double) -> String {
        "{\"terms\": [\(terms.joined(separator: ", "))], \"constant\": "
          + "\(formatNumber(record.constant)), \"op\": \"\(op)\", \"priority\": "
          + "\(formatNumber(priority))}"
      }
      if let below = record.priorityBelow {
        // An equality weighted differently on each side is two inequalities in the format.
        constraintLines.append(line("<=", record.priority))
        constraintLines.append(line(">=", below))
      } else {
        constraintLines.append(line(op, record.priority))
      }
    }
    return """
      {"name": \(jsonQuoted(name)),
       "variables": [\(order.map(jsonQuoted).joined(separator: ", "))],
       "constraints": [
        \(constraintLines.joined(separator: ",\n  "))
       ],
       "edits": [\(editLines.joined(separator: ", "))],
       "remove": "all"}

      """
  }
}

/// A JSON string literal.
func jsonQuoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
