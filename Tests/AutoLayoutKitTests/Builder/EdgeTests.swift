import AutoLayoutKit
import Testing

@Suite struct EdgeTests {
  /// A 200 × 100 root with an unconstrained child `view` and a sibling `other` at
  /// (20, 10, 60 × 30). A test that does not name the root keeps it alive with
  /// `withExtendedLifetime`: the root is what holds the views together, as in UIKit.
  func scene() -> (root: LayoutView, view: LayoutView, other: LayoutView) {
    let root = makeRoot(200, 100)
    let other = makeView("other", in: root)
    other.frame = Rect(x: 20, y: 10, width: 60, height: 30)
    return (root, makeView("view", in: root), other)
  }

  @Test func parentEdgesWithValuesAreInsets() {
    let (root, view, _) = scene()
    let layout = view.autoLayout.top(10).left(20).right(30).bottom(40).activate()
    #expect(
      equations(layout) == [
        Equation("view", .top, .equal, "root", .top, constant: 10),
        Equation("view", .left, .equal, "root", .left, constant: 20),
        Equation("view", .right, .equal, "root", .right, constant: -30),
        Equation("view", .bottom, .equal, "root", .bottom, constant: -40),
      ])
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 20, y: 10, width: 150, height: 50))
  }

  @Test func leadingAndTrailingFollowTheReadingDirection() {
    let (root, view, _) = scene()
    root.userInterfaceLayoutDirection = .rightToLeft
    let layout = view.autoLayout.leading(20).trailing(30).top().bottom().activate()
    #expect(
      equations(layout) == [
        Equation("view", .leading, .equal, "root", .leading, constant: 20),
        Equation("view", .trailing, .equal, "root", .trailing, constant: -30),
        Equation("view", .top, .equal, "root", .top),
        Equation("view", .bottom, .equal, "root", .bottom),
      ])
    root.layoutIfNeeded()
    // Right to left: the leading edge is 20 from the right, the trailing edge 30 from the left.
    #expect(view.frame == Rect(x: 30, y: 0, width: 150, height: 100))
  }

  @Test func theSeedsVerifiedSignExamples() {
    let (root, view, other) = scene()
    defer { withExtendedLifetime(root) {} }
    // bottom(8) gives bottom == superview.bottom - 8
    #expect(
      built(view.autoLayout.bottom(8)) == [
        Equation("view", .bottom, .equal, "root", .bottom, constant: -8)
      ])
    // bottom(relation: >=10) gives bottom <= superview.bottom - 10
    #expect(
      built(view.autoLayout.bottom(relation: >=10)) == [
        Equation("view", .bottom, .lessThanOrEqual, "root", .bottom, constant: -10)
      ])
    // above(relation: >=10, to: b) gives bottom <= b.top - 10
    #expect(
      built(view.autoLayout.above(relation: >=10, to: other)) == [
        Equation("view", .bottom, .lessThanOrEqual, "other", .top, constant: -10)
      ])
    // horizontallyBetween(b, c, relation: >=2) gives leading >= b.trailing + 2 and
    // trailing <= c.leading - 2
    let third = makeView("third", in: view.superview)
    #expect(
      built(view.autoLayout.horizontallyBetween(other, and: third, relation: >=2)) == [
        Equation("view", .leading, .greaterThanOrEqual, "other", .trailing, constant: 2),
        Equation("view", .trailing, .lessThanOrEqual, "third", .leading, constant: -2),
      ])
  }

  @Test func negatedRelationsOnEveryNegatedEdge() {
    let (root, view, other) = scene()
    defer { withExtendedLifetime(root) {} }
    #expect(
      built(
        view.autoLayout.right(relation: <=5).trailing(relation: .equal(to: 3))
          .bottom(relation: .greaterThanOrEqual(to: 4, priority: .defaultHigh))) == [
          Equation("view", .right, .greaterThanOrEqual, "root", .right, constant: -5),
          Equation("view", .trailing, .equal, "root", .trailing, constant: -3),
          Equation(
            "view", .bottom, .lessThanOrEqual, "root", .bottom, constant: -4,
            priority: .defaultHigh),
        ])
    // Top, left, leading are not negated.
    #expect(
      built(view.autoLayout.top(relation: <=5).left(relation: >=6).leading(relation: 7)) == [
        Equation("view", .top, .lessThanOrEqual, "root", .top, constant: 5),
        Equation("view", .left, .greaterThanOrEqual, "root", .left, constant: 6),
        Equation("view", .leading, .equal, "root", .leading, constant: 7),
      ])
    #expect(
      built(view.autoLayout.before(relation: >=12, to: other)) == [
        Equation("view", .trailing, .lessThanOrEqual, "other", .leading, constant: -12)
      ])
  }

  @Test func aMinimumInsetHoldsOnTheFrame() {
    let (root, view, _) = scene()
    view.autoLayout.top().left().right(relation: >=15).bottom(relation: >=25)
      .size(1000, priority: .defaultLow).activate()
    root.layoutIfNeeded()
    // The view wants to be 1000 square, but its right edge stays at least 15 inside and its
    // bottom at least 25 inside.
    #expect(view.frame == Rect(x: 0, y: 0, width: 185, height: 75))
  }

  @Test func edgesToAnchorsWithValuesAndRelations() {
    let (root, view, other) = scene()
    let layout = view.autoLayout
      .top(relation: 8, to: other.bottomAnchor)
      .leading(4, to: other.trailingAnchor)
      .bottom(6, to: root.bottomAnchor)
      .trailing(relation: >=2, to: root.trailingAnchor)
      .left(relation: .lessThanOrEqual(to: 300), to: root.leftAnchor)
      .right(10, to: root.rightAnchor, priority: .defaultLow)
      .activate()
    #expect(
      equations(layout) == [
        Equation("view", .top, .equal, "other", .bottom, constant: 8),
        Equation("view", .leading, .equal, "other", .trailing, constant: 4),
        Equation("view", .bottom, .equal, "root", .bottom, constant: -6),
        Equation("view", .trailing, .lessThanOrEqual, "root", .trailing, constant: -2),
        Equation("view", .left, .lessThanOrEqual, "root", .left, constant: 300),
        Equation("view", .right, .equal, "root", .right, constant: -10, priority: .defaultLow),
      ])
    root.layoutIfNeeded()
    // Top 8 below other's bottom (40): 48; leading 4 after other's trailing (80): 84; bottom 6
    // above the root's: 94; right 10 inside would be 190, which the trailing inequality allows.
    #expect(view.frame == Rect(x: 84, y: 48, width: 106, height: 46))
  }

  @Test func edgesToTheSameEdgeOfAnotherItem() {
    let (root, view, other) = scene()
    let layout = view.autoLayout.top(5, to: other).left(to: other).right(relation: 5, to: other)
      .bottom(relation: <=0, to: other).activate()
    #expect(
      equations(layout) == [
        Equation("view", .top, .equal, "other", .top, constant: 5),
        Equation("view", .left, .equal, "other", .left),
        Equation("view", .right, .equal, "other", .right, constant: -5),
        Equation("view", .bottom, .greaterThanOrEqual, "other", .bottom, constant: 0),
      ])
    root.layoutIfNeeded()
    #expect(view.frame.minX == 20 && view.frame.width == 55 && view.frame.minY == 15)
  }

  @Test func centresToTheParentAnchorsAndItems() {
    let (root, view, other) = scene()
    #expect(
      built(
        view.autoLayout.centerHorizontally(-10, to: other.trailingAnchor)
          .centerVertically(to: other.topAnchor)
          .centerHorizontally(relation: >=3, to: other.leadingAnchor)
          .centerVertically(relation: <=4, to: other)
          .centerHorizontally(2, to: other)
          .centerVertically(relation: 9)
          .centerHorizontally(relation: >=1)) == [
          Equation("view", .centerX, .equal, "other", .trailing, constant: -10),
          Equation("view", .centerY, .equal, "other", .top),
          Equation("view", .centerX, .greaterThanOrEqual, "other", .leading, constant: 3),
          Equation("view", .centerY, .lessThanOrEqual, "other", .centerY, constant: 4),
          Equation("view", .centerX, .equal, "other", .centerX, constant: 2),
          Equation("view", .centerY, .equal, "root", .centerY, constant: 9),
          Equation("view", .centerX, .greaterThanOrEqual, "root", .centerX, constant: 1),
        ])
    view.autoLayout.centerHorizontally(-10, to: other.trailingAnchor).centerVertically(5)
      .size(Size(width: 20, height: 10)).activate()
    root.layoutIfNeeded()
    // Centre x at other's trailing edge (80) − 10 = 70; centre y at 50 + 5 = 55.
    #expect(view.frame == Rect(x: 60, y: 50, width: 20, height: 10))
  }

  @Test func everyEdgeCallTakesAPriorityAndAnIdentifier() {
    let (root, view, other) = scene()
    defer { withExtendedLifetime(root) {} }
    let layout = view.autoLayout
      .top(1, priority: 700, identifier: "a")
      .bottom(relation: >=2, priority: 701, identifier: "b")
      .leading(3, to: other, priority: 702, identifier: "c")
      .trailing(relation: 4, to: other, priority: 703, identifier: "d")
      .left(5, to: other.leftAnchor, priority: 704, identifier: "e")
      .right(relation: 6, to: other.rightAnchor, priority: 705, identifier: "f")
      .centerHorizontally(7, priority: 706, identifier: "g")
      .centerVertically(relation: 8, priority: 707, identifier: "h")
    #expect(
      layout.connections.map(\.priority)
        == [700, 701, 702, 703, 704, 705, 706, 707].map { LayoutPriority(Float($0)) })
    #expect(layout.connections.map(\.identifier) == ["a", "b", "c", "d", "e", "f", "g", "h"])
    // A relation's own priority is used unless `priority:` overrides it.
    let relations = view.autoLayout
      .top(relation: .equal(to: 1, priority: .defaultLow))
      .top(relation: .equal(to: 1, priority: .defaultLow), priority: .defaultHigh)
    #expect(relations.connections.map(\.priority) == [.defaultLow, .defaultHigh])
    layout.destroy()
    relations.destroy()
  }
}
