/// Turns a read ``VisualFormat`` into constraints (spec §10.2): each connection and predicate
/// becomes one, in the order of the string, then the alignments the options ask for.
///
/// Every check comes before the first constraint is made, so a format that fails makes none
/// (and reports nothing else).
struct VisualFormatBuilder {
  let format: String
  let parsed: VisualFormat
  let options: LayoutConstraint.FormatOptions
  let items: [String: any LayoutItem]

  /// A constraint to make: `first.firstAttribute RELATION second.secondAttribute + constant`.
  private struct Spec {
    var first: any LayoutItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: (any LayoutItem)?
    var secondAttribute: LayoutAttribute
    var constant: Double
    var priority: LayoutPriority
  }

  /// The attributes one axis of the string works in.
  private struct Edges {
    /// The edge a string starts from (leading, left, right or top) and the one it ends at.
    var near: LayoutAttribute
    var far: LayoutAttribute
    /// The superview's margins at those edges (for `|-` and `-|`).
    var nearMargin: LayoutAttribute
    var farMargin: LayoutAttribute
    /// The size along the axis.
    var length: LayoutAttribute
    /// Whether the string runs against the coordinates (right to left).
    var reversed: Bool
  }

  private var specs: [Spec] = []

  init(
    format: String, parsed: VisualFormat, options: LayoutConstraint.FormatOptions,
    items: [String: any LayoutItem]
  ) {
    self.format = format
    self.parsed = parsed
    self.options = options
    self.items = items
  }

