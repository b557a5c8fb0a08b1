import AutoLayoutEngine
import Testing

/// A view the app keeps after its superview is gone (Docs/Engine.md, "Ownership"): as in UIKit,
/// its `superview` becomes `nil`, the constraints its old tree held around it go, and it keeps
/// those inside it. It takes them into an engine of its own, with what its views were waiting
/// for, when its tree is next used, not when the superview goes.
@Suite struct KeptSubviewTests {

  /// As in UIKit, a view the app keeps after its root is dropped loses its superview (which is
  /// freed with its engine), keeps the constraints inside it, and lays out by them as a root.
  @Test func aChildKeptAfterItsRootIsDroppedBecomesARoot() throws {
    var watch = Watch()
    var kept: LayoutView?
    var keptLabel: TextView?
    var count = 0
    do {
      let (root, card, label, _) = cardScreen()
      root.layoutIfNeeded()
      label.contentSize = Size(width: 90, height: 20)
      card.setNeedsLayout()
      watch.watch(root, "root")
      if let engine = root.rootEngine {
        watch.watch(engine, "root.rootEngine")
        watch.watch(engine.solver, "root.rootEngine.solver")
      }
      for guide in root.layoutGuides { watch.watch(guide, guide.itemDescription) }
      watch.watch(root.constraints, "root.constraints")
      kept = card
      keptLabel = label
      count = card.constraints.count
    }
    #expect(watch.alive == [])
    var tree = Watch()
    do {
      let card = try #require(kept)
      let label = try #require(keptLabel)
      #expect(card.superview == nil)
      #expect(label.superview === card)
      #expect(card.constraints.allSatisfy { $0.isActive })
      card.layoutIfNeeded()
      #expect(label.frame == Rect(x: 10, y: 8, width: 90, height: 20))
      // Those it held, and again those the engine makes (its guides' edges).
      #expect(card.constraints.count == count)
      label.contentSize = Size(width: 100, height: 30)
      card.layoutIfNeeded()
      #expect(label.frame == Rect(x: 10, y: 8, width: 100, height: 30))
      tree.watchTree(of: card)
    }
    kept = nil
    keptLabel = nil
    #expect(tree.alive == [])
  }

