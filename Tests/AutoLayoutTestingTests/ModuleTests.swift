import AutoLayoutTesting
import Testing

@Test func reexportsTheKit() {
  let view = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 20))
  #expect(view.frame.width == 10)
}
