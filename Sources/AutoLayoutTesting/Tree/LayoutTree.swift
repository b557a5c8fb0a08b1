/// The views (and optionally the guides) of a tree in depth-first order, each with its depth,
/// a stable name and its rectangle in the root's coordinates.
package struct LayoutTree {
  /// The nodes, the root first, each view followed by its guides and then its subviews.
  package let nodes: [LayoutTreeNode]

  /// Walks the tree under `root`.
  ///
  /// - Parameters:
  ///   - root: The top of the tree to walk; it need not be a root of its own hierarchy.
  ///   - includesGuides: Whether each view's ``LayoutView/layoutGuides`` are listed.
  package init(_ root: LayoutView, includesGuides: Bool) {
    var nodes: [LayoutTreeNode] = []
    let rootName = root.name ?? typeName(of: root)
    var stack: [(LayoutView, Int, String, Rect)] = [
      (root, 0, rootName, Rect(origin: .zero, size: root.frame.size))
    ]
    while let (view, depth, name, rectInRoot) = stack.popLast() {
      nodes.append(
        LayoutTreeNode(
          item: .view(view), depth: depth, name: name, frame: view.frame,
          rectInRoot: rectInRoot))
      if includesGuides {
        for (index, guide) in view.layoutGuides.enumerated() {
          let guideName = guide.identifier.isEmpty ? "LayoutGuide[\(index)]" : guide.identifier
          nodes.append(
            LayoutTreeNode(
              item: .guide(guide), depth: depth + 1, name: guideName, frame: guide.layoutFrame,
              rectInRoot: guide.layoutFrame.offsetBy(dx: rectInRoot.minX, dy: rectInRoot.minY)))
        }
      }
      for (index, child) in view.subviews.enumerated().reversed() {
        let childName = child.name ?? "\(typeName(of: child))[\(index)]"
        let childRect = child.frame.offsetBy(dx: rectInRoot.minX, dy: rectInRoot.minY)
        stack.append((child, depth + 1, childName, childRect))
      }
    }
    self.nodes = nodes
  }
}

/// The unqualified class name of a view (`LayoutView`, `Label`).
package func typeName(of view: LayoutView) -> String {
  String(describing: type(of: view))
}

/// How assertion messages name a view: its ``LayoutView/name``, or its class when it has none.
package func displayName(of view: LayoutView) -> String {
  view.name ?? "unnamed \(typeName(of: view))"
}
