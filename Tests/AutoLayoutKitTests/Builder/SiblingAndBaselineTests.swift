import AutoLayoutKit
import Testing

/// A view with text: its first baseline 12 points below its top, its last 4 above its bottom.
final class TextView: LayoutView {
  override var firstBaselineOffsetFromTop: Double { 12 }
  override var lastBaselineOffsetFromBottom: Double { 4 }
}

@Suite struct SiblingAndBaselineTests {
  @Test func aRowWithGapsInBothReadingDirections() {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let root = makeRoot(300, 100)
      root.userInterfaceLayoutDirection = direction
      let a = makeView("a", in: root)
      let b = makeView("b", in: root)
      let c = makeView("c", in: root)
      [
        a.autoLayout.leading(10).top().size(50),
        b.autoLayout.after(20, to: a).top().size(50),
        c.autoLayout.before(relation: >=0, to: a).top().size(50),
      ].activate()
      root.layoutIfNeeded()
      if direction == .leftToRight {
        #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
        #expect(b.frame == Rect(x: 80, y: 0, width: 50, height: 50))
        #expect(c.frame.maxX <= 10)
      } else {
        // Leading is the right edge: a ends 10 from the right, b comes 20 to its left.
        #expect(a.frame == Rect(x: 240, y: 0, width: 50, height: 50))
        #expect(b.frame == Rect(x: 170, y: 0, width: 50, height: 50))
        #expect(c.frame.minX >= 290)
      }
    }
  }

  @Test func aColumnBetweenTwoViews() {
    let root = makeRoot(100, 300)
    let header = makeView("header", in: root)
    let footer = makeView("footer", in: root)
    let body = makeView("body", in: root)
    [
      header.autoLayout.top().left().right().height(40),
      footer.autoLayout.bottom().left().right().height(60),
      body.autoLayout.verticallyBetween(header, and: footer, margin: 10).left().right(),
    ].activate()
    root.layoutIfNeeded()
    // From 40 + 10 to 300 − 60 − 10.
    #expect(body.frame == Rect(x: 0, y: 50, width: 100, height: 180))
    let spaced = makeView("spaced", in: root)
    let layout = spaced.autoLayout.verticallyBetween(
      header, and: footer, relation: >=5, priority: .defaultHigh)
    #expect(
      built(layout) == [
        Equation(
          "spaced", .top, .greaterThanOrEqual, "header", .bottom, constant: 5, priority: 750),
        Equation("spaced", .bottom, .lessThanOrEqual, "footer", .top, constant: -5, priority: 750),
      ])
    #expect(
      built(spaced.autoLayout.above(header, priority: 300).below(5, to: footer, identifier: "x"))
        == [
          Equation("spaced", .bottom, .equal, "header", .top, priority: 300),
          Equation("spaced", .top, .equal, "footer", .bottom, constant: 5),
        ])
  }

  @Test func baselinesAlignTextViews() {
    let root = makeRoot(300, 100)
    let title = TextView()
    title.name = "title"
    let detail = TextView()
    detail.name = "detail"
    let caption = TextView()
    caption.name = "caption"
    let line = makeView("line", in: root)
    for view in [title, detail, caption] { root.addSubview(view) }
    let layouts = [
      title.autoLayout.top(10).left().size(Size(width: 100, height: 40)),
      detail.autoLayout.firstBaseline(to: title).after(8, to: title).size(
        Size(width: 50, height: 20)),
      caption.autoLayout.lastBaseline(to: title).after(8, to: detail).size(
        Size(width: 50, height: 20)),
      line.autoLayout.left().size(Size(width: 10, height: 1)),
    ]
    _ = layouts[3].top(to: title.lastBaselineAnchor)
    layouts.activate()
    root.layoutIfNeeded()
    // title: first baseline at 10 + 12 = 22, last at 10 + 40 − 4 = 46.
    // detail's first baseline (top + 12) at 22: top 10. caption's last baseline (bottom − 4)
    // at 46: bottom 50, top 30.
    #expect(detail.frame == Rect(x: 108, y: 10, width: 50, height: 20))
    #expect(caption.frame == Rect(x: 166, y: 30, width: 50, height: 20))
    #expect(line.frame == Rect(x: 0, y: 46, width: 10, height: 1))
    #expect(
      equations(layouts[1]).first
        == Equation("detail", .firstBaseline, .equal, "title", .firstBaseline))
    #expect(
      equations(layouts[2]).first
        == Equation("caption", .lastBaseline, .equal, "title", .lastBaseline))
    #expect(layouts[2].firstLastBaselineConnection?.type == .lastBaseline)
    #expect(layouts[1].firstBaselineConnections.count == 1)
  }

  @Test func baselinesToAnchorsWithValuesAndRelations() {
    let root = makeRoot(300, 100)
    let a = TextView()
    a.name = "a"
    let b = TextView()
    b.name = "b"
    root.addSubview(a)
    root.addSubview(b)
    #expect(
      built(
        a.autoLayout.firstBaseline(4, to: b.lastBaselineAnchor)
          .firstBaseline(relation: >=2, to: b.topAnchor)
          .lastBaseline(to: b.bottomAnchor, priority: 20)
          .lastBaseline(relation: <=3, to: b.lastBaselineAnchor, identifier: "id")
          .firstBaseline(relation: 1, to: b)
          .lastBaseline(-2, to: b)) == [
          Equation("a", .firstBaseline, .equal, "b", .lastBaseline, constant: 4),
          Equation("a", .firstBaseline, .greaterThanOrEqual, "b", .top, constant: 2),
          Equation("a", .lastBaseline, .equal, "b", .bottom, priority: 20),
          Equation("a", .lastBaseline, .lessThanOrEqual, "b", .lastBaseline, constant: 3),
          Equation("a", .firstBaseline, .equal, "b", .firstBaseline, constant: 1),
          Equation("a", .lastBaseline, .equal, "b", .lastBaseline, constant: -2),
        ])
  }
}

extension SiblingAndBaselineTests {
  /// Every sibling call with a relation (inventory §1.5-1.6): `after` and `below` use it as it
  /// is, `above` and `before` negate it, and the `between` calls do both.
  @Test func siblingRelationsFollowTheSignConvention() {
    let root = makeRoot(300, 300)
    let view = makeView("view", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c", in: root)
    #expect(
      built(
        view.autoLayout.after(relation: <=3, to: b).below(relation: 4, to: b)
          .above(relation: >=10, to: c).before(relation: >=4, to: c)) == [
          Equation("view", .leading, .lessThanOrEqual, "b", .trailing, constant: 3),
          Equation("view", .top, .equal, "b", .bottom, constant: 4),
          Equation("view", .bottom, .lessThanOrEqual, "c", .top, constant: -10),
          Equation("view", .trailing, .lessThanOrEqual, "c", .leading, constant: -4),
        ])
    #expect(
      built(view.autoLayout.verticallyBetween(b, and: c, relation: <=2)) == [
        Equation("view", .top, .lessThanOrEqual, "b", .bottom, constant: 2),
        Equation("view", .bottom, .greaterThanOrEqual, "c", .top, constant: -2),
      ])
    let layout = view.autoLayout.above(b).below(b).before(b).after(b).verticallyBetween(b, and: c)
    #expect(
      layout.connections.map(\.type) == [.bottom, .top, .trailing, .leading, .top, .bottom])
    layout.destroy()
  }
}
