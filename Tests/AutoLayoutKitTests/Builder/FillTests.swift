import AutoLayoutKit
import Testing

@Suite struct FillTests {
  @Test func fillAnotherViewWithAMarginInsetsAndARelation() {
    let root = makeRoot(300, 200)
    let card = makeView("card", in: root)
    card.frame = Rect(x: 10, y: 20, width: 100, height: 80)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c", in: root)
    a.autoLayout.fill(in: card, margin: 5).activate()
    b.autoLayout.fill(in: card, margins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      .activate()
    let relation = c.autoLayout.fill(in: card, relation: >=10).size(1000, priority: 1).activate()
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 15, y: 25, width: 90, height: 70))
    // left → leading (2 from card's left), right → trailing (4 from card's right).
    #expect(b.frame == Rect(x: 12, y: 21, width: 94, height: 76))
    // Every edge at least 10 inside; the weak wish for a huge size fills what is allowed.
    #expect(c.frame == Rect(x: 20, y: 30, width: 80, height: 60))
    #expect(
      equations(relation).prefix(4) == [
        Equation("c", .top, .greaterThanOrEqual, "card", .top, constant: 10),
        Equation("c", .leading, .greaterThanOrEqual, "card", .leading, constant: 10),
        Equation("c", .trailing, .lessThanOrEqual, "card", .trailing, constant: -10),
        Equation("c", .bottom, .lessThanOrEqual, "card", .bottom, constant: -10),
      ])
  }

  @Test func perEdgeInsetsMapLeftToLeadingAlsoRightToLeft() {
    let root = makeRoot(300, 200)
    root.userInterfaceLayoutDirection = .rightToLeft
    let view = makeView("view", in: root)
    view.autoLayout.fillParent(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).activate()
    root.layoutIfNeeded()
    // The "left" inset is the leading one, which is on the right in a right-to-left layout.
    #expect(view.frame == Rect(x: 4, y: 1, width: 294, height: 196))
  }

  @Test func fillTheParent() {
    let root = makeRoot(300, 200)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c", in: root)
    let layouts = [
      a.autoLayout.fillParent(),
      b.autoLayout.fillParent(16),
      c.autoLayout.fillParent(relation: .greaterThanOrEqual(to: 5), priority: .defaultHigh),
    ].activate()
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(b.frame == Rect(x: 16, y: 16, width: 268, height: 168))
    #expect(
      equations(layouts[2]) == [
        Equation("c", .top, .greaterThanOrEqual, "root", .top, constant: 5, priority: 750),
        Equation(
          "c", .leading, .greaterThanOrEqual, "root", .leading, constant: 5, priority: 750),
        Equation(
          "c", .trailing, .lessThanOrEqual, "root", .trailing, constant: -5, priority: 750),
        Equation("c", .bottom, .lessThanOrEqual, "root", .bottom, constant: -5, priority: 750),
      ])
  }

  @Test func fillTheBuiltInGuides() {
    let root = makeRoot(375, 812)
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let safe = makeView("safe", in: root)
    let margins = makeView("margins", in: root)
    let readable = makeView("readable", in: root)
    let layouts = [
      safe.autoLayout.fill(inSafeAreaOf: root, margin: 4),
      margins.autoLayout.fill(
        inMarginGuideOf: root, margins: EdgeInsets(top: 0, left: 1, bottom: 2, right: 3)),
      readable.autoLayout.fill(inReadableContentGuideOf: root, relation: 0),
    ].activate()
    root.layoutIfNeeded()
    // Safe area y 44…778, inset by 4.
    #expect(safe.frame == Rect(x: 4, y: 48, width: 367, height: 726))
    // Margins: 8 on each side, measured from the safe area: x 8…367, y 52…770.
    #expect(margins.frame == Rect(x: 9, y: 52, width: 355, height: 716))
    // The readable guide is the margins guide on a narrow screen (359 < 672 points).
    #expect(readable.frame == Rect(x: 8, y: 52, width: 359, height: 718))
    #expect(equations(layouts[1]).map(\.second) == Array(repeating: "root.margins", count: 4))
    #expect(
      equations(layouts[0]).map(\.firstAttribute) == [.top, .leading, .trailing, .bottom])
  }

  @Test func fillAGuideWithPriorityAndIdentifier() {
    let root = makeRoot(100, 100)
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    guide.identifier = "guide"
    let view = makeView("view", in: root)
    guide.autoLayout.fill(in: root).activate()
    let layout = view.autoLayout.fill(in: guide, margin: 10, priority: 900, identifier: "fill")
      .activate()
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 10, y: 10, width: 80, height: 80))
    #expect(layout.connections.allSatisfy { $0.priority == 900 && $0.identifier == "fill" })
  }
}
