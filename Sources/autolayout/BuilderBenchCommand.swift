import AutoLayoutKit
import Foundation

/// `autolayout bench-builder [--rows N] [--switches S] [--repeat K]`: times the fluent builder
/// against the same constraints made with the engine's anchors, in the same run.
///
/// The layout is N rows of three views in a list view, with chains like the demo's: set A
/// places each row's views side by side (the first a third of the list wide, the others as wide
/// as it), set B stacks them in one column. Phases: building both sets (inactive); activating
/// set A in one batch and laying out; S switches between the sets (deactivate one, activate the
/// other, lay out); and, on a fresh tree, building and activating set A one chain at a time
/// (one engine batch per view, as an app's view code does).
enum BuilderBenchCommand {
  /// The phases, in the order they are printed.
  static let phases = [
    "build both sets", "activate + layout", "switches", "total", "per-chain activate",
  ]

  static func run(_ arguments: [String]) throws -> Int32 {
    var rows = 1000
    var switches = 100
    var repeatCount = 3
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard let value = rest.popFirst(), let number = Int(value), number >= 1 else {
        throw WorkloadError("\(argument) needs a positive number")
      }
      switch argument {
      case "--rows": rows = number
      case "--switches": switches = number
      case "--repeat": repeatCount = number
      default: throw WorkloadError("unknown option \(argument)")
      }
    }
    var samples: [String: [[Double]]] = ["anchors": [], "builder": []]
    for run in 0..<repeatCount {
      let times = measurePair(rows: rows, switches: switches, builderFirst: run % 2 == 1)
      for (style, values) in times { samples[style]!.append(values) }
    }
    let anchors = medians(samples["anchors"]!)
    let builder = medians(samples["builder"]!)
    print(
      "\(rows) rows × 3 views, \(rows * 12) constraints per set, \(switches) switches "
        + "(median ms of \(repeatCount))")
    print(
      "phase".padding(toLength: 22, withPad: " ", startingAt: 0) + "anchors".leftPadded(to: 12)
        + "builder".leftPadded(to: 12) + "builder/anchors".leftPadded(to: 18))
    for (index, phase) in phases.enumerated() {
      print(
        phase.padding(toLength: 22, withPad: " ", startingAt: 0)
          + String(format: "%.2f", anchors[index]).leftPadded(to: 12)
          + String(format: "%.2f", builder[index]).leftPadded(to: 12)
          + String(format: "%.2f", builder[index] / max(anchors[index], 1e-9)).leftPadded(to: 18))
    }
    return 0
  }

  /// The median of each phase over the runs.
  static func medians(_ runs: [[Double]]) -> [Double] {
    phases.indices.map { index in
      let sorted = runs.map { $0[index] }.sorted()
      return sorted[sorted.count / 2]
    }
  }

  /// A fresh list of `rows` rows of three views.
  static func makeTree(rows: Int) -> (root: LayoutView, list: LayoutView, rows: [[LayoutView]]) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: Double(rows) * 30))
    let list = LayoutView(frame: root.frame)
    root.addSubview(list)
    let views = (0..<rows).map { _ in
      (0..<3).map { _ in
        let view = LayoutView()
        list.addSubview(view)
        return view
      }
    }
    return (root, list, views)
  }

  /// Two complete layout sets, switched on and off by number (0 or 1).
  struct Sets {
    var activate: (Int) -> Void
    var deactivate: (Int) -> Void
  }

  /// Runs every phase once in both styles, interleaved step by step (each switch of one style
  /// next to the same switch of the other, the order alternating), so that a busy machine slows
  /// both alike. Returns each style's times in milliseconds, in the order of ``phases``.
  static func measurePair(rows: Int, switches: Int, builderFirst: Bool) -> [String: [Double]] {
    let styles = builderFirst ? ["builder", "anchors"] : ["anchors", "builder"]
    var times: [String: [Double]] = [:]
    var trees: [String: (root: LayoutView, list: LayoutView, rows: [[LayoutView]])] = [:]
    var sets: [String: Sets] = [:]
    for style in styles {
      trees[style] = makeTree(rows: rows)
      times[style] = Array(repeating: 0, count: phases.count)
    }
    for style in styles {
      let tree = trees[style]!
      times[style]![0] = milliseconds {
        sets[style] = style == "builder" ? builderSets(tree.rows) : anchorSets(tree.list, tree.rows)
      }
    }
    for style in styles {
      times[style]![1] = milliseconds {
        sets[style]!.activate(0)
        trees[style]!.root.layoutIfNeeded()
      }
    }
    for index in 0..<switches {
      for style in index % 2 == 0 ? styles : styles.reversed() {
        times[style]![2] += milliseconds {
          sets[style]!.deactivate(index % 2)
          sets[style]!.activate(1 - index % 2)
          trees[style]!.root.layoutIfNeeded()
        }
      }
    }
    for style in styles {
      times[style]![3] = times[style]![0] + times[style]![1] + times[style]![2]
      let fresh = makeTree(rows: rows)
      times[style]![4] = milliseconds {
        if style == "builder" {
          builderPerChain(fresh.rows)
        } else {
          anchorsPerView(fresh.list, fresh.rows)
        }
        fresh.root.layoutIfNeeded()
      }
    }
    return times
  }

  // MARK: The builder

  /// Both layout sets made with the builder, switched with the builders' own batch calls.
  static func builderSets(_ rows: [[LayoutView]]) -> Sets {
    var sideBySide: [AutoLayout<LayoutView>] = []
    var column: [AutoLayout<LayoutView>] = []
    sideBySide.reserveCapacity(rows.count * 3)
    column.reserveCapacity(rows.count * 3)
    for (index, row) in rows.enumerated() {
      sideBySide += builderSideBySide(row, after: index == 0 ? nil : rows[index - 1])
      column += builderColumn(row, after: index == 0 ? nil : rows[index - 1])
    }
    let sets = [sideBySide, column]
    return Sets(activate: { sets[$0].activate() }, deactivate: { sets[$0].deactivate() })
  }

  /// Set A for one row: three views side by side below the previous row.
  static func builderSideBySide(_ row: [LayoutView], after previous: [LayoutView]?)
    -> [AutoLayout<LayoutView>]
  {
    let (a, b, c) = (row[0], row[1], row[2])
    let first = a.autoLayout
    if let previous {
      _ = first.below(4, to: previous[0])
    } else {
      _ = first.top()
    }
    return [
      first.left().widthToParent(multiplier: 1.0 / 3, constant: -8).height(20),
      b.autoLayout.top(to: a).after(8, to: a).width(to: a).height(to: a),
      c.autoLayout.top(to: a).after(8, to: b).right().height(to: a),
    ]
  }

  /// Set B for one row: the three views in a column below the previous row.
  static func builderColumn(_ row: [LayoutView], after previous: [LayoutView]?)
    -> [AutoLayout<LayoutView>]
  {
    let (a, b, c) = (row[0], row[1], row[2])
    let first = a.autoLayout
    if let previous {
      _ = first.below(2, to: previous[2])
    } else {
      _ = first.top()
    }
    return [
      first.left().right().height(6),
      b.autoLayout.below(2, to: a).left().right().height(to: a),
      c.autoLayout.below(2, to: b).left(4).right(4).height(to: a),
    ]
  }

  /// Set A made and activated one chain at a time.
  static func builderPerChain(_ rows: [[LayoutView]]) {
    for (index, row) in rows.enumerated() {
      for builder in builderSideBySide(row, after: index == 0 ? nil : rows[index - 1]) {
        builder.activate()
      }
    }
  }

  // MARK: The anchors

  /// Both layout sets made with the engine's anchors: the same constraints, in the same order.
  static func anchorSets(_ list: LayoutView, _ rows: [[LayoutView]]) -> Sets {
    var sideBySide: [LayoutConstraint] = []
    var column: [LayoutConstraint] = []
    sideBySide.reserveCapacity(rows.count * 12)
    column.reserveCapacity(rows.count * 12)
    for (index, row) in rows.enumerated() {
      for view in row { view.translatesAutoresizingMaskIntoConstraints = false }
      for group in anchorSideBySide(list, row, after: index == 0 ? nil : rows[index - 1]) {
        sideBySide += group
      }
      for group in anchorColumn(list, row, after: index == 0 ? nil : rows[index - 1]) {
        column += group
      }
    }
    let sets = [sideBySide, column]
    return Sets(
      activate: { LayoutConstraint.activate(sets[$0]) },
      deactivate: { LayoutConstraint.deactivate(sets[$0]) })
  }

  /// Set A for one row, one array per view.
  static func anchorSideBySide(
    _ list: LayoutView, _ row: [LayoutView], after previous: [LayoutView]?
  )
    -> [[LayoutConstraint]]
  {
    let (a, b, c) = (row[0], row[1], row[2])
    return [
      [
        previous.map { a.topAnchor.constraint(equalTo: $0[0].bottomAnchor, constant: 4) }
          ?? a.topAnchor.constraint(equalTo: list.topAnchor),
        a.leftAnchor.constraint(equalTo: list.leftAnchor),
        a.widthAnchor.constraint(equalTo: list.widthAnchor, multiplier: 1.0 / 3, constant: -8),
        a.heightAnchor.constraint(equalToConstant: 20),
      ],
      [
        b.topAnchor.constraint(equalTo: a.topAnchor),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.widthAnchor.constraint(equalTo: a.widthAnchor),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ],
      [
        c.topAnchor.constraint(equalTo: a.topAnchor),
        c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
        c.rightAnchor.constraint(equalTo: list.rightAnchor),
        c.heightAnchor.constraint(equalTo: a.heightAnchor),
      ],
    ]
  }

  /// Set B for one row, one array per view.
  static func anchorColumn(_ list: LayoutView, _ row: [LayoutView], after previous: [LayoutView]?)
    -> [[LayoutConstraint]]
  {
    let (a, b, c) = (row[0], row[1], row[2])
    return [
      [
        previous.map { a.topAnchor.constraint(equalTo: $0[2].bottomAnchor, constant: 2) }
          ?? a.topAnchor.constraint(equalTo: list.topAnchor),
        a.leftAnchor.constraint(equalTo: list.leftAnchor),
        a.rightAnchor.constraint(equalTo: list.rightAnchor),
        a.heightAnchor.constraint(equalToConstant: 6),
      ],
      [
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 2),
        b.leftAnchor.constraint(equalTo: list.leftAnchor),
        b.rightAnchor.constraint(equalTo: list.rightAnchor),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ],
      [
        c.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 2),
        c.leftAnchor.constraint(equalTo: list.leftAnchor, constant: 4),
        c.rightAnchor.constraint(equalTo: list.rightAnchor, constant: -4),
        c.heightAnchor.constraint(equalTo: a.heightAnchor),
      ],
    ]
  }

  /// Set A made and activated one view at a time.
  static func anchorsPerView(_ list: LayoutView, _ rows: [[LayoutView]]) {
    for (index, row) in rows.enumerated() {
      for view in row { view.translatesAutoresizingMaskIntoConstraints = false }
      for group in anchorSideBySide(list, row, after: index == 0 ? nil : rows[index - 1]) {
        LayoutConstraint.activate(group)
      }
    }
  }
}
