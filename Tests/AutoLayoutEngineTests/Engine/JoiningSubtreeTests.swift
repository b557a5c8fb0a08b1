import AutoLayoutEngine
import Testing

/// A subtree that joins a tree brings the constraints held inside it; they join the tree's
/// engine after the activation that follows the move (which usually places the subtree), or
/// before anything reads the engine: a layout pass, the update-constraints phase, a subtree
/// leaving, an export. Until then they stay active, and changes to them are kept.
@Suite struct JoiningSubtreeTests {
  @Test func aMovedContainerIsPinnedBeforeItsConstraintsJoin() throws {
    let screen = PreferringContainer(count: 40)
    let frames = screen.views.map(\.frame)
    let other = makeRoot(width: 800, height: 800, name: "other")
    screen.container.removeFromSuperview()
    other.addSubview(screen.container)
    // Still active, in no engine yet.
    #expect(screen.inner.allSatisfy { $0.isActive })
    #expect(other.rootEngine == nil)
    LayoutConstraint.activate(screen.pins(in: other, x: 40))
    let engine = try #require(other.rootEngine)
    #expect(screen.inner.allSatisfy { $0.installation?.engine === engine })
    other.layoutIfNeeded()
    #expect(screen.container.frame == Rect(x: 40, y: 20, width: 300, height: 500))
    #expect(screen.views.map(\.frame) == frames)
    // Joining after the pins, the 280 constraints were added to a pinned container: 112
    // pivots touching 486 rows. Added before them, to a loose container whose width each view
    // moved, they took 254 pivots touching 13,307 rows.
    #expect(engine.solver.statistics.rowsTouched < 2_000)
  }

  @Test func aLayoutPassInstallsThemWhenNoActivationFollows() {
    let screen = PreferringContainer(count: 3)
    let other = makeRoot(width: 800, height: 800, name: "other")
    screen.container.removeFromSuperview()
    other.addSubview(screen.container)
    other.layoutIfNeeded()
    let engine = other.rootEngine
    #expect(engine != nil)
    #expect(screen.inner.allSatisfy { $0.installation?.engine === engine })
    // Loose: each view's stronger wish holds, and the inequalities size the container.
    for (index, view) in screen.views.enumerated() {
      #expect(view.frame.midX == 15 + Double(index % 4) * 20)
    }
  }

  @Test func changesMadeWhileWaitingAreKept() {
    let screen = PreferringContainer(count: 4)
    let other = makeRoot(width: 800, height: 800, name: "other")
    screen.container.removeFromSuperview()
    other.addSubview(screen.container)
    // A constant changed, a constraint deactivated and another activated inside the subtree
    // before the tree is used.
    let top = screen.inner[2]
    top.constant = 7
    let dropped = screen.inner[9]  // v1's top
    dropped.isActive = false
    let added = screen.views[1].topAnchor.constraint(
      equalTo: screen.views[0].bottomAnchor, constant: 3)
    added.isActive = true
    LayoutConstraint.activate(screen.pins(in: other, x: 0))
    other.layoutIfNeeded()
    #expect(screen.views[0].frame.minY == 7)
    #expect(screen.views[1].frame.minY == 18)
    #expect(!dropped.isActive && dropped.installation == nil)
    #expect(other.constraintSystemWorkload(named: "w").contains("\"constraints\""))
  }

  @Test func aSubtreeThatLeavesAgainBeforeAnyUseGoesOnToItsNextTree() {
    let screen = PreferringContainer(count: 4)
    let frames = screen.views.map(\.frame)
    let first = makeRoot(width: 800, height: 800, name: "first")
    let second = makeRoot(width: 800, height: 800, name: "second")
    screen.container.removeFromSuperview()
    first.addSubview(screen.container)
    screen.container.removeFromSuperview()
    second.addSubview(screen.container)
    LayoutConstraint.activate(screen.pins(in: second, x: 10))
    second.layoutIfNeeded()
    #expect(screen.views.map(\.frame) == frames)
    #expect(screen.inner.allSatisfy { $0.installation?.engine === second.rootEngine })
    first.layoutIfNeeded()
    #expect(first.subviews.isEmpty)
  }

  @Test func aSubtreeMovedIntoAWaitingOneJoinsWithIt() {
    let screen = PreferringContainer(count: 2)
    let other = makeRoot(width: 800, height: 800, name: "other")
    // A small tree of its own, with a constraint inside, put into the waiting container.
    let card = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let badge = makeChild("badge", in: card)
    let badgeSize = [
      badge.widthAnchor.constraint(equalToConstant: 6),
      badge.heightAnchor.constraint(equalToConstant: 4),
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 2),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 1),
    ]
    LayoutConstraint.activate(badgeSize)
    screen.container.removeFromSuperview()
    other.addSubview(screen.container)
    screen.container.addSubview(card)
    LayoutConstraint.activate(screen.pins(in: other, x: 10))
    other.layoutIfNeeded()
    #expect(badge.frame == Rect(x: 2, y: 1, width: 6, height: 4))
    #expect(badgeSize.allSatisfy { $0.installation?.engine === other.rootEngine })
    #expect(screen.inner.allSatisfy { $0.installation?.engine === other.rootEngine })
  }

  /// When a joining constraint conflicts with the activation that placed the subtree, the one
  /// added last breaks: the subtree's, which joins after the activation.
  @Test func aConflictWithThePinsBreaksTheJoiningConstraint() throws {
    let root = makeRoot(width: 500, height: 500)
    let container = makeChild("container", in: root)
    let child = makeChild("child", in: container)
    let inner = [
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
    ]
    LayoutConstraint.activate(inner)
    let other = makeRoot(width: 500, height: 500, name: "other")
    other.addSubview(container)
    let narrow = container.widthAnchor.constraint(equalToConstant: 50)
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate([
        narrow,
        container.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        container.topAnchor.constraint(equalTo: other.topAnchor),
        container.heightAnchor.constraint(equalToConstant: 20),
      ])
      other.layoutIfNeeded()
    }
    let conflict = try #require(messages.first { $0.kind == .unsatisfiableConstraints })
    #expect(conflict.message.contains("Will attempt to recover by breaking constraint"))
    #expect(container.frame.width == 50)
    #expect(inner.allSatisfy { $0.isActive })
  }
}
