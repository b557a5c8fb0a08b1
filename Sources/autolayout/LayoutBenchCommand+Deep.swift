import AutoLayoutEngine
import Foundation

// The deep benchmark of `bench-layout`: a chain of views, each nested in the one before and
// inset by one point on every side, the shape of a screen built from containers in containers.

extension LayoutBenchCommand {
  /// Builds a chain of `depth` nested views in a root and times it: activating each level's
  /// constraints (one activation per level, outermost first), the first layout, a layout after
  /// the root's size changed, and taking the chain out of the root. Returns those four times in
  /// milliseconds.
  static func measureDeep(depth: Int) -> [Double] {
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

  /// Prints the deep benchmark for each depth, best of `repeatCount` runs each.
  static func runDeep(depths: [Int], repeatCount: Int) {
    print("\nchain of nested views, each inset in the one before (best of \(repeatCount)):")
    print(
      "depth".padding(toLength: 24, withPad: " ", startingAt: 0)
        + ["activate", "first layout", "resize root", "remove"].map { $0.leftPadded(to: 16) }
        .joined() + "   (ms)")
    for depth in depths {
      var best = [Double](repeating: .infinity, count: 4)
      for _ in 0..<repeatCount {
        best = zip(best, measureDeep(depth: depth)).map { min($0, $1) }
      }
      print(
        "\(depth)".padding(toLength: 24, withPad: " ", startingAt: 0)
          + best.map { String(format: "%.3f", $0).leftPadded(to: 16) }.joined())
    }
  }
}
