/// A sum of terms plus a constant: `c + a₁·x₁ + a₂·x₂ + …`.
///
/// Build expressions with the arithmetic operators on variables and numbers (`2 * x + y - 10`).
/// The same variable may appear in several terms; a solver adds their coefficients together.
public struct LinearExpression: Sendable {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates an expression from its terms and constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)], constant: 0)
  }

  /// Creates the constant expression `constant`.
  public init(_ constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// The expression multiplied by a number.
  func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The sum of two expressions (terms of `other` follow the terms of `self`).
  func adding(_ other: LinearExpression) -> LinearExpression {
    LinearExpression(terms: terms + other.terms, constant: constant + other.constant)
  }
}

extension LinearExpression: CustomStringConvertible {
  /// The expression written out, for example `2 * x + y - 10`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body =
        magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
      if text.isEmpty {
        text = term.coefficient < 0 ? "-" + body : body
      } else {
        text += term.coefficient < 0 ? " - " + body : " + " + body
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant != 0 {
      text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
    }
    return text
  }
}
