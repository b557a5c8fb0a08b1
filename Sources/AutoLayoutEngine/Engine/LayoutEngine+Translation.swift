import AutoLayoutSolver

// Turning a LayoutConstraint into a solver constraint over the items' root-space variables.

/// A linear expression under construction, merging repeated variables.
///
/// The first four terms (all a constraint between two items and their holders' origins has)
/// are kept in the builder itself, the rest in an overflow list; the expression is handed over
/// in an array of exactly its length: a constraint keeps its expression as long as it is
/// active, and an array reserved for four terms held twice the memory of the one or two most
/// constraints have.
struct ExpressionBuilder {
  private var variable0: Variable?
  private var variable1: Variable?
  private var variable2: Variable?
  private var variable3: Variable?
  private var coefficient0 = 0.0
  private var coefficient1 = 0.0
  private var coefficient2 = 0.0
  private var coefficient3 = 0.0
  /// How many of the four inline terms are in use.
  private var inlineCount = 0
  /// The terms after the fourth, in order.
  private var overflow: [Term] = []
  /// The expression's constant.
  var constant = 0.0

  /// Adds `coefficient · variable`, merged with an earlier term of `variable`.
  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if coefficient == 0 { return }
    // Compared by identity, without a closure (`firstIndex(where:)` retained the variable).
    if inlineCount > 0, variable0 === variable {
      coefficient0 += coefficient
      return
    }
    if inlineCount > 1, variable1 === variable {
      coefficient1 += coefficient
      return
    }
    if inlineCount > 2, variable2 === variable {
      coefficient2 += coefficient
      return
    }
    if inlineCount > 3, variable3 === variable {
      coefficient3 += coefficient
      return
    }
    for index in overflow.indices where overflow[index].variable === variable {
      overflow[index].coefficient += coefficient
      return
    }
    switch inlineCount {
    case 0: (variable0, coefficient0) = (variable, coefficient)
    case 1: (variable1, coefficient1) = (variable, coefficient)
    case 2: (variable2, coefficient2) = (variable, coefficient)
    case 3: (variable3, coefficient3) = (variable, coefficient)
    default:
      overflow.append(Term(variable, coefficient: coefficient))
      return
    }
    inlineCount += 1
  }

  /// The expression built, in the order its terms were added, without those whose
  /// coefficients cancelled (a constraint between two children of its holder names the
  /// holder's origin twice, once each way), in an array of exactly its length.
  mutating func takeExpression() -> LinearExpression {
    var kept = 0
    if inlineCount > 0, coefficient0 != 0 { kept += 1 }
    if inlineCount > 1, coefficient1 != 0 { kept += 1 }
    if inlineCount > 2, coefficient2 != 0 { kept += 1 }
    if inlineCount > 3, coefficient3 != 0 { kept += 1 }
    for term in overflow where term.coefficient != 0 { kept += 1 }
    // Reserved, then appended: the uninitialized-capacity initializer allocates through the
    // standard library's unspecialized path (some 700 instructions a constraint). The inline
    // variables are moved out (`take()`), not copied and released with the builder.
    var terms: [Term] = []
    terms.reserveCapacity(kept)
    if inlineCount > 0, coefficient0 != 0, let variable = variable0.take() {
      terms.append(Term(variable, coefficient: coefficient0))
    }
    if inlineCount > 1, coefficient1 != 0, let variable = variable1.take() {
      terms.append(Term(variable, coefficient: coefficient1))
    }
    if inlineCount > 2, coefficient2 != 0, let variable = variable2.take() {
      terms.append(Term(variable, coefficient: coefficient2))
    }
    if inlineCount > 3, coefficient3 != 0, let variable = variable3.take() {
      terms.append(Term(variable, coefficient: coefficient3))
    }
    for term in overflow where term.coefficient != 0 { terms.append(term) }
    return LinearExpression(terms: terms, constant: constant)
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
    let aligned = constraint.placesAlignmentRects
    add(
      constraint.firstAttribute, of: seen(first, constraint.firstAttribute, within: scrollView),
      times: 1, holder: holder, mirrored: mirrored, aligned: aligned, to: &builder)
    if let second = constraint.second, constraint.secondAttribute != .notAnAttribute {
      add(
        constraint.secondAttribute,
        of: seen(second, constraint.secondAttribute, within: scrollView),
        times: -constraint.multiplier, holder: holder, mirrored: mirrored, aligned: aligned,
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
  ///
  /// - Parameter aligned: Whether the attribute is the item's alignment rect's (the app's,
  ///   stacks' and intrinsic sizes' constraints) or its frame's (the engine's frame and guide
  ///   constraints); see ``LayoutView/alignmentRectInsets``.
  func add(
    _ attribute: LayoutAttribute, of item: any LayoutItem, times coefficient: Double,
    holder: LayoutView, mirrored: Bool, aligned: Bool, to builder: inout ExpressionBuilder
  ) {
    if let base = attribute.marginBase, let view = item as? LayoutView {
      let guide = view.layoutMarginsGuide
      engage(guide)
      add(
        base, of: guide, times: coefficient, holder: holder, mirrored: mirrored,
        aligned: aligned, to: &builder)
      return
    }
    // The item's state is read once: each read through the protocol retains and releases it.
    let state = item.layoutItemState
    let v = state.variables ?? variables(of: item)
    let h = holder.layoutItemState.variables ?? variables(of: holder)
    let k = coefficient
    // The variables hold the frame; constraints place the alignment rect inside it (spec §7.4).
    // Only a subclass can have insets.
    let insets =
      aligned && state.mayHaveAlignmentInsets
      ? unsafeDowncast(item as AnyObject, to: LayoutView.self).alignmentRectInsets : .zero
    switch attribute {
    case .notAnAttribute:
      break
    case .width:
      builder.add(v.width, k)
      builder.constant -= k * (insets.left + insets.right)
    case .height:
      builder.add(v.height, k)
      builder.constant -= k * (insets.top + insets.bottom)
    case .firstBaseline, .lastBaseline:
      // The baseline of the view's baseline view (itself unless it names a descendant): an
      // offset from that view's top (first) or bottom (last); a view without text has its
      // first baseline at its top and its last at its bottom.
      guard let view = item as? LayoutView else { break }
      let baselineView = Self.baselineView(of: view, first: attribute == .firstBaseline)
      let b = baselineView === view ? v : variables(of: baselineView)
      // Offsets within the baseline view's alignment rect.
      let baselineInsets =
        baselineView === view || !aligned ? insets : Self.alignmentInsets(of: baselineView)
      builder.add(b.minY, k)
      builder.add(h.minY, -k)
      if attribute == .firstBaseline {
        builder.constant += k * (baselineView.firstBaselineOffsetFromTop + baselineInsets.top)
      } else {
        builder.add(b.height, k)
        builder.constant -= k * (baselineView.lastBaselineOffsetFromBottom + baselineInsets.bottom)
      }
    case .top, .bottom, .centerY:
      builder.add(v.minY, k)
      builder.add(h.minY, -k)
      switch attribute {
      case .bottom:
        builder.add(v.height, k)
        builder.constant -= k * insets.bottom
      case .centerY:
        builder.add(v.height, k / 2)
        builder.constant += k * (insets.top - insets.bottom) / 2
      default:
        builder.constant += k * insets.top
      }
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
      switch edge {
      case .left:
        builder.constant += sign * insets.left
      case .right:
        builder.add(v.width, sign)
        builder.constant -= sign * insets.right
      case .center:
        builder.add(v.width, sign / 2)
        builder.constant += sign * (insets.left - insets.right) / 2
      }
      if mirrored {
        builder.add(h.minX, k)
        builder.add(h.width, k)
      } else {
        builder.add(h.minX, -k)
      }
    }
  }

  /// The alignment rect insets of `item`: a view subclass's ``LayoutView/alignmentRectInsets``,
  /// zero for a guide or a plain view (which cannot override them), without a call.
  @inline(__always)
  static func alignmentInsets(of item: any LayoutItem) -> EdgeInsets {
    guard item.layoutItemState.mayHaveAlignmentInsets else { return .zero }
    return unsafeDowncast(item as AnyObject, to: LayoutView.self).alignmentRectInsets
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
