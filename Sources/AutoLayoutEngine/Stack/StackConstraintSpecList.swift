/// The specs of a stack's constraints, in the order a regeneration makes them, cut into
/// ``StackConstraintSection``s.
struct StackConstraintSpecList {
  /// The specs, in order.
  private(set) var specs: [StackConstraintSpec] = []
  /// The end of each section ended so far: the index in ``specs`` past its last spec.
  private(set) var sectionEnds: [Int] = []

  /// An empty list with room for `capacity` specs.
  init(capacity: Int) {
    specs.reserveCapacity(capacity)
    sectionEnds.reserveCapacity(StackConstraintSection.allCases.count)
  }

  /// Appends the spec `first.firstAttribute RELATION multiplier × second.secondAttribute +
  /// constant` at `priority`, naming the items by their (unretained) states.
  @inline(__always)
  mutating func add(
    _ first: Unmanaged<LayoutItemState>, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation, _ second: Unmanaged<LayoutItemState>?,
    _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, _ identifier: StackConstraintSpec.Identifier
  ) {
    specs.append(
      StackConstraintSpec(
        first: first, firstAttribute: firstAttribute, relation: relation,
        secondAttribute: secondAttribute, identifier: identifier, priority: priority,
        second: second, multiplier: multiplier, constant: constant))
  }

  /// Ends `section`, the next one, after the specs added so far.
  mutating func end(_ section: StackConstraintSection) {
    assert(sectionEnds.count == section.rawValue, "stack constraint sections out of order")
    sectionEnds.append(specs.count)
  }
}
