import AutoLayoutKit
import Testing

/// `sizeAnchor` comparisons make a width and a height constraint with the same relation.
@Suite struct SizeAnchorTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  func expectSize(
    _ made: LayoutSizeConstraints, _ relation: LayoutRelation,
    multiplier: (Double, Double) = (1, 1),
    constant: (Double, Double), sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      ExactConstraint(made.width)
        == ExactConstraint(
          a, .width, relation, b, .width, multiplier: multiplier.0, constant: constant.0),
      sourceLocation: sourceLocation)
    #expect(
      ExactConstraint(made.height)
        == ExactConstraint(
          a, .height, relation, b, .height, multiplier: multiplier.1, constant: constant.1),
      sourceLocation: sourceLocation)
    #expect(
      made.asMultipleConstraints.map(ObjectIdentifier.init)
        == [made.width, made.height].map(ObjectIdentifier.init), sourceLocation: sourceLocation)
  }

  @Test func everyRelation() {
    expectSize(a.sizeAnchor == b.sizeAnchor, .equal, constant: (0, 0))
    expectSize(a.sizeAnchor <= b.sizeAnchor, .lessThanOrEqual, constant: (0, 0))
    expectSize(a.sizeAnchor >= b.sizeAnchor, .greaterThanOrEqual, constant: (0, 0))
  }

  @Test func scalarArithmetic() {
    expectSize(a.sizeAnchor == b.sizeAnchor + 20, .equal, constant: (20, 20))
    expectSize(a.sizeAnchor <= b.sizeAnchor - 20, .lessThanOrEqual, constant: (-20, -20))
    // `++` and `--` double their value: a margin on both sides.
    expectSize(a.sizeAnchor == b.sizeAnchor -- 20, .equal, constant: (-40, -40))
    expectSize(a.sizeAnchor >= b.sizeAnchor ++ 5, .greaterThanOrEqual, constant: (10, 10))
    expectSize(a.sizeAnchor == b.sizeAnchor * 0.5, .equal, multiplier: (0.5, 0.5), constant: (0, 0))
    expectSize(
      a.sizeAnchor == b.sizeAnchor * 0.5 - 4, .equal, multiplier: (0.5, 0.5), constant: (-4, -4))
  }

  @Test func perDimensionArithmetic() {
    expectSize(a.sizeAnchor == b.sizeAnchor + (width: 20, height: 40), .equal, constant: (20, 40))
    expectSize(a.sizeAnchor == b.sizeAnchor - (width: 20, height: 40), .equal, constant: (-20, -40))
    expectSize(
      a.sizeAnchor == b.sizeAnchor -- (width: 20, height: 10), .equal, constant: (-40, -20))
    expectSize(a.sizeAnchor == b.sizeAnchor ++ (width: 1, height: 2), .equal, constant: (2, 4))
    expectSize(
      a.sizeAnchor == b.sizeAnchor * (width: 0.5, height: 0.4), .equal, multiplier: (0.5, 0.4),
      constant: (0, 0))
    expectSize(
      a.sizeAnchor <= b.sizeAnchor * (width: 2, height: 3) + (width: 1, height: 1),
      .lessThanOrEqual, multiplier: (2, 3), constant: (1, 1))
  }

  @Test func constantSizes() {
    for (made, relation) in [
      (a.sizeAnchor == Size(width: 30, height: 40), LayoutRelation.equal),
      (a.sizeAnchor <= Size(width: 30, height: 40), .lessThanOrEqual),
      (a.sizeAnchor >= Size(width: 30, height: 40), .greaterThanOrEqual),
    ] {
      #expect(ExactConstraint(made.width) == ExactConstraint(a, .width, relation, constant: 30))
      #expect(ExactConstraint(made.height) == ExactConstraint(a, .height, relation, constant: 40))
    }
  }

  /// The composite makes what two engine factory calls make.
  @Test func matchesTheEngineFactories() {
    let made = a.sizeAnchor == b.sizeAnchor * 0.5 -- (width: 10, height: 20)
    #expect(
      ExactConstraint(made.width)
        == ExactConstraint(
          a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -20)))
    #expect(
      ExactConstraint(made.height)
        == ExactConstraint(
          a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: -40)))
  }

  @Test func laysOut() {
    LayoutConstraint.activate(
      (a.sizeAnchor == Size(width: 100, height: 60)).asMultipleConstraints
        + (b.sizeAnchor == a.sizeAnchor * 0.5 -- (width: 5, height: 10)).asMultipleConstraints
        + [
          a.leadingAnchor == scene.root.leadingAnchor, a.topAnchor == scene.root.topAnchor,
          b.leadingAnchor == a.trailingAnchor, b.topAnchor == a.bottomAnchor,
        ])
    scene.layout()
    #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 60))
    // b: width 100 × 0.5 − 2 × 5 = 40, height 60 × 0.5 − 2 × 10 = 10.
    #expect(b.frame == Rect(x: 100, y: 60, width: 40, height: 10))
  }
}
