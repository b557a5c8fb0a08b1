// Repairing the growth that a run of removals can leave in the rows.
//
// A removal makes its marker basic in the row that keeps every restricted row feasible (see
// `Tableau+Removal.swift`), whatever the size of the marker's coefficient there, and leaves the
// objective to be optimized later (`deferOptimization()`). On a dense system a few removals in
// a row can then walk through bases whose rows are divided by small coefficients: in
// `Tests/AutoLayoutSolverTests/Fixtures/removal-growth-20.json`, whose numbers stay below
// 2,500, two removals leave a row constant of 1.0e8, and the rounding of those sums stays in
// the rows when the values come back down: constraints are then off by 7.9e-7 (one of them
// with every term below 1). Layouts, with coefficients of ±1 and simple fractions, never come
// near.
//
// So a removal whose pivot leaves a constant more than `growthLimit` times the scale of the
// system's own numbers, and more than `sumGrowthLimit` times the sum of their magnitudes (a
// layout's rows hold sums of its constants: a tall form's last row), is noted, and the solver
// then optimizes at once (out of that basis, to the optimum of what is left) and refactorizes
// there (every row computed afresh from the constraints, see `SolverCore+Refactor.swift`),
// which drops the rounding the detour left behind. Inside a batch the refactorization waits for
// the batch's optimization.
//
// The same rounding stays behind when the constants themselves shrink: a constraint set to
// 1.8e8 and back to 0 beside constants below 1 (fuzz seed 63, `scale-drop-8`) leaves sums
// made at 1.8e8, where a double resolves 3e-8, and constraints of the small scale off by
// 1e-7. So a constant change (or a suggestion) that lowers the largest constant in the system
// by `scaleDropExponent` binary orders (1024 times; scales below 1 count as 1), with the sum of
// the constants' magnitudes falling as far, is noted too, and repaired the same way (see
// `ConstantMagnitudes`). A removal that does the same is not: the last removals of a layout
// (`enaml-like`) leave only its small constants.

extension SolverCore {
  /// How many times the scale of the system's constants (``constantScale``) a row constant left
  /// by a removal's pivot may reach before the rows are repaired: past it, the rounding of the
  /// sums through that basis is no longer negligible beside the constants themselves. (At 10⁴,
  /// `removal-drift-123` passes rows of 1.0e6 beside constants below 1,000 unrepaired, and its
  /// constraints end up off by 1.9e-7.)
  static let growthLimit = 1e3

  /// How many repairs a run of removals or constant changes may make: at most one each time
  /// calls as many as a `1 / repairSpacing` of the solver's constraints have been made since
  /// the last, so that a system that grows again at every call pays an amortized O(1)
  /// refactorizations per `recordCount / repairSpacing` calls, not one per call.
  static let repairSpacing = 8

  /// By how many binary orders the largest constant in the system must fall for the rows to be
  /// repaired (10: 1024 times).
  static let scaleDropExponent = 10

  /// The scale of the system's constants: the power of two at or below the largest magnitude
  /// among the constants of the constraints held (suggested values included), at least 1.
  var constantScale: Double {
    guard let exponent = constantMagnitudes.largestExponent, exponent > 0 else { return 1 }
    return Double(sign: .plus, exponent: exponent, significand: 1)
  }

  /// How far below zero rounding at the system's scale may leave a required row that holds
  /// (see ``Tolerance/systemRounding``).
  var systemDrift: Double { Tolerance.systemRounding * constantScale }

  /// How many times the sum of the magnitudes of the system's constants
  /// (``ConstantMagnitudes/magnitudeSum()``) a row constant left by a removal's pivot must also
  /// exceed before the rows are repaired.
  ///
  /// A row constant of a layout is a combination of its constants, mostly with coefficients of
  /// ±1 and simple fractions, so it may reach their sum without any growth: the last of 8,000
  /// form rows (`Scripts/make_workloads.py DIR form-8000`) sits at 416,000 beside constants of
  /// at most 600. Judged by the largest constant alone, its removals repaired rows eleven times
  /// and took 44 s instead of 0.1. A growth that stays below ten times the sum rounds by less
  /// than 10⁻⁹ of the scale (what a required constraint is held to) on systems of up to 100,000
  /// constraints, and the fixtures of the growth repairs (`removal-growth-20`,
  /// `removal-drift-123`) are still caught by the scale's limit, the larger of the two there.
  static let sumGrowthLimit = 10.0

