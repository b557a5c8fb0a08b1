// Getting a builder for a view.

extension LayoutView {
  /// A new builder for the view, which already has a superview.
  ///
  /// Reading it has no side effect: the view stops translating its autoresizing mask into
  /// constraints (`translatesAutoresizingMaskIntoConstraints = false`) when the builder makes
  /// its first connection on it, so `container.autoLayout.distributeHorizontally(items)` leaves
  /// the container as it was. Keep the builder to change its connections later; the next read
  /// makes another one.
  public var autoLayout: AutoLayout<LayoutView> {
    AutoLayout(source: self)
  }

  /// A new builder for the view, after adding the view to `view` as its frontmost subview
  /// (unless it already is a subview of `view`, which keeps its place) and turning off its
  /// `translatesAutoresizingMaskIntoConstraints`.
  public func autoLayout(in view: LayoutView) -> AutoLayout<LayoutView> {
    let builder = AutoLayout<LayoutView>(source: self)
    translatesAutoresizingMaskIntoConstraints = false
    builder.preparedSource = true
    if superview !== view { view.addSubview(self) }
    return builder
  }
}
