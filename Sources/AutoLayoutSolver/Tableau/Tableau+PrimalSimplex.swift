// The primal simplex on the lexicographic objective.
//
// Entering symbol: of the lowest-numbered few parametric symbols that improve the objective
// (taken from the `candidates` heap, which holds every symbol whose weights changed since the
// last optimization), the steepest: the one whose weights, in its improving direction, are
// lexicographically the most negative (see `nextEntering()`). A restricted symbol improves
// when its leading weight (at the highest priority level where it has one) is negative; an
// unrestricted one whenever it has a weight, moving against its sign.
//
// Leaving row: the smallest ratio. Layout systems are massively degenerate (many constraints
// hold with zero slack at once), so ties are common, and which tied row leaves decides how many
// pivots follow: among ties the largest pivot element wins (numerically the safest, and it
// tends to pick the constraint that actually pins the entering direction rather than walk
// through every degenerate one), then the shortest row (less fill-in). After a run of
// degenerate pivots the choice falls back to Bland's rule (lowest basic symbol), which provably
// never cycles — over any ordered field, and a lexicographic objective is one.

extension Tableau {
  /// The direction (+1 or -1) in which moving parametric `symbol` lowers the objective, or 0.
  func improvingDirection(_ symbol: Symbol) -> Double {
    let kind = kinds[Int(symbol)]
    guard kind.canEnter, basicRow[Int(symbol)] < 0 else { return 0 }
    let sign = weights.leadingSign(of: symbol, ranks: levels.ranks)
    if sign == 0 { return 0 }
    if kind.isRestricted { return sign < 0 ? 1 : 0 }
    return sign < 0 ? 1 : -1
  }

  /// The row that first blocks moving parametric `entering` in `direction` from zero: the
  /// restricted row with the smallest ratio `constant / -(coefficient · direction)`, or a basic
  /// dummy (which may not move at all, and wins ties). Other ties go to the largest pivot
  /// element, then to the shortest row (the pivot substitutes it into every row that holds
  /// `entering`, so a short one fills in less), then to the lowest basic symbol; after a long
  /// degenerate run, straight to the lowest basic symbol.
  ///
  /// - Complexity: O(rows holding `entering` · log row length).
  ///
  /// - Parameter collected: Whether `scratch` already lists the rows that hold `entering`.
  mutating func leavingRow(
    for entering: Symbol, direction: Double, scratch: inout [Int32], collected: Bool = false
  ) -> Int32? {
    settlePendingShift()
    if !collected { collectRows(containing: entering, into: &scratch) }
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Symbol.max
    var bestIsDummy = false
    var bestRate = 0.0
    var bestLength = Int.max
    let bland = followsBlandsRule
    for index in scratch {
      let basic = rows.basic[Int(index)]
      let kind = kinds[Int(basic)]
      if kind.isUnrestricted { continue }
      let rate = rows.coefficient(of: entering, in: index) * direction
      let ratio: Double
      if kind == .dummy {
        if abs(rate) <= Tolerance.pivot { continue }
        ratio = 0
      } else {
        if rate >= -Tolerance.pivot { continue }
        ratio = max(0, rows.constant[Int(index)]) / -rate
      }
      if dropIfNoise(entering, in: index, coefficient: rate) { continue }
      let magnitude = abs(rate)
      let length = rows.length(of: index)
      let better: Bool
      if ratio != bestRatio {
        better = ratio < bestRatio
      } else if (kind == .dummy) != bestIsDummy {
        // A dummy row wins a tie at zero: pivoting elsewhere would substitute a restricted
        // symbol into it, and a dummy must stay at zero whatever happens later.
        better = kind == .dummy
      } else if bland {
        better = basic < bestBasic
      } else if magnitude != bestRate {
        better = magnitude > bestRate
      } else {
        better = length < bestLength || (length == bestLength && basic < bestBasic)
      }
      if better {
        bestIsDummy = kind == .dummy
        best = index
        bestRatio = ratio
        bestBasic = basic
        bestRate = magnitude
        bestLength = length
      }
    }
    if best >= 0 {
      degenerateRun = bestRatio == 0 ? degenerateRun + 1 : 0
    }
    return best >= 0 ? best : nil
  }

  /// Stops the primal simplex before the objective is optimal: counts the cut and drops the
  /// remaining candidates, whose improvements are rounding noise.
  private mutating func cutSimplexRun() {
    statistics.cutSimplexRuns += 1
    noteNoise()
    candidates.removeAll()
  }

