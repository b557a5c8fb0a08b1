// How far the tableau has drifted from the constraints it stands for.
//
// Every row of the tableau is a sum of multiples of the constraints' own rows, so in exact
// arithmetic the current basic solution satisfies every constraint exactly once its marker and
// error symbols are counted: `expression + constant + markerSign · (marker − other) = 0`.
// Rounding makes each pivot a little wrong; on a long run of pivots through a dense system the
// errors compound, and a required constraint can end up violated while every structural
// invariant still holds. Evaluating each constraint against the solution measures that drift
// directly, independently of how the rows were computed.

extension SolverCore {
  /// The current value of every variable slot, computed afresh from the tableau and the
  /// definitions (not from the cached values), lowest definition first.
  ///
  /// - Complexity: O(variables + definition terms · log definitions).
  func freshValues() -> [Double] {
    var values = [Double](repeating: 0, count: variables.objects.count)
    for slot in values.indices where variables.objects[slot] != nil {
      let symbol = variables.links[slot].symbol
      if variables.links[slot].definition < 0, symbol >= 0 {
        values[slot] = tableau.value(of: symbol)
      }
    }
    var order: [Int32] = []
    for slot in definitions.variable.indices where definitions.variable[slot] >= 0 {
      order.append(Int32(slot))
    }
    order.sort { definitions.height[Int($0)] < definitions.height[Int($1)] }
    for definition in order {
      let marker = definitions.marker[Int(definition)]
      var value =
        definitions.constant[Int(definition)] + definitions.markerCoefficient[Int(definition)]
        * tableau.value(of: marker)
      for k in definitions.terms(of: definition) {
        value += definitions.termCoefficients[k] * values[Int(definitions.termVariables[k])]
      }
      values[Int(definitions.variable[Int(definition)])] = value
    }
    return values
  }

  /// The residual of every constraint held, against the current basic solution: the value of
  /// `expression + constant + markerSign · (marker − other)` (zero in exact arithmetic), with
  /// the scale it should be compared with (the largest magnitude among its terms).
  ///
  /// - Complexity: O(variables + terms of all constraints).
  func residuals() -> [(record: Int32, residual: Double, scale: Double)] {
    let values = freshValues()
    var result: [(record: Int32, residual: Double, scale: Double)] = []
    for (slot, entry) in records.enumerated() {
      guard let record = entry else { continue }
      var sum = record.constant
      var scale = abs(record.constant)
      for term in constraint(ofRecord: Int32(slot)).expression.terms {
        guard let variable = variables.slot(of: term.variable) else { continue }
        let product = term.coefficient * values[Int(variable)]
        sum += product
        scale = max(scale, abs(product))
      }
      let markerValue = tableau.value(of: record.marker)
      let otherValue = record.other >= 0 ? tableau.value(of: record.other) : 0
      let own = record.markerSign * (markerValue - otherValue)
      sum += own
      scale = max(scale, abs(own), 1)
      result.append((Int32(slot), sum, scale))
    }
    return result
  }

  /// The constraints whose residual exceeds both `tolerance` of their scale and the rounding of
  /// the system's own scale, as sentences.
  ///
  /// A constraint of small numbers is solved in rows summed at the scale of the system's
  /// largest constants, so it holds only to their rounding, which the tableau's checks allow
  /// too (``Tableau/roundingFeasibility(atScale:)``): beside `0.5·x8 >= 5.25e6`, `x1 == 0.001`
  /// (all at one priority) left x1 1.6e-10 above 0.001, and `-1000·x1 <= 0` 1.6e-7 off against
  /// its own scale of 1 (fuzz seed 133, edge system 156).
  ///
  /// A constraint whose terms overflowed (finite numbers whose products or sums pass what a
  /// Double holds, so its scale is infinite) cannot be judged, and is left out: the overflow is
  /// the caller's to report (the layout engine does), not a broken invariant.
  func residualProblems(tolerance: Double = 1e-7) -> [String] {
    let systemRounding = Tableau.roundingFeasibility(atScale: constantScale)
    return residuals().compactMap { entry in
      guard entry.scale.isFinite else { return nil }
      guard !(abs(entry.residual) <= max(tolerance * entry.scale, systemRounding)) else {
        return nil
      }
      return
        "constraint \(constraint(ofRecord: entry.record)) is off by \(entry.residual) (scale \(entry.scale))"
    }
  }
}
