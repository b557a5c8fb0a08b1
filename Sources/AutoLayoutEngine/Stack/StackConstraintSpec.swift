/// A constraint a stack wants, as plain values: what a `UISV-…` ``LayoutConstraint`` would hold.
/// A regeneration makes these for the stack's whole state and creates a constraint only for a
/// spec that no active constraint of the last generation matches.
///
/// A spec names its items by their ``LayoutItemState``s (one per item, as a constraint holds
/// them) and does not retain them: it lives only while the stack regenerates its constraints,
/// when the stack holds every item it names (its arranged views, its guides, itself). A
/// regeneration makes and compares thousands of specs, and reference counts would cost more than
/// the comparisons; without them a spec is plain bits.
struct StackConstraintSpec {
  /// The state of the item on the left side.
  let first: Unmanaged<LayoutItemState>
  /// The attribute of the first item.
  let firstAttribute: LayoutAttribute
  /// How the two sides relate.
  let relation: LayoutRelation
  /// The attribute of the second item (``LayoutAttribute/notAnAttribute`` without one).
  let secondAttribute: LayoutAttribute
  /// The name of the constraint.
  let identifier: Identifier
  /// How strongly the constraint holds.
  let priority: LayoutPriority
  /// The state of the item on the right side, or `nil` for a constant-only size.
  let second: Unmanaged<LayoutItemState>?
  /// The factor applied to the second attribute.
  let multiplier: Double
  /// The number added to the right side: the one field a kept constraint changes in place.
  let constant: Double

  /// The `UISV-…` names of a stack's constraints, as UIKit's.
  enum Identifier: String {
    case canvasConnection = "UISV-canvas-connection"
    case canvasFit = "UISV-canvas-fit"
    case spacing = "UISV-spacing"
    case hiding = "UISV-hiding"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    case distributingEdge = "UISV-distributing-edge"
    case alignment = "UISV-alignment"
    case spanningBoundary = "UISV-spanning-boundary"
    case spanningFit = "UISV-spanning-fit"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
  }

  /// Whether `constraint` is active and is this spec but for its constant, field by field (items
  /// by identity): such a constraint is kept, with its constant changed to ``constant``.
  ///
  /// - Complexity: O(1), without hashing or reference counting.
  @inline(__always)
  func matches(_ constraint: Unmanaged<LayoutConstraint>) -> Bool {
    // Kept alive by the caller's array: read without retaining it or its states.
    constraint._withUnsafeGuaranteedRef { constraint -> Bool in
      guard constraint.firstAttribute == firstAttribute,
        constraint.secondAttribute == secondAttribute, constraint.relation == relation,
        constraint.multiplier == multiplier, constraint.storedPriority == priority
      else { return false }
      let firstState = constraint.firstState.map { Unmanaged.passUnretained($0).toOpaque() }
      let secondState = constraint.secondState.map { Unmanaged.passUnretained($0).toOpaque() }
      guard firstState == first.toOpaque(), secondState == second?.toOpaque() else {
        return false
      }
      return constraint.installation != nil && constraint.identifier == identifier.rawValue
    }
  }

  /// Whether `other` is this spec but for its constant, field by field (items by identity): the
  /// comparison ``matches(_:)-(Unmanaged<LayoutConstraint>)`` makes, for a constraint that is
  /// known to be `other` exactly. It reads two specs side by side in their arrays instead of a
  /// constraint object elsewhere in memory.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func matches(_ other: StackConstraintSpec) -> Bool {
    firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && multiplier == other.multiplier
      && priority == other.priority && first.toOpaque() == other.first.toOpaque()
      && second?.toOpaque() == other.second?.toOpaque() && identifier == other.identifier
  }

  /// A new inactive constraint made by the stack from the spec.
  func makeConstraint() -> LayoutConstraint {
    LayoutConstraint(
      first.takeUnretainedValue().item, firstAttribute, relation,
      second?.takeUnretainedValue().item, secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority, origin: .stack,
      identifier: identifier.rawValue)
  }

  /// What makes two stack constraints the same but for their constant, for hashing the specs
  /// and constraints that the comparison field by field did not pair.
  struct Key: Hashable {
    let first: ObjectIdentifier?
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let priority: Float
    let identifier: String?

    /// The key of a spec.
    init(_ spec: StackConstraintSpec) {
      first = ObjectIdentifier(spec.first.takeUnretainedValue())
      firstAttribute = spec.firstAttribute
      relation = spec.relation
      second = spec.second.map { ObjectIdentifier($0.takeUnretainedValue()) }
      secondAttribute = spec.secondAttribute
      multiplier = spec.multiplier
      priority = spec.priority.rawValue
      identifier = spec.identifier.rawValue
    }

    /// The key of a constraint.
    init(_ constraint: LayoutConstraint) {
      first = constraint.firstState.map { ObjectIdentifier($0) }
      firstAttribute = constraint.firstAttribute
      relation = constraint.relation
      second = constraint.secondState.map { ObjectIdentifier($0) }
      secondAttribute = constraint.secondAttribute
      multiplier = constraint.multiplier
      priority = constraint.storedPriority.rawValue
      identifier = constraint.identifier
    }
  }
}