  /// The most pivots one run of the primal or dual simplex makes: far more than any system
  /// needs in exact arithmetic (each pivot improves the objective or, degenerate, is bounded by
  /// Bland's rule), so only rounding noise on an ill-conditioned system reaches it. The run
  /// then stops (``SolverStatistics/cutSimplexRuns``) instead of cycling for ever.
  var pivotBudget: Int { 1_000 + 10 * rows.liveCount }

  /// Degenerate pivots in a row after which ties are broken by Bland's rule.
  static let degenerateRunLimit = 64

  /// Whether the primal simplex takes the lowest symbol for every choice (entering symbol and
  /// tied leaving rows): after a long degenerate run, or for the rest of a run that went round
  /// a cycle. Bland's rule never cycles.
  var followsBlandsRule: Bool { forcesBland || degenerateRun >= Self.degenerateRunLimit }

  /// How many heap positions ``nextEntering()`` looks at: the top five levels of the heap.
  /// Three levels fixed the form but still walked a grid of tiles with aspect ratios (33.6
  /// million cells merged adding 400 tiles; 1.1 million with five levels); more than five
  /// changed nothing measured.
  static let pricingWindowLength = 31

  /// Takes the next symbol to enter from the candidates: of the improving symbols among the
  /// first few heap positions (the lowest queued symbol and the low ones just under it), the
  /// one whose weights, taken in its improving direction, are lexicographically the most
  /// negative; the others stay queued. A lowest candidate that does not improve is dropped (a
  /// change of its weights queues it again). After a long degenerate run, or in a run that went
  /// round a cycle, the lowest improving symbol (Bland's rule, which never cycles).
  ///
  /// Bland's rule alone can walk the whole length of a layout: when a new equality may be met
  /// either by moving the one view it names or by moving a width that many views share, the
  /// shared width usually has the lower symbol, and the simplex moves it past every other
  /// view's breakpoint (their compression and hugging) before walking back. The steepest
  /// candidate goes straight to the view. Looking at heap positions rather than popping the
  /// lowest few keeps a pivot's queue work at one removal.
  ///
  /// - Complexity: O(log *n*) for each symbol taken or dropped out of *n* queued, plus at most
  ///   ``pricingWindowLength`` weight comparisons.
  mutating func nextEntering() -> Symbol? {
    var bestDirection = 0.0
    while !candidates.isEmpty {
      let symbol = candidates.symbol(at: 0)
      let suspect: Bool
      (bestDirection, suspect) = directionAndSuspicion(of: symbol)
      if bestDirection != 0 { break }
      if suspect { return candidates.remove(at: 0) }
      candidates.remove(at: 0)
    }
    if candidates.isEmpty { return nil }
    var best = 0
    if !followsBlandsRule {
      var bestSymbol = candidates.symbol(at: 0)
      for position in 1..<min(candidates.count, Self.pricingWindowLength) {
        let symbol = candidates.symbol(at: position)
        let direction = improvingDirection(symbol)
        if direction != 0,
          weights.compare(
            symbol, scaledBy: direction, bestSymbol, scaledBy: bestDirection,
            ranks: levels.ranks) < 0
        {
          best = position
          bestSymbol = symbol
          bestDirection = direction
        }
      }
    }
    return candidates.remove(at: best)
  }

  /// ``improvingDirection(_:)`` of `symbol` and, when that is 0, whether it has a suspect lead,
  /// from one pass over its weights: the queue a dual simplex run leaves asks both of nearly
  /// every candidate, and drops it.
  ///
  /// A suspect lead is a restricted parametric symbol's tiny positive lead that may be a residue
  /// over a real improvement below it (``WeightTable/leadingSignAndSuspectLead(of:ranks:)``):
  /// ``nextEntering()`` hands it to the caller, whose repricing decides (and, on a real lead,
  /// skips it; repricing queues nothing, so this cannot repeat without a pivot in between).
  ///
  /// - Complexity: O(weights of `symbol`).
  @inline(__always)
  func directionAndSuspicion(of symbol: Symbol) -> (direction: Double, suspect: Bool) {
    let kind = kinds[Int(symbol)]
    guard kind.canEnter, basicRow[Int(symbol)] < 0 else { return (0, false) }
    let (sign, suspect) = weights.leadingSignAndSuspectLead(of: symbol, ranks: levels.ranks)
    if kind.isRestricted { return sign < 0 ? (1, false) : (0, suspect) }
    return (sign < 0 ? 1 : (sign > 0 ? -1 : 0), false)
  }

