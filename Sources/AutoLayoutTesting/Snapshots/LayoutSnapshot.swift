/// A stable, readable text form of a laid-out tree: one line per view (and guide), indented by
/// depth, with its name, its frame and marks for ambiguous and hidden views.
///
/// ```
/// screen (0, 0, 375, 812)
/// |   guide "LayoutViewSafeAreaLayoutGuide" (0, 44, 375, 734)
/// |   header (0, 44, 375, 120)
/// |   |   title (16, 8, 343, 24) - AMBIGUOUS LAYOUT
/// ```
///
/// Frames are `(x, y, width, height)` in the superview's coordinates (a guide's in its owning
/// view's), rounded to two decimals. An unnamed view shows its class and its index among its
/// siblings (`LayoutView[2]`), never an address, so the text is the same on every run.
///
/// Finding ambiguity solves one copy of the tree's constraints and probes each view's variables
/// in it, so a snapshot of a large tree costs far more than a layout pass.
public struct LayoutSnapshot: Hashable, Sendable, CustomStringConvertible {
  /// The snapshot's lines, the root first.
  public let lines: [String]

  /// Takes a snapshot of the tree under `root` as it is now (run a layout pass first).
  ///
  /// - Parameters:
  ///   - root: The top of the tree.
  ///   - includesGuides: Whether each view's layout guides get a line (after the view, before
  ///     its subviews).
  public init(of root: LayoutView, includesGuides: Bool = true) {
    let ambiguity = TreeAmbiguity(root)
    lines = LayoutTree(root, includesGuides: includesGuides).nodes.map { node in
      var line = String(repeating: "|   ", count: node.depth)
      switch node.item {
      case .view(let view):
        line += "\(node.name) \(formatRect(node.frame))"
        if view.isHidden { line += " hidden" }
        if ambiguity.isAmbiguous(view) { line += " - AMBIGUOUS LAYOUT" }
      case .guide(let guide):
        line += "guide \"\(node.name)\" \(formatRect(node.frame))"
        if ambiguity.isAmbiguous(guide) { line += " - AMBIGUOUS LAYOUT" }
      }
      return line
    }
  }

  /// The lines joined by newlines, without a final newline.
  public var text: String { lines.joined(separator: "\n") }

  /// The text.
  public var description: String { text }
}
