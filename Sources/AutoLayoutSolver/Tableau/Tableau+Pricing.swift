// Pricing: a candidate's objective coefficients, recomputed from the rows before it enters.
//
// The weight table is kept up to date incrementally: every pivot adds a multiple of the
// entering row to it. On a dense, ill-conditioned system those additions leave rounding
// residues, such as a weight of 1e-9 at the top level where the exact one is 0, beside weights
// of 100 at the levels below. The simplex takes such a residue for a real weight, enters a
// symbol that improves nothing, and can go round a cycle of pivots forever. So before a
// symbol enters, its weights are recomputed from their definition: its own unit cost, plus the
// cost of every error symbol that is basic in a row holding it, times its coefficient there.
// The sum of the magnitudes of those terms comes with each weight, and a weight that is small
// beside that sum is the zero it stands for. The fresh weights replace the drifted ones.

extension Tableau {
  /// The level at which error symbol `symbol` carries its own unit cost from now on, or -1
  /// for none (the cost went away with its constraint).
  @inline(__always)
  mutating func setCostLevel(_ level: Int32, of symbol: Symbol) {
    costLevel[Int(symbol)] = level
  }

  /// Gives new parametric error symbol `symbol` its own cost at `level`: a weight of `cost`
  /// (its constraint's unit) there, and the level and cost
  /// ``reprice(_:collected:positions:)`` rebuilds it from.
  mutating func addCost(of symbol: Symbol, at level: Int32, cost: Double) {
    addWeight(cost, to: symbol, at: level)
    costLevel[Int(symbol)] = level
    costWeight[Int(symbol)] = cost
  }

  /// Recomputes the weights of parametric `symbol` from the rows that hold it, replaces its
  /// entries in ``weights`` with them, and returns the sign of the leading one: -1, 0 or 1.
  ///
  /// - Parameters:
  ///   - collected: The rows that hold `symbol`, as ``collectRows(containing:into:)`` lists them.
  ///   - positions: The arena index of `symbol`'s cell in each of those rows.
  /// - Complexity: O(rows holding `symbol` + levels it has weights at).
  mutating func reprice(_ symbol: Symbol, collected: [Int32], positions: [Int32]) -> Int {
    let levelCount = levels.ranks.count
    if priceSum.count < levelCount {
      priceSum.append(contentsOf: repeatElement(0, count: levelCount - priceSum.count))
      priceScale.append(contentsOf: repeatElement(0, count: levelCount - priceScale.count))
    }
    pricedLevels.clearKeepingCapacity()
    let own = costLevel[Int(symbol)]
    if own >= 0 {
      priceSum[Int(own)] = costWeight[Int(symbol)]
      priceScale[Int(own)] = costWeight[Int(symbol)]
      pricedLevels.append(own)
    }
    for k in collected.indices {
      let row = collected[k]
      let basic = rows.basic[Int(row)]
      let level = costLevel[Int(basic)]
      if level < 0 { continue }
      let coefficient = rows.cellValues[Int(positions[k])]
      // A coefficient that is rounding noise beside its row's largest prices nothing: alone at
      // a level it would read as a real weight there (it is the whole sum), and a lead of
      // -6e-18 at a high level made the simplex trade real error at the levels below for it.
      if abs(coefficient) < Tolerance.noiseSuspect,
        abs(coefficient) <= Tolerance.relativeNoise * rows.largestMagnitude(of: row)
      {
        continue
      }
      let value = coefficient * costWeight[Int(basic)]
      if priceScale[Int(level)] == 0 { pricedLevels.append(level) }
      priceSum[Int(level)] += value
      priceScale[Int(level)] += abs(value)
    }
    if journal.isOpen { journalWeights(symbol) }
    weights.clear(symbol)
    var bestRank: Int32 = -1
    var bestValue = 0.0
    for level in pricedLevels {
      let sum = priceSum[Int(level)]
      let scale = priceScale[Int(level)]
      priceSum[Int(level)] = 0
      priceScale[Int(level)] = 0
      // Relative to its own terms only: a level whose constraints have coefficients of 1e-10
      // has weights of 1e-10, and they are as real as weights of 1.
      guard abs(sum) > Tolerance.weight * scale else { continue }
      _ = weights.add(sum, to: symbol, at: level)
      let rank = levels.ranks[Int(level)]
      if rank > bestRank {
        bestRank = rank
        bestValue = sum
      }
    }
    return bestValue < 0 ? -1 : (bestValue > 0 ? 1 : 0)
  }

  /// The direction (+1 or -1) in which moving parametric `symbol` lowers the objective, by its
  /// weights freshly recomputed with ``reprice(_:collected:positions:)``, or 0.
  mutating func repricedDirection(_ symbol: Symbol, collected: [Int32], positions: [Int32])
    -> Double
  {
    let sign = reprice(symbol, collected: collected, positions: positions)
    if sign == 0 { return 0 }
    if kinds[Int(symbol)].isRestricted { return sign < 0 ? 1 : 0 }
    return sign < 0 ? 1 : -1
  }
}
