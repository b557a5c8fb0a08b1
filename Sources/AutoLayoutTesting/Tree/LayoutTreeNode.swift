/// A view or layout guide of a laid-out tree, with what snapshots and pictures print about it.
package struct LayoutTreeNode {
  /// What the node stands for.
  package enum Item {
    /// A view.
    case view(LayoutView)
    /// A layout guide of the node's parent view.
    case guide(LayoutGuide)
  }

  /// The view or guide.
  package var item: Item
  /// The number of views above the node (0 for the root; a guide is one deeper than its owner).
  package var depth: Int
  /// The node's name: the view's ``LayoutView/name`` or the guide's identifier, or its type and
  /// index among its siblings when it has none.
  package var name: String
  /// The view's ``LayoutView/frame`` or the guide's ``LayoutGuide/layoutFrame``, relative to
  /// the parent view.
  package var frame: Rect
  /// The rectangle in the root's coordinates (the root's bounds start at the origin).
  package var rectInRoot: Rect

  /// Whether the node is a view (not a guide).
  package var isView: Bool {
    if case .view = item { return true }
    return false
  }
}
