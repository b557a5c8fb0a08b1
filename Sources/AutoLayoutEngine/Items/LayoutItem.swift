import AutoLayoutSolver

/// What the engine needs from anything constraints can name: views and layout guides.
package protocol LayoutItem: AnyObject {
  /// The engine's bookkeeping for the item.
  var layoutItemState: LayoutItemState { get }
  /// The view whose rectangle or space the item lives in: the view itself, or a guide's owner.
  var anchorView: LayoutView? { get }
  /// How the item appears in descriptions and logs.
  var itemDescription: String { get }
  /// Whether the item is a ``LayoutGuide``.
  var isLayoutGuide: Bool { get }
  /// The item's index among its engine's entries, -1 outside every engine (see
  /// `LayoutEngine.VariableOwner`).
  var engineIndex: Int32 { get set }
}

/// The four solver variables of an item's rectangle, in its root view's coordinates.
package final class ItemVariables {
  /// The left edge.
  package let minX: Variable
  /// The top edge.
  package let minY: Variable
  /// The width.
  package let width: Variable
  /// The height.
  package let height: Variable

  /// Makes the variables, named `name.minX` and so on, or unnamed when `name` is empty (see
  /// ``LayoutEngine/variableName(of:)``).
  init(_ name: String) {
    if name.isEmpty {
      (minX, minY, width, height) = (Variable(), Variable(), Variable(), Variable())
      return
    }
    minX = Variable(name + ".minX")
    minY = Variable(name + ".minY")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }

  /// The suffixes of the four variables' names, in the order of a variable context's
  /// component.
  static let componentNames = ["minX", "minY", "width", "height"]
}

/// The engine's bookkeeping for one item.
package final class LayoutItemState {
  /// The engine the item takes part in, if any. Unretained: the engine is owned by its root,
  /// and the root clears this for every item of its tree when it goes away (see
  /// `LayoutView.deinit`); an item leaving the engine clears it too.
  package var engine: LayoutEngine? {
    @inline(__always) get { engineReference?.takeUnretainedValue() }
    @inline(__always) set { engineReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The storage of ``engine``, as an unmanaged reference so that ``isEngaged(in:)`` compares
  /// it without a reference count.
  @exclusivity(unchecked) private var engineReference: Unmanaged<LayoutEngine>?
  /// The item this state belongs to, unretained: the item sets it when it is created and
  /// clears it in its `deinit`, so it is `nil` exactly when the item is gone.
  ///
  /// Constraints, anchors and installations reach their items through this object (which they
  /// retain) instead of holding weak references to the items: a weak reference would give every
  /// view a side table and slow down each of its reference counts.
  @exclusivity(unchecked) package unowned(unsafe) var item: (any LayoutItem)?
  /// The item's variables, created the first time the item takes part in a layout.
  @exclusivity(unchecked) package var variables: ItemVariables?
  /// Active constraints that name the item.
  @exclusivity(unchecked) package var referencingConstraints: [LayoutConstraint] = []
  /// How many of ``referencingConstraints`` name the item by a baseline: a view whose text
  /// changes re-reads only those, and most items (a screen's root above all) have none.
  @exclusivity(unchecked) package var baselineReferenceCount = 0
  /// Whether the item is a view of a subclass, which may override
  /// ``LayoutView/alignmentRectInsets`` (a plain view or a guide has none).
  @exclusivity(unchecked) package var mayHaveAlignmentInsets = false
  /// The solver constraints the engine made for the item (size ≥ 0, autoresizing, guides).
  @exclusivity(unchecked) package var systemConstraints: [LayoutConstraint] = []
  /// The pulls that hold the item where ``LayoutView/exerciseAmbiguityInLayout()`` moved it,
  /// below every valid priority.
  @exclusivity(unchecked) package var exerciseProbes: [Constraint] = []

  package init() {}

  /// Whether the item takes part in `engine`: `self.engine === engine` without retaining
  /// either (the layout pass asks this for every item it measures and places).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func isEngaged(in engine: LayoutEngine) -> Bool {
    engineReference?.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
  }

  /// The item's variables, creating them on first use.
  package func ensureVariables(named name: @autoclosure () -> String) -> ItemVariables {
    if let variables { return variables }
    let made = ItemVariables(name())
    variables = made
    return made
  }

  /// Records an active constraint that names the item.
  package func addReference(_ constraint: LayoutConstraint, asFirst: Bool) {
    if asFirst {
      constraint.firstItemIndex = referencingConstraints.count
    } else {
      constraint.secondItemIndex = referencingConstraints.count
    }
    referencingConstraints.append(constraint)
    if (asFirst ? constraint.firstAttribute : constraint.secondAttribute).isBaseline {
      baselineReferenceCount += 1
    }
  }

  /// Forgets an active constraint that named the item.
  package func removeReference(_ constraint: LayoutConstraint, asFirst: Bool) {
    let index = asFirst ? constraint.firstItemIndex : constraint.secondItemIndex
    guard index >= 0, index < referencingConstraints.count,
      referencingConstraints[index] === constraint
    else { return }
    if (asFirst ? constraint.firstAttribute : constraint.secondAttribute).isBaseline {
      baselineReferenceCount -= 1
    }
    removeReference(at: index)
    if asFirst { constraint.firstItemIndex = -1 } else { constraint.secondItemIndex = -1 }
  }

  /// Removes the entry at `index` of ``referencingConstraints``, moving the last entry into its
  /// place and following it in the moved constraint's index.
  @inline(__always)
  package func removeReference(at index: Int) {
    let lastPosition = referencingConstraints.count - 1
    let last = referencingConstraints.removeLast()
    if index < lastPosition {
      referencingConstraints[index] = last
      // The moved constraint may name this item first, second or both (or, composite, as the
      // end of a distance); fix the right index. Compare states, not items: an item going away
      // is already gone from its state when its `deinit` detaches its constraints, and a stale
      // index would leave a constraint listed here, retaining this state, which retains it back.
      if last.firstItemIndex == lastPosition, last.firstState === self {
        last.firstItemIndex = index
      } else if last.secondItemIndex == lastPosition, last.secondState === self {
        last.secondItemIndex = index
      } else if last.form == .composite {
        unsafeDowncast(last, to: CompositeLayoutConstraint.self)
          .endMoved(from: lastPosition, to: index, in: self)
      }
    }
  }
}
