import AutoLayoutEngine
import Foundation

// The margins benchmark of `bench-layout`: a tree of views, each pinned to its parent's
// margins guide, under a root with a phone's safe area. Every view owns a guide whose constants
// follow its margins and its safe area, which follows where the view lies, so the layout pass
// looks at the guides after every solve (see `LayoutEngine+SafeArea.swift`).

extension LayoutBenchCommand {
  /// Builds `count` views, up to four to a parent, each as wide as its parent's margins guide
  /// and a quarter of its parent's height, the first child at the guide's top and the others
  /// under their previous sibling, in a root 4,000 points wide with a safe area of 47 points
  /// at the top and 34 at the bottom. Times activating them (one activation), the first layout,
  /// one spacing changed and laid out again, a layout after the root's width changed, and
  /// taking the tree out of the root. Returns those five times in milliseconds.
  static func measureMargins(count: Int) -> [Double] {
    let clock = ContinuousClock()
    // Tall enough that the innermost views keep room for their margins and safe area.
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 4_000, height: 4_000_000))
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    var spacings: [LayoutConstraint] = []
    for index in 0..<count {
      let view = LayoutView()
      view.translatesAutoresizingMaskIntoConstraints = false
      let parent = index == 0 ? root : views[(index - 1) / 4]
      parent.addSubview(view)
      let margins = parent.layoutMarginsGuide
      let top: LayoutConstraint
      if index > 0, (index - 1) % 4 != 0 {
        top = view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor)
        spacings.append(top)
      } else {
        top = view.topAnchor.constraint(equalTo: margins.topAnchor)
      }
      constraints += [
        view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        top,
        view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.25),
      ]
      views.append(view)
    }
    var times: [Double] = []
    var start = clock.now
    LayoutConstraint.activate(constraints)
    times.append((clock.now - start).milliseconds)
    start = clock.now
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    if let spacing = spacings.dropFirst(spacings.count / 2).first {
      start = clock.now
      spacing.constant += 1
      root.layoutIfNeeded()
      times.append((clock.now - start).milliseconds)
    } else {
      times.append(0)
    }
    start = clock.now
    root.frame = Rect(x: 0, y: 0, width: 4_010, height: 4_000_000)
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    start = clock.now
    views[0].removeFromSuperview()
    times.append((clock.now - start).milliseconds)
    return times
  }

  /// Prints the margins benchmark for each size, best of `repeatCount` runs each.
  static func runMargins(sizes: [Int], repeatCount: Int) {
    printBestTimes(
      "views in their parents' margins, under a phone's safe area",
      phases: ["activate", "first layout", "one constant", "resize root", "remove"],
      sizes: sizes, repeatCount: repeatCount, measure: { measureMargins(count: $0) })
  }
}
