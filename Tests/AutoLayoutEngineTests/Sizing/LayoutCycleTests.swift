import AutoLayoutEngine
import Testing

/// The layout cycle's hooks (spec §7): updateConstraints bottom-up before the solve,
/// layoutSubviews top-down after it.
@Suite struct LayoutCycleTests {
  /// Records the calls of the views of a tree in one list.
  final class Journal {
    var entries: [String] = []
  }

  final class RecordingView: LayoutView {
    let journal: Journal
    var onUpdate: (() -> Void)?

    init(_ name: String, _ journal: Journal) {
      self.journal = journal
      super.init(frame: .zero)
      self.name = name
      translatesAutoresizingMaskIntoConstraints = false
    }

    /// A view placed by its frame (it translates its autoresizing mask), made at `frame`.
    init(_ name: String, _ journal: Journal, frame: Rect) {
      self.journal = journal
      super.init(frame: frame)
      self.name = name
    }

    override func updateConstraints() {
      journal.entries.append("update \(name ?? "")")
      onUpdate?()
      super.updateConstraints()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      journal.entries.append("layout \(name ?? "") \(subviews.map(\.frame))")
    }
  }

  func tree() -> (Journal, RecordingView, RecordingView, RecordingView) {
    let journal = Journal()
    let root = RecordingView("root", journal)
    root.translatesAutoresizingMaskIntoConstraints = true
    root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let middle = RecordingView("middle", journal)
    let leaf = RecordingView("leaf", journal)
    root.addSubview(middle)
    middle.addSubview(leaf)
    return (journal, root, middle, leaf)
  }

  /// `middle` placed in `root` at (10, 10), 100 × 50: the frame most of these tests start from.
  func middleBox(_ middle: LayoutView, in root: LayoutView) -> [LayoutConstraint] {
    [
      middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      middle.widthAnchor.constraint(equalToConstant: 100),
      middle.heightAnchor.constraint(equalToConstant: 50),
    ]
  }

  @Test func aViewKnowsWhetherItsLayoutPassDoesNothing() {
    let plain = LayoutView()
    #expect(plain.layoutSubviewsIsNoOp)
    let child = LayoutView()
    plain.addSubview(child)
    #expect(!plain.layoutSubviewsIsNoOp)
    child.removeFromSuperview()
    #expect(plain.layoutSubviewsIsNoOp)
    _ = plain.layoutMarginsGuide
    #expect(!plain.layoutSubviewsIsNoOp)
    #expect(!RecordingView("subclass", Journal()).layoutSubviewsIsNoOp)
  }

