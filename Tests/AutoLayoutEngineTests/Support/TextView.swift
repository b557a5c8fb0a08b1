import AutoLayoutEngine
import Testing

/// A text-like view for tests: a settable intrinsic size and baseline offsets, as a label's.
final class TextView: LayoutView {
  var contentSize: Size {
    didSet { invalidateIntrinsicContentSize() }
  }
  var firstBaseline: Double
  var lastBaseline: Double

  init(
    _ name: String, width: Double = LayoutView.noIntrinsicMetric,
    height: Double = LayoutView.noIntrinsicMetric, firstBaseline: Double = 0,
    lastBaseline: Double = 0
  ) {
    contentSize = Size(width: width, height: height)
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    super.init(frame: .zero)
    self.name = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: Size { contentSize }
  override var firstBaselineOffsetFromTop: Double { firstBaseline }
  override var lastBaselineOffsetFromBottom: Double { lastBaseline }
}

/// A root view of the given size.
func makeRoot(width: Double, height: Double, name: String = "root") -> LayoutView {
  let root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height))
  root.name = name
  return root
}

/// A view laid out by constraints, added to `parent`.
func makeChild(_ name: String, in parent: LayoutView) -> LayoutView {
  let view = LayoutView()
  view.name = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

extension LayoutConstraint {
  /// The constraint with another priority (set before activation), for short test code.
  func at(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }
}

/// Runs `body` and expects it to report no diagnostic (no invalid or unsatisfiable constraint).
func quietly<Result>(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Result
) rethrows -> Result {
  var result: Result?
  let messages = try LayoutDiagnostics.capture { result = try body() }
  #expect(messages.map(\.message) == [], sourceLocation: sourceLocation)
  return result!
}
