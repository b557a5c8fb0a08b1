import AutoLayoutEngine
import Testing

/// StackView (spec §11, Appendix D 12-13).
@Suite struct StackViewTests {
  /// A root holding `stack` pinned at (10, 20) with the given size (nil: free).
  func place(_ stack: StackView, width: Double? = nil, height: Double? = nil) -> LayoutView {
    let root = makeRoot(width: 400, height: 400)
    stack.name = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(constraints)
    return root
  }

  func texts(_ sizes: [(Double, Double)]) -> [TextView] {
    sizes.enumerated().map { TextView("t\($0.offset)", width: $0.element.0, height: $0.element.1) }
  }

  /// A generated constraint written out, as in the spec's listing.
  static func line(_ c: LayoutConstraint) -> String {
    func name(_ item: AnyObject?) -> String {
      if let view = item as? LayoutView { return view.name ?? "?" }
      if let guide = item as? LayoutGuide { return guide.identifier }
      return "-"
    }
    var text = "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation)"
    if c.secondItem != nil { text += " \(name(c.secondItem)).\(c.secondAttribute)" }
    if c.multiplier != 1 { text += " ×\(c.multiplier)" }
    if c.constant != 0 { text += " + \(c.constant)" }
    if c.priority != .required { text += " @\(c.priority.rawValue)" }
    return text
  }

