// Structural checks of the tableau. ``validate()`` always exists (tests call it); with the
// compilation flag AUTOLAYOUT_INTERNAL_CHECKS the solver also runs it after every call.

extension Tableau {
  /// Every broken invariant, as readable sentences (empty when the tableau is sound).
  ///
  /// - Parameters:
  ///   - expectOptimal: Also check that no parametric symbol improves the objective.
  ///   - constantScale: The scale of the system's constants: a restricted basic symbol may sit
  ///     below zero by rounding of that scale (see ``roundingFeasibility(atScale:)``).
  /// - Complexity: O(cells + symbols + column nodes).
  func validate(expectOptimal: Bool, constantScale: Double = 1) -> [String] {
    let feasibility = Self.roundingFeasibility(atScale: constantScale)
    // The numbers a row's constant is summed from: other rows' constants times its multipliers.
    var largestConstant = 0.0
    for index in 0..<rows.slotCount where rows.basic[index] >= 0 {
      largestConstant = max(largestConstant, abs(rows.constant[index]))
    }
    var problems: [String] = []
    var live = 0
    var cellsBySymbol: [Symbol: [Int32]] = [:]
    problems += rows.validate()
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
      if kind.isRestricted, row.constant < -feasibility,
        row.constant < -Self.roundingFeasibility(
          atScale: largestConstant * (row.coefficients.lazy.map(abs).max() ?? 0))
      {
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
    problems += validateCachedColumns(cellsBySymbol)
    for symbol in 0..<symbolCount {
      let s = Symbol(symbol)
      if basicRow[symbol] >= 0 || kinds[symbol] == .unused || kinds[symbol] == .dummy,
        !weights.isZero(s)
      {
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

extension Tableau {
  /// The broken invariants of the column copies (see ``CachedColumn``): each copy's slot and
  /// symbol point at each other; an entry whose version matches its row's is exact (the row
  /// holds the symbol with that coefficient, and its basic symbol has that kind) and is the
  /// only exact entry of its row; every row that holds the symbol has an entry or is pending.
  ///
  /// - Parameter holding: The rows that hold each symbol, as ``validate(expectOptimal:constantScale:)`` found.
  /// - Complexity: O(entries + pending rows + rows holding the copied symbols).
  private func validateCachedColumns(_ holding: [Symbol: [Int32]]) -> [String] {
    var problems: [String] = []
    for (slot, column) in columns.caches.enumerated() where column.symbol >= 0 {
      let symbol = column.symbol
      let name = "the copy of column \(symbol)"
      if columns.cacheSlot(of: symbol) != slot {
        problems.append(
          "\(name) is in slot \(slot), its list names \(columns.cacheSlot(of: symbol))")
      }
      let counts = [column.versions.count, column.coefficients.count, column.kinds.count]
      if counts.contains(where: { $0 != column.rows.count }) {
        problems.append("\(name) has \(column.rows.count) rows but \(counts) other fields")
        continue
      }
      var covered = Set(column.pending)
      var exact = Set<Int32>()
      for k in column.rows.indices {
        let r = column.rows[k]
        covered.insert(r)
        guard column.epoch == rows.versionEpoch, Int(r) < rows.version.count,
          column.versions[k] == rows.version[Int(r)]
        else { continue }
        if !exact.insert(r).inserted { problems.append("\(name) has row \(r) twice") }
        guard Int(r) < rows.slotCount, rows.basic[Int(r)] >= 0 else {
          problems.append("\(name) has an exact entry for released row \(r)")
          continue
        }
        let coefficient = rows.coefficient(of: symbol, in: r)
        if coefficient != column.coefficients[k] {
          problems.append(
            "\(name) says \(column.coefficients[k]) in row \(r), which holds \(coefficient)")
        }
        if kinds[Int(rows.basic[Int(r)])] != column.kinds[k] {
          problems.append("\(name) has the wrong basic kind for row \(r)")
        }
      }
      for r in column.pending where exact.contains(r) {
        problems.append("\(name) has row \(r) both exact and pending")
      }
      for r in holding[symbol] ?? [] where !covered.contains(r) {
        problems.append("\(name) misses row \(r)")
      }
    }
    for symbol in 0..<symbolCount {
      let slot = columns.cacheSlot(of: Symbol(symbol))
      if slot >= 0, slot >= columns.caches.count || columns.caches[slot].symbol != Symbol(symbol) {
        problems.append("column \(symbol) names copy slot \(slot), which holds another column")
      }
    }
    return problems
  }

  /// How far below zero the invariant checks let a restricted basic symbol sit in a system whose
  /// constants are of the order of `scale`: ``Tolerance/feasibility``, or a trillionth of the
  /// scale when that is larger. Every pivot rounds a row's constant at the scale of the numbers
  /// it adds, so a slack at zero in exact arithmetic can come out at -2.9e-9 in a system of
  /// constants up to 63,723 (fuzz seed 73, dense system 341): 4.5e-14 of the scale, which is
  /// rounding, not a broken row. The solver's own rules keep the absolute tolerance.
  ///
  /// A row's constant is also summed from the other rows' constants times its own
  /// coefficients, which can be far larger than the constraints' constants: in fuzz seed 85's
  /// dense system 621 (`rounding-feasibility-25`, constants up to 387.5) an active slack came
  /// out at -1.7e-9 in a row with coefficients up to 38 among rows of constants up to 417, so
  /// a row is also allowed a trillionth of its largest coefficient times the largest constant.
  static func roundingFeasibility(atScale scale: Double) -> Double {
    max(Tolerance.feasibility, 1e-12 * scale)
  }
}
