import AutoLayoutEngine
import Testing

/// Random sessions of hierarchy and constraint changes on one live tree, laid out after every
/// few steps, against a tree built afresh from the same description: the engine's incremental
/// bookkeeping (which items moved, their solved values, indices reused by new items, variables
/// that left the solver) must give exactly the frames a fresh layout gives.
@Suite struct IncrementalLayoutTests {
  /// How a view is pinned inside its superview on one axis: two required constraints that
  /// fix its position and (never negative) length whatever else holds.
  enum Pin: CaseIterable {
    case startAndLength, endAndLength, centerAndLength
  }

  /// One view of the description: its superview (an index, -1 for the root) and its pins.
  struct ViewSpec {
    var parent: Int
    var horizontal: Pin
    var vertical: Pin
    /// The horizontal offset and width, then the vertical offset and height.
    var constants: [Double]
  }

  /// Makes the two constraints of one axis of `view` in `parent` (with UIKit's item/attribute
  /// initializer, which reads the same for both axes).
  static func constraints(
    _ view: LayoutView, in parent: LayoutView, _ pin: Pin, horizontal: Bool, _ c: [Double]
  ) -> [LayoutConstraint] {
    let (offset, length) = horizontal ? (c[0], c[1]) : (c[2], c[3])
    let (start, end, center, size):
      (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
        horizontal ? (.left, .right, .centerX, .width) : (.top, .bottom, .centerY, .height)
    func edge(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
      LayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: parent,
        attribute: attribute, multiplier: 1, constant: constant)
    }
    let lengthConstraint = LayoutConstraint(
      item: view, attribute: size, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: length)
    switch pin {
    case .startAndLength: return [edge(start, offset), lengthConstraint]
    case .endAndLength: return [edge(end, -offset), lengthConstraint]
    case .centerAndLength: return [edge(center, offset), lengthConstraint]
    }
  }

  /// The live tree: the views of the description (nil once removed for good) and each view's
  /// active pins.
  final class LiveTree {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
    var views: [LayoutView?] = []
    var pins: [[LayoutConstraint]] = []

    func pin(_ index: Int, _ spec: ViewSpec) {
      let view = views[index]!
      let parent = spec.parent < 0 ? root : views[spec.parent]!
      let made =
        IncrementalLayoutTests.constraints(
          view, in: parent, spec.horizontal, horizontal: true, spec.constants)
        + IncrementalLayoutTests.constraints(
          view, in: parent, spec.vertical, horizontal: false, spec.constants)
      LayoutConstraint.activate(made)
      pins[index] = made
    }
  }

