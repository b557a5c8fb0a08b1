import AutoLayoutEngine
import Testing

@Suite struct EdgeInsetsTests {
  @Test func storesEachEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4.5)
  }

  @Test func zeroHasNoInsets() {
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func equalityComparesEveryEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets != EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(insets != EdgeInsets(top: 3, left: 2, bottom: 1, right: 4))
    #expect(Set([insets, insets, .zero]).count == 2)
  }

  @Test func description() {
    #expect(
      EdgeInsets(top: 8, left: 8, bottom: 8, right: 8).description
        == "EdgeInsets(top: 8.0, left: 8.0, bottom: 8.0, right: 8.0)")
    #expect(
      EdgeInsets(top: 1, left: -2.5, bottom: 0.25, right: 4).description
        == "EdgeInsets(top: 1.0, left: -2.5, bottom: 0.25, right: 4.0)")
    #expect(
      EdgeInsets.zero.description == "EdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)")
  }
}
