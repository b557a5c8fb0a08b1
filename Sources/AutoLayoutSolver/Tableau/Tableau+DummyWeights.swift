// Dummy markers carry no objective weights.
//
// A required equality's marker is a dummy: it is always zero and never enters the basis, so the
// simplex never reads its weights. Yet a layout's rows are mostly dummies (a row that expands a
// chain of definitions carries the marker of every equality it expanded: on a 50×50 grid, 100 of
// a row's 105 cells), and every pivot used to add its row, cell by cell, into the objective and
// queue each dummy for an optimizer that then dropped it. So ``Tableau/addWeight(_:to:at:)``
// leaves dummies out, and the two events that need a dummy's weights price them from its
// column, the way ``Tableau/reprice(_:collected:positions:)`` prices a candidate: its own cost
// (none) plus the cost of every error symbol basic in a row that holds it, times its coefficient
// there.
// - A removed required equality whose marker is parametric pivots the marker into the basis
//   (``Tableau/removeMarker(_:scratch:)``): the pivot substitutes the marker's weights into the
//   objective.
// - A removed definition's marker turns free (``Tableau/makeFree(dummy:scratch:)``): a free symbol
//   may enter, so the optimizer must see its weights.

extension Tableau {
  /// Gives dummy `marker` its weights, priced from `collected`, the rows that hold it (as
  /// ``collectRows(containing:into:)`` left them, with their cells in ``cellPositions``).
  ///
  /// - Complexity: O(rows holding `marker`).
  mutating func priceDummy(_ marker: Symbol, collected: [Int32]) {
    var positions: [Int32] = []
    swap(&positions, &cellPositions)
    defer { swap(&positions, &cellPositions) }
    _ = reprice(marker, collected: collected, positions: positions)
  }

  /// Turns parametric or basic dummy `dummy` into a free symbol and gives it the weights that
  /// dummies do not carry, so that the optimizer sees what moving it would gain.
  ///
  /// - Complexity: O(rows holding `dummy` · log row length).
  mutating func makeFree(dummy: Symbol, scratch: inout [Int32]) {
    kinds[Int(dummy)] = .free
    guard !isBasic(dummy) else { return }
    collectRows(containing: dummy, into: &scratch)
    priceDummy(dummy, collected: scratch)
  }
}
