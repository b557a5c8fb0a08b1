import AutoLayoutEngine
import AutoLayoutSolver
import Testing

/// Sizes are never negative (spec §1.3 rule 6), but the engine keeps each size's implicit
/// `>= 0` out of the solver until the size would go negative: in the solver, a row of views of
/// equal widths and views nested in one another grew quadratically with those bounds (each
/// bound a row as long as the chain of constraints its size depends on).
@Suite struct SizeBoundTests {
  /// `count` views side by side in a root `count × 11 + extra` wide, 1 point apart, all as wide
  /// as the first, the last one's trailing edge on the root's.
  func equalWidthRow(count: Int, rootWidth: Double) -> (LayoutView, [LayoutView]) {
    let root = makeRoot(width: rootWidth, height: 50)
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<count {
      let view = makeChild("v\(index)", in: root)
      constraints += [
        view.leadingAnchor.constraint(
          equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 1),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ]
      if let first = views.first {
        constraints.append(view.widthAnchor.constraint(equalTo: first.widthAnchor))
      }
      views.append(view)
    }
    constraints.append(views.last!.trailingAnchor.constraint(equalTo: root.trailingAnchor))
    LayoutConstraint.activate(constraints)
    return (root, views)
  }

  @Test func aRowOfEqualWidthsStaysSparse() throws {
    let (root, views) = equalWidthRow(count: 300, rootWidth: 300 * 11)
    root.layoutIfNeeded()
    for (index, view) in views.enumerated() {
      #expect(view.frame == Rect(x: 1 + 11 * Double(index), y: 0, width: 10, height: 50))
    }
    let solver = try #require(root.rootEngine).solver
    // With a bound row per width, 250 widths merged 251,497 cells and 1,000 merged 4,005,997.
    #expect(solver.cellCount <= 10 * 300, "\(solver.cellCount) cells")
    #expect(solver.statistics.cellsMerged <= 10 * 300, "\(solver.statistics.cellsMerged) merged")
    root.frame = Rect(x: 0, y: 0, width: 300 * 21, height: 50)
    root.layoutIfNeeded()
    #expect(views[299].frame == Rect(x: 1 + 21 * 299, y: 0, width: 20, height: 50))
    // Too narrow for the gaps: every width is 0 (the bounds join) and the row overflows.
    let messages = LayoutDiagnostics.capture {
      root.frame = Rect(x: 0, y: 0, width: 200, height: 50)
      root.layoutIfNeeded()
    }
    #expect(messages.map(\.kind) == [.unsatisfiableConstraints])
    for view in views { #expect(view.frame.width >= 0) }
  }

  @Test func nestedViewsStaySparse() throws {
    let depth = 200
    let root = makeRoot(width: 1_000, height: 800)
    var views: [LayoutView] = []
    var parent = root
    for level in 0..<depth {
      let child = makeChild("n\(level)", in: parent)
      LayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      views.append(child)
      parent = child
    }
    root.layoutIfNeeded()
    for (level, view) in views.enumerated() {
      let inset = 2 * Double(level + 1)
      #expect(view.frame == Rect(x: 1, y: 1, width: 1_000 - inset, height: 800 - inset))
    }
    let solver = try #require(root.rootEngine).solver
    // With a bound row per size, the 400 sizes held 161,604 cells.
    #expect(solver.cellCount <= 20 * depth, "\(solver.cellCount) cells")
    // Taken out, the chain is a tree of its own whose outer size nothing holds: the innermost
    // view's bound makes room for all of them.
    views[0].removeFromSuperview()
    views[0].layoutIfNeeded()
    let outer = views[0].frame.size
    for (level, view) in views.enumerated().dropFirst() {
      let inset = 2 * Double(level)
      #expect(view.frame.size == Size(width: outer.width - inset, height: outer.height - inset))
    }
    #expect(views[depth - 1].frame.width >= 0)
    #expect(views[depth - 1].frame.height >= 0)
  }

  /// A new constant that needs a negative size breaks the constraint it was set on, in the
  /// setter, even when other constraints of the conflict were activated after it.
  @Test func aConstantThatNeedsANegativeSizeBreaksItsConstraint() throws {
    let root = makeRoot(width: 300, height: 100)
    let s = makeChild("S", in: root)
    let a = makeChild("A", in: s)
    let width = s.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      width, s.leftAnchor.constraint(equalTo: root.leftAnchor),
      s.topAnchor.constraint(equalTo: root.topAnchor),
      s.heightAnchor.constraint(equalToConstant: 10),
    ])
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: s.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 10),
      a.trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 80)
    let messages = LayoutDiagnostics.capture { width.constant = 5 }
    try #require(messages.count == 1)
    #expect(
      normalized(messages[0].message).contains(
        "breaking constraint \n<LayoutConstraint:0x… S.width == 5   (active)>"))
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 0, width: 0, height: 10))
    #expect(s.frame.width == 20)
    // The conflict gone, the width holds again.
    width.constant = 60
    root.layoutIfNeeded()
    #expect(a.frame.width == 40)
    #expect(s.frame.width == 60)
  }

  /// Ten views nested in a 100-point root, each inset 8 points on both sides of its parent,
  /// listed level by level (left, top, right, bottom), outermost first: the seventh would be
  /// 12 points wide.
  func insetChain() -> (LayoutView, [LayoutView], [[LayoutConstraint]]) {
    let root = makeRoot(width: 100, height: 800)
    var views: [LayoutView] = []
    var levels: [[LayoutConstraint]] = []
    var parent = root
    for level in 0..<10 {
      let child = makeChild("n\(level)", in: parent)
      levels.append([
        child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 8),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -8),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      views.append(child)
      parent = child
    }
    return (root, views, levels)
  }

  /// A batch that makes sizes negative breaks the constraint UIKit breaks, adding the batch one
  /// constraint at a time with every size's bound in place: the first that makes a size
  /// negative, and no other. Checked after the batch, the innermost view's bound conflicts with
  /// the whole chain, whose newest link is not that constraint.
  @Test(arguments: ["outermost first", "level by level", "innermost first"])
  func aBatchBreaksTheConstraintThatFirstNeedsANegativeSize(order: String) throws {
    let (root, views, levels) = insetChain()
    let messages = LayoutDiagnostics.capture {
      switch order {
      case "outermost first": LayoutConstraint.activate(levels.flatMap { $0 })
      case "level by level": for level in levels { LayoutConstraint.activate(level) }
      default: LayoutConstraint.activate(levels.reversed().flatMap { $0 })
      }
      root.layoutIfNeeded()
    }
    try #require(messages.count == 1, "\(messages.map(\.message))")
    // Outermost first, n6 is the first too narrow for its insets (100 - 7 × 16 = -12).
    // Innermost first, the chain is closed by n0's right edge last: the inner views need 144
    // points there, and the root gives 84.
    let broken = order == "innermost first" ? 0 : 6
    let parent = broken == 0 ? "root" : "n\(broken - 1)"
    #expect(
      normalized(messages[0].message).contains(
        "breaking constraint \n<LayoutConstraint:0x… n\(broken).right == \(parent).right - 8   "
          + "(active)>"))
    // The broken constraint holds as closely as the views inside let it: each level 16 points
    // wider than the next, the innermost 0 wide.
    for (level, view) in views.enumerated() {
      let width = level < broken ? 100 - 16 * Double(level + 1) : 16 * Double(9 - level)
      #expect(view.frame == Rect(x: 8, y: 1, width: width, height: 798 - 2 * Double(level)))
    }
    #expect(levels.allSatisfy { $0.allSatisfy(\.isActive) })
  }

  /// A batch played again for a size's bound logs each of its conflicts once: one it met
  /// before (a view given two widths) is met again when it is played.
  @Test func aReplayedBatchLogsEachConflictOnce() throws {
    let (root, views, levels) = insetChain()
    let box = makeChild("box", in: root)
    let twoWidths = [
      box.widthAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 20),
    ]
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate(
        [
          box.leftAnchor.constraint(equalTo: root.leftAnchor),
          box.topAnchor.constraint(equalTo: root.topAnchor),
          box.heightAnchor.constraint(equalToConstant: 5),
        ] + twoWidths + levels.flatMap { $0 })
      root.layoutIfNeeded()
    }
    let broken = messages.map {
      normalized($0.message).components(separatedBy: "breaking constraint \n").last ?? ""
    }
    try #require(broken.count == 2, "\(messages.map(\.message))")
    #expect(broken[0].hasPrefix("<LayoutConstraint:0x… box.width == 20   (active)>"))
    #expect(broken[1].hasPrefix("<LayoutConstraint:0x… n6.right == n5.right - 8   (active)>"))
    #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 5))
    #expect(views[6].frame.width == 48)
  }

  /// An optional pull below zero stops at zero, with no log, and the size is not ambiguous: the
  /// ambiguity probes see the bound too.
  @Test func anOptionalPullBelowZeroStopsAtZero() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeChild("A", in: root)
    let pull = a.widthAnchor.constraint(equalToConstant: -30)
    pull.priority = .defaultHigh
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate([
        a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        pull,
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(a.frame == Rect(x: 10, y: 0, width: 0, height: 10))
    #expect(!a.hasAmbiguousLayout)
    pull.constant = 30
    root.layoutIfNeeded()
    #expect(a.frame.width == 30)
  }

  /// Many sizes pulled below zero independently all stop at zero (their bounds join together
  /// once one bound lifts no other size), and the sizes beside them stay where they were.
  @Test func independentNegativeSizesAllStopAtZero() throws {
    let root = makeRoot(width: 1_000, height: 100)
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<200 {
      let view = makeChild("v\(index)", in: root)
      let pull = view.widthAnchor.constraint(equalToConstant: -Double(index + 1))
      pull.priority = .defaultHigh
      constraints += [
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: Double(index)),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10), pull,
      ]
      views.append(view)
    }
    var parent = root
    var nested: [LayoutView] = []
    for level in 0..<20 {
      let child = makeChild("n\(level)", in: parent)
      constraints += [
        child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
        child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 5),
      ]
      nested.append(child)
      parent = child
    }
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    for (index, view) in views.enumerated() {
      #expect(view.frame == Rect(x: Double(index), y: 0, width: 0, height: 10))
    }
    for (level, view) in nested.enumerated() {
      #expect(view.frame == Rect(x: 1, y: 0, width: 1_000 - 2 * Double(level + 1), height: 5))
    }
  }

  /// The fitting size of a view whose subtree needs room sees the bounds of the subtree's
  /// sizes.
  @Test func theFittingSizeLeavesRoomForTheSubtreesSizes() {
    let container = LayoutView()
    let child = makeChild("child", in: container)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
      child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
    ])
    #expect(container.systemLayoutSizeFitting(.zero) == Size(width: 20, height: 8))
  }
}
