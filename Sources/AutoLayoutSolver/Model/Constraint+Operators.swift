// Comparison operators that build required constraints. Variables and expressions are not
// Equatable, so `==` here can only mean "make a constraint".

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
