import AutoLayoutEngine
import AutoLayoutSolver
import Testing

/// A form whose labels all take the widest label's width (`label.width == firstLabel.width` at
/// 999 beside each label's own hugging and compression resistance), built row by row as a
/// screen adds its rows. The solver used to walk the shared width past every other label for
/// each row added (10,199 pivots for 100 rows); see `EnteringRuleTests` in the solver's tests.
@Suite struct FormLayoutTests {
  /// Adds `rows` rows to a 400-point root, one activation per row: a label (intrinsic width
  /// from a seeded sequence, 20 high) 16 from the leading edge, and a field from 8 after it to
  /// 16 before the trailing edge; rows 8 apart. With `inOneActivation`, every row's constraints
  /// are activated together at the end instead, as a screen's setup code does.
  func makeForm(rows: Int, inOneActivation: Bool = false) -> (
    root: LayoutView, labels: [TextView], fields: [LayoutView]
  ) {
    let root = makeRoot(width: 400, height: 12_000)
    var labels: [TextView] = []
    var fields: [LayoutView] = []
    var pending: [LayoutConstraint] = []
    var seed: UInt64 = 12_345
    for row in 0..<rows {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let label = TextView("label\(row)", width: Double(40 + Int((seed >> 33) % 101)), height: 20)
      root.addSubview(label)
      let field = makeChild("field\(row)", in: root)
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
      if inOneActivation {
        pending += constraints
      } else {
        LayoutConstraint.activate(constraints)
      }
      labels.append(label)
      fields.append(field)
    }
    LayoutConstraint.activate(pending)
    root.layoutIfNeeded()
    return (root, labels, fields)
  }

  /// Every label is as wide as the widest one's text, every field fills the rest of its row.
  @Test(arguments: [false, true])
  func everyLabelTakesTheWidestLabelsWidth(inOneActivation: Bool) {
    let form = makeForm(rows: 40, inOneActivation: inOneActivation)
    let widest = form.labels.map(\.contentSize.width).max()!
    for (row, (label, field)) in zip(form.labels, form.fields).enumerated() {
      let top = 8 + Double(row) * 28
      #expect(label.frame == Rect(x: 16, y: top, width: widest, height: 20))
      #expect(field.frame == Rect(x: 24 + widest, y: top, width: 360 - widest, height: 20))
    }
  }

  /// Building the form row by row takes a few pivots per row: 299 for 100 rows (10,199 with the
  /// lowest candidate always entering).
  @Test func buildingAFormTakesAFewPivotsPerRow() {
    let form = makeForm(rows: 100)
    let pivots = form.root.rootEngine!.solver.statistics.pivots
    #expect(pivots <= 4 * 100, "100 rows took \(pivots) pivots")
  }

  /// Activating the whole form at once costs about what activating it row by row does: past its
  /// first 32 additions the activation's solver batch optimizes after each one. Optimized once
  /// at the end, 100 rows touched 80,058 rows and 400 rows 1,280,276 (quadratic).
  @Test func activatingAWholeFormAtOnceTouchesFewRows() {
    let form = makeForm(rows: 100, inOneActivation: true)
    let statistics = form.root.rootEngine!.solver.statistics
    #expect(statistics.pivots <= 4 * 100, "100 rows took \(statistics.pivots) pivots")
    #expect(
      statistics.rowsTouched <= 20 * 100, "100 rows touched \(statistics.rowsTouched) rows")
  }
}
