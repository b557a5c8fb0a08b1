import AutoLayoutKit

/// A screen-sized root and named, constrained children for the DSL tests.
struct DSLScene {
  let root: LayoutView

  /// A root of `width` × `height` points (an iPhone 8 by default) with `safeAreaInsets`.
  init(width: Double = 375, height: Double = 667, safeAreaInsets: EdgeInsets = .zero) {
    root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.name = "root"
    root.safeAreaInsets = safeAreaInsets
  }

  /// A named view added to `parent` (the root by default), translating its autoresizing mask
  /// as a new UIKit view does.
  func view(_ name: String, in parent: LayoutView? = nil) -> LayoutView {
    let view = LayoutView()
    view.name = name
    (parent ?? root).addSubview(view)
    return view
  }

  /// A named view added to `parent` with autoresizing translation turned off.
  func constrainedView(_ name: String, in parent: LayoutView? = nil) -> LayoutView {
    let view = self.view(name, in: parent)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  /// Lays the tree out.
  func layout() {
    root.layoutIfNeeded()
  }
}
