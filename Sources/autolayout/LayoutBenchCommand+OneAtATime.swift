import AutoLayoutEngine
import Foundation

// The one-at-a-time benchmark of `bench-layout`: a container that gains its views one by one,
// laid out after each (a feed that appends rows as they arrive), and then loses them one by
// one. Each step should cost what it changes, not the container's size: a step that searches
// or walks the container makes the whole run quadratic.

extension LayoutBenchCommand {
  /// Adds `count` views to a container one at a time, each in a row after the previous one
  /// (its leading edge on the previous one's trailing edge, 1 point apart), laying out after
  /// each; then removes them one by one, first added first. Returns the two times in
  /// milliseconds.
  static func measureOneAtATime(count: Int) -> [Double] {
    let clock = ContinuousClock()
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 7 * Double(count) + 10, height: 50))
    var views: [LayoutView] = []
    views.reserveCapacity(count)
    var times: [Double] = []
    var start = clock.now
    for _ in 0..<count {
      let view = LayoutView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(
          equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 1),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 6),
        view.heightAnchor.constraint(equalToConstant: 6),
      ])
      root.layoutIfNeeded()
      views.append(view)
    }
    times.append((clock.now - start).milliseconds)
    start = clock.now
    for view in views { view.removeFromSuperview() }
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    return times
  }

  static func runOneAtATime(sizes: [Int], repeatCount: Int) {
    printBestTimes(
      "views added one at a time, laid out after each, then removed one by one",
      phases: ["add + layout", "remove"], sizes: sizes, repeatCount: repeatCount,
      measure: { measureOneAtATime(count: $0) })
  }
}
