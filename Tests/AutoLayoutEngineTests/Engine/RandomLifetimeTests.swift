import AutoLayoutEngine
import Testing

/// Random trees whose roots are dropped while some of their views are kept, then used: moved
/// into one another, pinned again, removed, given new constants, dropped in turn. Every view
/// is pinned to its superview's top left with a size of its own, so wherever it ends up its
/// frame is known; after every step each kept tree is laid out and every kept view that is
/// pinned must have exactly its frame, with no diagnostic, and every dropped view must be
/// freed once nothing keeps it.
@Suite struct RandomLifetimeTests {
  /// One view's expected placement in its superview.
  struct Placement {
    var pin: (left: LayoutConstraint, top: LayoutConstraint)?
    var size: Size
  }

  final class Scene {
    var kept: [LayoutView] = []
    var placements: [ObjectIdentifier: Placement] = [:]
    var freedWatch: [(String, () -> AnyObject?)] = []
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(state: seed) }

    func value(_ range: Int) -> Double { Double(random.below(range)) }

    /// Pins `view` to its superview's top left at a random offset.
    func pin(_ view: LayoutView) {
      guard let parent = view.superview else { return }
      let left = view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: value(50))
      let top = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: value(50))
      LayoutConstraint.activate([left, top])
      placements[ObjectIdentifier(view), default: Placement(size: .zero)].pin = (left, top)
    }

    /// A view of a random size, pinned in `parent`.
    func makeView(_ name: String, in parent: LayoutView) -> LayoutView {
      let view = LayoutView()
      view.name = name
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      let size = Size(width: 1 + value(40), height: 1 + value(40))
      LayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: size.width),
        view.heightAnchor.constraint(equalToConstant: size.height),
      ])
      placements[ObjectIdentifier(view)] = Placement(size: size)
      pin(view)
      freedWatch.append((name, { [weak view] in view }))
      return view
    }

    /// Every kept view that is pinned in its superview sits exactly where its pin says.
    func check(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      for view in kept where view.superview == nil { view.layoutIfNeeded() }
      for view in kept where view.superview != nil {
        guard let placement = placements[ObjectIdentifier(view)], let pin = placement.pin,
          pin.left.isActive, pin.top.isActive
        else { continue }
        let expected = Rect(
          x: pin.left.constant, y: pin.top.constant, width: placement.size.width,
          height: placement.size.height)
        #expect(
          view.frame == expected, "\(step): \(view.name!) in \(view.superview!.name!)",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test(arguments: 0..<120)
  func keptViewsOfDroppedTreesKeepWorking(seed: Int) {
    let scene = Scene(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    quietly {
      do {
        let root = makeRoot(width: 500, height: 500, name: "root")
        var all = [root]
        for index in 0..<(6 + scene.random.below(14)) {
          let parent = all[scene.random.below(all.count)]
          all.append(scene.makeView("v\(index)", in: parent))
        }
        root.layoutIfNeeded()
        // Some views are kept, the rest (the root among them) are dropped with the tree.
        for view in all.dropFirst() where scene.random.below(3) == 0 { scene.kept.append(view) }
        scene.freedWatch.append(("root", { [weak root] in root }))
      }
      scene.check("after the root went")
      for step in 0..<30 where !scene.kept.isEmpty {
        let view = scene.kept[scene.random.below(scene.kept.count)]
        switch scene.random.below(6) {
        case 0:
          // Into another kept view (never into its own subtree).
          let target = scene.kept[scene.random.below(scene.kept.count)]
          guard !target.isDescendant(of: view), view.superview !== target else { continue }
          target.addSubview(view)
          scene.pin(view)
        case 1:
          view.removeFromSuperview()
        case 2:
          if let pin = scene.placements[ObjectIdentifier(view)]?.pin, pin.left.isActive {
            pin.left.constant = scene.value(50)
          }
        case 3:
          // A kept view lets go: it lives on while its superview holds it.
          scene.kept.removeAll { $0 === view }
        case 4:
          view.setNeedsLayout()
        default:
          let child = scene.makeView("n\(step)", in: view)
          scene.kept.append(child)
        }
        scene.check("step \(step)")
      }
    }
    // With the kept views let go, nothing holds any view: every one is freed.
    scene.kept = []
    for (name, object) in scene.freedWatch {
      #expect(object() == nil, "\(name) was not freed")
    }
  }
}
