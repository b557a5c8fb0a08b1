import AutoLayoutEngine
import Foundation

// The inset benchmark of `bench-layout`: the flat and nested scenarios' outermost constraint (the
// container's or the top view's leading inset) animated frame by frame, a layout pass after each
// frame. Every view moves on every frame.

extension LayoutBenchCommand {
  /// How many frames the inset animation times.
  static let insetFrames = 10

  /// Times `insetFrames` frames of the `shape` scenario's first fixed constraint animated on
  /// `size` views (the constant changed by one point, then a layout pass); returns the first
  /// frame's time and the median of the others, in milliseconds.
  static func measureInset(shape: String, size: Int) -> [Double] {
    let clock = ContinuousClock()
    let scenario = shape == "flat" ? flat(size) : nested(size)
    LayoutConstraint.activate(scenario.fixed + scenario.first)
    scenario.root.layoutIfNeeded()
    let inset = scenario.fixed[0]
    var frames: [Double] = []
    for _ in 0..<insetFrames {
      let start = clock.now
      inset.constant += 1
      scenario.root.layoutIfNeeded()
      frames.append((clock.now - start).milliseconds)
    }
    let rest = frames.dropFirst().sorted()
    return [frames[0], rest[rest.count / 2]]
  }

  /// Prints the inset animation's first and following frames for each shape and size (the best
  /// of `repeatCount` runs).
  static func runInset(sizes: [Int], repeatCount: Int) {
    print("\ncontainer inset animated, every view moving (best of \(repeatCount)):")
    print(
      "scenario".padding(toLength: 16, withPad: " ", startingAt: 0)
        + ["first frame", "next frames"].map { $0.leftPadded(to: 16) }.joined() + "   (ms)")
    for shape in ["flat", "nested"] {
      for size in sizes {
        var best = [Double.infinity, Double.infinity]
        for _ in 0..<repeatCount {
          best = zip(best, measureInset(shape: shape, size: size)).map { min($0, $1) }
        }
        print(
          "\(shape) \(size)".padding(toLength: 16, withPad: " ", startingAt: 0)
            + best.map { String(format: "%.3f", $0).leftPadded(to: 16) }.joined())
      }
    }
  }
}
