import AutoLayoutKit
import Testing

@Suite struct LifecycleTests {
  @Test func activateDeactivateAndReactivate() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.top(10).left(10).size(50)
    #expect(!layout.isActive)
    #expect(layout.connections.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
    layout.activate()
    #expect(layout.isActive)
    #expect(layout.connections.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 10, y: 10, width: 50, height: 50))
    layout.deactivate()
    #expect(!layout.isActive)
    #expect(layout.connections.count == 4)
    #expect(layout.connections.allSatisfy { !$0.isActive })
    layout.activate()
    layout.activate()  // twice is the same as once
    #expect(root.constraints.count == 2 && view.constraints.count == 2)
  }

  @Test func destroyEmptiesViewAndGuideBuilders() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let viewLayout = view.autoLayout.fillParent().activate()
    let guideLayout = guide.autoLayout.fill(in: root).activate()
    viewLayout.destroy()
    guideLayout.destroy()
    #expect(viewLayout.connections.isEmpty && guideLayout.connections.isEmpty)
    #expect(root.constraints.isEmpty)
    viewLayout.activate()
    #expect(root.constraints.isEmpty)
    #expect(viewLayout.isActive)
  }

  @Test func arraysOfBuildersSwitchTogether() {
    let root = makeRoot(300, 300)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let tiny = [a.autoLayout.top().left().size(10), b.autoLayout.top().right().size(10)]
    let compact = [
      a.autoLayout.top().left().right().height(100),
      b.autoLayout.below(a).left().right().bottom(),
    ]
    tiny.activate()
    root.layoutIfNeeded()
    #expect(
      [a.frame, b.frame] == [
        Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 290, y: 0, width: 10, height: 10),
      ])
    tiny.deactivate()
    compact.activate()
    root.layoutIfNeeded()
    #expect(
      [a.frame, b.frame] == [
        Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 0, y: 100, width: 300, height: 200),
      ])
    #expect(tiny.allSatisfy { !$0.isActive } && compact.allSatisfy { $0.isActive })
    compact.deactivate()
    tiny.activate()
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    tiny.destroy()
    compact.destroy()
    #expect(root.constraints.isEmpty && a.constraints.isEmpty && b.constraints.isEmpty)
  }

  @Test func replaceSwapsAnActiveSetInOneGoWithoutDuplicates() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.top().left().width(100).height(100).activate()
    let old = layout.connections
    // The new set contradicts the old one (width 150 vs 100): replacing must never put both in
    // the engine at once, so nothing is reported.
    let messages = LayoutDiagnostics.capture {
      layout.replace { $0.top(5).left(5).width(150).height(50) }
    }
    #expect(messages.isEmpty)
    #expect(old.allSatisfy { !$0.isActive })
    #expect(layout.connections.count == 4 && layout.connections.allSatisfy { $0.isActive })
    #expect(root.constraints.count + view.constraints.count == 4)
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 5, y: 5, width: 150, height: 50))
  }

  /// The seed's habit, `destroy()` then a new chain ending in `activate()`, moved into
  /// `replace`: the new set joins when `replace` ends, after the old one has left, so a set that
  /// contradicts the old one still reports nothing.
  @Test func aChainEndingInActivateInsideReplaceWaitsForTheOldSetToLeave() {
    let root = makeRoot(400, 800)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.top().left().width(10).height(150).activate()
    let old = layout.connections
    let messages = LayoutDiagnostics.capture {
      layout.replace { $0.top().left().width(10).height(300).activate() }
    }
    #expect(messages.isEmpty)
    #expect(old.allSatisfy { !$0.isActive })
    #expect(layout.isActive)
    #expect(layout.connections.count == 4 && layout.connections.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 300))
    // On an inactive builder, `activate()` inside `replace` activates the new set at its end.
    let other = makeView("other", in: root)
    let waiting = other.autoLayout.top().left().size(10)
    let quiet = LayoutDiagnostics.capture {
      waiting.replace { $0.top(5).left(5).size(20).activate() }
    }
    #expect(quiet.isEmpty)
    #expect(waiting.isActive && waiting.connections.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(other.frame == Rect(x: 5, y: 5, width: 20, height: 20))
  }

  @Test func replaceOnAnInactiveBuilderWaitsForActivate() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.top().left().size(10)
    layout.replace { $0.fillParent(20) }
    #expect(equations(layout).count == 4)
    #expect(root.constraints.isEmpty)
    layout.activate()
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 20, y: 20, width: 160, height: 160))
  }

  @Test func constraintHelpers() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    view.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.widthAnchor.constraint(equalToConstant: 30).priority(.defaultHigh),
      view.heightAnchor.constraint(equalToConstant: 40),
    ]
    #expect(constraints[2].priority == .defaultHigh)
    constraints.activate()
    #expect(constraints.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 30, height: 40))
    constraints.deactivate()
    #expect(constraints.allSatisfy { !$0.isActive })
    let single = view.widthAnchor.constraint(equalToConstant: 5).activate()
    #expect(single.isActive)
    single.deactivate()
    #expect(!single.isActive)
  }

  @Test func aBuilderWhoseSourceIsGoneAddsNothingAndNeverCrashes() {
    let root = makeRoot(200, 200)
    var view: LayoutView? = makeView("view", in: root)
    let layout = view!.autoLayout.top()
    // Removed, the view is in no queue of the root's (which would keep it): dropping it frees it
    // at once, without a layout pass of either tree.
    view?.removeFromSuperview()
    view = nil
    #expect(layout.source == nil)
    _ = layout.left().size(10).fill(in: root).above(root)
    #expect(layout.connections.count == 1)
    layout.activate()
    #expect(root.constraints.isEmpty)
    #expect(root.autoLayout.distributeHorizontally([]).isEmpty)
  }

  /// Builders hold their sources without keeping them: a tree built with them and waiting for
  /// its first layout is freed while the builders are kept.
  @Test func keptBuildersKeepNoView() {
    weak var weakRoot: LayoutView?
    weak var weakView: LayoutView?
    weak var weakGuide: LayoutGuide?
    var builders: [AutoLayout<LayoutView>] = []
    do {
      let root = makeRoot(200, 200)
      root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      let view = makeView("view", in: root)
      let other = makeView("other", in: view)
      builders.append(view.autoLayout.fill(inSafeAreaOf: root, margin: 16).activate())
      builders.append(other.autoLayout.top().left().size(10).activate())
      other.setNeedsLayout()
      weakRoot = root
      weakView = other
      weakGuide = root.safeAreaLayoutGuide
    }
    #expect(weakRoot == nil && weakView == nil && weakGuide == nil)
    #expect(builders.allSatisfy { $0.source == nil })
    #expect(builders.allSatisfy { $0.connections.allSatisfy { !$0.isActive } })
  }

  /// A builder can outlive its view: once the view and its tree are gone, the connections read
  /// inactive, as the constraints of a released view are gone with it.
  @Test func connectionsOfAViewThatIsGoneReadInactive() {
    var root: LayoutView? = makeRoot(200, 200)
    var view: LayoutView? = makeView("view", in: root!)
    let layout = view!.autoLayout.top().left().width(5).height(5).activate()
    root!.layoutIfNeeded()
    #expect(layout.connections.allSatisfy { $0.isActive })
    view = nil
    root = nil
    #expect(layout.source == nil)
    #expect(layout.connections.allSatisfy { !$0.isActive })
  }
}
