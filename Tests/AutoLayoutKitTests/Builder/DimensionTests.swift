import AutoLayoutKit
import Testing

@Suite struct DimensionTests {
  func scene() -> (root: LayoutView, view: LayoutView, other: LayoutView) {
    let root = makeRoot(400, 300)
    let other = makeView("other", in: root)
    other.frame = Rect(x: 0, y: 0, width: 80, height: 60)
    return (root, makeView("view", in: root), other)
  }

  @Test func constantsAndConstantRelations() {
    let (_, view, _) = scene()
    #expect(
      built(
        view.autoLayout.width(80).height(40.5).width(relation: <=100).height(relation: >=20)
          .width(relation: .equal(to: 90, priority: .defaultLow))) == [
          Equation("view", .width, .equal, constant: 80),
          Equation("view", .height, .equal, constant: 40.5),
          Equation("view", .width, .lessThanOrEqual, constant: 100),
          Equation("view", .height, .greaterThanOrEqual, constant: 20),
          Equation("view", .width, .equal, constant: 90, priority: .defaultLow),
        ])
  }

  @Test func otherDimensionsWithMultipliersConstantsAndPriorities() {
    let (_, view, other) = scene()
    #expect(
      built(
        view.autoLayout
          .width(to: other)
          .width(to: other, constant: 5)
          .height(to: other, multiplier: 0.5)
          .height(to: other, multiplier: 2, constant: -3)
          .width(to: other, multiplier: 1.5, constant: 4, priority: .defaultHigh)
          .height(to: other.widthAnchor, multiplier: 0.25, constant: 1, priority: 600)
          .width(relation: .lessThanOrEqual(to: other.heightAnchor, multiplier: 3))
          .height(relation: .greaterThanOrEqual(to: other.heightAnchor, constant: 2)))
        == [
          Equation("view", .width, .equal, "other", .width),
          Equation("view", .width, .equal, "other", .width, constant: 5),
          Equation("view", .height, .equal, "other", .height, multiplier: 0.5),
          Equation("view", .height, .equal, "other", .height, multiplier: 2, constant: -3),
          Equation(
            "view", .width, .equal, "other", .width, multiplier: 1.5, constant: 4,
            priority: .defaultHigh),
          Equation(
            "view", .height, .equal, "other", .width, multiplier: 0.25, constant: 1,
            priority: 600),
          Equation("view", .width, .lessThanOrEqual, "other", .height, multiplier: 3),
          Equation("view", .height, .greaterThanOrEqual, "other", .height, constant: 2),
        ])
  }

  @Test func fractionsOfTheParent() {
    let (root, view, _) = scene()
    let layout = view.autoLayout.top().left()
      .widthToParent(multiplier: 0.25, constant: 10)
      .heightToParent(constant: -100)
      .activate()
    #expect(
      equations(layout).suffix(2) == [
        Equation("view", .width, .equal, "root", .width, multiplier: 0.25, constant: 10),
        Equation("view", .height, .equal, "root", .height, constant: -100),
      ])
    root.layoutIfNeeded()
    // 400 / 4 + 10 = 110 wide, 300 − 100 = 200 tall.
    #expect(view.frame == Rect(x: 0, y: 0, width: 110, height: 200))
    #expect(
      built(
        view.autoLayout.widthToParent().heightToParent(multiplier: 0.5)
          .widthToParent(priority: 10, identifier: "w")) == [
          Equation("view", .width, .equal, "root", .width),
          Equation("view", .height, .equal, "root", .height, multiplier: 0.5),
          Equation("view", .width, .equal, "root", .width, priority: 10),
        ])
  }

  @Test func sizesFromAnIntegerADoubleAndASize() {
    let (_, view, _) = scene()
    let side = 30
    #expect(
      built(view.autoLayout.size(side).size(12.5).size(Size(width: 3, height: 4))) == [
        Equation("view", .width, .equal, constant: 30),
        Equation("view", .height, .equal, constant: 30),
        Equation("view", .width, .equal, constant: 12.5),
        Equation("view", .height, .equal, constant: 12.5),
        Equation("view", .width, .equal, constant: 3),
        Equation("view", .height, .equal, constant: 4),
      ])
  }

  @Test func anAspectRatioIsOneConstraint() {
    let (root, view, _) = scene()
    let layout = view.autoLayout.top().left().height(50).aspect(ratio: 16.0 / 10).activate()
    #expect(
      equations(layout).last
        == Equation("view", .width, .equal, "view", .height, multiplier: 1.6))
    #expect(layout.widthConnections.count == 1)
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 80, height: 50))
  }
}

extension DimensionTests {
  /// `size(_:)` and the prefix `<=`/`>=` take `Int` variables as well as literals (inventory
  /// §1.4, §1.6), and `heightToParent` takes both a multiplier and a constant.
  @Test func intVariablesAndParentFractions() {
    let (root, view, _) = scene()
    let side = 7
    let limit = 450
    #expect(
      built(
        view.autoLayout.size(side).height(relation: <=limit).width(relation: >=side)
          .heightToParent(multiplier: 0.5, constant: 4)) == [
          Equation("view", .width, .equal, constant: 7),
          Equation("view", .height, .equal, constant: 7),
          Equation("view", .height, .lessThanOrEqual, constant: 450),
          Equation("view", .width, .greaterThanOrEqual, constant: 7),
          Equation("view", .height, .equal, "root", .height, multiplier: 0.5, constant: 4),
        ])
    view.autoLayout.top().left().widthToParent(constant: -100)
      .heightToParent(multiplier: 0.5, constant: 4).activate()
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 300, height: 154))
  }
}
