import AutoLayoutKit
import Testing

@Suite struct RelationAndOperatorTests {
  @Test func literalsAndPrefixOperatorsMakeRelations() {
    let integer: LayoutConnectionSimpleRelation = 12
    let float: LayoutConnectionSimpleRelation = 2.5
    let count = 7
    let width = 44.5
    #expect(integer == .equal(to: 12, priority: .required))
    #expect(float == .equal(to: 2.5))
    #expect(<=450 == LayoutConnectionSimpleRelation.lessThanOrEqual(to: 450))
    #expect(>=count == LayoutConnectionSimpleRelation.greaterThanOrEqual(to: 7))
    #expect(<=width == LayoutConnectionSimpleRelation.lessThanOrEqual(to: 44.5))
    #expect((>=20).relation == .greaterThanOrEqual && (>=20).constant == 20)
    #expect((<=20).priority == .required)
    #expect(LayoutConnectionSimpleRelation.equal(to: 3, priority: 250).description == "== 3 @250")
    #expect((<=450).description == "<= 450")
  }

  @Test func multipliedRelationsExposeTheirParts() {
    let view = LayoutView()
    let relation = LayoutConnectionMultipliedRelation.lessThanOrEqual(
      to: view.widthAnchor, multiplier: 2, constant: 3, priority: 4)
    #expect(relation.relation == .lessThanOrEqual)
    #expect(relation.dimension.layoutAttribute == .width)
    #expect(relation.dimension.owner === view)
    #expect(relation.multiplier == 2 && relation.constant == 3 && relation.priority == 4)
    let defaults = LayoutConnectionMultipliedRelation.equal(to: view.heightAnchor)
    #expect(defaults.multiplier == 1 && defaults.constant == 0 && defaults.priority == .required)
  }

  @Test func infixComparisonsStillWork() {
    // The prefix operators leave Swift's comparisons (and the DSLs' infix ones) untouched.
    let small = 3.0
    let large = 4.0
    #expect(small <= large)
    #expect(large >= small)
    #expect(!(3 >= 4))
  }

  @Test func builderAndOperatorConstraintsMixInOneBatch() {
    let root = makeRoot(300, 200)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    b.translatesAutoresizingMaskIntoConstraints = false
    let layout = a.autoLayout.top(10).left(10).size(50).height(relation: <=60)
    let dsl: [LayoutConstraint] = [
      b.leadingAnchor == a.trailingAnchor + 8,
      b.topAnchor == a.topAnchor,
      b.widthAnchor <= 100,
      b.widthAnchor >= a.widthAnchor,
      b.heightAnchor == a.heightAnchor,
      b.trailingAnchor <= root.trailingAnchor,
    ]
    LayoutConstraint.activate(layout.connections.map(\.constraint) + dsl)
    #expect(layout.connections.allSatisfy { $0.isActive } && dsl.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 10, width: 50, height: 50))
    #expect(b.frame.minX == 68 && b.frame.minY == 10 && b.frame.height == 50)
    #expect(b.frame.width >= 50 && b.frame.width <= 100)
    #expect(
      dsl.map(Equation.init).prefix(3) == [
        Equation("b", .leading, .equal, "a", .trailing, constant: 8),
        Equation("b", .top, .equal, "a", .top),
        Equation("b", .width, .lessThanOrEqual, constant: 100),
      ])
  }
}
