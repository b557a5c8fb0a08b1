import AutoLayoutSolver

/// Variables `x0`, `x1`, … and constraints written over them by index, for tests that replay a
/// recorded random session line by line.
struct IndexedVariables {
  /// The variables, `x[i]` named `xi`.
  let x: [Variable]

  /// `count` new variables.
  init(count: Int) {
    x = (0..<count).map { Variable("x\($0)") }
  }

  /// `Σ coefficient · x[index] + constant RELATION 0` at `priority`.
  /// - Parameter relation: `"=="`, `"<="` or `">="`.
  func constraint(
    _ terms: [(Double, Int)], _ constant: Double, _ relation: String, _ priority: Double
  ) -> Constraint {
    let expression = LinearExpression(
      terms: terms.map { Term(x[$0.1], coefficient: $0.0) }, constant: constant)
    let kind: Constraint.Relation =
      relation == "==" ? .equal : relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
    return Constraint(expression, kind, priority: Priority(priority))
  }
}
