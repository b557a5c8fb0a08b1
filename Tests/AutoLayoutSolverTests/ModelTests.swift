import AutoLayoutSolver
import Testing

/// The value types: expressions built with operators, constraints normalised to
/// `lhs - rhs RELATION 0`, their descriptions, and priorities.
@Suite struct ModelTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  /// The terms of an expression as (variable, coefficient) pairs, in order.
  func terms(_ expression: LinearExpression) -> [(Variable, Double)] {
    expression.terms.map { ($0.variable, $0.coefficient) }
  }

  /// Expects the expression to have exactly these terms (same objects, same order) and constant.
  func expectExpression(
    _ expression: LinearExpression, _ expected: [(Variable, Double)], _ constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = terms(expression)
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
      #expect(a.0 === e.0, "variable \(a.0) instead of \(e.0)", sourceLocation: sourceLocation)
      #expect(a.1 == e.1, "coefficient of \(a.0)", sourceLocation: sourceLocation)
    }
    #expect(expression.constant == constant, sourceLocation: sourceLocation)
  }

  // MARK: - Variables and terms

  @Test func variablesAreIdentityBasedAndNamed() {
    let a = Variable("w")
    let b = Variable("w")
    #expect(a !== b)
    #expect(a.name == "w")
    #expect(a.description == "w")
    #expect(Variable().name == "")
    #expect(Variable().description.hasPrefix("v"))
  }

  @Test func termsDescribeTheirCoefficient() {
    #expect(Term(x).coefficient == 1)
    #expect(Term(x).description == "x")
    #expect(Term(x, coefficient: 2).description == "2 * x")
    #expect(Term(x, coefficient: -0.5).description == "-0.5 * x")
  }

  // MARK: - Building expressions

  @Test func sumsKeepTermsInWritingOrderWithoutMerging() {
    expectExpression(2 * x + y - 10, [(x, 2), (y, 1)], -10)
    expectExpression(x + x, [(x, 1), (x, 1)], 0)
    expectExpression(x - x, [(x, 1), (x, -1)], 0)
    expectExpression((x + 1) + (y + 2), [(x, 1), (y, 1)], 3)
    expectExpression(x + (y - z), [(x, 1), (y, 1), (z, -1)], 0)
    expectExpression((x + y) - (z - 4), [(x, 1), (y, 1), (z, -1)], 4)
    expectExpression(x - (y + 3), [(x, 1), (y, -1)], -3)
  }

  @Test func constantsOnEitherSide() {
    expectExpression(x + 5, [(x, 1)], 5)
    expectExpression(5 + x, [(x, 1)], 5)
    expectExpression(x - 5, [(x, 1)], -5)
    expectExpression(5 - x, [(x, -1)], 5)
    expectExpression((x + 1) + 2.5, [(x, 1)], 3.5)
    expectExpression(2.5 + (x + 1), [(x, 1)], 3.5)
    expectExpression((x + 1) - 4, [(x, 1)], -3)
    expectExpression(4 - (x + 1), [(x, -1)], 3)
    expectExpression(LinearExpression(7), [], 7)
    expectExpression(LinearExpression(x), [(x, 1)], 0)
    expectExpression(LinearExpression(), [], 0)
  }

  @Test func scalingMultipliesEveryCoefficientAndTheConstant() {
    expectExpression(x * 3, [(x, 3)], 0)
    expectExpression(3 * x, [(x, 3)], 0)
    expectExpression((x - 2 * y + 5) * 2, [(x, 2), (y, -4)], 10)
    expectExpression(2 * (x - 2 * y + 5), [(x, 2), (y, -4)], 10)
    expectExpression(0 * (x + 1), [(x, 0)], 0)
  }

  @Test func unaryMinusNegatesEverything() {
    expectExpression(-x, [(x, -1)], 0)
    expectExpression(-(x - y + 3), [(x, -1), (y, 1)], -3)
    expectExpression(-(-x), [(x, 1)], 0)
  }

  @Test func divisionScalesByTheReciprocal() {
    expectExpression(x / 4, [(x, 0.25)], 0)
    expectExpression((2 * x + 4) / 2, [(x, 1)], 2)
    expectExpression((x - y) / -2, [(x, -0.5), (y, 0.5)], 0)
  }

  @Test func expressionDescriptions() {
    #expect((2 * x + y - 10).description == "2 * x + y - 10")
    #expect((-x + 2 * y).description == "-x + 2 * y")
    #expect((x - 0.5 * y + 1.25).description == "x - 0.5 * y + 1.25")
    #expect(LinearExpression(7).description == "7")
    #expect(LinearExpression(-2.5).description == "-2.5")
    #expect(LinearExpression().description == "0")
    #expect((x + x).description == "x + x")
  }

  // MARK: - Constraints

  @Test func operatorsNormaliseToLeftMinusRight() {
    let lessThan = x + 10 <= y
    expectExpression(lessThan.expression, [(x, 1), (y, -1)], 10)
    #expect(lessThan.relation == .lessThanOrEqual)
    #expect(lessThan.priority == .required)
    #expect(lessThan.isRequired)

    let equal = 2 * x == y - 5
    expectExpression(equal.expression, [(x, 2), (y, -1)], 5)
    #expect(equal.relation == .equal)

    let greater = x >= 100
    expectExpression(greater.expression, [(x, 1)], -100)
    #expect(greater.relation == .greaterThanOrEqual)

    expectExpression((100 <= x).expression, [(x, -1)], 100)
    expectExpression((x == y).expression, [(x, 1), (y, -1)], 0)
    expectExpression((5 >= x + y).expression, [(x, -1), (y, -1)], 5)
    expectExpression((x + 1 == y + 2).expression, [(x, 1), (y, -1)], -1)
  }

  @Test func everyOperatorOverloadBuildsTheSameConstraint() {
    let e = x + 0  // an expression over x
    let f = y + 0
    let pairs: [(Constraint, [(Variable, Double)], Double)] = [
      (e == f, [(x, 1), (y, -1)], 0), (e == y, [(x, 1), (y, -1)], 0),
      (x == f, [(x, 1), (y, -1)], 0), (x == y, [(x, 1), (y, -1)], 0),
      (e == 3, [(x, 1)], -3), (3 == e, [(x, -1)], 3), (x == 3, [(x, 1)], -3),
      (3 == x, [(x, -1)], 3),
      (e <= f, [(x, 1), (y, -1)], 0), (e <= y, [(x, 1), (y, -1)], 0),
      (x <= f, [(x, 1), (y, -1)], 0), (x <= y, [(x, 1), (y, -1)], 0),
      (e <= 3, [(x, 1)], -3), (3 <= e, [(x, -1)], 3), (x <= 3, [(x, 1)], -3),
      (3 <= x, [(x, -1)], 3),
      (e >= f, [(x, 1), (y, -1)], 0), (e >= y, [(x, 1), (y, -1)], 0),
      (x >= f, [(x, 1), (y, -1)], 0), (x >= y, [(x, 1), (y, -1)], 0),
      (e >= 3, [(x, 1)], -3), (3 >= e, [(x, -1)], 3), (x >= 3, [(x, 1)], -3),
      (3 >= x, [(x, -1)], 3),
    ]
    for (constraint, expected, constant) in pairs {
      expectExpression(constraint.expression, expected, constant)
      #expect(constraint.priority == .required)
    }
    #expect(pairs.prefix(8).allSatisfy { $0.0.relation == .equal })
    #expect(pairs.dropFirst(8).prefix(8).allSatisfy { $0.0.relation == .lessThanOrEqual })
    #expect(pairs.suffix(8).allSatisfy { $0.0.relation == .greaterThanOrEqual })
  }

  @Test func initializersTakeAnExpressionOrBothSides() {
    let plain = Constraint(x - 4, .lessThanOrEqual, priority: .defaultLow)
    expectExpression(plain.expression, [(x, 1)], -4)
    #expect(plain.priority == .defaultLow)
    #expect(!plain.isRequired)

    let sides = Constraint(x + 1, .greaterThanOrEqual, 2 * y)
    expectExpression(sides.expression, [(x, 1), (y, -2)], 1)
    #expect(sides.relation == .greaterThanOrEqual)
    #expect(sides.priority == .required)

    let withPriority = Constraint(LinearExpression(x), .equal, LinearExpression(y), priority: 999.5)
    #expect(withPriority.priority.rawValue == 999.5)
  }

  @Test func withPriorityMakesANewConstraint() {
    let required = x + 10 <= y
    let optional = required.withPriority(.defaultHigh)
    #expect(optional !== required)
    #expect(optional.priority == .defaultHigh)
    #expect(required.priority == .required)
    #expect(optional.relation == required.relation)
    expectExpression(optional.expression, [(x, 1), (y, -1)], 10)
  }

  @Test func constraintDescriptionsWritePositiveTermsOnEachSide() {
    #expect((x + 10 <= y).description == "x + 10 <= y")
    #expect((2 * x == y - 5).description == "2 * x + 5 == y")
    #expect((x >= 100).description == "x >= 100")
    #expect((x <= 0).description == "x <= 0")
    #expect((x == y).description == "x == y")
    #expect((-x <= 5).description == "0 <= x + 5")
    #expect((x - y >= 0.5 * z - 2).description == "x + 2 >= y + 0.5 * z")
    #expect(((x == 300).withPriority(.defaultLow)).description == "x == 300 @250")
    #expect(((0.5 * x == y).withPriority(999.5)).description == "0.5 * x == y @999.5")
    #expect(Constraint(LinearExpression(3), .equal).description == "3 == 0")
    // With no terms the constant stays on the left, whatever its sign.
    #expect(Constraint(LinearExpression(-3), .lessThanOrEqual).description == "-3 <= 0")
    #expect(Constraint(LinearExpression(), .equal).description == "0 == 0")
  }

  @Test func relationDescriptions() {
    #expect(Constraint.Relation.equal.description == "==")
    #expect(Constraint.Relation.lessThanOrEqual.description == "<=")
    #expect(Constraint.Relation.greaterThanOrEqual.description == ">=")
  }

  // MARK: - Priorities

  @Test func namedPriorities() {
    #expect(Priority.required.rawValue == 1000)
    #expect(Priority.defaultHigh.rawValue == 750)
    #expect(Priority.dragThatCanResizeScene.rawValue == 510)
    #expect(Priority.sceneSizeStayPut.rawValue == 500)
    #expect(Priority.dragThatCannotResizeScene.rawValue == 490)
    #expect(Priority.defaultLow.rawValue == 250)
    #expect(Priority.fittingSizeLevel.rawValue == 50)
  }

  @Test func priorityArithmeticLiteralsAndOrder() {
    #expect((Priority.defaultHigh + 1).rawValue == 751)
    #expect((Priority.required - 1).rawValue == 999)
    #expect((Priority.defaultLow + 0.5).rawValue == 250.5)
    let integer: Priority = 750
    let fraction: Priority = 999.5
    #expect(integer == .defaultHigh)
    #expect(fraction.rawValue == 999.5)
    #expect(Priority(rawValue: 42) == Priority(42))
    #expect(Priority.defaultLow < .defaultHigh)
    #expect(Priority(999) < Priority(999.5))
    #expect([Priority.required, 1, 500].sorted() == [1, 500, .required])
  }

  @Test func priorityValidityAndRequiredness() {
    #expect(Priority(1).isValid)
    #expect(Priority(1000).isValid)
    #expect(Priority(500.25).isValid)
    #expect(!Priority(0).isValid)
    #expect(!Priority(0.999).isValid)
    #expect(!Priority(1000.5).isValid)
    #expect(!Priority(-1).isValid)
    #expect(!Priority(.nan).isValid)
    #expect(!Priority(.infinity).isValid)
    #expect(Priority.required.isRequired)
    #expect(!Priority(999.999).isRequired)
  }

  @Test func priorityDescriptions() {
    #expect(Priority.defaultHigh.description == "750")
    #expect(Priority(999.5).description == "999.5")
    #expect(Priority(.nan).description == "nan")
  }
}
