// Getting a builder for a layout guide.

extension LayoutGuide {
  /// A new builder for the guide, which already belongs to a view.
  public var autoLayout: AutoLayout<LayoutGuide> {
    AutoLayout(source: self)
  }

  /// A new builder for the guide, after adding it to `view` (moving it from another view if
  /// needed).
  public func autoLayout(in view: LayoutView) -> AutoLayout<LayoutGuide> {
    view.addLayoutGuide(self)
    return AutoLayout(source: self)
  }
}
