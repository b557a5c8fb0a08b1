import AutoLayoutEngine
import Testing

/// Hugging and compression resistance (spec §3, Appendix D 6 and 7).
@Suite struct IntrinsicSizeTests {
  /// The row `|-8-[a]-8-[b]-8-|` in a container of the given width, with a and b text-like
  /// views of intrinsic size 50×20 and 60×30 pinned to the top.
  func row(width: Double) -> (root: LayoutView, a: TextView, b: TextView) {
    let root = makeRoot(width: width, height: 100)
    let a = TextView("a", width: 50, height: 20)
    let b = TextView("b", width: 60, height: 30)
    root.addSubview(a)
    root.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, a, b)
  }

  @Test func defaultsAreUIKits() {
    let view = LayoutView()
    #expect(view.intrinsicContentSize == Size(width: -1, height: -1))
    #expect(LayoutView.noIntrinsicMetric == -1)
    for axis in LayoutConstraint.Axis.allCases {
      #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
    }
  }

  /// D6: in 300 points the row has 276 to share; the lower hugging priority stretches.
  @Test func lowerHuggingStretches() {
    let (root, a, b) = row(width: 300)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 8, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 66, y: 0, width: 226, height: 30))
    #expect(!a.hasAmbiguousLayout)
    #expect(!b.hasAmbiguousLayout)
  }

  /// D6 swapped: raising b's hugging after the first layout makes a stretch instead.
  @Test func swappingHuggingSwapsWhoStretches() {
    let (root, a, b) = row(width: 300)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    a.setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
    b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 8, y: 0, width: 216, height: 20))
    #expect(b.frame == Rect(x: 232, y: 0, width: 60, height: 30))
  }

  /// D6 tie: equal hugging leaves the split open.
  @Test func equalHuggingIsAmbiguous() {
    let (root, a, b) = row(width: 300)
    root.layoutIfNeeded()
    let messages = LayoutDiagnostics.capture {
      #expect(a.hasAmbiguousLayout)
      #expect(b.hasAmbiguousLayout)
    }
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.kind == .ambiguousLayout })
    // Whatever split the engine chose, both keep at least their intrinsic widths.
    #expect(a.frame.width + b.frame.width == 276)
    #expect(a.frame.width >= 50 && b.frame.width >= 60)
  }

  /// D7: in 100 points the row has 76; the lower compression resistance gives way.
  @Test func lowerCompressionResistanceShrinks() {
    let (root, a, b) = row(width: 100)
    a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 8, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 66, y: 0, width: 26, height: 30))
    #expect(!b.hasAmbiguousLayout)
  }

  @Test func equalCompressionResistanceIsAmbiguous() {
    let (root, a, b) = row(width: 100)
    root.layoutIfNeeded()
    _ = LayoutDiagnostics.capture {
      #expect(a.hasAmbiguousLayout)
      #expect(b.hasAmbiguousLayout)
    }
    #expect(a.frame.width + b.frame.width == 76)
  }

  /// The vertical axis: a column `top-8-[a]-8-[b]-8-bottom` in 200 points (176 to share).
  @Test func verticalHuggingAndCompression() {
    func column(height: Double) -> (LayoutView, TextView, TextView) {
      let root = makeRoot(width: 100, height: height)
      let a = TextView("a", width: 40, height: 50)
      let b = TextView("b", width: 40, height: 60)
      root.addSubview(a)
      root.addSubview(b)
      LayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
        root.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 8),
        a.leftAnchor.constraint(equalTo: root.leftAnchor),
        b.leftAnchor.constraint(equalTo: root.leftAnchor),
      ])
      return (root, a, b)
    }
    let (tall, a, b) = column(height: 200)
    b.setContentHuggingPriority(LayoutPriority(300), for: .vertical)
    tall.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 8, width: 40, height: 116))
    #expect(b.frame == Rect(x: 0, y: 132, width: 40, height: 60))

    let (short, c, d) = column(height: 100)  // 76 to share
    d.setContentCompressionResistancePriority(LayoutPriority(800), for: .vertical)
    short.layoutIfNeeded()
    #expect(c.frame == Rect(x: 0, y: 8, width: 40, height: 16))
    #expect(d.frame == Rect(x: 0, y: 32, width: 40, height: 60))
  }

  /// Hugging made required beats an optional pull; the content-size row is replaced, not
  /// mutated, because it crosses the required line.
  @Test func requiredHuggingHolds() {
    let (root, a, b) = row(width: 300)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    b.setContentHuggingPriority(.required, for: .horizontal)
    a.setContentHuggingPriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    #expect(b.frame.width == 60)
    #expect(a.frame.width == 216)
  }

  @Test func anAxisWithoutIntrinsicValueMakesNoConstraint() {
    let root = makeRoot(width: 200, height: 200)
    let slider = TextView("slider", height: 31)  // a height but no width, like a slider
    root.addSubview(slider)
    LayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(slider.frame == Rect(x: 10, y: 10, width: 180, height: 31))
    #expect(!slider.hasAmbiguousLayout)
  }

  /// Invalidation changes the constants in place and lays out exactly like a fresh build.
  @Test func invalidationRelaysOutLikeAFreshBuild() {
    let (root, a, b) = row(width: 300)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    let rowsBefore = a.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
    a.contentSize = Size(width: 90, height: 25)
    #expect(a.frame.width == 50)  // Not before the next layout pass.
    root.layoutIfNeeded()

    let (fresh, freshA, freshB) = row(width: 300)
    freshA.contentSize = Size(width: 90, height: 25)
    freshA.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    fresh.layoutIfNeeded()
    #expect(a.frame == freshA.frame)
    #expect(b.frame == freshB.frame)
    #expect(a.frame == Rect(x: 8, y: 0, width: 90, height: 25))
    // The same constraint objects decide a's place: nothing was rebuilt.
    #expect(a.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == rowsBefore)
  }

  @Test func gainingAndLosingAnIntrinsicAxis() {
    let root = makeRoot(width: 300, height: 100)
    let label = TextView("label")
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100).at(.defaultLow - 10),
      label.heightAnchor.constraint(equalToConstant: 10).at(.defaultLow - 10),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    label.contentSize = Size(width: 70, height: 20)
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 0, y: 0, width: 70, height: 20))
    label.contentSize = Size(width: LayoutView.noIntrinsicMetric, height: 20)
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
  }

  @Test func invalidIntrinsicValuesAreReported() {
    let root = makeRoot(width: 300, height: 100)
    let label = TextView("label", width: -5, height: .nan)
    root.addSubview(label)
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.map(\.kind) == [.nonFiniteValue, .nonFiniteValue])
    #expect(
      messages.first?.message
        == "The intrinsic content size (-5.0, nan) of label has an invalid width -5.0; that "
        + "axis is treated as having no intrinsic size. Use LayoutView.noIntrinsicMetric for none.")
    #expect(label.frame == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func outOfRangeContentPrioritiesAreRefused() {
    let view = LayoutView()
    view.name = "v"
    let messages = LayoutDiagnostics.capture {
      view.setContentHuggingPriority(LayoutPriority(0), for: .horizontal)
      view.setContentCompressionResistancePriority(LayoutPriority(1001), for: .vertical)
    }
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(
      messages.map(\.message) == [
        "The content hugging priority 0 of v is outside 1...1000; it keeps 250.",
        "The compression resistance priority 1001 of v is outside 1...1000; it keeps 750.",
      ])
  }

  @Test func contentSizeConstraintsDescribeThemselvesLikeUIKit() {
    let (root, a, _) = row(width: 300)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    let rows = a.constraintsAffectingLayout(for: .horizontal).filter {
      $0.firstItem === a && $0.description.hasPrefix("<ContentSizeLayoutConstraint")
    }
    #expect(rows.count == 2)
    let address = rows.first.map { String(UInt(bitPattern: ObjectIdentifier($0)), radix: 16) }
    #expect(
      rows.first?.description
        == "<ContentSizeLayoutConstraint:0x\(address ?? "") H:[a(50)] Hug:251 "
        + "CompressionResistance:750>")
  }
}
