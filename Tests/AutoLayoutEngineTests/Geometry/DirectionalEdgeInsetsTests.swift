import AutoLayoutEngine
import Testing

@Suite struct DirectionalEdgeInsetsTests {
  @Test func storesEachEdge() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.5)
    #expect(insets.top == 1)
    #expect(insets.leading == 2)
    #expect(insets.bottom == 3)
    #expect(insets.trailing == 4.5)
  }

  @Test func zeroHasNoInsets() {
    #expect(
      DirectionalEdgeInsets.zero
        == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }

  @Test func equalityComparesEveryEdge() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(insets != DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    #expect(Set([insets, insets, .zero]).count == 2)
  }

  @Test func description() {
    #expect(
      DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4).description
        == "DirectionalEdgeInsets(top: 8.0, leading: 16.0, bottom: 8.0, trailing: 4.0)")
    #expect(
      DirectionalEdgeInsets.zero.description
        == "DirectionalEdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)")
  }

  @Test func leftToRightMapsLeadingToLeft() {
    let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      directional.edgeInsets(rightToLeft: false)
        == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func rightToLeftMapsLeadingToRight() {
    let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      directional.edgeInsets(rightToLeft: true)
        == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test func leftToRightTakesLeadingFromLeft() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      DirectionalEdgeInsets(insets, rightToLeft: false)
        == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  @Test func rightToLeftTakesLeadingFromRight() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      DirectionalEdgeInsets(insets, rightToLeft: true)
        == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }

  @Test(arguments: [false, true])
  func conversionsRoundTrip(rightToLeft: Bool) {
    let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let insets = directional.edgeInsets(rightToLeft: rightToLeft)
    #expect(DirectionalEdgeInsets(insets, rightToLeft: rightToLeft) == directional)
  }
}
