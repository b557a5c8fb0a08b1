/// One variable times a coefficient: a summand of a ``LinearExpression``.
public struct Term: Sendable {
  /// The variable of this term.
  public var variable: Variable
  /// The number the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// The term as `2 * x`, or just `x` when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
  }
}

/// Formats a number the way descriptions print it: integers without a fraction, others with
/// Swift's shortest round-tripping form.
func formatNumber(_ value: Double) -> String {
  if abs(value) < 1e15, Double(Int64(value)) == value {
    return String(Int64(value))
  }
  return String(value)
}
