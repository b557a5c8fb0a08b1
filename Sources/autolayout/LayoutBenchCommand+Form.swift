import AutoLayoutEngine
import Foundation

// The form benchmark of `bench-layout`: rows of a label and a field, every label as wide as the
// widest one's text (`label.width == firstLabel.width` at 999), activated the two ways a screen
// does it: all rows in one activation, and row by row.

extension LayoutBenchCommand {
  /// Builds a form of `count` rows in a 400-point root and times it: activating every row's
  /// constraints (at once, or one activation per row), the first layout, and a layout after
  /// every label's text changed. Returns those three times in milliseconds.
  static func measureForm(count: Int, inOneActivation: Bool) -> [Double] {
    let clock = ContinuousClock()
    var seed: UInt64 = 12_345
    func nextWidth() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(40 + Int((seed >> 33) % 101))
    }
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 30 * Double(count) + 100))
    var labels: [TextLikeView] = []
    var rows: [[LayoutConstraint]] = []
    for _ in 0..<count {
      let label = TextLikeView(width: nextWidth())
      let field = LayoutView()
      field.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      root.addSubview(field)
      var constraints = [
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        label.topAnchor.constraint(
          equalTo: labels.last?.bottomAnchor ?? root.topAnchor, constant: 8),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        field.topAnchor.constraint(equalTo: label.topAnchor),
        field.heightAnchor.constraint(equalTo: label.heightAnchor),
      ]
      if let first = labels.first {
        let sameWidth = label.widthAnchor.constraint(equalTo: first.widthAnchor)
        sameWidth.priority = LayoutPriority(999)
        constraints.append(sameWidth)
      }
      labels.append(label)
      rows.append(constraints)
    }
    var times: [Double] = []
    var start = clock.now
    if inOneActivation {
      LayoutConstraint.activate(rows.flatMap { $0 })
    } else {
      for row in rows { LayoutConstraint.activate(row) }
    }
    times.append((clock.now - start).milliseconds)
    start = clock.now
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    start = clock.now
    for label in labels { label.size = Size(width: nextWidth(), height: 20) }
    root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    return times
  }

  /// Prints the form benchmark: both ways of activating, best of `repeatCount` runs each.
  static func runForm(count: Int, repeatCount: Int) {
    print("\nform of \(count) rows sharing the widest label's width (best of \(repeatCount)):")
    print(
      "activation".padding(toLength: 24, withPad: " ", startingAt: 0)
        + "activate".leftPadded(to: 16) + "first layout".leftPadded(to: 16)
        + "new texts".leftPadded(to: 16) + "   (ms)")
    for inOneActivation in [true, false] {
      var best = [Double](repeating: .infinity, count: 3)
      for _ in 0..<repeatCount {
        let run = measureForm(count: count, inOneActivation: inOneActivation)
        best = zip(best, run).map { min($0, $1) }
      }
      print(
        (inOneActivation ? "all rows at once" : "row by row").padding(
          toLength: 24, withPad: " ", startingAt: 0)
          + best.map { String(format: "%.3f", $0).leftPadded(to: 16) }.joined())
    }
  }
}