  /// The queue length from which ``optimize(scratch:stopsOnNoise:)`` first drops, in one pass,
  /// every candidate that does not improve the objective.
  static let candidatePruneLength = 64

  /// Drops every queued candidate that neither improves the objective nor has a suspect lead:
  /// ``nextEntering()`` would drop each of them when it reached the top of the heap (a later
  /// change of its weights queues it again), one O(log *n*) removal at a time. After a dual
  /// simplex run, which keeps the objective optimal, that is nearly every candidate its pivots
  /// queued: thousands on a large layout.
  ///
  /// - Complexity: O(*n*) for *n* queued, plus O(*k* log *k*) for the *k* kept.
  private mutating func pruneCandidates() {
    var heap = SymbolHeap()
    swap(&heap, &candidates)
    heap.removeAll { symbol in !staysQueued(symbol) }
    swap(&heap, &candidates)
  }

  /// Whether a queued candidate is kept by ``pruneCandidates()``: it improves the objective
  /// (``improvingDirection(_:)`` is not 0) or has a suspect lead (``directionAndSuspicion(of:)``),
  /// decided from one pass over its weights.
  @inline(__always)
  private func staysQueued(_ symbol: Symbol) -> Bool {
    let kind = kinds[Int(symbol)]
    guard kind.canEnter, basicRow[Int(symbol)] < 0 else { return false }
    let (sign, suspect) = weights.leadingSignAndSuspectLead(of: symbol, ranks: levels.ranks)
    // No weight: no direction, and no lead to suspect.
    if sign == 0 { return false }
    // An unrestricted symbol improves the objective moving one way or the other.
    if !kind.isRestricted { return true }
    return sign < 0 || suspect
  }

  /// Pivots until no parametric symbol improves the objective.
  ///
  /// - Parameter stopsOnNoise: Whether to stop, leaving the remaining candidates queued, as
  ///   soon as the rows show rounding noise (``noiseEvents``), so that the caller can
  ///   refactorize before pivoting on it.
  /// - Complexity: each pivot touches only the rows that hold the entering symbol.
  mutating func optimize(scratch: inout [Int32], stopsOnNoise: Bool = false) {
    if !candidates.isEmpty { settlePendingShift() }
    degenerateRun = 0
    forcesBland = false
    defer { forcesBland = false }
    cycleGuard.start()
    if candidates.count >= Self.candidatePruneLength { pruneCandidates() }
    var budget = pivotBudget
    while !(stopsOnNoise && noiseEvents > 0), let symbol = nextEntering() {
      // The weight table says the symbol may improve; its weights, recomputed from the rows,
      // say whether it does (see Tableau+Pricing.swift).
      collectRows(containing: symbol, into: &scratch)
      let direction = repricedDirection(symbol, collected: scratch, positions: cellPositions)
      if direction == 0 { continue }
      if let row = leavingRow(
        for: symbol, direction: direction, scratch: &scratch, collected: true)
      {
        if budget == 0 {
          // Only rounding noise can keep the simplex going this long: stop at this feasible
          // point rather than go round a cycle for ever.
          cutSimplexRun()
          break
        }
        budget -= 1
        let leaving = rows.basic[Int(row)]
        // `leavingRow` left the rows that hold the symbol in `scratch`.
        pivot(row: row, entering: symbol, scratch: &scratch, collected: true)
        if cycleGuard.revisits(entering: symbol, leaving: leaving) {
          // Back at a basis seen before: rounding noise faked an improvement (see
          // ``CycleGuard``). Bland's rule for every tie from now on; if the run still comes
          // back, stop at this feasible point.
          if forcesBland {
            cutSimplexRun()
            break
          }
          forcesBland = true
          noteNoise()
          cycleGuard.start()
        }
      } else {
        // Nothing bounds the move. The objective is a sum of non-negative errors, so in exact
        // arithmetic a bounding row always exists: this weight is rounding noise. Drop it
        // rather than abort (kiwi's "objective is unbounded").
        noteNoise()
        journalWeights(symbol)
        weights.clear(symbol)
      }
    }
  }
}