  @Test func aViewThatLostItsLastChildBeforeThePassPlacesTheNextOne() {
    quietly {
      let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      let container = LayoutView()
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      func pin(_ view: LayoutView, in parent: LayoutView, at offset: Double) {
        LayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: offset),
          view.topAnchor.constraint(equalTo: parent.topAnchor, constant: offset),
          view.widthAnchor.constraint(equalToConstant: 20),
          view.heightAnchor.constraint(equalToConstant: 20),
        ])
      }
      pin(container, in: root, at: 10)
      let first = LayoutView()
      first.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(first)
      pin(first, in: container, at: 1)
      root.layoutIfNeeded()
      // Moving the child by hand lists it for its parent's next pass; it then leaves.
      first.frame = Rect(x: 7, y: 7, width: 20, height: 20)
      first.removeFromSuperview()
      #expect(container.layoutSubviewsIsNoOp && container.pendingFrameUpdates.isEmpty)
      root.layoutIfNeeded()
      let second = LayoutView()
      second.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(second)
      pin(second, in: container, at: 3)
      root.layoutIfNeeded()
      #expect(second.frame == Rect(x: 3, y: 3, width: 20, height: 20))
      #expect(container.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    }
  }

  @Test func updatesRunFromTheLeavesUpThenLayoutFromTheRootDown() {
    quietly {
      let (journal, root, middle, leaf) = tree()
      // Each view adds its own constraints in updateConstraints, as UIKit recommends.
      middle.onUpdate = {
        LayoutConstraint.activate(middleBox(middle, in: root))
      }
      leaf.onUpdate = {
        LayoutConstraint.activate([
          leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5),
          leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
          leaf.widthAnchor.constraint(equalToConstant: 20),
          leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
      }
      for view in [root, middle, leaf] { view.setNeedsUpdateConstraints() }
      #expect(leaf.needsUpdateConstraints())
      root.layoutIfNeeded()
      #expect(!leaf.needsUpdateConstraints())
      #expect(
        journal.entries == [
          "update leaf", "update middle", "update root",
          "layout root [(10.0, 10.0, 100.0, 50.0)]",
          "layout middle [(5.0, 5.0, 20.0, 20.0)]",
          "layout leaf []",
        ])
    }
  }

  @Test func updateConstraintsIfNeededRunsTheSubtreeOnly() {
    quietly {
      let (journal, root, middle, leaf) = tree()
      root.setNeedsUpdateConstraints()
      leaf.setNeedsUpdateConstraints()
      middle.updateConstraintsIfNeeded()
      #expect(journal.entries == ["update leaf"])
      #expect(root.needsUpdateConstraints())
      root.updateConstraintsIfNeeded()
      #expect(journal.entries == ["update leaf", "update root"])
      root.updateConstraintsIfNeeded()
      #expect(journal.entries.count == 2)
    }
  }

  @Test func aViewThatKeepsAskingIsCutWithADiagnostic() {
    let (_, root, middle, _) = tree()
    var calls = 0
    middle.onUpdate = {
      calls += 1
      middle.setNeedsUpdateConstraints()
    }
    middle.setNeedsUpdateConstraints()
    let messages = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(calls == 100)
    #expect(
      messages.map(\.message) == [
        "Update-constraints loop: views of root kept asking for updateConstraints() during 100 "
          + "rounds; the rest is skipped."
      ])
    #expect(!middle.needsUpdateConstraints())
  }

  @Test func framesAreReadyInLayoutSubviewsOfTheParent() {
    quietly {
      let (journal, root, middle, _) = tree()
      LayoutConstraint.activate([
        middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
        middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        middle.widthAnchor.constraint(equalToConstant: 30),
        middle.heightAnchor.constraint(equalToConstant: 40),
      ])
      root.layoutIfNeeded()
      #expect(journal.entries.first == "layout root [(3.0, 4.0, 30.0, 40.0)]")
      journal.entries.removeAll()
      root.layoutIfNeeded()
      #expect(journal.entries.isEmpty)
    }
  }
  @Test func aLeafThatOnlyMovesIsNotLaidOutAgain() {
    quietly {
      let (journal, root, middle, leaf) = tree()
      let plain = LayoutView()
      plain.translatesAutoresizingMaskIntoConstraints = false
      middle.addSubview(plain)
      let leafX = leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5)
      let plainX = plain.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 50)
      LayoutConstraint.activate(
        middleBox(middle, in: root) + [
          leafX, leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
          leaf.widthAnchor.constraint(equalToConstant: 20),
          leaf.heightAnchor.constraint(equalToConstant: 20),
          plainX, plain.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
          plain.widthAnchor.constraint(equalToConstant: 10),
          plain.heightAnchor.constraint(equalToConstant: 10),
        ])
      root.layoutIfNeeded()
      journal.entries.removeAll()

      // Both leaves move: their superview places them, and neither is laid out itself, as in
      // UIKit, where moving a view changes its centre, not its bounds (spec §7.2). Nothing
      // else moved, so nothing else is laid out.
      leafX.constant = 7
      plainX.constant = 60
      root.layoutIfNeeded()
      #expect(
        journal.entries == ["layout middle [(7.0, 5.0, 20.0, 20.0), (60.0, 5.0, 10.0, 10.0)]"])
      #expect(!plain.needsLayout && !leaf.needsLayout)

      // The plain view, moved without a pass of its own, places a new subview from where it is.
      let child = LayoutView()
      child.translatesAutoresizingMaskIntoConstraints = false
      plain.addSubview(child)
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: plain.leadingAnchor, constant: 1),
        child.topAnchor.constraint(equalTo: plain.topAnchor, constant: 2),
        child.widthAnchor.constraint(equalToConstant: 3),
        child.heightAnchor.constraint(equalToConstant: 4),
      ])
      plainX.constant = 61
      root.layoutIfNeeded()
      #expect(plain.frame == Rect(x: 61, y: 5, width: 10, height: 10))
      #expect(child.frame == Rect(x: 1, y: 2, width: 3, height: 4))
      #expect(!plain.needsLayout)
    }
  }

  /// UIKit's engine solves a constraint change at once and marks the superview of each item it
  /// moves (spec §7.2): `needsLayout` says so before any pass, and the frames wait for it. A
  /// view that nothing moved is not marked, and a change that moves nothing marks no view.
  @Test func aConstraintChangeMarksTheSuperviewOfWhatItMovesBeforeThePass() {
    quietly {
      let (journal, root, middle, leaf) = tree()
      let leafWidth = leaf.widthAnchor.constraint(equalToConstant: 20)
      let leafX = leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5)
      LayoutConstraint.activate(
        middleBox(middle, in: root) + [
          leafX, leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5), leafWidth,
          leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
      root.layoutIfNeeded()
      journal.entries.removeAll()
      #expect(!root.needsLayout && !middle.needsLayout && !leaf.needsLayout)

      leafX.constant = 9
      #expect(middle.needsLayout)
      #expect(!root.needsLayout && !leaf.needsLayout)
      #expect(leaf.frame == Rect(x: 5, y: 5, width: 20, height: 20))
      root.layoutIfNeeded()
      #expect(leaf.frame == Rect(x: 9, y: 5, width: 20, height: 20))
      #expect(journal.entries == ["layout middle [(9.0, 5.0, 20.0, 20.0)]"])

      // A new size marks the view itself too (it lays out its content again).
      leafWidth.constant = 30
      #expect(middle.needsLayout && leaf.needsLayout && !root.needsLayout)
      root.layoutIfNeeded()

      // The same value again moves nothing.
      leafWidth.constant = 30
      #expect(!root.needsLayout && !middle.needsLayout && !leaf.needsLayout)
    }
  }

  /// As in UIKit, adding a view asks for a layout pass of the view itself as well as of its new
  /// superview: a view placed by its frame, which no constraint moves, still lays out its
  /// content once it is in the tree (a leaf here, and a view built with a child before it was
  /// added).
  @Test func anAddedViewIsLaidOutItselfOnTheNextPass() {
    quietly {
      let journal = Journal()
      let root = RecordingView("root", journal)
      root.translatesAutoresizingMaskIntoConstraints = true
      root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
      root.layoutIfNeeded()
      journal.entries.removeAll()

      let leaf = RecordingView("leaf", journal, frame: Rect(x: 10, y: 20, width: 30, height: 40))
      let box = RecordingView("box", journal, frame: Rect(x: 50, y: 50, width: 100, height: 100))
      let inner = RecordingView("inner", journal, frame: Rect(x: 1, y: 2, width: 3, height: 4))
      box.addSubview(inner)
      root.addSubview(leaf)
      root.addSubview(box)
      #expect(leaf.needsLayout && box.needsLayout && inner.needsLayout && root.needsLayout)
      root.layoutIfNeeded()
      #expect(
        journal.entries == [
          "layout root [(10.0, 20.0, 30.0, 40.0), (50.0, 50.0, 100.0, 100.0)]",
          "layout leaf []", "layout box [(1.0, 2.0, 3.0, 4.0)]", "layout inner []",
        ])
      #expect(!leaf.needsLayout && !box.needsLayout && !inner.needsLayout)

      // Nothing asked since: the next pass lays out nothing.
      journal.entries.removeAll()
      root.layoutIfNeeded()
      #expect(journal.entries.isEmpty)
    }
  }

  /// UIKit lays a view out again whenever its bounds change size (its layer's
  /// `needsLayoutOnGeometryChange`), so that a view that places its content by hand follows:
  /// here a leaf that only resizes, and a frame-built view given a new size. A new origin alone
  /// asks for nothing.
  @Test func aViewWhoseSizeChangesIsLaidOutAgain() {
    quietly {
      let (journal, root, middle, leaf) = tree()
      let width = leaf.widthAnchor.constraint(equalToConstant: 20)
      LayoutConstraint.activate(
        middleBox(middle, in: root) + [
          leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5),
          leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
          width, leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
      root.layoutIfNeeded()
      journal.entries.removeAll()

      width.constant = 30
      root.layoutIfNeeded()
      #expect(journal.entries == ["layout middle [(5.0, 5.0, 30.0, 20.0)]", "layout leaf []"])

      let framed = RecordingView("framed", journal)
      framed.translatesAutoresizingMaskIntoConstraints = true
      framed.frame = Rect(x: 0, y: 0, width: 10, height: 10)
      root.addSubview(framed)
      root.layoutIfNeeded()
      journal.entries.removeAll()
      framed.frame = Rect(x: 5, y: 5, width: 10, height: 10)
      #expect(!framed.needsLayout)
      framed.frame = Rect(x: 5, y: 5, width: 40, height: 10)
      #expect(framed.needsLayout)
      root.layoutIfNeeded()
      #expect(journal.entries.last == "layout framed []")
    }
  }

  /// `layoutIfNeeded()` lays out the receiver's subtree, from its highest ancestor that needs
  /// layout when one does (UIKit's layer walks up to it first; spec §7.3), and leaves the rest
  /// of the tree for a pass that reaches it.
  @Test func layoutIfNeededLaysOutTheSubtreeOfTheHighestAncestorThatNeedsIt() {
    quietly {
      let (journal, root, middle, leaf) = tree()
      let other = RecordingView("other", journal)
      root.addSubview(other)
      let leafX = leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5)
      LayoutConstraint.activate(
        middleBox(middle, in: root) + [
          leafX, leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
          leaf.widthAnchor.constraint(equalToConstant: 20),
          leaf.heightAnchor.constraint(equalToConstant: 20),
          other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          other.topAnchor.constraint(equalTo: middle.bottomAnchor),
          other.widthAnchor.constraint(equalToConstant: 10),
          other.heightAnchor.constraint(equalToConstant: 10),
        ])
      root.layoutIfNeeded()
      journal.entries.removeAll()

      // Only a sibling's branch needs layout: the leaf's call reaches nothing.
      other.setNeedsLayout()
      leaf.layoutIfNeeded()
      #expect(journal.entries.isEmpty)
      #expect(other.needsLayout)

      // The leaf moved: its superview must place it, so the leaf's call lays out from there,
      // and the sibling still waits.
      leafX.constant = 8
      leaf.layoutIfNeeded()
      #expect(journal.entries == ["layout middle [(8.0, 5.0, 20.0, 20.0)]"])
      #expect(leaf.frame == Rect(x: 8, y: 5, width: 20, height: 20))
      #expect(other.needsLayout && !middle.needsLayout)

      // The root's call reaches everything left.
      journal.entries.removeAll()
      root.layoutIfNeeded()
      #expect(journal.entries == ["layout other []"])
      #expect(!other.needsLayout)
    }
  }

  @Test func aPlainLeafThatAskedForLayoutNoLongerNeedsIt() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let leaf = LayoutView(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(leaf)
    leaf.setNeedsLayout()
    #expect(leaf.needsLayout)
    root.layoutIfNeeded()
    #expect(!leaf.needsLayout && !root.needsLayout)
    #expect(leaf.frame == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  /// A view whose `layoutSubviews` can run more code after placing its children.
  final class HookedView: LayoutView {
    var afterLayout: ((HookedView) -> Void)?

    override func layoutSubviews() {
      super.layoutSubviews()
      afterLayout?(self)
    }
  }

  @Test func aPassStartedInsideLayoutSubviewsLaysOutAndTheOuterPassGoesOn() {
    let journal = Journal()
    let root = RecordingView("root", journal)
    root.translatesAutoresizingMaskIntoConstraints = true
    root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let container = HookedView()
    container.translatesAutoresizingMaskIntoConstraints = false
    let child = RecordingView("child", journal)
    let sibling = RecordingView("sibling", journal)
    root.addSubview(container)
    root.addSubview(sibling)
    container.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 20)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      width,
      child.heightAnchor.constraint(equalToConstant: 20),
      sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor),
      sibling.topAnchor.constraint(equalTo: root.topAnchor),
      sibling.widthAnchor.constraint(equalToConstant: 7),
      sibling.heightAnchor.constraint(equalToConstant: 7),
    ])
    // The first time the container is laid out, it widens its child and lays itself out again
    // at once (a nested pass on the same tree), as UIKit code does to read settled frames.
    var widened = false
    container.afterLayout = { view in
      guard !widened else { return }
      widened = true
      width.constant = 30
      view.layoutIfNeeded()
      #expect(view.subviews[0].frame == Rect(x: 5, y: 5, width: 30, height: 20))
    }
    root.layoutIfNeeded()
    #expect(widened)
    #expect(child.frame == Rect(x: 5, y: 5, width: 30, height: 20))
    // The sibling follows the child's new edge, placed by the outer pass or a later one.
    #expect(sibling.frame == Rect(x: 45, y: 0, width: 7, height: 7))
    #expect(!root.needsLayout && !container.needsLayout)
    // Another change goes through the passes' reused storage.
    width.constant = 40
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 5, y: 5, width: 40, height: 20))
    #expect(sibling.frame == Rect(x: 55, y: 0, width: 7, height: 7))
  }

  @Test func aViewLaidOutAndRemovedIsNotKeptByTheNextPasses() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    weak var gone: LayoutView?
    do {
      let container = HookedView()
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      LayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        container.widthAnchor.constraint(equalToConstant: 100),
        container.heightAnchor.constraint(equalToConstant: 100),
      ])
      root.layoutIfNeeded()
      gone = container
      container.removeFromSuperview()
    }
    // The storage the pass kept for the next one holds no view.
    #expect(gone == nil)
    root.layoutIfNeeded()
    #expect(gone == nil)
  }
}
