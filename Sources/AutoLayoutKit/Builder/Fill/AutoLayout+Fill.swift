// Filling a view, a guide or one of a view's built-in guides.

extension AutoLayout {
  /// Pins the four edges to `item`, `margin` inside on every side: top, leading, trailing and
  /// bottom connections, in that order.
  /// - Parameters:
  ///   - item: The view or layout guide to fill.
  ///   - margin: The inset of every edge (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    in item: some AnchorProviding, margin: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      item, .equal(to: margin), .equal(to: margin), .equal(to: margin),
      .equal(to: margin), priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `item`, inset per edge: `margins.left` insets the leading edge and
  /// `margins.right` the trailing edge, as in the seed library.
  /// - Parameters:
  ///   - item: The view or layout guide to fill.
  ///   - margins: The inset of each edge.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    in item: some AnchorProviding, margins: EdgeInsets,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      item, .equal(to: margins.top), .equal(to: margins.left),
      .equal(to: margins.right), .equal(to: margins.bottom), priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the four edges to `item` with one relation, applied as an inset: `>=5` keeps
  /// every edge at least 5 points inside.
  /// - Parameters:
  ///   - item: The view or layout guide to fill.
  ///   - relation: The relation, inset and priority of every edge.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    in item: some AnchorProviding, relation: LayoutConnectionSimpleRelation,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      item, relation, relation, relation, relation, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `view`'s safe-area guide, `margin` inside on every side: top, leading,
  /// trailing and
  /// bottom connections, in that order.
  /// - Parameters:
  ///   - view: The view whose safe-area guide to fill.
  ///   - margin: The inset of every edge (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inSafeAreaOf view: some SafeAreaProviding, margin: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.safeAreaLayoutGuide, .equal(to: margin), .equal(to: margin), .equal(to: margin),
      .equal(to: margin), priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `view`'s safe-area guide, inset per edge: `margins.left` insets the
  /// leading edge and
  /// `margins.right` the trailing edge, as in the seed library.
  /// - Parameters:
  ///   - view: The view whose safe-area guide to fill.
  ///   - margins: The inset of each edge.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inSafeAreaOf view: some SafeAreaProviding, margins: EdgeInsets,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.safeAreaLayoutGuide, .equal(to: margins.top), .equal(to: margins.left),
      .equal(to: margins.right), .equal(to: margins.bottom), priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the four edges to `view`'s safe-area guide with one relation, applied as an inset:
  /// `>=5` keeps
  /// every edge at least 5 points inside.
  /// - Parameters:
  ///   - view: The view whose safe-area guide to fill.
  ///   - relation: The relation, inset and priority of every edge.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inSafeAreaOf view: some SafeAreaProviding, relation: LayoutConnectionSimpleRelation,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.safeAreaLayoutGuide, relation, relation, relation, relation, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `view`'s layout-margins guide, `margin` inside on every side: top,
  /// leading, trailing and
  /// bottom connections, in that order.
  /// - Parameters:
  ///   - view: The view whose layout-margins guide to fill.
  ///   - margin: The inset of every edge (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inMarginGuideOf view: some MarginGuideProviding, margin: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.layoutMarginsGuide, .equal(to: margin), .equal(to: margin), .equal(to: margin),
      .equal(to: margin), priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `view`'s layout-margins guide, inset per edge: `margins.left` insets
  /// the leading edge and
  /// `margins.right` the trailing edge, as in the seed library.
  /// - Parameters:
  ///   - view: The view whose layout-margins guide to fill.
  ///   - margins: The inset of each edge.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inMarginGuideOf view: some MarginGuideProviding, margins: EdgeInsets,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.layoutMarginsGuide, .equal(to: margins.top), .equal(to: margins.left),
      .equal(to: margins.right), .equal(to: margins.bottom), priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the four edges to `view`'s layout-margins guide with one relation, applied as an
  /// inset: `>=5` keeps
  /// every edge at least 5 points inside.
  /// - Parameters:
  ///   - view: The view whose layout-margins guide to fill.
  ///   - relation: The relation, inset and priority of every edge.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inMarginGuideOf view: some MarginGuideProviding, relation: LayoutConnectionSimpleRelation,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.layoutMarginsGuide, relation, relation, relation, relation, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `view`'s readable-content guide, `margin` inside on every side: top,
  /// leading, trailing and
  /// bottom connections, in that order.
  /// - Parameters:
  ///   - view: The view whose readable-content guide to fill.
  ///   - margin: The inset of every edge (0 by default).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inReadableContentGuideOf view: some ReadableContentGuideProviding, margin: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.readableContentGuide, .equal(to: margin), .equal(to: margin), .equal(to: margin),
      .equal(to: margin), priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Pins the four edges to `view`'s readable-content guide, inset per edge: `margins.left` insets
  /// the leading edge and
  /// `margins.right` the trailing edge, as in the seed library.
  /// - Parameters:
  ///   - view: The view whose readable-content guide to fill.
  ///   - margins: The inset of each edge.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inReadableContentGuideOf view: some ReadableContentGuideProviding, margins: EdgeInsets,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.readableContentGuide, .equal(to: margins.top), .equal(to: margins.left),
      .equal(to: margins.right), .equal(to: margins.bottom), priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// Relates the four edges to `view`'s readable-content guide with one relation, applied as an
  /// inset: `>=5` keeps
  /// every edge at least 5 points inside.
  /// - Parameters:
  ///   - view: The view whose readable-content guide to fill.
  ///   - relation: The relation, inset and priority of every edge.
  ///   - priority: Overrides the relation's priority.
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func fill(
    inReadableContentGuideOf view: some ReadableContentGuideProviding,
    relation: LayoutConnectionSimpleRelation,
    priority: LayoutPriority? = nil, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    fill(
      view.readableContentGuide, relation, relation, relation, relation, priority: priority,
      identifier: identifier, file: file, line: line)
  }

  /// The four fill connections: top, leading, trailing (negated) and bottom (negated).
  func fill(
    _ target: some AnchorProviding, _ top: LayoutConnectionSimpleRelation,
    _ leading: LayoutConnectionSimpleRelation, _ trailing: LayoutConnectionSimpleRelation,
    _ bottom: LayoutConnectionSimpleRelation, priority: LayoutPriority?, identifier: String?,
    file: StaticString, line: UInt
  ) -> Self {
    guard let source else { return self }
    add(
      .top, source.topAnchor, top, target.topAnchor, priority: priority, identifier: identifier,
      file: file, line: line)
    add(
      .leading, source.leadingAnchor, leading, target.leadingAnchor, priority: priority,
      identifier: identifier, file: file, line: line)
    add(
      .trailing, source.trailingAnchor, trailing, target.trailingAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    add(
      .bottom, source.bottomAnchor, bottom, target.bottomAnchor, priority: priority,
      identifier: identifier, negated: true, file: file, line: line)
    return self
  }
}
