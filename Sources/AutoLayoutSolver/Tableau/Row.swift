/// A row as a value: `basic = constant + Σ coefficients[i] · symbols[i]`, cells sorted by symbol.
///
/// The tableau keeps its rows in a ``RowStore``; this type carries a row into it (a new
/// constraint's row) and out of it (a journal's saved copy).
struct Row {
  /// The symbol the row defines (-1 when it is not yet basic anywhere).
  var basic: Symbol
  /// The value of the basic symbol when every parametric symbol is at zero.
  var constant: Double
  /// The parametric symbols, ascending.
  var symbols: [Symbol]
  /// The coefficient of each symbol.
  var coefficients: [Double]

  /// The coefficient of `symbol` (0 when absent).
  ///
  /// - Complexity: O(log *n*).
  func coefficient(of symbol: Symbol) -> Double {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol {
        low = mid + 1
      } else if symbols[mid] > symbol {
        high = mid
      } else {
        return coefficients[mid]
      }
    }
    return 0
  }
}
