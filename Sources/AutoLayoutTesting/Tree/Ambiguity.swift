/// Whether the engine finds more than one solution for the view's frame.
package func hasAmbiguousLayout(_ view: LayoutView) -> Bool {
  false  // TODO: view.hasAmbiguousLayout once the engine exposes it.
}
