import AutoLayoutEngine
import Testing

/// UIKit's view-tree conveniences: coordinate conversion, subview order, tags, and the
/// superview hooks, in the order UIKit calls them.
@Suite struct ViewHierarchyAPITests {
  /// A root with a card at (20, 30) and a badge at (5, 7) inside the card; a second tree whose
  /// root sits at (100, 200).
  func trees() -> (LayoutView, LayoutView, LayoutView, LayoutView, LayoutView) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = LayoutView(frame: Rect(x: 20, y: 30, width: 200, height: 100))
    let badge = LayoutView(frame: Rect(x: 5, y: 7, width: 10, height: 10))
    root.addSubview(card)
    card.addSubview(badge)
    let otherRoot = LayoutView(frame: Rect(x: 100, y: 200, width: 300, height: 300))
    let other = LayoutView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    otherRoot.addSubview(other)
    return (root, card, badge, otherRoot, other)
  }

  @Test func convertingPointsAndRects() {
    let (root, card, badge, otherRoot, other) = trees()
    #expect(badge.convert(Point(x: 1, y: 2), to: root) == Point(x: 26, y: 39))
    #expect(badge.convert(Point(x: 1, y: 2), to: nil) == Point(x: 26, y: 39))
    #expect(root.convert(Point(x: 26, y: 39), to: badge) == Point(x: 1, y: 2))
    #expect(badge.convert(Point(x: 1, y: 2), to: card) == Point(x: 6, y: 9))
    #expect(card.convert(Point(x: 1, y: 2), from: badge) == Point(x: 6, y: 9))
    #expect(badge.convert(Point(x: 26, y: 39), from: nil) == Point(x: 1, y: 2))
    #expect(
      badge.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: root)
        == Rect(x: 25, y: 37, width: 10, height: 10))
    #expect(
      root.convert(Rect(x: 25, y: 37, width: 10, height: 10), to: badge)
        == Rect(x: 0, y: 0, width: 10, height: 10))
    // Across trees, through the roots' frames.
    #expect(badge.convert(Point.zero, to: other) == Point(x: 25 - 110, y: 37 - 210))
    #expect(other.convert(Point.zero, to: badge) == Point(x: 110 - 25, y: 210 - 37))
    #expect(otherRoot.convert(Point(x: 1, y: 1), to: otherRoot) == Point(x: 1, y: 1))
  }

  @Test func aScrollViewsOffsetMovesItsContent() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let scroll = ScrollView(frame: Rect(x: 0, y: 50, width: 400, height: 300))
    root.addSubview(scroll)
    let row = LayoutView(frame: Rect(x: 0, y: 500, width: 400, height: 44))
    scroll.addSubview(row)
    scroll.contentOffset = Point(x: 0, y: 480)
    #expect(row.convert(Point.zero, to: root) == Point(x: 0, y: 70))
    #expect(root.convert(Point(x: 0, y: 70), to: row) == Point.zero)
  }

  @Test func convertingUsesTheSolvedFrames() {
    let root = makeRoot(width: 400, height: 400)
    let card = makeChild("card", in: root)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      card.widthAnchor.constraint(equalToConstant: 10),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.convert(Point(x: 5, y: 5), to: nil) == Point(x: 45, y: 65))
  }

  @Test func subviewOrder() {
    let root = LayoutView()
    let (a, b, c) = (LayoutView(), LayoutView(), LayoutView())
    for view in [a, b, c] { root.addSubview(view) }
    root.bringSubviewToFront(a)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    root.sendSubviewToBack(c)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    root.exchangeSubview(at: 0, withSubviewAt: 9)
    root.bringSubviewToFront(LayoutView())
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
  }

  @Test func tags() {
    let (root, card, badge, _, _) = trees()
    #expect(root.tag == 0)
    card.tag = 7
    badge.tag = 7
    #expect(root.viewWithTag(7) === card)
    #expect(badge.viewWithTag(7) === badge)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(3) == nil)
  }

  /// A view that logs its hooks, and pins itself to a new superview in `didMoveToSuperview()`.
  final class Logging: LayoutView {
    var log: [String] = []
    var pinsItself = false

    override func willMove(toSuperview newSuperview: LayoutView?) {
      super.willMove(toSuperview: newSuperview)
      log.append("\(name!) willMove(\(newSuperview?.name ?? "nil"))")
    }
    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      log.append("\(name!) didMove(\(superview?.name ?? "nil"))")
      if pinsItself, let superview {
        translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
          leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 10),
          topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
          widthAnchor.constraint(equalToConstant: 30),
          heightAnchor.constraint(equalToConstant: 30),
        ])
      }
    }
    override func didAddSubview(_ subview: LayoutView) {
      super.didAddSubview(subview)
      log.append("\(name!) didAdd(\(subview.name!))")
    }
    override func willRemoveSubview(_ subview: LayoutView) {
      super.willRemoveSubview(subview)
      log.append("\(name!) willRemove(\(subview.name!))")
    }
  }

  func logging(_ name: String) -> Logging {
    let view = Logging(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.name = name
    return view
  }

  @Test func superviewHooksInUIKitsOrder() {
    let first = logging("first")
    let second = logging("second")
    let child = logging("child")
    first.addSubview(child)
    #expect(child.log == ["child willMove(first)", "child didMove(first)"])
    #expect(first.log == ["first didAdd(child)"])
    child.log = []
    first.log = []
    // A move is one move, to the new superview; the old one is told it loses the view.
    second.addSubview(child)
    #expect(child.log == ["child willMove(second)", "child didMove(second)"])
    #expect(first.log == ["first willRemove(child)"])
    #expect(second.log == ["second didAdd(child)"])
    child.log = []
    second.log = []
    child.removeFromSuperview()
    #expect(child.log == ["child willMove(nil)", "child didMove(nil)"])
    #expect(second.log == ["second willRemove(child)"])
    // Reordering among the same superview's subviews is no move.
    second.addSubview(child)
    child.log = []
    second.insertSubview(child, at: 0)
    #expect(child.log == [])
  }

  @Test func aViewCanPinItselfWhenItMoves() {
    let root = makeRoot(width: 200, height: 200)
    let view = logging("view")
    view.pinsItself = true
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 10, y: 10, width: 30, height: 30))
    // The ones that reach its superview go when it leaves; its own size stays.
    view.removeFromSuperview()
    #expect(view.constraints.map(\.firstAttribute) == [.width, .height])
    #expect(root.constraints.isEmpty)
  }
}