  /// Builds the described tree afresh and lays it out; returns the frame of each live view.
  static func freshFrames(_ specs: [ViewSpec?]) -> [Rect?] {
    let tree = LiveTree()
    tree.views = specs.map { $0 == nil ? nil : LayoutView() }
    tree.pins = Array(repeating: [], count: specs.count)
    // Parents first: walk down from the root.
    func build(under parent: Int) {
      for (index, spec) in specs.enumerated() where spec?.parent == parent {
        let view = tree.views[index]!
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent < 0 ? tree.root : tree.views[parent]!).addSubview(view)
        tree.pin(index, spec!)
        build(under: index)
      }
    }
    build(under: -1)
    tree.root.layoutIfNeeded()
    return tree.views.map { $0?.frame }
  }

  /// Whether view `index` lies in the subtree of view `ancestor` (or is it).
  static func isInSubtree(_ index: Int, of ancestor: Int, _ specs: [ViewSpec?]) -> Bool {
    var current = index
    while current >= 0 {
      if current == ancestor { return true }
      current = specs[current]?.parent ?? -1
    }
    return false
  }

  static func runSession(seed: UInt64) -> String? {
    var random = SeededGenerator(state: seed)
    func constants() -> [Double] {
      (0..<4).map { _ in Double(random.below(60)) }
    }
    func newSpec(parent: Int) -> ViewSpec {
      ViewSpec(
        parent: parent, horizontal: Pin.allCases[random.below(3)],
        vertical: Pin.allCases[random.below(3)], constants: constants())
    }
    let live = LiveTree()
    var specs: [ViewSpec?] = []
    func addView(parent: Int) {
      let view = LayoutView()
      view.translatesAutoresizingMaskIntoConstraints = false
      (parent < 0 ? live.root : live.views[parent]!).addSubview(view)
      live.views.append(view)
      live.pins.append([])
      let spec = newSpec(parent: parent)
      specs.append(spec)
      live.pin(specs.count - 1, spec)
    }
    for _ in 0..<6 { addView(parent: specs.isEmpty ? -1 : random.below(specs.count + 1) - 1) }
    live.root.layoutIfNeeded()
    for step in 0..<60 {
      let alive = specs.indices.filter { specs[$0] != nil }
      switch random.below(6) {
      case 0:  // a new view anywhere
        addView(
          parent: alive.isEmpty
            ? -1 : (random.below(2) == 0 ? -1 : alive[random.below(alive.count)]))
      case 1 where !alive.isEmpty:  // a new constant for one pin
        let index = alive[random.below(alive.count)]
        let k = random.below(4)
        specs[index]!.constants[k] = Double(random.below(60))
        let constraint = live.pins[index][k]
        // The pins are [h offset, width, v offset, height]; an end offset is negated.
        let negated =
          (k == 0 && specs[index]!.horizontal == .endAndLength)
          || (k == 2 && specs[index]!.vertical == .endAndLength)
        constraint.constant = negated ? -specs[index]!.constants[k] : specs[index]!.constants[k]
      case 2 where !alive.isEmpty:  // another way of pinning one view
        let index = alive[random.below(alive.count)]
        LayoutConstraint.deactivate(live.pins[index])
        let parent = specs[index]!.parent
        specs[index] = newSpec(parent: parent)
        live.pin(index, specs[index]!)
      case 3 where !alive.isEmpty:  // a subtree moves under another view (or the root)
        let index = alive[random.below(alive.count)]
        let targets = [-1] + alive.filter { !isInSubtree($0, of: index, specs) }
        let target = targets[random.below(targets.count)]
        live.views[index]!.removeFromSuperview()
        (target < 0 ? live.root : live.views[target]!).addSubview(live.views[index]!)
        specs[index]!.parent = target
        let spec = newSpec(parent: target)
        specs[index] = spec
        // The offsets reached outside the subtree and left with the move; the lengths (held
        // by the view itself) stay until they are replaced.
        LayoutConstraint.deactivate(live.pins[index])
        live.pin(index, spec)
      case 4 where !alive.isEmpty:  // a subtree leaves for good
        let index = alive[random.below(alive.count)]
        live.views[index]!.removeFromSuperview()
        let leaving = alive.filter { isInSubtree($0, of: index, specs) }
        for other in leaving {
          LayoutConstraint.deactivate(live.pins[other])
          specs[other] = nil
          live.views[other] = nil
        }
      default:
        break
      }
      if random.below(3) == 0 || step == 59 {
        live.root.layoutIfNeeded()
        let expected = freshFrames(specs)
        for index in specs.indices where specs[index] != nil {
          let frame = live.views[index]!.frame
          let wanted = expected[index]!
          let close = [
            (frame.minX, wanted.minX), (frame.minY, wanted.minY),
            (frame.width, wanted.width), (frame.height, wanted.height),
          ].allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
          if !close {
            return "seed \(seed), step \(step): view \(index) is at \(frame), a fresh layout "
              + "puts it at \(expected[index]!)"
          }
        }
      }
    }
    return nil
  }

  @Test func incrementalLayoutsMatchFreshOnes() {
    var failures: [String] = []
    // A quarter of the seeds where every solver call is checked (see `solverChecksInvariants`).
    for seed in UInt64(1)...(solverChecksInvariants ? 40 : 150) {
      if let failure = Self.runSession(seed: seed) { failures.append(failure) }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
  }
}
