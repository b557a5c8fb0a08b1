/// A view whose subviews lie on a content area that may be larger than the view itself: the
/// layout side of UIKit's `UIScrollView`.
///
/// As in UIKit (spec §1A, TN2154), constraints between the scroll view and its descendants see
/// the scroll view's *content* where they name an edge or a centre: pinning content to the
/// scroll view's four edges makes the content decide ``contentSize``. Widths and heights keep
/// meaning the scroll view's own size, so `content.width == scrollView.width` stops horizontal
/// scrolling. ``contentLayoutGuide`` and ``frameLayoutGuide`` say the same explicitly: the
/// content area, whose top left corner is the content's origin and whose size the constraints
/// decide, and the scroll view's frame, for views that stay put while the content scrolls.
///
/// Subview frames are in content coordinates, as in UIKit; ``contentOffset`` is recorded for
/// code that reads it back and moves nothing (this package draws nothing and does not scroll).
open class ScrollView: LayoutView {
  @exclusivity(unchecked) private var contentGuideStorage: LayoutGuide?
  @exclusivity(unchecked) private var frameGuideStorage: LayoutGuide?
  @exclusivity(unchecked) private var storedContentSize = Size.zero

  /// The point of the content shown at the scroll view's top left corner; layout does not
  /// depend on it.
  public var contentOffset = Point.zero

  /// The content area: its top left corner is the content's origin, and the constraints on it
  /// decide its size, which is ``contentSize``.
  public var contentLayoutGuide: LayoutGuide {
    builtInGuide(.scrollContent, in: &contentGuideStorage)
  }

  /// A guide that is always the scroll view's frame (in its own coordinates), for views that
  /// stay in place while the content scrolls.
  public var frameLayoutGuide: LayoutGuide {
    builtInGuide(.scrollFrame, in: &frameGuideStorage)
  }

  /// The size of the content area.
  ///
  /// Where constraints decide the content area (any constraint between the scroll view and a
  /// descendant on an edge or centre, or on ``contentLayoutGuide``), it is the solved size,
  /// valid after a layout pass; otherwise it is the size last set, as in UIKit without Auto
  /// Layout content.
  public var contentSize: Size {
    get {
      if let guide = contentGuideStorage, guide.layoutItemState.engine != nil {
        return guide.layoutFrame.size
      }
      return storedContentSize
    }
    set { storedContentSize = newValue }
  }

  /// The content area a content guide outside every engine reads as: the origin and the size
  /// last set.
  package var unconstrainedContentSize: Size { storedContentSize }
}
