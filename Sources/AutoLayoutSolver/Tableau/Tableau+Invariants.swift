// Structural checks of the tableau. ``validate()`` always exists (tests call it); with the
// compilation flag AUTOLAYOUT_INTERNAL_CHECKS the solver also runs it after every call.

extension Tableau {
  /// Every broken invariant, as readable sentences (empty when the tableau is sound).
  ///
  /// - Parameter expectOptimal: Also check that no parametric symbol improves the objective.
  /// - Complexity: O(cells + symbols + column nodes).
  func validate(expectOptimal: Bool) -> [String] {
    var problems: [String] = []
    var live = 0
    var cellsBySymbol: [Symbol: [Int32]] = [:]
    for index in 0..<rows.slotCount {
      let row = rows.row(Int32(index))
      if row.basic < 0 { continue }
      live += 1
      let basic = row.basic
      if basicRow[Int(basic)] != Int32(index) {
        problems.append("row \(index): basic \(basic) maps to row \(basicRow[Int(basic)])")
      }
      let kind = kinds[Int(basic)]
      if kind == .unused { problems.append("row \(index): basic symbol \(basic) is unused") }
      if !row.constant.isFinite { problems.append("row \(index): constant \(row.constant)") }
      if kind.isRestricted, row.constant < -Tolerance.feasibility {
        problems.append("row \(index): restricted basic \(basic) at \(row.constant)")
      }
      if kind == .dummy, abs(row.constant) > Tolerance.feasibility {
        problems.append("row \(index): basic dummy \(basic) at \(row.constant)")
      }
      if kind == .dummy, !dummyRows.contains(Int32(index)) {
        problems.append("row \(index): basic dummy \(basic) is not in the list of dummy rows")
      }
      if row.symbols.count != row.coefficients.count {
        problems.append(
          "row \(index): \(row.symbols.count) symbols, \(row.coefficients.count) values")
        continue
      }
      for k in row.symbols.indices {
        let symbol = row.symbols[k]
        if k > 0, row.symbols[k - 1] >= symbol {
          problems.append("row \(index): cells out of order at \(symbol)")
        }
        if row.coefficients[k] == 0 || !row.coefficients[k].isFinite {
          problems.append("row \(index): coefficient \(row.coefficients[k]) for \(symbol)")
        }
        if basicRow[Int(symbol)] >= 0 {
          problems.append("row \(index): cell \(symbol) is basic")
        }
        let cellKind = kinds[Int(symbol)]
        if cellKind == .unused || cellKind == .objective {
          problems.append("row \(index): cell \(symbol) has kind \(cellKind)")
        }
        if kind == .dummy, cellKind != .dummy, cellKind != .free {
          problems.append("row \(index): basic dummy depends on \(cellKind) \(symbol)")
        }
        cellsBySymbol[symbol, default: []].append(Int32(index))
      }
    }
    if live != rows.liveCount { problems.append("\(live) live rows, count says \(rows.liveCount)") }
    for (symbol, holding) in cellsBySymbol {
      var listed = Set<Int32>()
      var node = columns.head(of: symbol)
      while node >= 0 {
        listed.insert(columns.nodes[Int(node)].row)
        node = columns.nodes[Int(node)].next
      }
      for row in holding where !listed.contains(row) {
        problems.append("column of \(symbol) misses row \(row)")
      }
    }
    problems += columns.validate().map { "column index: \($0)" }
    for symbol in 0..<symbolCount {
      let s = Symbol(symbol)
      if basicRow[symbol] >= 0 || kinds[symbol] == .unused, !weights.isZero(s) {
        problems.append("symbol \(symbol) (\(kinds[symbol])) has objective weights")
      }
      if kinds[symbol] == .unused, basicRow[symbol] >= 0 {
        problems.append("unused symbol \(symbol) is basic")
      }
      if expectOptimal, basicRow[symbol] < 0, kinds[symbol] != .unused,
        improvingDirection(s) != 0
      {
        problems.append("symbol \(symbol) (\(kinds[symbol])) still improves the objective")
      }
    }
    return problems
  }
}
