import AutoLayoutEngine
import Testing

/// Weak references to the objects of a tree (its views, their guides and item states, every
/// constraint they hold or that the engine made for them, and each root's engine and solver),
/// to check that they go away once the tree is dropped.
struct Watch {
  private final class Reference {
    weak var object: AnyObject?
    let label: String

    init(_ object: AnyObject, _ label: String) {
      self.object = object
      self.label = label
    }
  }

  private var references: [Reference] = []

  /// The labels of the watched objects that are still alive, in the order they were watched.
  var alive: [String] { references.filter { $0.object != nil }.map(\.label) }

  /// How many objects are watched.
  var count: Int { references.count }

  /// Watches one object.
  mutating func watch(_ object: AnyObject, _ label: String) {
    guard !references.contains(where: { $0.object === object }) else { return }
    references.append(Reference(object, label))
  }

  /// Watches constraints under a label of their own.
  mutating func watch(_ constraints: [LayoutConstraint], _ label: String) {
    for (index, constraint) in constraints.enumerated() {
      watch(constraint, "\(label)[\(index)] \(constraint.equationDescription)")
    }
  }

  /// Watches `root`'s whole tree as it is now (see the type's description).
  mutating func watchTree(of root: LayoutView) {
    var stack = [root]
    while let view = stack.popLast() {
      let name = view.itemDescription
      watch(view, name)
      if let engine = view.rootEngine {
        watch(engine, "\(name).rootEngine")
        watch(engine.solver, "\(name).rootEngine.solver")
      }
      watch(item: view, name)
      for guide in view.layoutGuides {
        watch(guide, "\(name): \(guide.itemDescription)")
        watch(item: guide, "\(name): \(guide.itemDescription)")
      }
      watch(view.constraints, "\(name).constraints")
      stack.append(contentsOf: view.subviews)
    }
  }

  private mutating func watch(item: any LayoutItem, _ name: String) {
    let state = item.layoutItemState
    watch(state, "\(name).layoutItemState")
    watch(state.systemConstraints, "\(name).systemConstraints")
    watch(state.referencingConstraints, "\(name).referencingConstraints")
  }
}

/// Runs `build`, which makes objects and watches them, and expects every watched object to be
/// gone once it returns (its local references are released then).
func expectFreed(
  sourceLocation: SourceLocation = #_sourceLocation, _ build: (inout Watch) -> Void
) {
  var watch = Watch()
  build(&watch)
  #expect(watch.count > 0, sourceLocation: sourceLocation)
  #expect(watch.alive == [], sourceLocation: sourceLocation)
}
