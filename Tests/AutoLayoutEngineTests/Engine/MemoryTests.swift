import AutoLayoutEngine
import Testing

/// Who keeps whom alive: a superview holds its subviews and guides, a view holds the constraints
/// installed on it, and nothing points back up strongly. A tree nobody holds goes away whatever
/// state it was left in; a subview somebody still holds becomes a root, as in UIKit.
@Suite struct MemoryTests {
  /// Weak references to every object of a tree built by `build`.
  final class Watched {
    private var objects: [() -> AnyObject?] = []

    func watch(_ object: AnyObject) {
      objects.append { [weak object] in object }
    }

    /// How many watched objects are still alive.
    var alive: Int { objects.filter { $0() != nil }.count }
    var count: Int { objects.count }
  }

  /// A root with a card pinned in its margins, a label (intrinsic size) in the card's readable
  /// guide, and a badge on its safe area; every object is watched.
  func buildTree(_ watched: Watched, then leave: (LayoutView, LayoutView, TextView) -> Void) {
    let root = makeRoot(width: 320, height: 480)
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let card = makeChild("card", in: root)
    let label = TextView("label", width: 100, height: 20)
    card.addSubview(label)
    let badge = makeChild("badge", in: root)
    let constraints = [
      card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: card.readableContentGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      badge.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      badge.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
    ]
    LayoutConstraint.activate(constraints)
    for object: AnyObject in [root, card, label, badge] + constraints {
      watched.watch(object)
    }
    for view in [root, card] {
      watched.watch(view.layoutMarginsGuide)
      watched.watch(view.safeAreaLayoutGuide)
      watched.watch(view.readableContentGuide)
    }
    leave(root, card, label)
  }

  @Test func aLaidOutTreeGoesAway() {
    let watched = Watched()
    buildTree(watched) { root, _, _ in root.layoutIfNeeded() }
    #expect(watched.count == 20)
    #expect(watched.alive == 0)
  }

  @Test func aTreeWaitingForALayoutPassGoesAway() {
    let watched = Watched()
    buildTree(watched) { root, card, _ in
      root.layoutIfNeeded()
      card.setNeedsLayout()
      root.setNeedsLayout()
      #expect(root.needsLayout)
    }
    #expect(watched.alive == 0)
  }

  @Test func aTreeNeverLaidOutGoesAway() {
    let watched = Watched()
    buildTree(watched) { _, _, _ in }
    #expect(watched.alive == 0)
  }

  @Test func aTreeWithPendingUpdatesGoesAway() {
    let watched = Watched()
    buildTree(watched) { root, card, label in
      root.layoutIfNeeded()
      label.contentSize = Size(width: 140, height: 30)  // invalidates the intrinsic size
      card.setNeedsUpdateConstraints()
      root.setNeedsUpdateConstraints()
    }
    #expect(watched.alive == 0)
  }

  @Test func aRemovedSubtreeGoesAwayWhileTheRootStays() {
    let root = makeRoot(width: 320, height: 480)
    weak var weakCard: LayoutView?
    weak var weakLabel: LayoutView?
    do {
      let card = makeChild("card", in: root)
      let label = TextView("label", width: 100, height: 20)
      card.addSubview(label)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        label.topAnchor.constraint(equalTo: card.topAnchor),
      ])
      root.layoutIfNeeded()
      label.contentSize = Size(width: 50, height: 10)
      card.setNeedsLayout()
      card.removeFromSuperview()
      weakCard = card
      weakLabel = label
    }
    #expect(weakCard == nil)
    #expect(weakLabel == nil)
    root.layoutIfNeeded()
    #expect(root.subviews.isEmpty)
    #expect(root.constraints.isEmpty)
  }

  @Test func aSubviewHeldElsewhereOutlivesItsRootAndKeepsItsConstraints() {
    let card: LayoutView
    let label: TextView
    weak var weakRoot: LayoutView?
    weak var crossing: LayoutConstraint?
    do {
      let root = makeRoot(width: 320, height: 480)
      card = makeChild("card", in: root)
      label = TextView("label", width: 100, height: 20)
      card.addSubview(label)
      let pin = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
      LayoutConstraint.activate([
        pin,
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
      ])
      root.layoutIfNeeded()
      #expect(card.frame == Rect(x: 10, y: 10, width: 116, height: 28))
      weakRoot = root
      crossing = pin
    }
    #expect(weakRoot == nil)
    #expect(crossing == nil)  // the root held it
    #expect(card.superview == nil)
    #expect(card.constraints.count == 4)
    let allActive = card.constraints.allSatisfy { $0.isActive }
    #expect(allActive)
    // The card is a root now: its own constraints size it around the label.
    #expect(
      card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        == Size(width: 116, height: 28))
    label.contentSize = Size(width: 60, height: 10)
    card.layoutIfNeeded()
    #expect(label.frame == Rect(x: 8, y: 4, width: 60, height: 10))
    #expect(card.frame.size == Size(width: 76, height: 18))
  }

  @Test func aGrandchildHeldElsewhereOutlivesTheViewsAboveIt() {
    let inner: LayoutView
    let leaf: LayoutView
    weak var weakMiddle: LayoutView?
    do {
      let root = makeRoot(width: 320, height: 480)
      let middle = makeChild("middle", in: root)
      inner = makeChild("inner", in: middle)
      leaf = makeChild("leaf", in: inner)
      LayoutConstraint.activate([
        middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5),
        leaf.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 3),
        leaf.widthAnchor.constraint(equalToConstant: 40),
        inner.widthAnchor.constraint(equalTo: leaf.widthAnchor, constant: 6),
      ])
      root.layoutIfNeeded()
      weakMiddle = middle
    }
    #expect(weakMiddle == nil)
    #expect(inner.superview == nil)
    inner.layoutIfNeeded()
    #expect(inner.frame.width == 46)
    #expect(leaf.frame.minX == 3)
    #expect(leaf.frame.width == 40)
  }

  @Test func aScrollViewsGuidesGoWithIt() {
    weak var weakScroll: ScrollView?
    weak var weakContent: LayoutGuide?
    weak var weakFrame: LayoutGuide?
    do {
      let root = makeRoot(width: 320, height: 480)
      let scroll = ScrollView()
      scroll.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(scroll)
      let row = makeChild("row", in: scroll)
      LayoutConstraint.activate([
        scroll.widthAnchor.constraint(equalTo: root.widthAnchor),
        scroll.heightAnchor.constraint(equalTo: root.heightAnchor),
        row.topAnchor.constraint(equalTo: scroll.topAnchor),
        row.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        row.heightAnchor.constraint(equalToConstant: 900),
        row.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      ])
      root.layoutIfNeeded()
      #expect(scroll.contentSize.height == 900)
      weakScroll = scroll
      weakContent = scroll.contentLayoutGuide
      weakFrame = scroll.frameLayoutGuide
    }
    #expect(weakScroll == nil)
    #expect(weakContent == nil)
    #expect(weakFrame == nil)
  }
}
