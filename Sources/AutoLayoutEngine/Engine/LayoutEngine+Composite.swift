import AutoLayoutSolver

// Constraints between distances (`anchorWithOffset(to:)`, ``CompositeLayoutConstraint``):
// their items, their holder and their solver expression, beside the two-item path that every
// other constraint takes.

extension LayoutEngine {
  /// Makes the items at the ends of a composite constraint's distances take part in this
  /// engine (its first and second items are engaged as every constraint's).
  func engageEnds(of constraint: LayoutConstraint) {
    let composite = unsafeDowncast(constraint, to: CompositeLayoutConstraint.self)
    if let item = composite.firstEnd?.item { engage(item) }
    if let item = composite.secondEnd?.item { engage(item) }
  }

  /// The view a composite constraint is installed on: the closest common ancestor of all its
  /// items; `nil` (after a diagnostic) when there is none.
  static func compositeHolder(of constraint: LayoutConstraint, from firstView: LayoutView)
    -> LayoutView?
  {
    var holder: LayoutView? = firstView
    for item in constraint.namedItems.dropFirst() {
      guard let current = holder, let view = item?.anchorView else {
        holder = nil
        break
      }
      holder = LayoutView.commonAncestor(current, view)
    }
    guard let holder else {
      let composite = unsafeDowncast(constraint, to: CompositeLayoutConstraint.self)
      func anchor(_ state: LayoutItemState?, _ attribute: LayoutAttribute, _ end: AnchorEnd?)
        -> String
      {
        let item = state?.item
        let start = "\(item?.itemDescription ?? "nil").\(attribute)"
        let kind =
          attribute.isSize || end != nil
          ? "LayoutDimension"
          : attribute.axis == .vertical ? "LayoutYAxisAnchor" : "LayoutXAxisAnchor"
        return "<\(kind):0x\(item.map { hexAddress($0) } ?? "0") "
          + "\"\(end.map { "\($0.text) - " } ?? "")\(start)\">"
      }
      let first = anchor(composite.firstState, composite.firstAttribute, composite.firstEnd)
      // A distance against a constant names the two anchors of the distance.
      let second =
        composite.secondState == nil
        ? composite.firstEnd.map { anchor($0.state, $0.attribute, nil) } ?? "nil"
        : anchor(composite.secondState, composite.secondAttribute, composite.secondEnd)
      reportNoCommonAncestor(first, second)
      return nil
    }
    return holder
  }

  /// The solver constraint for a composite constraint installed on `holder`: every term of
  /// its distances, measured in the holder's space (where the holder's own coordinates cancel
  /// out of each distance) and mirrored as a whole in a right-to-left leading/trailing one.
  /// As ``translate(_:holder:broken:)``, which calls it.
  func translate(composite constraint: CompositeLayoutConstraint, holder: LayoutView, broken: Bool)
    -> (Constraint, base: Double, directional: Bool)?
  {
    let terms = constraint.terms
    var items: [any LayoutItem] = []
    items.reserveCapacity(terms.count)
    for term in terms {
      guard let item = term.state.item else { return nil }
      items.append(item)
    }
    let directional = terms.contains { $0.attribute.family == .leadingTrailing }
    let mirrored = directional && holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var builder = ExpressionBuilder()
    for (term, item) in zip(terms, items) {
      add(
        term.attribute, of: item, times: term.coefficient, holder: holder, mirrored: mirrored,
        aligned: true,
        to: &builder)
    }
    let base = builder.constant
    builder.constant = base - constraint.storedConstant
    let relation: Constraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let priority =
      broken ? Self.brokenPriority : Priority(Double(constraint.storedPriority.rawValue))
    return (Constraint(builder.takeExpression(), relation, priority: priority), base, directional)
  }
}
