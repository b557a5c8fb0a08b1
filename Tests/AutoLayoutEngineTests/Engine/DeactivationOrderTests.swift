import AutoLayoutEngine
import AutoLayoutSolver
import Testing

/// `LayoutConstraint.deactivate(_:)` takes the most recently activated constraints out first,
/// like undoing the activations, whatever order the array lists them in: tearing a tree down
/// from its root would otherwise rewrite each subtree once for every ancestor.
@Suite struct DeactivationOrderTests {
  /// The size of the tree the work is counted on: 341 views (five levels), or 85 (four) with
  /// the internal checks, which validate the whole system every call or few (see
  /// `solverChecksInvariants`); the cell counts below are pinned for the 341-view tree.
  static let treeSize = solverChecksInvariants ? 85 : 341
  /// The frame of the tree's last view: the last of four children stacked in the last view of
  /// the level above, each a quarter of its parent's height.
  static let lastFrame =
    solverChecksInvariants
    ? Rect(x: 0, y: 18.75, width: 400, height: 6.25)
    : Rect(x: 0, y: 4.6875, width: 400, height: 1.5625)

  /// A tree of `count` views with up to four children each, every child stacked in its parent
  /// at a quarter of its height; the constraints in activation order (parents first).
  func tree(_ count: Int) -> (
    root: LayoutView, views: [LayoutView], constraints: [LayoutConstraint]
  ) {
    let root = makeRoot(width: 400, height: 400)
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<count {
      let view = LayoutView()
      view.name = "v\(index)"
      view.translatesAutoresizingMaskIntoConstraints = false
      let parent = index == 0 ? root : views[(index - 1) / 4]
      parent.addSubview(view)
      let previous = index == 0 || (index - 1) % 4 == 0 ? nil : views[index - 1]
      constraints += [
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? view.topAnchor.constraint(equalTo: parent.topAnchor),
        index == 0
          ? view.bottomAnchor.constraint(equalTo: parent.bottomAnchor)
          : view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.25),
      ]
      views.append(view)
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, views, constraints)
  }

  /// The cells the solver merges while `deactivate` takes every constraint of a tree out, in
  /// the array order given.
  func cellsMerged(deactivating order: (_ constraints: [LayoutConstraint]) -> [LayoutConstraint])
    -> Int
  {
    let (root, views, constraints) = tree(Self.treeSize)
    let solver = root.rootEngine!.solver
    #expect(views.last?.frame == Self.lastFrame)
    let before = solver.statistics.cellsMerged
    LayoutConstraint.deactivate(order(constraints))
    #expect(constraints.allSatisfy { !$0.isActive })
    return solver.statistics.cellsMerged - before
  }

  @Test func theNewestConstraintsGoFirstWhateverTheArrayOrder() {
    let parentsFirst = cellsMerged { $0 }
    let childrenFirst = cellsMerged { $0.reversed() }
    let shuffled = cellsMerged { constraints in
      var random = UInt64(0x9E37_79B9_7F4A_7C15)
      var result = constraints
      for i in result.indices.reversed() {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        result.swapAt(i, Int((random >> 33) % UInt64(i + 1)))
      }
      return result
    }
    // The same removals in the same order, so the same work, however the array lists them.
    #expect(parentsFirst == childrenFirst)
    #expect(parentsFirst == shuffled)
    // Taken out in the array's order (parents first, as before), the tree merged 16,612 cells;
    // newest first it merges 11,604.
    if !solverChecksInvariants {
      #expect(parentsFirst <= 13_000, "deactivation merged \(parentsFirst) cells")
    }
  }

  /// Removing a subtree from its tree takes the constraints held inside it out of the old
  /// tree's solver newest first too (they stay installed and move with the subtree).
  @Test func aSubtreeLeavesItsTreeNewestFirst() {
    let (root, views, constraints) = tree(Self.treeSize)
    let solver = root.rootEngine!.solver
    let before = solver.statistics.cellsMerged
    views[0].removeFromSuperview()
    let merged = solver.statistics.cellsMerged - before
    #expect(solver.validate() == [])
    // The constraints to the old root were deactivated; the rest moved with the subtree.
    #expect(constraints.filter(\.isActive).count == constraints.count - 4)
    // In subtree order (each view's constraints, parents first, as before) the removal
    // merged 17,294 cells; newest first it merges 13,646.
    if !solverChecksInvariants {
      #expect(merged <= 15_500, "removal merged \(merged) cells")
    }
    // The subtree lays out on its own as before, once its new root holds its frame.
    views[0].translatesAutoresizingMaskIntoConstraints = true
    views[0].frame = Rect(x: 0, y: 0, width: 400, height: 400)
    views[0].layoutIfNeeded()
    #expect(views.last?.frame == Self.lastFrame)
  }

  @Test func aTreeTornDownAndBuiltAgainLaysOutTheSame() {
    let (root, views, constraints) = tree(85)
    let frames = views.map(\.frame)
    LayoutConstraint.deactivate(constraints)
    #expect(root.rootEngine!.solver.validate() == [])
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(views.map(\.frame) == frames)
  }

  /// One call may hold the constraints of several trees, interleaved: each tree's constraints
  /// leave its own solver, and each tree lays out as if its constraints had never been there.
  @Test func constraintsOfTwoTreesInOneCall() {
    let first = tree(21)
    let second = tree(21)
    let fresh = tree(21)
    func pinnedBox(
      in tree: (root: LayoutView, views: [LayoutView], constraints: [LayoutConstraint]),
      width: Double
    )
      -> (LayoutView, [LayoutConstraint])
    {
      let box = LayoutView()
      box.translatesAutoresizingMaskIntoConstraints = false
      tree.views[5].addSubview(box)
      let constraints = [
        box.leadingAnchor.constraint(equalTo: tree.views[5].leadingAnchor, constant: 3),
        box.topAnchor.constraint(equalTo: tree.views[5].topAnchor, constant: 4),
        box.widthAnchor.constraint(equalToConstant: width),
        box.heightAnchor.constraint(equalToConstant: 5),
      ]
      LayoutConstraint.activate(constraints)
      tree.root.layoutIfNeeded()
      return (box, constraints)
    }
    let (firstBox, extraFirst) = pinnedBox(in: first, width: 30)
    let (secondBox, extraSecond) = pinnedBox(in: second, width: 40)
    #expect(firstBox.frame == Rect(x: 3, y: 4, width: 30, height: 5))
    #expect(secondBox.frame == Rect(x: 3, y: 4, width: 40, height: 5))

    // Interleaved: the second tree's, one of the first tree's own, the first tree's.
    LayoutConstraint.deactivate(extraSecond + [first.constraints[3]] + extraFirst)
    #expect((extraFirst + extraSecond + [first.constraints[3]]).allSatisfy { !$0.isActive })
    LayoutConstraint.activate([first.constraints[3]])
    first.root.layoutIfNeeded()
    second.root.layoutIfNeeded()
    #expect(first.views.map(\.frame) == fresh.views.map(\.frame))
    #expect(second.views.map(\.frame) == fresh.views.map(\.frame))
    // Each tree's solver let go of its own: activated again, the boxes follow new constants.
    extraFirst[2].constant = 31
    extraSecond[2].constant = 41
    LayoutConstraint.activate(extraFirst + extraSecond)
    first.root.layoutIfNeeded()
    second.root.layoutIfNeeded()
    #expect(firstBox.frame.width == 31)
    #expect(secondBox.frame.width == 41)
  }
}