  /// Notes a removal whose pivot left `largest` as the largest constant of the rows it changed:
  /// a growth when it is beyond both ``growthLimit`` times the scale and ``sumGrowthLimit``
  /// times the sum of the constants.
  @inline(__always)
  mutating func noteRemovalGrowth(_ largest: Double, cell largestCell: Double) {
    changesSinceRepair += 1
    if largest > Self.growthLimit * constantScale,
      largest > Self.sumGrowthLimit * constantMagnitudes.magnitudeSum()
    {
      growthNoted = true
    }
    if largestCell > Self.cellGrowthLimit * coefficientScale { growthNoted = true }
  }

  /// How many times the largest coefficient of the constraints (``coefficientScale``) a cell
  /// left by a removal's pivot may reach before the rows are repaired. The cells are what every
  /// later sum multiplies, and a sum that cancels is snapped to zero at a fraction of its
  /// operands (``Tolerance/cancellation``): grown cells make that fraction a real amount. In
  /// `dense-removal-399` (fuzz seed 122, dense system 399, shrunk), whose coefficients are at
  /// most 3, four removals grew the cells from 12 to 484 while the constants stayed under the
  /// constants' limit, and each multiplied the rounding in the rows tenfold, to 1.7e-7.
  static let cellGrowthLimit = 1e2

  /// Notes an accepted change of a constraint's constant from `old` to `new`, and a fall of
  /// the largest constant's binary exponent by at least ``scaleDropExponent`` (exponents below 0
  /// count as 0: the residuals are judged against at least 1) when the sum of the constants
  /// falls as far.
  ///
  /// - Complexity: O(1), or O(exponents) when the largest constant's magnitude empties.
  mutating func noteConstantChange(from old: Double, to new: Double) {
    changesSinceRepair += 1
    let previous = constantMagnitudes.largestExponent
    constantMagnitudes.remove(old)
    constantMagnitudes.insert(new)
    guard let previous, previous >= Self.scaleDropExponent else { return }
    let now = max(constantMagnitudes.largestExponent ?? 0, 0)
    guard previous - now >= Self.scaleDropExponent else { return }
    // The rows hold sums of the constants, not just the largest one: a constant of 700,000
    // set back to 0 in a form whose rows reach 416,000 leaves nothing to repair. The scale
    // drops only when the sum of the constants' magnitudes drops as far (counted as
    // ``ConstantMagnitudes/magnitudeSum()`` counts them; sums below 1 count as 1).
    let sum = constantMagnitudes.magnitudeSum()
    let before = sum - ConstantMagnitudes.bound(of: new) + ConstantMagnitudes.bound(of: old)
    let factor = Double(sign: .plus, exponent: Self.scaleDropExponent, significand: 1)
    if before >= factor * max(sum, 1) { growthNoted = true }
  }

  /// After a removal or a constant change: optimizes and refactorizes now if the calls since the
  /// last repair left constants far beyond the system's scale or lowered that scale far (see
  /// the top of this file), unless the last repair is too recent; inside a batch, has the
  /// batch's optimization refactorize instead.
  ///
  /// - Complexity: O(1) unless a repair is due; then a refactorization (that of adding every
  ///   constraint again) and the pivots of the optimizations.
  mutating func repairGrowthIfNeeded() {
    guard growthNoted,
      changesSinceRepair * Self.repairSpacing >= max(1, recordSlots.count)
    else { return }
    growthNoted = false
    changesSinceRepair = 0
    if batchDepth > 0 {
      tableau.noteNoise()
      return
    }
    optimize()
    refactorize()
    optimizeUnlessBatching()
  }
}
