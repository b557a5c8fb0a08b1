import AutoLayoutEngine
import Testing

@Suite struct HierarchyTests {
  /// Spec §6.2: removing a view deactivates the constraints that reach outside its subtree and
  /// keeps those inside it; re-adding does not restore the former.
  @Test func removingASubtreeDeactivatesOutsideConstraints() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let card = LayoutView()
    let label = LayoutView()
    for view in [card, label] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(card)
    card.addSubview(label)
    let cardLeft = card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
    let cardTop = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let cardSize = [
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ]
    let inside = [
      label.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 5),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      label.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -10),
      label.heightAnchor.constraint(equalToConstant: 20),
    ]
    let reachingOut = label.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
    LayoutConstraint.activate([cardLeft, cardTop, reachingOut] + cardSize + inside)
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 5, y: 5, width: 90, height: 20))
    #expect(root.constraints.count == 3)
    #expect(card.constraints.count == 5)
    #expect(label.constraints.count == 1)

    card.removeFromSuperview()
    #expect(!cardLeft.isActive)
    #expect(!cardTop.isActive)
    #expect(!reachingOut.isActive)
    #expect(inside.allSatisfy { $0.isActive })
    #expect(cardSize.allSatisfy { $0.isActive })
    #expect(root.constraints.isEmpty)

    // The detached card is a root of its own and keeps laying out its label.
    card.layoutIfNeeded()
    #expect(label.frame == Rect(x: 5, y: 5, width: 90, height: 20))

    // Moved into another tree, the card's own constraints come along.
    let other = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    other.addSubview(card)
    LayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: other.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: other.centerYAnchor),
    ])
    other.layoutIfNeeded()
    #expect(card.frame == Rect(x: 50, y: 75, width: 100, height: 50))
    #expect(label.frame == Rect(x: 5, y: 5, width: 90, height: 20))
    #expect(!cardLeft.isActive)
  }

  /// A view that leaves and one that joins before the next layout pass (the newcomer takes
  /// the leaver's place in the engine's tables): the newcomer gets its own frame, and a view
  /// that comes back is laid out again from its constraints.
  @Test func aViewReplacedBetweenTwoPassesGetsItsOwnFrame() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    func pinned(_ view: LayoutView, x: Double, y: Double, width: Double) {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
    let old = LayoutView()
    let kept = LayoutView()
    pinned(old, x: 10, y: 10, width: 50)
    pinned(kept, x: 100, y: 40, width: 30)
    root.layoutIfNeeded()
    #expect(old.frame == Rect(x: 10, y: 10, width: 50, height: 20))

    old.removeFromSuperview()
    let newcomer = LayoutView()
    pinned(newcomer, x: 10, y: 10, width: 50)  // the same values the old view had
    root.layoutIfNeeded()
    #expect(newcomer.frame == Rect(x: 10, y: 10, width: 50, height: 20))
    #expect(kept.frame == Rect(x: 100, y: 40, width: 30, height: 20))

    // The old view kept its own size constraints (they lie inside its subtree); it needs a
    // place again.
    newcomer.removeFromSuperview()
    root.addSubview(old)
    LayoutConstraint.activate([
      old.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      old.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
    ])
    root.layoutIfNeeded()
    #expect(old.frame == Rect(x: 20, y: 30, width: 50, height: 20))
    #expect(kept.frame == Rect(x: 100, y: 40, width: 30, height: 20))
  }

  /// Spec Appendix D 1-4 through the engine's public API.
  @Test func prioritiesAreStrict() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 500, height: 500))
    let view = LayoutView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let pinned = [
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ]
    LayoutConstraint.activate(pinned)
    // D1: one width == 100 @251 beats three width == 0 @250.
    let wide = view.widthAnchor.constraint(equalToConstant: 100)
    wide.priority = LayoutPriority(251)
    var narrow: [LayoutConstraint] = []
    for _ in 0..<3 {
      let constraint = view.widthAnchor.constraint(equalToConstant: 0)
      constraint.priority = .defaultLow
      narrow.append(constraint)
    }
    LayoutConstraint.activate([wide] + narrow)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    LayoutConstraint.deactivate([wide] + narrow)

    // D3: higher wins, no averaging.
    let loose = view.widthAnchor.constraint(equalToConstant: 120)
    loose.priority = .defaultLow
    let firm = view.widthAnchor.constraint(equalToConstant: 75)
    firm.priority = .defaultHigh
    LayoutConstraint.activate([loose, firm])
    root.layoutIfNeeded()
    #expect(view.frame.width == 75)
    LayoutConstraint.deactivate([loose, firm])

    // D2: a tie at 500 is ambiguous (24...30); raising one to 525 makes it 30.
    let exact = view.widthAnchor.constraint(equalToConstant: 24)
    exact.priority = LayoutPriority(500)
    let least = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
    least.priority = LayoutPriority(500)
    LayoutConstraint.activate([exact, least])
    root.layoutIfNeeded()
    #expect((24...30).contains(view.frame.width))
    least.priority = LayoutPriority(525)
    root.layoutIfNeeded()
    #expect(view.frame.width == 30)
  }

  /// Spec Appendix D 4: `a.w == 2 b.w`, `b.w == 3 a.w` has only the zero solution, silently.
  @Test func zeroSolutionIsNotAnError() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = LayoutView()
    let b = LayoutView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate([
        a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2),
        b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 3),
        a.leftAnchor.constraint(equalTo: root.leftAnchor),
        b.leftAnchor.constraint(equalTo: root.leftAnchor),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        b.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(a.frame.width == 0)
    #expect(b.frame.width == 0)
  }

  /// A location multiplier is measured in the holder's space (spec §1.3 rule 5).
  @Test func locationMultipliersUseTheHolderSpace() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let box = LayoutView()
    let dot = LayoutView()
    for view in [box, dot] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(box)
    box.addSubview(dot)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      box.widthAnchor.constraint(equalToConstant: 200),
      box.heightAnchor.constraint(equalToConstant: 200),
      LayoutConstraint(
        item: dot, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX,
        multiplier: 0.5, constant: 0),
      dot.topAnchor.constraint(equalTo: box.topAnchor),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // In the box's space its centre is 100, so the dot's centre is 50.
    #expect(dot.frame == Rect(x: 45, y: 0, width: 10, height: 10))
  }

  /// Right-to-left: leading/trailing constraints mirror about their holder (spec §9).
  @Test func rightToLeftMirrorsLeadingAndTrailing() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    let first = LayoutView()
    let second = LayoutView()
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      first.widthAnchor.constraint(equalToConstant: 50),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      second.widthAnchor.constraint(equalToConstant: 70),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 10),
      second.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(first.frame.minX == 10)
    #expect(second.frame.minX == 68)
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(first.frame == Rect(x: 240, y: 0, width: 50, height: 10))
    #expect(second.frame == Rect(x: 162, y: 0, width: 70, height: 10))
    root.semanticContentAttribute = .unspecified
    root.userInterfaceLayoutDirection = .rightToLeft
    root.layoutIfNeeded()
    #expect(first.frame.minX == 240)
    root.userInterfaceLayoutDirection = nil
    root.layoutIfNeeded()
    #expect(first.frame.minX == 10)
  }

  /// Spec Appendix D 10: autoresizing with flexible left margin and width.
  @Test func autoresizingFollowsTheSuperview() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let container = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let legacy = LayoutView(frame: Rect(x: 160, y: 10, width: 80, height: 20))
    legacy.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    container.addSubview(legacy)
    let width = container.widthAnchor.constraint(equalToConstant: 320)
    LayoutConstraint.activate([
      container.leftAnchor.constraint(equalTo: root.leftAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 200),
      width,
      // A constraint that names the legacy view brings it into the engine.
      legacy.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(legacy.frame == Rect(x: 160, y: 10, width: 80, height: 20))
    width.constant = 480
    root.layoutIfNeeded()
    #expect(abs(legacy.frame.minX - 266.6666666666667) < 1e-9)
    #expect(abs(legacy.frame.width - 133.33333333333334) < 1e-9)
    #expect(abs((480 - legacy.frame.maxX) - 80) < 1e-9)
  }
}