  /// A view kept after both its superview and its root are dropped becomes a root too.
  @Test func aGrandchildKeptAfterItsTreeIsDroppedBecomesARoot() throws {
    var watch = Watch()
    var kept: TextView?
    do {
      let (root, card, label, _) = cardScreen()
      root.layoutIfNeeded()
      watch.watchTree(of: root)
      label.removeFromSuperview()
      card.addSubview(label)
      label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 2).isActive = true
      kept = label
    }
    #expect(watch.alive.allSatisfy { $0.hasPrefix("label") }, "\(watch.alive)")
    do {
      let label = try #require(kept)
      #expect(label.superview == nil)
      label.contentSize = Size(width: LayoutView.noIntrinsicMetric, height: 30)
      label.layoutIfNeeded()
      #expect(label.frame.size == Size(width: 60, height: 30))
    }
    kept = nil
    #expect(watch.alive == [])
  }

  /// A card whose root was dropped, before its tree is used again.
  func orphanedCard() -> (card: LayoutView, label: TextView, spacer: LayoutGuide) {
    let (_, card, label, spacer) = cardScreen()
    return (card, label, spacer)
  }

  /// Nothing is rebuilt when the root goes: a kept view only notes it (its tree may be going
  /// too, the app letting go of its views after the root, as an array of them).
  @Test func nothingIsRebuiltWhenTheRootGoes() {
    var views: [LayoutView] = []
    do {
      let root = makeRoot(width: 200, height: 200)
      var parent = root
      for index in 0..<50 {
        let view = makeChild("view\(index)", in: parent)
        LayoutConstraint.activate([
          view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
          view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
          view.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
          view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
        ])
        views.append(view)
        parent = view
      }
      root.layoutIfNeeded()
    }
    #expect(views[0].superview == nil)
    #expect(views.allSatisfy { $0.rootEngine == nil })
    #expect(views[0].isOrphaned && views.dropFirst().allSatisfy { !$0.isOrphaned })
    var watch = Watch()
    watch.watchTree(of: views[0])
    views = []
    #expect(watch.alive == [])
  }

  /// A kept card added to another tree before it was used brings its constraints along.
  @Test func aKeptViewJoinsAnotherTreeWithItsConstraints() {
    quietly {
      let (card, label, spacer) = orphanedCard()
      let other = makeRoot(width: 400, height: 300, name: "other")
      other.addSubview(card)
      #expect(!card.isOrphaned)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: other.topAnchor, constant: 30),
        card.widthAnchor.constraint(equalToConstant: 200),
      ])
      other.layoutIfNeeded()
      #expect(card.frame == Rect(x: 20, y: 30, width: 200, height: 100))
      #expect(spacer.layoutFrame == Rect(x: 0, y: 0, width: 10, height: 100))
      #expect(label.frame == Rect(x: 10, y: 8, width: 80, height: 20))
    }
  }

  /// Activating a constraint in a kept view's tree takes its constraints into its engine first.
  @Test func anActivationInAKeptViewsTreeFindsItsConstraints() {
    quietly {
      let (card, label, _) = orphanedCard()
      label.widthAnchor.constraint(equalToConstant: 50).isActive = true
      #expect(!card.isOrphaned)
      card.layoutIfNeeded()
      #expect(label.frame == Rect(x: 10, y: 8, width: 50, height: 20))
    }
  }

  /// A view joining a kept view's tree before it is used again brings its own constraints, and
  /// each constraint is in the engine once (a second copy would conflict below).
  @Test func aViewJoiningAKeptViewsTree() {
    quietly {
      let (card, _, _) = orphanedCard()
      let box = LayoutView()
      box.name = "box"
      box.translatesAutoresizingMaskIntoConstraints = false
      let width = box.widthAnchor.constraint(equalToConstant: 30)
      LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
      card.addSubview(box)
      #expect(!card.isOrphaned)
      LayoutConstraint.activate([
        box.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        box.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        card.widthAnchor.constraint(equalToConstant: 200),
      ])
      card.layoutIfNeeded()
      #expect(box.frame == Rect(x: 170, y: 90, width: 30, height: 10))
      width.isActive = false
      box.widthAnchor.constraint(equalToConstant: 60).isActive = true
      card.layoutIfNeeded()
      #expect(box.frame == Rect(x: 140, y: 90, width: 60, height: 10))
    }
  }

  /// A kept view's constraints can be deactivated before its tree is used again: they leave
  /// its lists, and do not come back.
  @Test func aKeptViewsConstraintDeactivatedBeforeItsTreeIsUsed() {
    quietly {
      let (card, label, spacer) = orphanedCard()
      let leading = card.constraints.first { $0.secondItem === spacer && $0.firstItem === label }
      #expect(leading?.isActive == true)
      leading?.isActive = false
      #expect(leading?.isActive == false)
      #expect(!card.constraints.contains { $0 === leading })
      LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: card.leadingAnchor)])
      card.layoutIfNeeded()
      #expect(label.frame == Rect(x: 0, y: 8, width: 80, height: 20))
      #expect(!card.constraints.contains { $0 === leading })
    }
  }

  /// A view leaving a kept view's tree before it is used again takes the constraints that reach
  /// out of it along, as in any tree.
  @Test func aViewLeavingAKeptViewsTree() {
    quietly {
      let (card, label, _) = orphanedCard()
      label.removeFromSuperview()
      #expect(!card.isOrphaned)
      #expect(!card.constraints.contains { $0.firstItem === label || $0.secondItem === label })
      card.addSubview(label)
      LayoutConstraint.activate([
        label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        label.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      ])
      card.frame = Rect(x: 0, y: 0, width: 200, height: 100)
      card.translatesAutoresizingMaskIntoConstraints = true
      card.layoutIfNeeded()
      #expect(label.frame == Rect(x: 120, y: 80, width: 80, height: 20))
    }
  }
}
