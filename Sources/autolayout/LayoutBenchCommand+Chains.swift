import AutoLayoutEngine
import Foundation

// The chain benchmarks of `bench-layout`: shapes in which every size depends on a long chain of
// constraints. Views nested in one another, each inset by one point on every side (a screen
// built from containers in containers), and a row of views all as wide as the first one,
// sharing a container's width (a tab bar, a row of equal columns).

extension LayoutBenchCommand {
  /// Builds a chain of `depth` nested views in a root and times it: activating each level's
  /// constraints (one activation per level, outermost first), the first layout, a layout after
  /// the root's size changed, and taking the chain out of the root. Returns those four times in
  /// milliseconds.
  static func measureNested(depth: Int) -> [Double] {
    let clock = ContinuousClock()
    let side = 4 * Double(depth) + 100
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: side, height: side))
    var views: [LayoutView] = []
    var parent = root
    for _ in 0..<depth {
      let child = LayoutView()
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      views.append(child)
      parent = child
    }
    var times: [Double] = []
    var start = clock.now
    parent = root
    for child in views {
      LayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ])
      parent = child
    }
    times.append((clock.now - start).milliseconds)
    start = clock.now
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    start = clock.now
    root.frame = Rect(x: 0, y: 0, width: side + 10, height: side + 20)
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    start = clock.now
    views[0].removeFromSuperview()
    times.append((clock.now - start).milliseconds)
    return times
  }

  /// Builds a row of `count` views 1 point apart, all as wide as the first, the last one's
  /// trailing edge on the root's, and times it: activating the row (one activation), the first
  /// layout, a layout after the root's width changed, and deactivating the row. Returns those
  /// four times in milliseconds.
  static func measureEqualWidths(count: Int) -> [Double] {
    let clock = ContinuousClock()
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 11 * Double(count), height: 50))
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    for _ in 0..<count {
      let view = LayoutView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      constraints += [
        view.leadingAnchor.constraint(
          equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 1),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ]
      if let first = views.first {
        constraints.append(view.widthAnchor.constraint(equalTo: first.widthAnchor))
      }
      views.append(view)
    }
    constraints.append(views.last!.trailingAnchor.constraint(equalTo: root.trailingAnchor))
    var times: [Double] = []
    var start = clock.now
    LayoutConstraint.activate(constraints)
    times.append((clock.now - start).milliseconds)
    start = clock.now
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    start = clock.now
    root.frame = Rect(x: 0, y: 0, width: 21 * Double(count), height: 50)
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    start = clock.now
    LayoutConstraint.deactivate(constraints)
    times.append((clock.now - start).milliseconds)
    return times
  }

  /// Prints both chain benchmarks for each size, best of `repeatCount` runs each.
  static func runChains(sizes: [Int], repeatCount: Int) {
    printBestTimes(
      "views nested in one another, each inset in the one before",
      phases: ["activate", "first layout", "resize root", "remove"], sizes: sizes,
      repeatCount: repeatCount, measure: measureNested)
    printBestTimes(
      "a row of views as wide as the first, sharing the root's width",
      phases: ["activate", "first layout", "resize root", "deactivate"], sizes: sizes,
      repeatCount: repeatCount, measure: measureEqualWidths)
  }

  /// Prints a table of the best of `repeatCount` runs of `measure` (which returns one time per
  /// phase, in milliseconds) for each size, under `title`.
  static func printBestTimes(
    _ title: String, phases: [String], sizes: [Int], repeatCount: Int,
    measure: (Int) -> [Double]
  ) {
    guard !sizes.isEmpty else { return }
    print("\n\(title) (best of \(repeatCount)):")
    print(
      "views".padding(toLength: 24, withPad: " ", startingAt: 0)
        + phases.map { $0.leftPadded(to: 16) }.joined() + "   (ms)")
    for size in sizes {
      var best = [Double](repeating: .infinity, count: phases.count)
      for _ in 0..<repeatCount { best = zip(best, measure(size)).map { min($0, $1) } }
      print(
        "\(size)".padding(toLength: 24, withPad: " ", startingAt: 0)
          + best.map { String(format: "%.3f", $0).leftPadded(to: 16) }.joined())
    }
  }
}
