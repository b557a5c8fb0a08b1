import AutoLayoutKit

/// The ambiguous views and guides of a tree, found at once: one copy of the tree's system
/// answers for every item, where asking each item's ``LayoutView/hasAmbiguousLayout`` copies it
/// once per item (a snapshot of a tree of 400 views took half a second that way). Nothing is
/// logged: callers show ambiguity their own way.
package struct TreeAmbiguity {
  /// The engine's trace line of each ambiguous item, by item.
  private let lines: [ObjectIdentifier: String]

  /// Finds the ambiguous items of the subtree under `root` (run a layout pass first).
  package init(_ root: LayoutView) {
    lines = root.ambiguityTraceLinesInSubtree()
  }

  /// Whether the engine finds more than one rectangle for the view or guide.
  package func isAmbiguous(_ item: AnyObject) -> Bool {
    lines[ObjectIdentifier(item)] != nil
  }

  /// The engine's trace line for an ambiguous view, which names the undecided variables
  /// (`title - AMBIGUOUS LAYOUT for title.minY`), or `nil` when the view's frame is decided.
  package func trace(of view: LayoutView) -> String? {
    lines[ObjectIdentifier(view)]
  }
}
