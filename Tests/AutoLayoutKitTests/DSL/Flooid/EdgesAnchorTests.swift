import AutoLayoutKit
import Testing

/// `edgesAnchor`, `horizontalEdgesAnchor` and `verticalEdgesAnchor`: every inset form moves
/// every edge inward, and `<=`/`>=` keep a span within or around another.
@Suite struct EdgesAnchorTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  /// The four constraints `a.edge RELATION b.edge + constant` in the order leading, trailing,
  /// top, bottom.
  func edges(
    _ relations: (LayoutRelation, LayoutRelation, LayoutRelation, LayoutRelation),
    _ constants: (Double, Double, Double, Double)
  ) -> [ExactConstraint] {
    [
      ExactConstraint(a, .leading, relations.0, b, .leading, constant: constants.0),
      ExactConstraint(a, .trailing, relations.1, b, .trailing, constant: constants.1),
      ExactConstraint(a, .top, relations.2, b, .top, constant: constants.2),
      ExactConstraint(a, .bottom, relations.3, b, .bottom, constant: constants.3),
    ]
  }

  let equal = (
    LayoutRelation.equal, LayoutRelation.equal, LayoutRelation.equal, LayoutRelation.equal
  )
  /// `<=`: within (leading and top at or after, trailing and bottom at or before).
  let within = (
    LayoutRelation.greaterThanOrEqual, LayoutRelation.lessThanOrEqual,
    LayoutRelation.greaterThanOrEqual, LayoutRelation.lessThanOrEqual
  )
  /// `>=`: around.
  let around = (
    LayoutRelation.lessThanOrEqual, LayoutRelation.greaterThanOrEqual,
    LayoutRelation.lessThanOrEqual, LayoutRelation.greaterThanOrEqual
  )

  @Test func plainEdges() {
    let made = a.edgesAnchor == b.edgesAnchor
    #expect(exact(made.asMultipleConstraints) == edges(equal, (0, 0, 0, 0)))
    #expect(
      [made.leading, made.trailing, made.top, made.bottom].map(ObjectIdentifier.init)
        == made.asMultipleConstraints.map(ObjectIdentifier.init))
  }

  @Test func everyInsetFormMovesEveryEdgeInward() {
    #expect(
      exact((a.edgesAnchor == b.edgesAnchor -- 10).asMultipleConstraints)
        == edges(equal, (10, -10, 10, -10)))
    #expect(
      exact(
        (a.edgesAnchor == b.edgesAnchor -- (horizontally: 20, vertically: 10)).asMultipleConstraints
      )
        == edges(equal, (20, -20, 10, -10)))
    #expect(
      exact(
        (a.edgesAnchor == b.edgesAnchor -- (leading: 5, trailing: 15, top: 10, bottom: 20))
          .asMultipleConstraints) == edges(equal, (5, -15, 10, -20)))
    #expect(
      exact(
        (a.edgesAnchor
          == b.edgesAnchor -- DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          .asMultipleConstraints) == edges(equal, (2, -4, 1, -3)))
  }

  @Test func everyOutsetFormMovesEveryEdgeOutward() {
    #expect(
      exact((a.edgesAnchor == b.edgesAnchor ++ 10).asMultipleConstraints)
        == edges(equal, (-10, 10, -10, 10)))
    #expect(
      exact(
        (a.edgesAnchor == b.edgesAnchor ++ (horizontally: 20, vertically: 10)).asMultipleConstraints
      )
        == edges(equal, (-20, 20, -10, 10)))
    #expect(
      exact(
        (a.edgesAnchor == b.edgesAnchor ++ (leading: 5, trailing: 15, top: 10, bottom: 20))
          .asMultipleConstraints) == edges(equal, (-5, 15, -10, 20)))
    #expect(
      exact(
        (a.edgesAnchor
          == b.edgesAnchor ++ DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          .asMultipleConstraints) == edges(equal, (-2, 4, -1, 3)))
  }

  @Test func insetsAccumulate() {
    #expect(
      exact(
        (a.edgesAnchor == b.edgesAnchor -- 10 -- (horizontally: 1, vertically: 2))
          .asMultipleConstraints)
        == edges(equal, (11, -11, 12, -12)))
    #expect(
      exact((a.edgesAnchor == b.edgesAnchor -- 10 ++ 4).asMultipleConstraints)
        == edges(equal, (6, -6, 6, -6)))
  }

  @Test func withinAndAround() {
    #expect(
      exact((a.edgesAnchor <= b.edgesAnchor).asMultipleConstraints) == edges(within, (0, 0, 0, 0)))
    #expect(
      exact((a.edgesAnchor <= b.edgesAnchor -- 8).asMultipleConstraints)
        == edges(within, (8, -8, 8, -8)))
    #expect(
      exact((a.edgesAnchor >= b.edgesAnchor).asMultipleConstraints) == edges(around, (0, 0, 0, 0)))
    #expect(
      exact((a.edgesAnchor >= b.edgesAnchor ++ 2).asMultipleConstraints)
        == edges(around, (-2, 2, -2, 2)))
  }

  @Test func horizontalPairs() {
    func pair(_ r: (LayoutRelation, LayoutRelation), _ c: (Double, Double)) -> [ExactConstraint] {
      [
        ExactConstraint(a, .leading, r.0, b, .leading, constant: c.0),
        ExactConstraint(a, .trailing, r.1, b, .trailing, constant: c.1),
      ]
    }
    let eq = (LayoutRelation.equal, LayoutRelation.equal)
    let made = a.horizontalEdgesAnchor == b.horizontalEdgesAnchor
    #expect(exact([made.leading, made.trailing]) == pair(eq, (0, 0)))
    #expect(exact(made.asMultipleConstraints) == pair(eq, (0, 0)))
    // `--` and `++` on a pair move each edge by the value (not twice it).
    #expect(
      exact((a.horizontalEdgesAnchor == b.horizontalEdgesAnchor -- 10).asMultipleConstraints)
        == pair(eq, (10, -10)))
    #expect(
      exact((a.horizontalEdgesAnchor == b.horizontalEdgesAnchor ++ 10).asMultipleConstraints)
        == pair(eq, (-10, 10)))
    #expect(
      exact(
        (a.horizontalEdgesAnchor == b.horizontalEdgesAnchor -- (leading: 5, trailing: 15))
          .asMultipleConstraints) == pair(eq, (5, -15)))
    #expect(
      exact(
        (a.horizontalEdgesAnchor == b.horizontalEdgesAnchor ++ (leading: 5, trailing: 15))
          .asMultipleConstraints) == pair(eq, (-5, 15)))
    #expect(
      exact((a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor -- 4).asMultipleConstraints)
        == pair((.greaterThanOrEqual, .lessThanOrEqual), (4, -4)))
    #expect(
      exact((a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor).asMultipleConstraints)
        == pair((.lessThanOrEqual, .greaterThanOrEqual), (0, 0)))
  }

  @Test func verticalPairs() {
    func pair(_ r: (LayoutRelation, LayoutRelation), _ c: (Double, Double)) -> [ExactConstraint] {
      [
        ExactConstraint(a, .top, r.0, b, .top, constant: c.0),
        ExactConstraint(a, .bottom, r.1, b, .bottom, constant: c.1),
      ]
    }
    let eq = (LayoutRelation.equal, LayoutRelation.equal)
    let made = a.verticalEdgesAnchor == b.verticalEdgesAnchor
    #expect(exact([made.top, made.bottom]) == pair(eq, (0, 0)))
    #expect(exact(made.asMultipleConstraints) == pair(eq, (0, 0)))
    #expect(
      exact((a.verticalEdgesAnchor == b.verticalEdgesAnchor -- 10).asMultipleConstraints)
        == pair(eq, (10, -10)))
    #expect(
      exact((a.verticalEdgesAnchor == b.verticalEdgesAnchor ++ 3).asMultipleConstraints)
        == pair(eq, (-3, 3)))
    #expect(
      exact(
        (a.verticalEdgesAnchor == b.verticalEdgesAnchor -- (top: 10, bottom: 20))
          .asMultipleConstraints)
        == pair(eq, (10, -20)))
    #expect(
      exact(
        (a.verticalEdgesAnchor == b.verticalEdgesAnchor ++ (top: 10, bottom: 20))
          .asMultipleConstraints)
        == pair(eq, (-10, 20)))
    #expect(
      exact((a.verticalEdgesAnchor <= b.verticalEdgesAnchor).asMultipleConstraints)
        == pair((.greaterThanOrEqual, .lessThanOrEqual), (0, 0)))
    #expect(
      exact((a.verticalEdgesAnchor >= b.verticalEdgesAnchor ++ 1).asMultipleConstraints)
        == pair((.lessThanOrEqual, .greaterThanOrEqual), (-1, 1)))
  }

  /// The inset forms lay out inward in both layout directions: leading insets follow the
  /// reading direction.
  @Test func insetsLayOutInBothDirections() {
    for rightToLeft in [false, true] {
      let scene = DSLScene(width: 300, height: 200)
      if rightToLeft { scene.root.semanticContentAttribute = .forceRightToLeft }
      let view = scene.constrainedView("view")
      LayoutConstraint.activate {
        view.edgesAnchor == scene.root.edgesAnchor -- (
          leading: 5, trailing: 15, top: 10, bottom: 20
        )
      }
      scene.layout()
      // Width 300 − 5 − 15 = 280, height 200 − 10 − 20 = 170. Left to right, the leading inset
      // 5 is on the left; right to left it is on the right, so x is 15.
      #expect(view.frame == Rect(x: rightToLeft ? 15 : 5, y: 10, width: 280, height: 170))
    }
  }

  /// `<=` keeps a view inside; `>=` keeps it around.
  @Test func withinAndAroundLayOut() {
    let inner = scene.constrainedView("inner")
    let outer = scene.constrainedView("outer")
    LayoutConstraint.activate {
      b.edgesAnchor == scene.root.edgesAnchor -- 100
      // Inner wants to be 500 wide and tall but must stay 10 inside b.
      inner.edgesAnchor <= b.edgesAnchor -- 10
      inner.centerAnchor == b.centerAnchor
      inner.sizeAnchor == Size(width: 500, height: 500) --! .priority(.defaultLow)
      // Outer wants to be 1 × 1 but must stay 5 around b.
      outer.edgesAnchor >= b.edgesAnchor ++ 5
      outer.centerAnchor == b.centerAnchor
      outer.sizeAnchor == Size(width: 1, height: 1) --! .priority(.defaultLow)
    }
    scene.layout()
    // b: 375 × 667 inset by 100 → (100, 100, 175, 467).
    #expect(b.frame == Rect(x: 100, y: 100, width: 175, height: 467))
    // inner: b inset by 10 → (110, 110, 155, 447).
    #expect(inner.frame == Rect(x: 110, y: 110, width: 155, height: 447))
    // outer: b outset by 5 → (95, 95, 185, 477).
    #expect(outer.frame == Rect(x: 95, y: 95, width: 185, height: 477))
  }
}
