import AutoLayoutKit
import Testing

@Test func reexportsTheEngine() {
  let view = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 20))
  #expect(view.frame.height == 20)
}