  @Test func fillSharesTheLengthByHugging() {
    let views = texts([(50, 20), (60, 30)])
    views[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    let root = place(stack, width: 300)
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 300, height: 30))
    #expect(views[0].frame == Rect(x: 0, y: 0, width: 50, height: 30))
    #expect(views[1].frame == Rect(x: 60, y: 0, width: 240, height: 30))
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
  }

  @Test func anUnconstrainedStackWrapsItsViews() {
    let views = texts([(50, 20), (60, 30), (40, 10)])
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 8
    stack.alignment = .center
    let root = place(stack)
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 166, height: 30))
    let expected1: [Rect] = [
      Rect(x: 0, y: 5, width: 50, height: 20),
      Rect(x: 58, y: 0, width: 60, height: 30),
      Rect(x: 126, y: 10, width: 40, height: 10),
    ]

    #expect(views.map(\.frame) == expected1)
  }

  @Test func fillEquallyInAColumn() {
    let views = texts([(50, 20), (60, 30)])
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 4
    let root = place(stack, width: 100, height: 104)
    root.layoutIfNeeded()
    #expect(views[0].frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(views[1].frame == Rect(x: 0, y: 54, width: 100, height: 50))
  }

  /// Appendix D 13: the denominator counts the spacing, so the last row absorbs the rest.
  @Test func fillProportionally() {
    let views = texts([(50, 10), (100, 10), (150, 10)])
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    stack.spacing = 10
    let root = place(stack, width: 330)
    root.layoutIfNeeded()
    let expected2: [Double] = [51.5625, 103.125, 155.3125]

    #expect(views.map(\.frame.width) == expected2)
    let expected3: [Double] = [0, 61.5625, 174.6875]

    #expect(views.map(\.frame.minX) == expected3)
    let proportions = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    let expected4: [Double] = [50.0 / 320, 100.0 / 320, 150.0 / 320]

    #expect(proportions.map(\.multiplier) == expected4)
    let expected5: [Float] = [999, 998, 997]

    #expect(proportions.map(\.priority.rawValue) == expected5)
  }

  @Test func fillProportionallyFollowsIntrinsicSizes() {
    let views = texts([(50, 10), (150, 10)])
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    let root = place(stack, width: 400)
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 100)
    views[0].contentSize = Size(width: 250, height: 10)
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 250)
    #expect(views[1].frame.width == 150)
  }

  @Test func equalSpacingSharesTheRest() {
    let views = texts([(50, 20), (60, 20), (40, 20)])
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.spacing = 5
    let root = place(stack, width: 300)
    root.layoutIfNeeded()
    let expected6: [Double] = [0, 125, 260]

    #expect(views.map(\.frame.minX) == expected6)
    let expected7: [Double] = [50, 60, 40]

    #expect(views.map(\.frame.width) == expected7)
  }

  @Test func equalCenteringSpacesTheCentres() {
    let views = texts([(40, 20), (80, 20), (40, 20)])
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = .equalCentering
    let root = place(stack, width: 300)
    root.layoutIfNeeded()
    let expected8: [Double] = [20, 150, 280]

    #expect(views.map(\.frame.midX) == expected8)
  }

  @Test func alignments() {
    let expectations: [(alignment: StackView.Alignment, frames: [Rect])] = [
      (.fill, [Rect(x: 0, y: 0, width: 50, height: 40), Rect(x: 50, y: 0, width: 60, height: 40)]),
      (.top, [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 60, height: 30)]),
      (
        .center,
        [Rect(x: 0, y: 10, width: 50, height: 20), Rect(x: 50, y: 5, width: 60, height: 30)]
      ),
      (
        .bottom,
        [Rect(x: 0, y: 20, width: 50, height: 20), Rect(x: 50, y: 10, width: 60, height: 30)]
      ),
    ]
    for (alignment, frames) in expectations {
      let views = texts([(50, 20), (60, 30)])
      let stack = StackView(arrangedSubviews: views)
      stack.alignment = alignment
      let root = place(stack, height: 40)
      root.layoutIfNeeded()
      #expect(views.map(\.frame) == frames, "\(alignment)")
    }
  }

  @Test func customSpacingAndMargins() {
    let views = texts([(50, 20), (60, 20), (40, 20)])
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
    let root = place(stack)
    root.layoutIfNeeded()
    #expect(stack.frame.size == Size(width: 202, height: 28))
    let expected9: [Double] = [6, 86, 156]

    #expect(views.map(\.frame.minX) == expected9)
    #expect(views[0].frame.minY == 4)
  }

  /// Appendix D 12 and spec §11.6: a hidden middle view takes half a space on each side.
  @Test func theWorkedExampleOfAHiddenView() {
    let views = ["a", "b", "c"].map { name -> LayoutView in
      let view = LayoutView()
      view.name = name
      return view
    }
    let stack = StackView(arrangedSubviews: views)
    stack.alignment = .center
    stack.spacing = 8
    views[1].isHidden = true
    let root = place(stack)
    stack.updateConstraintsIfNeeded()
    let lines = stack.constraints.map(Self.line)
    let expected10: [String] = [
      "UISV-canvas-connection stack.leading == a.leading",
      "UISV-canvas-connection stack.trailing == c.trailing",
      "UISV-spacing b.leading == a.trailing + 4.0",
      "UISV-spacing c.leading == b.trailing + 4.0",
      "UISV-hiding b.width ==",
      "UISV-alignment a.centerY == b.centerY",
      "UISV-alignment a.centerY == c.centerY",
      "UISV-spanning-boundary UISV-alignment-spanner.top <= a.top",
      "UISV-spanning-boundary UISV-alignment-spanner.bottom >= a.bottom",
      "UISV-spanning-boundary UISV-alignment-spanner.top <= c.top",
      "UISV-spanning-boundary UISV-alignment-spanner.bottom >= c.bottom",
      "UISV-spanning-fit UISV-alignment-spanner.height == @51.0",
      "UISV-canvas-connection stack.top == UISV-alignment-spanner.top",
      "UISV-canvas-connection stack.bottom == UISV-alignment-spanner.bottom",
      "UISV-canvas-connection stack.centerY == a.centerY",
      "UISV-ambiguity-suppression a.height == @25.0",
      "UISV-ambiguity-suppression b.height == @25.0",
      "UISV-ambiguity-suppression c.height == @25.0",
    ]

    #expect(lines == expected10)
    // Showing b again restores the gaps and drops the hiding constraint.
    views[1].isHidden = false
    root.layoutIfNeeded()
    let spacings = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    let expected11: [Double] = [8, 8]

    #expect(spacings.map(\.constant) == expected11)
    #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
  }

  @Test func hidingCollapsesAView() {
    let views = texts([(50, 20), (60, 20), (40, 20)])
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    let root = place(stack)
    root.layoutIfNeeded()
    #expect(stack.frame.width == 170)
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.width == 100)
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame.minX == 60)
    views[0].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.width == 40)
    #expect(views[2].frame.minX == 0)
  }

  @Test func arrangingAndRemoving() {
    let views = texts([(50, 20), (60, 20), (40, 20)])
    let stack = StackView(arrangedSubviews: [views[0], views[2]])
    stack.spacing = 10
    let root = place(stack)
    root.layoutIfNeeded()
    #expect(stack.frame.width == 100)
    stack.insertArrangedSubview(views[1], at: 1)
    root.layoutIfNeeded()
    let expected12: [String] = ["t0", "t1", "t2"]

    #expect(stack.arrangedSubviews.map(\.name) == expected12)
    let expected13: [Double] = [0, 60, 130]

    #expect(views.map(\.frame.minX) == expected13)
    // Removing from the arrangement keeps the view a subview.
    stack.removeArrangedSubview(views[0])
    #expect(stack.subviews.contains { $0 === views[0] })
    views[0].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(views[1].frame.minX == 0)
    // Removing from the superview also leaves the arrangement.
    views[2].removeFromSuperview()
    let expected14: [String] = ["t1"]

    #expect(stack.arrangedSubviews.map(\.name) == expected14)
    root.layoutIfNeeded()
    #expect(stack.frame.width == 60)
  }

  @Test func nestedStacks() {
    let inner = StackView(arrangedSubviews: texts([(20, 10), (30, 10)]))
    inner.axis = .vertical
    inner.spacing = 2
    let label = TextView("label", width: 40, height: 15)
    let outer = StackView(arrangedSubviews: [inner, label])
    outer.spacing = 5
    outer.alignment = .top
    let root = place(outer)
    root.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 0, y: 0, width: 30, height: 22))
    #expect(label.frame == Rect(x: 35, y: 0, width: 40, height: 15))
    #expect(outer.frame.size == Size(width: 75, height: 22))
  }

  @Test func changingTheAxisMakesTheConstraintsAgain() {
    let views = texts([(50, 20), (60, 30)])
    let stack = StackView(arrangedSubviews: views)
    let root = place(stack)
    root.layoutIfNeeded()
    #expect(stack.frame.size == Size(width: 110, height: 30))
    stack.axis = .vertical
    root.layoutIfNeeded()
    #expect(stack.frame.size == Size(width: 60, height: 50))
    #expect(views[1].frame == Rect(x: 0, y: 20, width: 60, height: 30))
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.map(\.firstAttribute) == [.top])
  }
}
