/// A constraint with a distance made by `anchorWithOffset(to:)` on either side, as UIKit's
/// constraints between composite anchors:
///
///     (firstEnd − first)  RELATION  multiplier × (secondEnd − second) + constant
///
/// where a side that is an ordinary width or height has no end, and the right side may be
/// missing (a distance against a constant). That is up to four terms, where every other
/// constraint has two.
///
/// The inherited ``LayoutConstraint/firstItem`` and ``LayoutConstraint/firstAttribute`` are
/// where the first side's distance starts (the anchor `anchorWithOffset(to:)` was called on), and
/// ``LayoutConstraint/secondItem`` and ``LayoutConstraint/secondAttribute`` where the second's
/// does (or its width or height); the ends are the engine's own. The constraint is installed on
/// the closest common ancestor of all its items, and deactivated when any of them leaves it.
package final class CompositeLayoutConstraint: LayoutConstraint {
  /// Where the first side's distance ends; `nil` when the first side is a width or height.
  package let firstEnd: AnchorEnd?
  /// Where the second side's distance ends; `nil` when the second side is a width or height,
  /// or missing.
  package let secondEnd: AnchorEnd?
  /// The constraint's positions in its ends' items' lists (for O(1) removal), as
  /// ``LayoutConstraint/firstItemIndex`` for the first item.
  @exclusivity(unchecked) package var firstEndIndex = -1
  @exclusivity(unchecked) package var secondEndIndex = -1

  private init(
    _ first: LayoutDimension, _ relation: LayoutRelation, _ second: LayoutDimension?,
    multiplier: Double, constant: Double
  ) {
    self.firstEnd = first.offsetEnd
    self.secondEnd = second?.offsetEnd
    var items = [first.item]
    if let end = first.offsetEnd { items.append(end.item) }
    if let second { items.append(second.item) }
    if let end = second?.offsetEnd { items.append(end.item) }
    let attributes = [
      first.attribute, first.offsetEnd?.attribute, second?.attribute,
      second?.offsetEnd?.attribute,
    ].compactMap { $0 }
    let problem = Self.problem(
      items: items, attributes: attributes, multiplier: multiplier, constant: constant)
    super.init(
      first.item, first.attribute, relation, second?.item, second?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant, problem: problem, form: .composite)
  }

  /// `first RELATION multiplier × second + constant` (`first RELATION constant` without a
  /// second), inactive; either side is a distance.
  package static func make(
    _ first: LayoutDimension, _ relation: LayoutRelation, _ second: LayoutDimension?,
    multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    CompositeLayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant)
  }

  /// Why the terms cannot be related, or `nil` when they can: finite numbers, every item still
  /// there, no guide's baseline, and leading/trailing never mixed with left/right (spec §1.3),
  /// since the whole constraint is mirrored in a right-to-left layout or none of it is.
  private static func problem(
    items: [(any LayoutItem)?], attributes: [LayoutAttribute], multiplier: Double,
    constant: Double
  ) -> String? {
    guard multiplier.isFinite, constant.isFinite else {
      return "The multiplier and the constant must be finite numbers."
    }
    guard items.allSatisfy({ $0 != nil }) else {
      return "An anchor's view or layout guide no longer exists."
    }
    for (item, attribute) in zip(items, attributes) where item?.isLayoutGuide == true {
      if attribute.isBaseline { return "A layout guide has no \(attribute) attribute." }
    }
    let families = attributes.map(\.family)
    if families.contains(.leftRight), families.contains(.leadingTrailing) {
      return
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    return nil
  }

  // MARK: Terms

  /// One term of the constraint's left side minus its right side: `coefficient ×
  /// item.attribute`.
  package struct Term {
    /// The item's state.
    package let state: LayoutItemState
    /// The attribute.
    package let attribute: LayoutAttribute
    /// The factor.
    package let coefficient: Double
  }

  /// The terms of `left − multiplier × right`: the constraint is `Σ terms RELATION constant`.
  package var terms: [Term] {
    var terms: [Term] = []
    if let firstState {
      terms.append(
        Term(state: firstState, attribute: firstAttribute, coefficient: firstEnd == nil ? 1 : -1))
    }
    if let firstEnd {
      terms.append(Term(state: firstEnd.state, attribute: firstEnd.attribute, coefficient: 1))
    }
    if let secondState, secondAttribute != .notAnAttribute {
      terms.append(
        Term(
          state: secondState, attribute: secondAttribute,
          coefficient: secondEnd == nil ? -multiplier : multiplier))
    }
    if let secondEnd {
      terms.append(
        Term(state: secondEnd.state, attribute: secondEnd.attribute, coefficient: -multiplier))
    }
    return terms
  }

  /// Every item the constraint names: the first, the second, then the ends.
  package override var namedItems: [(any LayoutItem)?] {
    var items = [first]
    if secondState != nil { items.append(second) }
    if let firstEnd { items.append(firstEnd.item) }
    if let secondEnd { items.append(secondEnd.item) }
    return items
  }

  // MARK: References

  /// Records the constraint in its ends' items' lists (the first and second items record it
  /// as every constraint's).
  package func addEndReferences() {
    if let firstEnd { firstEnd.state.addReference(self, end: 0) }
    if let secondEnd { secondEnd.state.addReference(self, end: 1) }
  }

  /// Takes the constraint off its ends' items' lists.
  package func removeEndReferences() {
    if let firstEnd { firstEnd.state.removeReference(self, end: 0) }
    if let secondEnd { secondEnd.state.removeReference(self, end: 1) }
  }

  /// Follows the entry of `state`'s list that moved from `old` to `new`, if it is one of the
  /// ends'.
  package func endMoved(from old: Int, to new: Int, in state: LayoutItemState) {
    if firstEndIndex == old, firstEnd?.state === state {
      firstEndIndex = new
    } else if secondEndIndex == old, secondEnd?.state === state {
      secondEndIndex = new
    }
  }

  // MARK: Description

  /// Composite constraints are UIKit's `NSLayoutConstraint`s, and show as ``LayoutConstraint``s.
  package override var typeName: String { "LayoutConstraint" }

  /// The equation, a distance written as the end minus the start:
  /// `(b.leading - a.trailing) == 2*(c.leading - b.trailing) + 8`,
  /// `(b.leading - a.trailing) == 0.5*c.width`, `(b.top - a.bottom) >= 20`.
  public override var equationDescription: String {
    func side(_ state: LayoutItemState?, _ attribute: LayoutAttribute, _ end: AnchorEnd?) -> String
    {
      let start = "\(state?.item?.itemDescription ?? "nil").\(attribute)"
      guard let end else { return start }
      return "(\(end.text) - \(start))"
    }
    let left = side(firstState, firstAttribute, firstEnd)
    guard secondState != nil, secondAttribute != .notAnAttribute else {
      return "\(left) \(relation) \(formatG(constant))"
    }
    var right = side(secondState, secondAttribute, secondEnd)
    if multiplier != 1 { right = "\(formatG(multiplier))*" + right }
    if constant > 0 { right += " + \(formatG(constant))" }
    if constant < 0 { right += " - \(formatG(-constant))" }
    return "\(left) \(relation) \(right)"
  }
}

extension LayoutItemState {
  /// Records a composite constraint that names the item as the end of its first (`end` 0) or
  /// second (`end` 1) distance.
  package func addReference(_ constraint: CompositeLayoutConstraint, end: Int) {
    if end == 0 {
      constraint.firstEndIndex = referencingConstraints.count
    } else {
      constraint.secondEndIndex = referencingConstraints.count
    }
    referencingConstraints.append(constraint)
    if (end == 0 ? constraint.firstEnd : constraint.secondEnd)?.attribute.isBaseline == true {
      baselineReferenceCount += 1
    }
  }

  /// Forgets a composite constraint that named the item as the end of a distance.
  package func removeReference(_ constraint: CompositeLayoutConstraint, end: Int) {
    let index = end == 0 ? constraint.firstEndIndex : constraint.secondEndIndex
    guard index >= 0, index < referencingConstraints.count,
      referencingConstraints[index] === constraint
    else { return }
    if (end == 0 ? constraint.firstEnd : constraint.secondEnd)?.attribute.isBaseline == true {
      baselineReferenceCount -= 1
    }
    removeReference(at: index)
    if end == 0 { constraint.firstEndIndex = -1 } else { constraint.secondEndIndex = -1 }
  }
}