  /// The constraints, inactive.
  ///
  /// - Throws: ``VisualFormatError`` for options that do not fit the string, a `|` next to a
  ///   view without a superview, or baselines asked of a layout guide.
  mutating func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
    let edges = try self.edges()
    let alignments = try alignmentAttributes()
    let views = parsed.views
    for (k, view) in views.enumerated() {
      if k == 0, let connection = parsed.leadingSuperview {
        try connectSuperview(connection, to: view, edges: edges, leading: true)
      }
      if k > 0 {
        try connect(views[k - 1], parsed.connections[k - 1], view, edges: edges)
      }
      size(view, edges: edges)
    }
    if let connection = parsed.trailingSuperview, let last = views.last {
      try connectSuperview(connection, to: last, edges: edges, leading: false)
    }
    for attribute in alignments {
      if attribute == .firstBaseline || attribute == .lastBaseline {
        for view in views where !(item(view) is LayoutView) {
          throw VisualFormatError(
            "Baselines are a view's: \(view.name) is a layout guide", format: format,
            offset: view.offset)
        }
      }
      for k in views.indices.dropFirst() {
        specs.append(
          Spec(
            first: item(views[k]), firstAttribute: attribute, relation: .equal,
            second: item(views[k - 1]), secondAttribute: attribute, constant: 0,
            priority: .required))
      }
    }
    return specs.map {
      LayoutConstraint(
        $0.first, $0.firstAttribute, $0.relation, $0.second, $0.secondAttribute,
        constant: $0.constant, priority: $0.priority)
    }
  }

  // MARK: Pieces

  private func item(_ view: VisualFormat.View) -> any LayoutItem { items[view.name]! }

  /// `[a] connection [b]`.
  private mutating func connect(
    _ a: VisualFormat.View, _ connection: VisualFormat.Connection, _ b: VisualFormat.View,
    edges: Edges
  ) throws(VisualFormatError) {
    let (a, b) = (item(a), item(b))
    for (relation, constant, priority) in spaces(connection) {
      if case .standard = connection, parsed.isVertical,
        options.contains(.spacingBaselineToBaseline)
      {
        // Baseline to baseline: the upper view's last, the lower view's first.
        specs.append(
          Spec(
            first: b, firstAttribute: .firstBaseline, relation: .equal, second: a,
            secondAttribute: .lastBaseline, constant: constant, priority: priority))
        continue
      }
      specs.append(
        edges.reversed
          ? Spec(
            first: a, firstAttribute: edges.far, relation: relation, second: b,
            secondAttribute: edges.near, constant: constant, priority: priority)
          : Spec(
            first: b, firstAttribute: edges.near, relation: relation, second: a,
            secondAttribute: edges.far, constant: constant, priority: priority))
    }
  }

  /// `|` connection `[view]` (leading) or `[view]` connection `|`.
  private mutating func connectSuperview(
    _ connection: VisualFormat.Connection, to view: VisualFormat.View, edges: Edges,
    leading: Bool
  ) throws(VisualFormatError) {
    let child = item(view)
    let superview = (child as? LayoutView)?.superview ?? (child as? LayoutGuide)?.owningView
    guard let superview else {
      throw VisualFormatError(
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        format: format,
        offset: leading ? parsed.leadingSuperviewOffset : parsed.trailingSuperviewOffset)
    }
    let edge = leading ? edges.near : edges.far
    let margin = leading ? edges.nearMargin : edges.farMargin
    // The view comes first where the string runs from the superview's edge toward it: the
    // leading end of a forward string, the trailing end of a reversed one.
    let viewFirst = leading != edges.reversed
    // A standard space at a superview's edge is its margin, at no distance (UIKit since iOS 8).
    let isStandard: Bool
    if case .standard = connection { isStandard = true } else { isStandard = false }
    let superviewAttribute = isStandard ? margin : edge
    for (relation, constant, priority) in spaces(connection) {
      specs.append(
        viewFirst
          ? Spec(
            first: child, firstAttribute: edge, relation: relation, second: superview,
            secondAttribute: superviewAttribute, constant: isStandard ? 0 : constant,
            priority: priority)
          : Spec(
            first: superview, firstAttribute: superviewAttribute, relation: relation,
            second: child, secondAttribute: edge, constant: isStandard ? 0 : constant,
            priority: priority))
    }
  }

  /// `[view(predicates)]`: the view's length.
  private mutating func size(_ view: VisualFormat.View, edges: Edges) {
    for predicate in view.predicates {
      switch predicate.object {
      case .constant(let value):
        specs.append(
          Spec(
            first: item(view), firstAttribute: edges.length, relation: predicate.relation,
            second: nil, secondAttribute: .notAnAttribute, constant: value,
            priority: predicate.priority))
      case .view(let name):
        specs.append(
          Spec(
            first: item(view), firstAttribute: edges.length, relation: predicate.relation,
            second: items[name]!, secondAttribute: edges.length, constant: 0,
            priority: predicate.priority))
      }
    }
  }

  /// The relations, constants and priorities a connection stands for (a standard space is the
  /// sibling spacing; at a superview edge the margin takes its place).
  private func spaces(_ connection: VisualFormat.Connection)
    -> [(LayoutRelation, Double, LayoutPriority)]
  {
    switch connection {
    case .flush: [(.equal, 0, .required)]
    case .standard: [(.equal, LayoutConstraint.standardSpacing, .required)]
    case .predicates(let predicates):
      predicates.map { predicate in
        guard case .constant(let value) = predicate.object else {
          preconditionFailure("the parser lets no view into a space")
        }
        return (predicate.relation, value, predicate.priority)
      }
    }
  }

  // MARK: Options

  /// The attributes of the string's axis and direction.
  private func edges() throws(VisualFormatError) -> Edges {
    if parsed.isVertical {
      return Edges(
        near: .top, far: .bottom, nearMargin: .topMargin, farMargin: .bottomMargin,
        length: .height, reversed: false)
    }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight:
      return Edges(
        near: .left, far: .right, nearMargin: .leftMargin, farMargin: .rightMargin,
        length: .width, reversed: false)
    case .directionRightToLeft:
      return Edges(
        near: .right, far: .left, nearMargin: .rightMargin, farMargin: .leftMargin,
        length: .width, reversed: true)
    case []:
      return Edges(
        near: .leading, far: .trailing, nearMargin: .leadingMargin, farMargin: .trailingMargin,
        length: .width, reversed: false)
    default:
      throw VisualFormatError(
        "The options ask for two directions at once", format: format, offset: format.count)
    }
  }

  /// The attributes the alignment options ask for, checked against the string's axis.
  private func alignmentAttributes() throws(VisualFormatError) -> [LayoutAttribute] {
    let known: [(LayoutConstraint.FormatOptions, LayoutAttribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    let asked = options.intersection(.alignmentMask)
    var rest = asked
    var attributes: [LayoutAttribute] = []
    for (option, attribute) in known where asked.contains(option) {
      rest.remove(option)
      let horizontal = attribute.axis == .horizontal
      if horizontal != parsed.isVertical {
        let edge = horizontal ? "horizontal" : "vertical"
        throw VisualFormatError(
          "Options mask required views to be aligned on a \(edge) edge, which is not allowed "
            + "for layout that is also \(edge).", format: format, offset: format.count)
      }
      attributes.append(attribute)
    }
    guard rest.isEmpty else {
      throw VisualFormatError(
        "Unknown alignment option 0x\(String(rest.rawValue, radix: 16))", format: format,
        offset: format.count)
    }
    return attributes
  }
}
