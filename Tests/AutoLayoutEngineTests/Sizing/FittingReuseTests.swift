import AutoLayoutEngine
import Testing

/// `systemLayoutSizeFitting` keeps its solver for the next measurement of the same view and
/// changes the copies' constants in place while the subtree keeps its constraints: every answer
/// must be the one a cell built fresh with the same content gives.
@Suite struct FittingReuseTests {
  /// A self-sizing cell: labels stacked in the margins (each at most as wide as the margins, the
  /// first one's top on the margins' top, the last one's bottom on the margins' bottom), an
  /// optional badge on the trailing side of the first label, in a root of its own.
  private final class Cell {
    let root = makeRoot(width: 400, height: 800)
    let cell: LayoutView
    let labels: [TextView]
    let badge: TextView
    var badgeConstraints: [LayoutConstraint] = []
    let gaps: [LayoutConstraint]

    init(sizes: [Size], badge badgeSize: Size?, gap: Double) {
      cell = makeChild("cell", in: root)
      labels = sizes.enumerated().map {
        TextView(
          "label\($0.offset)", width: $0.element.width,
          height: $0.element.height)
      }
      badge = TextView("badge", width: badgeSize?.width ?? 20, height: badgeSize?.height ?? 20)
      var gaps: [LayoutConstraint] = []
      var constraints = [cell.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
      for (index, label) in labels.enumerated() {
        cell.addSubview(label)
        let top =
          index == 0
          ? label.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor)
          : label.topAnchor.constraint(equalTo: labels[index - 1].bottomAnchor, constant: gap)
        if index > 0 { gaps.append(top) }
        constraints += [
          top, label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
          label.trailingAnchor.constraint(
            lessThanOrEqualTo: cell.layoutMarginsGuide.trailingAnchor),
        ]
      }
      constraints.append(
        labels[labels.count - 1].bottomAnchor.constraint(
          equalTo: cell.layoutMarginsGuide.bottomAnchor))
      self.gaps = gaps
      LayoutConstraint.activate(constraints)
      cell.addSubview(badge)
      if badgeSize != nil { showBadge() }
    }

    func showBadge() {
      badgeConstraints = [
        badge.leadingAnchor.constraint(greaterThanOrEqualTo: labels[0].trailingAnchor, constant: 4),
        badge.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
        badge.topAnchor.constraint(equalTo: labels[0].topAnchor),
      ]
      LayoutConstraint.activate(badgeConstraints)
    }

    func hideBadge() {
      LayoutConstraint.deactivate(badgeConstraints)
      badgeConstraints = []
    }

    func fit(width: Double, horizontal: LayoutPriority = .required) -> Size {
      cell.systemLayoutSizeFitting(
        Size(width: width, height: 0), withHorizontalFittingPriority: horizontal,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  private static func sizes(_ random: inout SeededGenerator, count: Int) -> [Size] {
    (0..<count).map { _ in
      Size(width: Double(20 + random.below(400)), height: Double(10 + random.below(40)))
    }
  }

  @Test(arguments: [1, 2, 3])
  func newContentMeasuresAsAFreshCellDoes(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed))
    let kept = Cell(sizes: Self.sizes(&random, count: 4), badge: nil, gap: 4)
    for step in 0..<60 {
      let sizes = Self.sizes(&random, count: 4)
      for (label, size) in zip(kept.labels, sizes) { label.contentSize = size }
      let badge = step % 3 == 0 ? Size(width: Double(10 + random.below(60)), height: 18) : nil
      if let badge {
        kept.badge.contentSize = badge
        if kept.badgeConstraints.isEmpty { kept.showBadge() }
      } else if !kept.badgeConstraints.isEmpty {
        kept.hideBadge()
      }
      let gap = Double(random.below(3) * 4)
      for constraint in kept.gaps { constraint.constant = gap }
      let width = Double(150 + random.below(300))
      let horizontal: LayoutPriority = step % 5 == 4 ? .defaultLow : .required
      let fresh = Cell(sizes: sizes, badge: badge, gap: gap)
      #expect(
        kept.fit(width: width, horizontal: horizontal)
          == fresh.fit(width: width, horizontal: horizontal), "seed \(seed), step \(step)")
    }
  }

  @Test func measuringAnotherViewAndComingBackGivesTheSameSizes() {
    let first = Cell(
      sizes: [Size(width: 120, height: 20), Size(width: 300, height: 30)],
      badge: nil, gap: 4)
    let second = Cell(
      sizes: [Size(width: 50, height: 10)], badge: Size(width: 30, height: 20),
      gap: 0)
    // Both cells in one tree, so that they share the engine and its kept solver.
    first.root.addSubview(second.cell)
    LayoutConstraint.activate([
      second.cell.leadingAnchor.constraint(equalTo: first.root.leadingAnchor)
    ])
    let a = first.fit(width: 200)
    let b = second.fit(width: 200)
    #expect(a == Size(width: 200, height: 16 + 20 + 4 + 30))
    #expect(b == Size(width: 200, height: 16 + 10))
    first.labels[1].contentSize = Size(width: 300, height: 40)
    #expect(first.fit(width: 200) == Size(width: 200, height: 16 + 20 + 4 + 40))
    #expect(second.fit(width: 200) == b)
    #expect(first.fit(width: 200) == Size(width: 200, height: 16 + 20 + 4 + 40))
  }

  @Test func aRequiredWidthTheCellCannotMeetComesAsCloseAsItCan() {
    let cell = Cell(sizes: [Size(width: 100, height: 20)], badge: nil, gap: 0)
    // The label resists compression at 750 only: a narrow required width squeezes it.
    #expect(cell.fit(width: 60) == Size(width: 60, height: 36))
    let wide = cell.labels[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 90)
    wide.isActive = true
    // 90 + 16 of margins cannot be 60 wide: the width comes as close as the cell allows.
    #expect(cell.fit(width: 60) == Size(width: 106, height: 36))
    #expect(cell.fit(width: 300) == Size(width: 300, height: 36))
    wide.isActive = false
    #expect(cell.fit(width: 60) == Size(width: 60, height: 36))
  }

  @Test func aMeasuredViewThatLeavesLetsItsKeptCopiesGo() {
    var watch = Watch()
    let root = makeRoot(width: 300, height: 300)
    do {
      let cell = Cell(sizes: [Size(width: 80, height: 20)], badge: nil, gap: 0)
      root.addSubview(cell.cell)
      LayoutConstraint.activate([cell.cell.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
      #expect(cell.fit(width: 200) == Size(width: 200, height: 36))
      #expect(root.rootEngine?.keepsFittingSolver == true)
      watch.watchTree(of: cell.cell)
      cell.cell.removeFromSuperview()
      #expect(root.rootEngine?.keepsFittingSolver == false)
    }
    #expect(watch.alive == [])
  }
}
