// Classic autoresizing: subviews outside the layout engine follow their superview's size by
// their masks, as UIKit's `autoresizesSubviews` does. (Subviews in the engine follow through
// their autoresizing constraints instead.)

extension LayoutView {
  /// Moves and resizes, by their ``autoresizingMask``, the subviews that translate their mask
  /// but take no part in the layout engine, after this view's size changed from `oldSize`;
  /// their own subviews follow in turn.
  ///
  /// - Complexity: O(the frame-laid-out part of the subtree).
  package func autoresizeSubviews(from oldSize: Size) {
    let newSize = storedFrame.size
    guard oldSize != newSize, mayHaveAutoresizedSubviews else { return }
    var found = false
    for subview in storedSubviews
    where subview.storedTranslates && subview.layoutItemState.engine == nil {
      found = true
      let old = subview.storedFrame
      let resized = subview.storedMask.resize(old, from: oldSize, to: newSize)
      guard resized != old else { continue }
      subview.storedFrame = resized
      subview.autoresizeSubviews(from: old.size)
      if resized.size != old.size { subview.setNeedsLayout() }
    }
    if !found { mayHaveAutoresizedSubviews = false }
  }
}
