/// Checks that no view in the tree under `root` has an ambiguous layout: for each view, the
/// constraints decide one frame (``LayoutView/hasAmbiguousLayout`` is `false`).
///
/// A failure lists the engine's trace line for every ambiguous view, which names the variables
/// the constraints leave open, then the tree as a ``LayoutSnapshot``:
///
/// ```
/// 1 view has an ambiguous layout:
///   loose - AMBIGUOUS LAYOUT for loose.minY
/// root (0, 0, 200, 100)
/// |   loose (10, 0, 50, 20) - AMBIGUOUS LAYOUT
/// ```
///
/// - Parameters:
///   - root: The top of the tree, after a layout pass.
///   - message: Text put before the failure message.
public func assertNoAmbiguousLayout(
  in root: LayoutView, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let ambiguity = TreeAmbiguity(root)
  let traces = LayoutTree(root, includesGuides: false).nodes.compactMap { node -> String? in
    guard case .view(let view) = node.item else { return nil }
    return ambiguity.trace(of: view)
  }
  guard !traces.isEmpty else { return }
  let header =
    traces.count == 1
    ? "1 view has an ambiguous layout:" : "\(traces.count) views have an ambiguous layout:"
  let lines =
    [header] + traces.map { "  " + $0 } + [LayoutSnapshot(of: root, includesGuides: false).text]
  LayoutFailureSink.record(
    failureMessage(lines.joined(separator: "\n"), message()),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
