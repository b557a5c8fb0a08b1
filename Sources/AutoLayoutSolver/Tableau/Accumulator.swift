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
  /// The largest term that went into the constant of the row ``makeRow(into:)`` last wrote: the
  /// scale of the rounding that constant carries.
  private(set) var lastConstantScale = 0.0

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

  /// Writes the accumulated row into `row` (reusing its arrays' storage) and clears the
  /// accumulator; cells that cancel to rounding noise are dropped.
  mutating func makeRow(into row: inout Row) {
    touched.sort()
    row.basic = -1
    row.symbols.clearKeepingCapacity()
    row.coefficients.clearKeepingCapacity()
    row.symbols.reserveCapacity(touched.count)
    row.coefficients.reserveCapacity(touched.count)
    for symbol in touched {
      let i = Int(symbol)
      let value = coefficients[i]
      if abs(value) > scales[i] * Tolerance.cancellation {
        row.symbols.append(symbol)
        row.coefficients.append(value)
      }
      member[i] = false
    }
    touched.clearKeepingCapacity()
    row.constant = abs(constant) > constantScale * Tolerance.constantCancellation ? constant : 0
    lastConstantScale = constantScale
    constant = 0
    constantScale = 0
  }

}
