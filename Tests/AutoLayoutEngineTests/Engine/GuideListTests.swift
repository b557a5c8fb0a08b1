import AutoLayoutEngine
import Testing

/// The engine's list of built-in guides, whose constants follow their owners' insets: views
/// whose guides leave it in any order (a list compacted on the way) leave the others following
/// the safe area, and a view that comes back follows it again.
@Suite struct GuideListTests {
  /// Forty cards side by side at the top of a root whose safe area is inset by 40 at the top,
  /// each with a dot pinned to the top left corner of the card's safe area.
  private struct Strip {
    let root = makeRoot(width: 800, height: 600)
    var cards: [LayoutView] = []
    var dots: [LayoutView] = []
    var placements: [[LayoutConstraint]] = []

    init() {
      root.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
      for index in 0..<40 {
        let card = makeChild("card\(index)", in: root)
        let dot = makeChild("dot\(index)", in: card)
        let placement = [
          card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index * 20)),
          card.topAnchor.constraint(equalTo: root.topAnchor),
          card.widthAnchor.constraint(equalToConstant: 20),
          card.heightAnchor.constraint(equalToConstant: 100),
        ]
        LayoutConstraint.activate(
          placement + [
            dot.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
            dot.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 4),
            dot.heightAnchor.constraint(equalToConstant: 4),
          ])
        cards.append(card)
        dots.append(dot)
        placements.append(placement)
      }
      root.layoutIfNeeded()
    }

    /// How many guides the root's engine lists.
    var listedGuideCount: Int { root.rootEngine?.listedGuideCount ?? 0 }
  }

  @Test func guidesLeavingInAnyOrderLeaveTheOthersFollowingTheSafeArea() {
    let strip = Strip()
    #expect(strip.dots.allSatisfy { $0.frame == Rect(x: 0, y: 40, width: 4, height: 4) })
    let listed = strip.listedGuideCount
    #expect(listed >= 40)
    // Three of every four cards go, from both ends towards the middle: the list is compacted
    // on the way.
    let leaving = (0..<40).filter { $0 % 4 != 0 }
    var order: [Int] = []
    var (low, high) = (0, leaving.count - 1)
    while low <= high {
      order.append(leaving[low])
      if low != high { order.append(leaving[high]) }
      (low, high) = (low + 1, high - 1)
    }
    for index in order { strip.cards[index].removeFromSuperview() }
    #expect(strip.cards.indices.allSatisfy { (strip.cards[$0].superview != nil) == ($0 % 4 == 0) })
    #expect(strip.listedGuideCount == listed / 4)
    strip.root.safeAreaInsets = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
    strip.root.layoutIfNeeded()
    for (index, dot) in strip.dots.enumerated() {
      let top: Double = index % 4 == 0 ? 50 : 40
      #expect(dot.frame == Rect(x: 0, y: top, width: 4, height: 4), "dot\(index)")
    }
    // A card that comes back follows the safe area again.
    strip.root.addSubview(strip.cards[5])
    LayoutConstraint.activate(strip.placements[5])
    strip.root.safeAreaInsets = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
    strip.root.layoutIfNeeded()
    #expect(strip.cards[5].frame == Rect(x: 100, y: 0, width: 20, height: 100))
    for index in [0, 4, 5, 36] {
      #expect(strip.dots[index].frame == Rect(x: 0, y: 60, width: 4, height: 4), "dot\(index)")
    }
    #expect(strip.dots[6].frame == Rect(x: 0, y: 40, width: 4, height: 4))
  }

  @Test func everyGuideCanLeaveAndTheRootStillLaysOut() {
    let strip = Strip()
    for card in strip.cards.reversed() { card.removeFromSuperview() }
    #expect(strip.listedGuideCount == 0)
    strip.root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    strip.root.layoutIfNeeded()
    #expect(strip.root.subviews.isEmpty)
    #expect(strip.dots.allSatisfy { $0.frame == Rect(x: 0, y: 40, width: 4, height: 4) })
  }
}
