// Distributing views in a row or a column of the builder's view.

extension AutoLayout where Source: LayoutView {
  /// Lays `items` out in a row inside the builder's view: each item's top and bottom inset by
  /// `margin`, the first item's leading edge `margin.left` from the view's, each next item
  /// `spacing` after the previous one, and the last item's trailing edge `margin.right` from
  /// the view's. Widths are left free (follow with
  /// ``equalWidths(_:priority:identifier:file:line:)``).
  ///
  /// Items that are not yet subviews of the view are added to it. Returns one builder per
  /// item, holding its connections, inactive: activate them with `.activate()` on the array.
  /// The view itself is left as it was (it keeps translating its autoresizing mask).
  /// - Parameters:
  ///   - items: The views, in reading order.
  ///   - spacing: The gap between neighbours (0 by default).
  ///   - margin: The insets from the view's edges (`left` is the leading inset).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func distributeHorizontally(
    _ items: [LayoutView], spacing: Double = 0, margin: EdgeInsets = .zero,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> [AutoLayout<LayoutView>] {
    distribute(items, spacing: spacing, margin: margin, file: file, line: line) {
      builder, container, previous, isLast in
      _ = builder.top(
        margin.top, to: container, priority: priority, identifier: identifier, file: file,
        line: line
      )
      .bottom(
        margin.bottom, to: container, priority: priority, identifier: identifier, file: file,
        line: line)
      if let previous {
        _ = builder.after(
          spacing, to: previous, priority: priority, identifier: identifier, file: file, line: line)
      } else {
        _ = builder.leading(
          margin.left, to: container, priority: priority, identifier: identifier, file: file,
          line: line)
      }
      if isLast {
        _ = builder.trailing(
          margin.right, to: container, priority: priority, identifier: identifier, file: file,
          line: line)
      }
    }
  }

  /// Lays `items` out in a column inside the builder's view: each item's leading and trailing
  /// edges inset by `margin`, the first item's top `margin.top` below the view's, each next item
  /// `spacing` below the previous one, and the last item's bottom `margin.bottom` above the
  /// view's. Heights are left free (follow with
  /// ``equalHeights(_:priority:identifier:file:line:)``).
  ///
  /// Items that are not yet subviews of the view are added to it. Returns one builder per
  /// item, holding its connections, inactive: activate them with `.activate()` on the array.
  /// - Parameters:
  ///   - items: The views, from top to bottom.
  ///   - spacing: The gap between neighbours (0 by default).
  ///   - margin: The insets from the view's edges (`left` is the leading inset).
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public func distributeVertically(
    _ items: [LayoutView], spacing: Double = 0, margin: EdgeInsets = .zero,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> [AutoLayout<LayoutView>] {
    distribute(items, spacing: spacing, margin: margin, file: file, line: line) {
      builder, container, previous, isLast in
      _ = builder.leading(
        margin.left, to: container, priority: priority, identifier: identifier, file: file,
        line: line
      )
      .trailing(
        margin.right, to: container, priority: priority, identifier: identifier, file: file,
        line: line)
      if let previous {
        _ = builder.below(
          spacing, to: previous, priority: priority, identifier: identifier, file: file, line: line)
      } else {
        _ = builder.top(
          margin.top, to: container, priority: priority, identifier: identifier, file: file,
          line: line)
      }
      if isLast {
        _ = builder.bottom(
          margin.bottom, to: container, priority: priority, identifier: identifier, file: file,
          line: line)
      }
    }
  }

  /// Makes one builder per item (adding the items that are not yet subviews of the builder's
  /// view) and lets `place` chain its calls, given the view, the previous item (`nil` for the
  /// first) and whether the item is the last. A NaN or infinite spacing or margin makes
  /// nothing (after a diagnostic): no builder, no subview added, as a call that makes several
  /// connections makes them whole or not at all.
  private func distribute(
    _ items: [LayoutView], spacing: Double, margin: EdgeInsets, file: StaticString, line: UInt,
    place: (AutoLayout<LayoutView>, LayoutView, LayoutView?, Bool) -> Void
  ) -> [AutoLayout<LayoutView>] {
    guard let container = source else { return [] }
    let numbers = [spacing, margin.top, margin.left, margin.bottom, margin.right]
    if let bad = numbers.first(where: { !$0.isFinite }) {
      LayoutDiagnostics.report(
        LayoutDiagnostic(
          .nonFiniteValue,
          "Ignoring the non-finite spacing or margin \(bad) for the distribution in "
            + "\(debugName(of: container)) at \(file):\(line); no connection was made by the "
            + "call."))
      return []
    }
    var builders: [AutoLayout<LayoutView>] = []
    builders.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if item.superview !== container { container.addSubview(item) }
      let builder = AutoLayout<LayoutView>(source: item)
      place(builder, container, index == 0 ? nil : items[index - 1], index == items.count - 1)
      builders.append(builder)
    }
    return builders
  }
}
