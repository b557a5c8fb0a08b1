// Arithmetic on variables, expressions and numbers. Every overload is concrete (no generics), so
// the type checker resolves mixed expressions such as `2 * x + y - 10` quickly.

/// The expression `variable * coefficient`.
public func * (variable: Variable, coefficient: Double) -> LinearExpression {
  LinearExpression(terms: [Term(variable, coefficient: coefficient)])
}

/// The expression `coefficient * variable`.
public func * (coefficient: Double, variable: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(variable, coefficient: coefficient)])
}

/// The expression multiplied by a number.
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
  expression.scaled(by: factor)
}

/// The expression multiplied by a number.
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
  expression.scaled(by: factor)
}

/// The expression `variable / divisor`.
public func / (variable: Variable, divisor: Double) -> LinearExpression {
  LinearExpression(terms: [Term(variable, coefficient: 1 / divisor)])
}

/// The expression divided by a number.
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
  expression.scaled(by: 1 / divisor)
}

/// The expression `-variable`.
public prefix func - (variable: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(variable, coefficient: -1)])
}

/// The expression with every coefficient and the constant negated.
public prefix func - (expression: LinearExpression) -> LinearExpression {
  expression.scaled(by: -1)
}

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  lhs.adding(rhs)
}

/// The sum of an expression and a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
  lhs.adding(LinearExpression(rhs))
}

/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(lhs).adding(rhs)
}

/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(lhs), Term(rhs)])
}

/// The expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}

/// A constant plus the expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(terms: rhs.terms, constant: lhs + rhs.constant)
}

/// The variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
  LinearExpression(terms: [Term(lhs)], constant: rhs)
}

/// A constant plus the variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(rhs)], constant: lhs)
}

/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  lhs.adding(rhs.scaled(by: -1))
}

/// The expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
  lhs.adding(-rhs)
}

/// The variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(lhs).adding(rhs.scaled(by: -1))
}

/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(lhs), Term(rhs, coefficient: -1)])
}

/// The expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
}

/// A constant minus the expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(lhs).adding(rhs.scaled(by: -1))
}

/// The variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
  LinearExpression(terms: [Term(lhs)], constant: -rhs)
}

/// A constant minus the variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(rhs, coefficient: -1)], constant: lhs)
}
