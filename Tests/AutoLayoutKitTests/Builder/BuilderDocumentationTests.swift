import AutoLayoutKit
import Testing

// The builder examples of README.md, Docs/Builder.md and the DocC catalog, as written there.

@Suite struct BuilderDocumentationTests {
  @Test func theReadmeSection() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let card = LayoutView()
    let title = LayoutView()
    let button = LayoutView()

    card.autoLayout(in: screen).fill(inSafeAreaOf: screen, margin: 16).activate()
    title.autoLayout(in: card).top(8).left(8).right(8).height(44).activate()
    let buttonLayout = button.autoLayout(in: card).below(8, to: title).centerHorizontally()
      .size(Size(width: 120, height: 44)).bottom(relation: >=8).activate()
    screen.layoutIfNeeded()
    // The card is the safe area (y 47…778) inset by 16: 343 × 699 at (16, 63). The button is
    // 8 below the title (8 + 44 + 8 = 60) and centred: x = 343 / 2 − 60 = 111.5.
    #expect(card.frame == Rect(x: 16, y: 63, width: 343, height: 699))
    #expect(button.frame == Rect(x: 111.5, y: 60, width: 120, height: 44))

    buttonLayout.firstWidthConnection?.constant = 200
    screen.layoutIfNeeded()
    #expect(button.frame == Rect(x: 71.5, y: 60, width: 200, height: 44))
    buttonLayout.replace { $0.bottom(8).left(8).right(8).height(44) }
    screen.layoutIfNeeded()
    // 699 − 8 − 44 = 647.
    #expect(button.frame == Rect(x: 8, y: 647, width: 327, height: 44))
  }

  @Test func theGuidesFirstExample() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = LayoutView()
    let body = LayoutView()

    header.autoLayout(in: screen).fill(inSafeAreaOf: screen).activate()
    body.autoLayout(in: header).top(16).left(16).right(16).height(120).activate()
    screen.layoutIfNeeded()
    #expect(body.frame == Rect(x: 16, y: 16, width: 343, height: 120))
  }

  @Test func theGuidesSwitchingExample() {
    let screen = makeRoot(300, 400)
    let header = makeView("header", in: screen)
    let body = makeView("body", in: screen)
    let regular = [
      header.autoLayout.top().left().right().height(120),
      body.autoLayout.below(8, to: header).left().right().bottom(),
    ]
    let compact = [
      header.autoLayout.top().left().width(120).bottom(),
      body.autoLayout.after(8, to: header).top().right().bottom(),
    ]
    regular.activate()
    screen.layoutIfNeeded()
    #expect(body.frame == Rect(x: 0, y: 128, width: 300, height: 272))
    regular.deactivate()
    compact.activate()
    screen.layoutIfNeeded()
    #expect(header.frame == Rect(x: 0, y: 0, width: 120, height: 400))
    #expect(body.frame == Rect(x: 128, y: 0, width: 172, height: 400))
  }

  @Test func theCatalogsOverview() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    let header = LayoutView()
    let layout = header.autoLayout(in: screen).top(44).left().right().height(120).activate()
    screen.layoutIfNeeded()
    #expect(header.frame == Rect(x: 0, y: 44, width: 375, height: 120))

    layout.firstHeightConnection?.constant = 200
    screen.layoutIfNeeded()
    #expect(header.frame == Rect(x: 0, y: 44, width: 375, height: 200))
    layout.replace { $0.top(44).left(16).right(16).heightToParent(multiplier: 0.25) }
    screen.layoutIfNeeded()
    #expect(header.frame == Rect(x: 16, y: 44, width: 343, height: 203))
  }
}
