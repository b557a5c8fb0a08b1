// Converting points and rectangles between views' coordinate spaces (UIKit's
// `convert(_:to:)` and `convert(_:from:)`).

extension LayoutView {
  /// Converts `point` from this view's bounds coordinates to `view`'s; to the root's when
  /// `view` is `nil` (UIKit's window coordinates).
  ///
  /// Views of different trees convert through their roots' frames, as windows do through the
  /// screen. A ``ScrollView``'s ``ScrollView/contentOffset`` is the origin of its bounds, so its
  /// content moves by it. Uses the current frames (lay out first for the solved ones).
  ///
  /// - Complexity: O(the depths of both views).
  public func convert(_ point: Point, to view: LayoutView?) -> Point {
    let (offset, root) = offsetFromRoot()
    var x = point.x + offset.x
    var y = point.y + offset.y
    guard let view else { return Point(x: x, y: y) }
    let (target, targetRoot) = view.offsetFromRoot()
    if targetRoot !== root {
      x += root.storedFrame.minX - targetRoot.storedFrame.minX
      y += root.storedFrame.minY - targetRoot.storedFrame.minY
    }
    return Point(x: x - target.x, y: y - target.y)
  }

  /// Converts `point` from `view`'s bounds coordinates (the root's when `view` is `nil`) to
  /// this view's; the inverse of ``convert(_:to:)-(Point,_)``.
  ///
  /// - Complexity: O(the depths of both views).
  public func convert(_ point: Point, from view: LayoutView?) -> Point {
    guard let view else {
      let (offset, _) = offsetFromRoot()
      return Point(x: point.x - offset.x, y: point.y - offset.y)
    }
    return view.convert(point, to: self)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (the root's when `view` is
  /// `nil`); its size is unchanged.
  ///
  /// - Complexity: O(the depths of both views).
  public func convert(_ rect: Rect, to view: LayoutView?) -> Rect {
    Rect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s bounds coordinates (the root's when `view` is `nil`) to this
  /// view's; its size is unchanged.
  ///
  /// - Complexity: O(the depths of both views).
  public func convert(_ rect: Rect, from view: LayoutView?) -> Rect {
    Rect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Where this view's bounds origin lies in its root's bounds coordinates, and the root.
  private func offsetFromRoot() -> (Point, LayoutView) {
    var x = 0.0
    var y = 0.0
    var view = self
    while true {
      if let scroll = view as? ScrollView {
        x -= scroll.contentOffset.x
        y -= scroll.contentOffset.y
      }
      guard let parent = view.storedSuperview else { break }
      x += view.storedFrame.minX
      y += view.storedFrame.minY
      view = parent
    }
    return (Point(x: x, y: y), view)
  }
}
