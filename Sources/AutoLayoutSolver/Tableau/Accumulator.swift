/// A dense scratch row, indexed by symbol, in which a new constraint's row is assembled from its
/// terms, the rows of its basic variables and the definitions it expands.
///
/// Touched symbols are listed so that collecting the row and clearing the scratch space cost
/// O(touched), not O(symbols).
struct Accumulator {
  private var coefficients: [Double] = []
  private var scales: [Double] = []
  private var member: [Bool] = []
  private var touched: [Symbol] = []
  private var constant = 0.0
  private var constantScale = 0.0

  /// Makes room for symbols `0..<capacity`.
  mutating func reserveSymbols(_ capacity: Int) {
    if member.count < capacity {
      let extra = capacity - member.count
      coefficients.append(contentsOf: repeatElement(0, count: extra))
      scales.append(contentsOf: repeatElement(0, count: extra))
      member.append(contentsOf: repeatElement(false, count: extra))
    }
  }

  /// Adds `value` to the coefficient of `symbol`.
  @inline(__always)
  mutating func add(_ symbol: Symbol, _ value: Double) {
    let i = Int(symbol)
    if i >= member.count { reserveSymbols(max(i + 1, member.count * 2)) }
    if member[i] {
      coefficients[i] += value
      scales[i] = max(scales[i], abs(value))
    } else {
      member[i] = true
      touched.append(symbol)
      coefficients[i] = value
      scales[i] = abs(value)
    }
  }

  /// Adds `value` to the constant.
  @inline(__always)
  mutating func addConstant(_ value: Double) {
    constant += value
    constantScale = max(constantScale, abs(value))
  }

  /// The assembled row (`0 = constant + Σ cells`), with cancelled cells dropped; clears the
  /// scratch space.
  mutating func makeRow() -> Row {
    touched.sort()
    var symbols: [Symbol] = []
    var values: [Double] = []
    symbols.reserveCapacity(touched.count)
    values.reserveCapacity(touched.count)
    for symbol in touched {
      let i = Int(symbol)
      let value = coefficients[i]
      if abs(value) > scales[i] * Tolerance.cancellation {
        symbols.append(symbol)
        values.append(value)
      }
      member[i] = false
    }
    touched.clearKeepingCapacity()
    let rowConstant = abs(constant) > constantScale * Tolerance.cancellation ? constant : 0
    constant = 0
    constantScale = 0
    return Row(basic: -1, constant: rowConstant, symbols: symbols, coefficients: values)
  }
}
