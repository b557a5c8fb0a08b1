/// Anything with first and last baseline anchors, which the builder's baseline calls need:
/// views (layout guides have no baselines).
public protocol BaselineAnchorProviding: AnchorProviding {
  /// The baseline of the first line of text (the top for a view without text).
  var firstBaselineAnchor: LayoutYAxisAnchor { get }
  /// The baseline of the last line of text (the bottom for a view without text).
  var lastBaselineAnchor: LayoutYAxisAnchor { get }
}

extension LayoutView: BaselineAnchorProviding {}
