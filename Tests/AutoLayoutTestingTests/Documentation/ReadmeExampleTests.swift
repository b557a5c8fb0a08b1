import AutoLayoutKit
import AutoLayoutTesting
import Testing

// The testing example of README.md, as written there.

@Suite struct ReadmeExampleTests {
  @Test func cardFillsTheSafeArea() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let card = LayoutView()
    card.autoLayout(in: screen).fill(inSafeAreaOf: screen, margin: 16).activate()
    screen.layoutIfNeeded()

    assertFrame(of: card, equals: Rect(x: 16, y: 63, width: 343, height: 699))
    assertNoAmbiguousLayout(in: screen)
    assertLayoutSnapshot(of: screen, named: "card")
  }
}
