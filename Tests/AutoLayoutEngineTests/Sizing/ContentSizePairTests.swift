import AutoLayoutEngine
import AutoLayoutSolver
import Testing

/// A view's optional hugging and compression resistance on one axis share one solver equality
/// weighted differently on each side; a required one keeps its own row.
@Suite struct ContentSizePairTests {
  /// `count` text-like views of intrinsic widths 20, 30, 40, ... in a row pinned at both ends
  /// of a container (2-point gaps), hugging 250 + i and resistance 750 − i % 2.
  func row(_ count: Int, width: Double) -> (root: LayoutView, views: [TextView]) {
    let root = makeRoot(width: width, height: 40)
    var views: [TextView] = []
    var constraints: [LayoutConstraint] = []
    for i in 0..<count {
      let view = TextView("v\(i)", width: 20 + 10 * Double(i % 5), height: 20)
      view.setContentHuggingPriority(LayoutPriority(Float(250 + i)), for: .horizontal)
      view.setContentCompressionResistancePriority(
        LayoutPriority(Float(750 - i % 2)), for: .horizontal)
      root.addSubview(view)
      constraints.append(
        view.leadingAnchor.constraint(
          equalTo: views.last?.trailingAnchor ?? root.leadingAnchor, constant: 2))
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
      views.append(view)
    }
    constraints.append(
      root.trailingAnchor.constraint(equalTo: views[count - 1].trailingAnchor, constant: 2))
    LayoutConstraint.activate(constraints)
    return (root, views)
  }

  /// The natural width of ``row(_:width:)``.
  func natural(_ count: Int) -> Double {
    var total: Double = 2
    for i in 0..<count {
      let width: Double = 20 + 10 * Double(i % 5)
      total += width + 2
    }
    return total
  }

  @Test func aResizeAcrossTheNaturalWidthPivotsOncePerEvent() {
    let count = 60
    let (root, views) = row(count, width: natural(count) - 40)
    root.layoutIfNeeded()
    let solver = root.rootEngine!.solver
    let before = solver.statistics.pivots
    root.frame = Rect(x: 0, y: 0, width: natural(count) + 40, height: 40)
    root.layoutIfNeeded()
    // The stretch goes to the view that hugs least (v0, 250); made of two inequalities per
    // view, this change took about one pivot per view.
    #expect(solver.statistics.pivots - before < 6)
    #expect(views[0].frame.width == 20 + 40)
    for view in views.dropFirst() {
      #expect(view.frame.width == view.contentSize.width)
    }
  }

  @Test func sidesChangeInPlaceAndRequiredSidesGetTheirOwnRows() {
    let (root, views) = row(2, width: natural(2) + 10)
    let (a, b) = (views[0], views[1])  // a: hug 250, CR 750; b: hug 251, CR 749.
    root.layoutIfNeeded()
    #expect(a.frame.width == 30 && b.frame.width == 30)
    // b hugs less now: b stretches.
    b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 20 && b.frame.width == 40)
    // Required hugging on b: a stretches instead.
    b.setContentHuggingPriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 30 && b.frame.width == 30)
    // Back to optional, and shrink the container: the lower resistance (b, 749) gives.
    b.setContentHuggingPriority(.defaultLow, for: .horizontal)
    root.frame = Rect(x: 0, y: 0, width: natural(2) - 10, height: 40)
    root.layoutIfNeeded()
    #expect(a.frame.width == 20 && b.frame.width == 20)
    // Required resistance on b: a gives.
    b.setContentCompressionResistancePriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 10 && b.frame.width == 30)
    b.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 20 && b.frame.width == 20)
  }

  @Test func bothRowsStillAffectTheLayoutAndSurviveAnIntrinsicChange() {
    let (root, views) = row(2, width: natural(2))
    root.layoutIfNeeded()
    let affecting = views[0].constraintsAffectingLayout(for: .horizontal)
    let contentSize = affecting.filter {
      $0.firstItem === views[0] && $0.description.hasPrefix("<ContentSizeLayoutConstraint")
    }
    #expect(contentSize.count == 2)
    views[0].contentSize = Size(width: 44, height: 20)
    root.frame = Rect(x: 0, y: 0, width: natural(2) + 24, height: 40)
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 44 && views[1].frame.width == 30)
  }
}
