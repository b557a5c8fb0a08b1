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
      item, margin: margin, priority: priority, identifier: identifier, file: file, line: line)
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
      item, margins: margins, priority: priority, identifier: identifier, file: file, line: line)
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
      item, relation: relation, priority: priority, identifier: identifier, file: file, line: line)
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
      view.safeAreaLayoutGuide, margin: margin, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.safeAreaLayoutGuide, margins: margins, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.safeAreaLayoutGuide, relation: relation, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.layoutMarginsGuide, margin: margin, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.layoutMarginsGuide, margins: margins, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.layoutMarginsGuide, relation: relation, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.readableContentGuide, margin: margin, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.readableContentGuide, margins: margins, priority: priority, identifier: identifier,
      file: file, line: line)
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
      view.readableContentGuide, relation: relation, priority: priority, identifier: identifier,
      file: file, line: line)
  }
}
