import AutoLayoutEngine
import Testing

/// A subtree removed from its superview (spec §6.2): the constraints that reach outside it are
/// deactivated, those inside it stay active, and the subtree takes them into an engine of its
/// own when its tree is next used, as UIKit's views out of a window do, not at the removal.
@Suite struct RemovedSubtreeTests {
  /// A card of three views in a 300 × 200 root: the card is placed in the root (``outer``, held
  /// by the root, with the label's bound) and sized by its own constraints, the badge is pinned
  /// to the card's top left corner, the label below the badge (``inner``, held inside the card).
  private struct Screen {
    let root = makeRoot(width: 300, height: 200)
    let card: LayoutView
    let badge: LayoutView
    let label: TextView
    let outer: [LayoutConstraint]
    let inner: [LayoutConstraint]
    let badgeWidth: LayoutConstraint
    let labelGap: LayoutConstraint

    init() {
      card = makeChild("card", in: root)
      badge = makeChild("badge", in: card)
      label = TextView("label", width: 80, height: 20)
      card.addSubview(label)
      outer = [
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        label.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
      ]
      badgeWidth = badge.widthAnchor.constraint(equalToConstant: 24)
      labelGap = label.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 4)
      inner = [
        card.widthAnchor.constraint(equalToConstant: 200),
        card.heightAnchor.constraint(equalToConstant: 100),
        badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
        badgeWidth,
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        label.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
        labelGap,
      ]
      LayoutConstraint.activate(outer + inner)
      root.layoutIfNeeded()
    }
  }

  @Test func theRemovedSubtreeKeepsItsFramesAndLaysOutAsARootWhenAsked() {
    let screen = Screen()
    #expect(screen.card.frame == Rect(x: 20, y: 30, width: 200, height: 100))
    screen.card.removeFromSuperview()
    // Those held by the root (the card's place, the label's bound) went; the rest stay.
    #expect(screen.outer.allSatisfy { !$0.isActive })
    #expect(screen.inner.allSatisfy { $0.isActive })
    #expect(screen.card.frame == Rect(x: 20, y: 30, width: 200, height: 100))
    #expect(!screen.root.constraints.contains { $0.isActive })
    screen.card.layoutIfNeeded()
    #expect(screen.card.frame == Rect(x: 20, y: 30, width: 200, height: 100))
    #expect(screen.badge.frame == Rect(x: 8, y: 6, width: 24, height: 24))
    #expect(screen.label.frame == Rect(x: 8, y: 34, width: 80, height: 20))
  }

  @Test func changesMadeBeforeTheTakeoverAreLaidOut() {
    let screen = Screen()
    screen.card.removeFromSuperview()
    screen.badgeWidth.constant = 30
    screen.labelGap.isActive = false
    let wide = screen.label.topAnchor.constraint(equalTo: screen.badge.bottomAnchor, constant: 10)
    wide.isActive = true
    screen.label.contentSize = Size(width: 60, height: 18)
    screen.card.layoutIfNeeded()
    #expect(!screen.labelGap.isActive && wide.isActive)
    #expect(screen.badge.frame == Rect(x: 8, y: 6, width: 30, height: 30))
    #expect(screen.label.frame == Rect(x: 8, y: 46, width: 60, height: 18))
    // The constraint deactivated before the takeover stays out of the new engine.
    screen.badgeWidth.constant = 20
    screen.card.layoutIfNeeded()
    #expect(screen.label.frame == Rect(x: 8, y: 36, width: 60, height: 18))
  }

  @Test func aSubtreeMovedToAnotherTreeIsInstalledThereOnly() {
    let screen = Screen()
    let other = makeRoot(width: 400, height: 300, name: "other")
    screen.card.removeFromSuperview()
    other.addSubview(screen.card)
    #expect(screen.card.superview === other)
    #expect(screen.card.rootEngine == nil)
    LayoutConstraint.activate([
      screen.card.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -10),
      screen.card.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -10),
    ])
    other.layoutIfNeeded()
    #expect(screen.card.frame == Rect(x: 190, y: 190, width: 200, height: 100))
    #expect(screen.badge.frame == Rect(x: 8, y: 6, width: 24, height: 24))
    #expect(screen.label.frame == Rect(x: 8, y: 34, width: 80, height: 20))
    let engine = other.rootEngine
    #expect(engine != nil)
    #expect(screen.inner.allSatisfy { $0.installation?.engine === engine })
    // The old tree lays out without the card.
    screen.root.layoutIfNeeded()
    #expect(screen.root.subviews.isEmpty)
  }

  @Test func aRemovedSubtreeTheAppLetsGoOfIsFreed() {
    var watch = Watch()
    let root: LayoutView
    do {
      let screen = Screen()
      root = screen.root
      watch.watchTree(of: screen.card)
      screen.card.removeFromSuperview()
    }
    #expect(watch.alive == [])
    root.layoutIfNeeded()
    #expect(root.subviews.isEmpty && root.constraints.isEmpty)
  }

  @Test func removingAndAddingBackGivesTheSameFrames() {
    let screen = Screen()
    let frames = [screen.card.frame, screen.badge.frame, screen.label.frame]
    screen.card.removeFromSuperview()
    screen.root.addSubview(screen.card)
    LayoutConstraint.activate(screen.outer)
    screen.root.layoutIfNeeded()
    #expect([screen.card.frame, screen.badge.frame, screen.label.frame] == frames)
    #expect(screen.card.rootEngine == nil && !screen.card.isOrphaned)
  }

  @Test func viewsRemovedBeforeTheFirstLayoutLeaveTheirPlacesToNewOnes() {
    let root = makeRoot(width: 300, height: 200)
    let gone = makeChild("gone", in: root)
    let goneInside = makeChild("goneInside", in: gone)
    let kept = makeChild("kept", in: root)
    func pin(_ view: LayoutView, in parent: LayoutView, x: Double, size: Double) {
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: x / 2),
        view.widthAnchor.constraint(equalToConstant: size),
        view.heightAnchor.constraint(equalToConstant: size),
      ])
    }
    pin(gone, in: root, x: 10, size: 50)
    pin(goneInside, in: gone, x: 4, size: 8)
    pin(kept, in: root, x: 100, size: 40)
    // Out before any layout pass: their entries are free for the views that come next.
    gone.removeFromSuperview()
    let new = makeChild("new", in: root)
    let newInside = makeChild("newInside", in: new)
    pin(new, in: root, x: 200, size: 60)
    pin(newInside, in: new, x: 6, size: 10)
    root.layoutIfNeeded()
    #expect(kept.frame == Rect(x: 100, y: 50, width: 40, height: 40))
    #expect(new.frame == Rect(x: 200, y: 100, width: 60, height: 60))
    #expect(newInside.frame == Rect(x: 6, y: 3, width: 10, height: 10))
    #expect(gone.frame == .zero && goneInside.frame == .zero)
    gone.layoutIfNeeded()
    #expect(goneInside.frame == Rect(x: 4, y: 2, width: 8, height: 8))
  }

  /// Removing a container takes the constraints that pin it to the root and those inside it out
  /// of the root's solver in one batch. Taking the pins out first, as a batch of their own,
  /// left the container loose with its views' preferences and bounds still in the solver, which
  /// optimized the whole loose subtree again (hundreds of pivots here) only to take it out
  /// next.
  @Test func removingAContainerDoesNotOptimizeItsLooseSubtree() throws {
    let root = makeRoot(width: 1_000, height: 1_000)
    let container = makeChild("container", in: root)
    var constraints = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      container.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ]
    for index in 0..<60 {
      let view = makeChild("v\(index)", in: container)
      let low = view.centerXAnchor.constraint(
        equalTo: container.centerXAnchor, constant: Double(index % 5) * 40)
      low.priority = .defaultLow
      let high = view.centerXAnchor.constraint(
        equalTo: container.leadingAnchor, constant: Double(index % 4) * 70)
      high.priority = .defaultHigh
      constraints += [
        view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
        view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: Double(index) * 10),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 8),
        low, high,
      ]
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let frames = container.subviews.map(\.frame)
    let solver = try #require(root.rootEngine?.solver)
    let held = solver.constraintCount
    let rowsTouched = solver.statistics.rowsTouched
    container.removeFromSuperview()
    #expect(solver.constraintCount == held - constraints.count)
    // Taking the 364 constraints out touches 615 rows (one build of the test binary counted
    // 1,082, which no later build repeated; the frames were the same); optimizing the loose
    // subtree first touched 3,084.
    #expect(solver.statistics.rowsTouched - rowsTouched <= 1_500)
    // Back in the root and pinned again, the views are where they were.
    root.addSubview(container)
    LayoutConstraint.activate(Array(constraints[0..<4]))
    root.layoutIfNeeded()
    #expect(container.subviews.map(\.frame) == frames)
  }
}
