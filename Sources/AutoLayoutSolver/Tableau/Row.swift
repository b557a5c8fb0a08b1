/// One row of the tableau: `basic = constant + Σ coefficients[i] · symbols[i]`.
///
/// Cells are kept sorted by symbol, with no zero coefficients and never the basic symbol itself,
/// so a lookup is a binary search and adding two rows is a linear merge.
struct Row {
  /// The symbol this row defines (`-1` for a released row).
  var basic: Symbol
  /// The value of the basic symbol when every parametric symbol is at zero.
  var constant: Double
  /// The parametric symbols of the row, ascending.
  var symbols: [Symbol]
  /// The coefficient of each symbol in ``symbols``.
  var coefficients: [Double]

  /// A released row with no cells.
  static var empty: Row { Row(basic: -1, constant: 0, symbols: [], coefficients: []) }

  /// The position of `symbol` in ``symbols``, or the position it would be inserted at.
  ///
  /// - Complexity: O(log *n*) for *n* cells.
  @inline(__always)
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low &+ high) >> 1
      let value = symbols[mid]
      if value < symbol {
        low = mid &+ 1
      } else if value > symbol {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` in this row (0 when absent).
  ///
  /// - Complexity: O(log *n*).
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Whether the row has a cell for `symbol`.
  @inline(__always)
  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
  ///
  /// - Complexity: O(*n*).
  mutating func removeCell(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Inserts a cell for `symbol`, which must not be present yet.
  ///
  /// - Complexity: O(*n*).
  mutating func insertCell(_ symbol: Symbol, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    precondition(!found, "cell already present")
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
  }
}
