// Equal widths and heights across several views or guides.

extension AutoLayout {
  /// Gives every item the width of the first: `items[i].width == items[0].width` for each later
  /// item, so n items make n − 1 constraints.
  ///
  /// Returns one builder per item, in order, inactive: the first item's builder is empty (it is
  /// the reference), each other's holds its one connection. Activate them with
  /// `.activate()` on the array.
  /// - Parameters:
  ///   - items: The views or guides, the first being the reference.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public static func equalWidths(
    _ items: [Source], priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> [AutoLayout<Source>] {
    equal(.width, items, priority: priority, identifier: identifier, file: file, line: line)
  }

  /// Gives every item the height of the first: `items[i].height == items[0].height` for each
  /// later item, so n items make n − 1 constraints.
  ///
  /// Returns one builder per item, in order, inactive; the first item's builder is empty.
  /// - Parameters:
  ///   - items: The views or guides, the first being the reference.
  ///   - priority: The constraints' priority (required by default).
  ///   - identifier: The constraints' identifier, shown in logs.
  ///   - file: The file recorded on the connections.
  ///   - line: The line recorded on the connections.
  public static func equalHeights(
    _ items: [Source], priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) -> [AutoLayout<Source>] {
    equal(.height, items, priority: priority, identifier: identifier, file: file, line: line)
  }

  private static func equal(
    _ type: LayoutConnectionType, _ items: [Source], priority: LayoutPriority,
    identifier: String?, file: StaticString, line: UInt
  ) -> [AutoLayout<Source>] {
    guard let reference = items.first else { return [] }
    return items.indices.map { index in
      let item = items[index]
      let builder = AutoLayout(source: item)
      if index > 0 {
        let anchors =
          type == .width
          ? (item.widthAnchor, reference.widthAnchor) : (item.heightAnchor, reference.heightAnchor)
        builder.add(
          type, anchors.0, .equal, anchors.1, constant: 0, priority: priority,
          identifier: identifier, file: file, line: line)
      }
      return builder
    }
  }
}
