import AutoLayoutSolver

// Turning a LayoutConstraint into a solver constraint over the items' root-space variables.

/// A linear expression under construction, merging repeated variables.
struct ExpressionBuilder {
  var terms: [Term] = []
  var constant = 0.0

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if coefficient == 0 { return }
    if let index = terms.firstIndex(where: { $0.variable === variable }) {
      terms[index].coefficient += coefficient
    } else {
      terms.append(Term(variable, coefficient: coefficient))
    }
  }

  var expression: LinearExpression {
    LinearExpression(terms: terms.filter { $0.coefficient != 0 }, constant: constant)
  }
}

extension LayoutEngine {
  /// The solver constraint for `constraint` installed on `holder`, the part of its constant
  /// that does not come from ``LayoutConstraint/constant``, and whether it depends on the
  /// layout direction.
  func translate(_ constraint: LayoutConstraint, holder: LayoutView, broken: Bool)
    -> (Constraint, base: Double, directional: Bool)?
  {
    guard let first = constraint.first else { return nil }
    if constraint.form == .composite {
      return translate(
        composite: unsafeDowncast(constraint, to: CompositeLayoutConstraint.self), holder: holder,
        broken: broken)
    }
    let directional =
      constraint.firstAttribute.family == .leadingTrailing
      || constraint.secondAttribute.family == .leadingTrailing
    let mirrored = directional && holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // A user constraint held by a scroll view relates it to its own content: its edges and
    // centres there are the content area's (see `ScrollView`).
    let scrollView =
      constraint.isUserConstraint && !holder.isExactlyLayoutView ? holder as? ScrollView : nil
    var builder = ExpressionBuilder()
    add(
      constraint.firstAttribute, of: seen(first, constraint.firstAttribute, within: scrollView),
      times: 1, holder: holder, mirrored: mirrored, to: &builder)
    if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
      add(
        constraint.secondAttribute,
        of: seen(second, constraint.secondAttribute, within: scrollView),
        times: -constraint.multiplier, holder: holder, mirrored: mirrored, to: &builder)
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
    return (Constraint(builder.expression, relation, priority: priority), base, directional)
  }

  /// The item a constraint held by `scrollView` means by `item`: the scroll view's content
  /// guide for an edge or centre of the scroll view itself, else `item` (sizes, baselines and
  /// margins stay the scroll view's).
  private func seen(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, within scrollView: ScrollView?
  ) -> any LayoutItem {
    guard let scrollView, item === scrollView else { return item }
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY: break
    default: return item
    }
    let guide = scrollView.contentLayoutGuide
    engage(guide)
    return guide
  }

  /// Adds `coefficient ×` an item's attribute, measured in the holder's space, to `builder`.
  func add(
    _ attribute: LayoutAttribute, of item: any LayoutItem, times coefficient: Double,
    holder: LayoutView, mirrored: Bool, to builder: inout ExpressionBuilder
  ) {
    var item = item
    var attribute = attribute
    if let base = attribute.marginBase, let view = item as? LayoutView {
      item = view.layoutMarginsGuide
      engage(item)
      attribute = base
    }
    let v = variables(of: item)
    let h = variables(of: holder)
    let k = coefficient
    switch attribute {
    case .notAnAttribute:
      break
    case .width:
      builder.add(v.width, k)
    case .height:
      builder.add(v.height, k)
    case .firstBaseline, .lastBaseline:
      // The baseline of the view's baseline view (itself unless it names a descendant): an
      // offset from that view's top (first) or bottom (last); a view without text has its
      // first baseline at its top and its last at its bottom.
      guard let view = item as? LayoutView else { break }
      let baselineView = Self.baselineView(of: view, first: attribute == .firstBaseline)
      let b = baselineView === view ? v : variables(of: baselineView)
      builder.add(b.minY, k)
      builder.add(h.minY, -k)
      if attribute == .firstBaseline {
        builder.constant += k * baselineView.firstBaselineOffsetFromTop
      } else {
        builder.add(b.height, k)
        builder.constant -= k * baselineView.lastBaselineOffsetFromBottom
      }
    case .top, .bottom, .centerY:
      builder.add(v.minY, k)
      builder.add(h.minY, -k)
      if attribute == .bottom { builder.add(v.height, k) }
      if attribute == .centerY { builder.add(v.height, k / 2) }
    default:
      // Horizontal locations: the edge, then the coordinate in the holder's space (mirrored
      // about the holder for a right-to-left leading/trailing constraint).
      enum Edge { case left, center, right }
      let edge: Edge =
        switch attribute {
        case .left: .left
        case .right: .right
        case .centerX: .center
        case .leading: mirrored ? .right : .left
        case .trailing: mirrored ? .left : .right
        default: .left
        }
      let sign = mirrored ? -k : k
      builder.add(v.minX, sign)
      if edge == .right { builder.add(v.width, sign) }
      if edge == .center { builder.add(v.width, sign / 2) }
      if mirrored {
        builder.add(h.minX, k)
        builder.add(h.width, k)
      } else {
        builder.add(h.minX, -k)
      }
    }
  }

  /// The view whose baseline stands for `view`'s: its ``LayoutView/forFirstBaselineLayout`` or
  /// ``LayoutView/forLastBaselineLayout`` when that is the view or one of its descendants, else
  /// the view itself.
  static func baselineView(of view: LayoutView, first: Bool) -> LayoutView {
    let candidate = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    return candidate === view || candidate.isDescendant(of: view) ? candidate : view
  }

  /// The variables of an engaged item.
  func variables(of item: any LayoutItem) -> ItemVariables {
    if let variables = item.layoutItemState.variables { return variables }
    engage(item)
    return item.layoutItemState.variables!
  }
}
