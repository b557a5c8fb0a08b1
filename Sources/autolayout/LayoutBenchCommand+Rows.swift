import AutoLayoutEngine
import Foundation

// The sizing benchmark of `bench-layout`: a row of text-like views with intrinsic sizes and
// hugging priorities in a container resized step by step, beside a row of fixed-size views.

extension LayoutBenchCommand {
  /// A view with an intrinsic size, like a label.
  final class TextLikeView: LayoutView {
    var size: Size {
      didSet { invalidateIntrinsicContentSize() }
    }
    init(width: Double) {
      size = Size(width: width, height: 20)
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: Size { size }
  }

  /// The widths the container takes, step by step: around the row's natural width, from 400
  /// points narrower to 360 wider, so that views both stretch (hugging) and shrink
  /// (compression resistance); never below `minimum` (the row's required gaps), for short rows.
  static func resizeSteps(natural: Double, minimum: Double, count: Int) -> [Double] {
    (0..<count).map { max(minimum, natural + Double($0 % 20 - 10) * 40) }
  }

  /// Times `steps` resizes of a container holding a row of `count` views chained leading to
  /// trailing with 2-point gaps; returns the median and the total of the per-step times (resize
  /// and layout) in milliseconds, and the time of the first layout.
  ///
  /// - Parameter textLike: Views with intrinsic widths 10...50 and hugging priorities
  ///   250...259 (the row is pinned at both ends); otherwise views with required fixed widths
  ///   (the row is pinned at its leading end only).
  static func measureRow(count: Int, steps: Int, textLike: Bool) -> (
    firstLayout: Double, median: Double, total: Double
  ) {
    let clock = ContinuousClock()
    let widths = (0..<count).map { 10 + Double($0 % 41) }
    let natural = widths.reduce(0, +) + 2 * Double(count + 1)
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: natural + 1000, height: 100))
    let container = LayoutView(frame: Rect(x: 0, y: 0, width: natural, height: 40))
    container.autoresizingMask = []
    root.addSubview(container)
    var constraints: [LayoutConstraint] = []
    var previous: LayoutView?
    for (index, width) in widths.enumerated() {
      let view: LayoutView
      if textLike {
        view = TextLikeView(width: width)
        view.setContentHuggingPriority(LayoutPriority(Float(250 + index % 10)), for: .horizontal)
      } else {
        view = LayoutView()
        view.translatesAutoresizingMaskIntoConstraints = false
        constraints += [
          view.widthAnchor.constraint(equalToConstant: width),
          view.heightAnchor.constraint(equalToConstant: 20),
        ]
      }
      container.addSubview(view)
      constraints += [
        view.leadingAnchor.constraint(
          equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 2),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      ]
      previous = view
    }
    if textLike, let last = previous {
      constraints.append(
        container.trailingAnchor.constraint(equalTo: last.trailingAnchor, constant: 2))
    }
    LayoutConstraint.activate(constraints)
    var start = clock.now
    root.layoutIfNeeded()
    let firstLayout = (clock.now - start).milliseconds
    var times: [Double] = []
    // The gaps are required: a narrower container could not hold them, and would log an
    // unsatisfiable constraint instead of measuring a layout.
    let gaps = 2 * Double(count + 1)
    for width in resizeSteps(natural: natural, minimum: gaps, count: steps) {
      start = clock.now
      container.frame = Rect(x: 0, y: 0, width: width, height: 40)
      root.layoutIfNeeded()
      times.append((clock.now - start).milliseconds)
    }
    let sorted = times.sorted()
    return (firstLayout, sorted[sorted.count / 2], times.reduce(0, +))
  }

  /// Prints the sizing benchmark: both rows, best of `repeatCount` runs each.
  static func runRows(count: Int, steps: Int, repeatCount: Int) {
    print(
      "\nrow of \(count) views in a container resized \(steps) times (best of \(repeatCount)):")
    print(
      "row".padding(toLength: 24, withPad: " ", startingAt: 0) + "first layout".leftPadded(to: 16)
        + "median step".leftPadded(to: 16) + "all steps".leftPadded(to: 16)
        + "mean step".leftPadded(to: 16) + "   (ms)")
    var perStep: [Double] = []
    for textLike in [true, false] {
      var best = (firstLayout: Double.infinity, median: Double.infinity, total: Double.infinity)
      for _ in 0..<repeatCount {
        let run = measureRow(count: count, steps: steps, textLike: textLike)
        best = (
          min(best.firstLayout, run.firstLayout), min(best.median, run.median),
          min(best.total, run.total)
        )
      }
      perStep.append(best.median)
      print(
        (textLike ? "text-like (intrinsic)" : "fixed-size").padding(
          toLength: 24, withPad: " ", startingAt: 0)
          + [best.firstLayout, best.median, best.total, best.total / Double(steps)].map {
            String(format: "%.3f", $0).leftPadded(to: 16)
          }.joined())
    }
    print(
      "  median step of the text-like row: "
        + String(format: "%.2fx", perStep[0] / max(perStep[1], 1e-9)) + " the fixed-size row's")
  }
}
