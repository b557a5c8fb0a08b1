import AutoLayoutKit
import Testing

/// The `equal(to:offsetBy:)` family: the same constraints as the operators, active, returned.
@Suite struct ProxyMethodTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  @Test func edgeMethods() {
    let made = a.makeLayout {
      $0.top.equal(to: b.layout.bottom, offsetBy: 20)
      $0.top.greaterThanOrEqual(to: b.layout.top)
      $0.left.lessThanOrEqual(to: b.layout.right, offsetBy: -20)
      $0.centerX.equal(to: b.layout.centerX)
      $0.leading.greaterThanOrEqual(to: b.layout.safeLeading, offsetBy: 4)
      $0.bottom.lessThanOrEqual(to: b.layout.safeBottom)
    }
    #expect(
      exact(made) == [
        ExactConstraint(a, .top, .equal, b, .bottom, constant: 20, isActive: true),
        ExactConstraint(a, .top, .greaterThanOrEqual, b, .top, isActive: true),
        ExactConstraint(a, .left, .lessThanOrEqual, b, .right, constant: -20, isActive: true),
        ExactConstraint(a, .centerX, .equal, b, .centerX, isActive: true),
        ExactConstraint(
          a, .leading, .greaterThanOrEqual, b.safeAreaLayoutGuide, .leading, constant: 4,
          isActive: true),
        ExactConstraint(
          a, .bottom, .lessThanOrEqual, b.safeAreaLayoutGuide, .bottom, isActive: true),
      ])
  }

  @Test func dimensionMethods() {
    let made = a.makeLayout {
      $0.height.equal(to: 52)
      $0.height.greaterThanOrEqual(to: 10)
      $0.width.lessThanOrEqual(to: 300)
      $0.width.equal(to: b.layout.width, constant: 10)
      $0.height.equal(to: b.layout.height, multiplier: 2, constant: 10)
      $0.width.greaterThanOrEqual(to: b.layout.height)
      $0.height.lessThanOrEqual(to: b.layout.width, multiplier: 0.5)
    }
    #expect(
      exact(made) == [
        ExactConstraint(a, .height, .equal, constant: 52, isActive: true),
        ExactConstraint(a, .height, .greaterThanOrEqual, constant: 10, isActive: true),
        ExactConstraint(a, .width, .lessThanOrEqual, constant: 300, isActive: true),
        ExactConstraint(a, .width, .equal, b, .width, constant: 10, isActive: true),
        ExactConstraint(
          a, .height, .equal, b, .height, multiplier: 2, constant: 10, isActive: true),
        ExactConstraint(a, .width, .greaterThanOrEqual, b, .height, isActive: true),
        ExactConstraint(
          a, .height, .lessThanOrEqual, b, .width, multiplier: 0.5, isActive: true),
      ])
  }

  @Test func methodsAndOperatorsAgree() {
    let method = a.layout.top.equal(to: b.layout.bottom, offsetBy: 7)
    let symbol = a.layout.top == b.layout.bottom + 7
    #expect(ExactConstraint(method) == ExactConstraint(symbol))
    let dimensionMethod = a.layout.width.equal(to: b.layout.width, multiplier: 3, constant: 50)
    let dimensionSymbol = a.layout.width == b.layout.width * 3 + 50
    #expect(ExactConstraint(dimensionMethod) == ExactConstraint(dimensionSymbol))
  }
}
