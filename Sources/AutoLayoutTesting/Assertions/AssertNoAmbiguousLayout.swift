/// Checks that no view in the tree under `root` has an ambiguous layout (more than one
/// solution for its frame).
///
/// A failure names every ambiguous view and shows the tree as a ``LayoutSnapshot``, where
/// they are marked `- AMBIGUOUS LAYOUT`.
///
/// - Parameters:
///   - root: The top of the tree, after a layout pass.
///   - message: Text put before the failure message.
public func assertNoAmbiguousLayout(
  in root: LayoutView, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let ambiguous = LayoutTree(root, includesGuides: false).nodes.compactMap { node -> String? in
    guard case .view(let view) = node.item, hasAmbiguousLayout(view) else { return nil }
    return node.name
  }
  guard !ambiguous.isEmpty else { return }
  let header =
    ambiguous.count == 1
    ? "1 view has an ambiguous layout: \(ambiguous[0])"
    : "\(ambiguous.count) views have an ambiguous layout: \(ambiguous.joined(separator: ", "))"
  LayoutFailureSink.record(
    failureMessage(header + "\n" + LayoutSnapshot(of: root, includesGuides: false).text, message()),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
