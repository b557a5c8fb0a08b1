import AutoLayoutEngine
import Testing

/// Safe areas follow where views lie (spec §8.3), and the guides built on them follow the
/// insets, after every change, not only in the first layout: the layout pass looks again only
/// at what moved, so these tests move views in and out of the unsafe bands and compare with a
/// tree built fresh at the same place.
@Suite struct SafeAreaTests {
  /// A phone-sized root with a status bar and a home indicator; a header `top` points down,
  /// `left` points in; inside the header, a bar at its top; views pinned to the header's safe
  /// area guide, to its margins guide, to the bar's safe area guide, and to the margins guide
  /// of a view that preserves the bar's margins.
  struct Scene {
    let root: LayoutView
    let header: LayoutView
    let bar: LayoutView
    let underSafeArea: LayoutView
    let underMargins: LayoutView
    let underBar: LayoutView
    let preserving: LayoutView
    let underPreserved: LayoutView
    let top: LayoutConstraint
    let left: LayoutConstraint

    init(
      top: Double, left: Double,
      rootInsets: EdgeInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    ) {
      root = makeRoot(width: 375, height: 812)
      root.safeAreaInsets = rootInsets
      header = makeChild("header", in: root)
      bar = makeChild("bar", in: header)
      underSafeArea = makeChild("underSafeArea", in: header)
      underMargins = makeChild("underMargins", in: header)
      underBar = makeChild("underBar", in: bar)
      preserving = makeChild("preserving", in: bar)
      preserving.preservesSuperviewLayoutMargins = true
      underPreserved = makeChild("underPreserved", in: preserving)
      self.top = header.topAnchor.constraint(equalTo: root.topAnchor, constant: top)
      self.left = header.leftAnchor.constraint(equalTo: root.leftAnchor, constant: left)
      LayoutConstraint.activate([
        self.top, self.left,
        header.widthAnchor.constraint(equalToConstant: 200),
        header.heightAnchor.constraint(equalToConstant: 120),
        bar.topAnchor.constraint(equalTo: header.topAnchor),
        bar.leftAnchor.constraint(equalTo: header.leftAnchor),
        bar.rightAnchor.constraint(equalTo: header.rightAnchor),
        bar.heightAnchor.constraint(equalToConstant: 120),
        underSafeArea.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
        underSafeArea.leftAnchor.constraint(equalTo: header.leftAnchor),
        underSafeArea.widthAnchor.constraint(equalToConstant: 10),
        underSafeArea.heightAnchor.constraint(equalToConstant: 10),
        underMargins.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
        underMargins.leftAnchor.constraint(equalTo: header.layoutMarginsGuide.leftAnchor),
        underMargins.widthAnchor.constraint(equalToConstant: 10),
        underMargins.heightAnchor.constraint(equalToConstant: 10),
        underBar.topAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.topAnchor),
        underBar.leftAnchor.constraint(equalTo: bar.leftAnchor, constant: 20),
        underBar.widthAnchor.constraint(equalToConstant: 10),
        underBar.heightAnchor.constraint(equalToConstant: 10),
        preserving.topAnchor.constraint(equalTo: bar.topAnchor),
        preserving.leftAnchor.constraint(equalTo: bar.leftAnchor, constant: 2),
        preserving.widthAnchor.constraint(equalToConstant: 120),
        preserving.heightAnchor.constraint(equalToConstant: 100),
        underPreserved.leftAnchor.constraint(equalTo: preserving.layoutMarginsGuide.leftAnchor),
        underPreserved.topAnchor.constraint(equalTo: preserving.layoutMarginsGuide.topAnchor),
        underPreserved.widthAnchor.constraint(equalToConstant: 5),
        underPreserved.heightAnchor.constraint(equalToConstant: 5),
      ])
      root.layoutIfNeeded()
    }

    /// Every frame of the tree and the insets of the views with guides.
    var state: [String] {
      var lines: [String] = []
      var stack = [root]
      while let view = stack.popLast() {
        lines.append("\(view.name ?? "?") \(view.frame) \(view.safeAreaInsets)")
        stack.append(contentsOf: view.subviews)
      }
      return lines
    }
  }

  @Test func theSafeAreaFollowsAViewThatMoves() {
    let scene = Scene(top: 20, left: 0)
    // 47 - 20: the status bar reaches 27 points into the header, and into the bar.
    #expect(scene.header.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(scene.underSafeArea.frame.minY == 27)
    #expect(scene.underMargins.frame.minY == 35)
    #expect(scene.underBar.frame.minY == 27)
    scene.top.constant = 100
    scene.root.layoutIfNeeded()
    #expect(scene.header.safeAreaInsets == .zero)
    #expect(scene.bar.safeAreaInsets == .zero)
    #expect(scene.underSafeArea.frame.minY == 0)
    #expect(scene.underMargins.frame.minY == 8)
    #expect(scene.underBar.frame.minY == 0)
    // Under the home indicator: 812 - 34 = 778, and the header ends at 700 + 120 = 820.
    scene.top.constant = 700
    scene.root.layoutIfNeeded()
    #expect(scene.header.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 42, right: 0))
    #expect(scene.bar.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 42, right: 0))
    // `preserving` (700 to 800) reaches 22 points into the band.
    #expect(scene.preserving.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
    scene.top.constant = 0
    scene.root.layoutIfNeeded()
    #expect(scene.bar.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(scene.underBar.frame.minY == 47)
  }

  /// A view's `safeAreaInsets` follows it after every layout, guides or none.
  @Test func aViewWithoutGuidesReadsItsCurrentInsets() {
    let root = makeRoot(width: 375, height: 812)
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let plain = makeChild("plain", in: root)
    let top = plain.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([
      top, plain.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      plain.widthAnchor.constraint(equalToConstant: 100),
      plain.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(plain.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    for (constant, expected) in [(100.0, 0.0), (20, 27), (-10, 57)] {
      top.constant = constant
      root.layoutIfNeeded()
      #expect(plain.safeAreaInsets == EdgeInsets(top: expected, left: 0, bottom: 0, right: 0))
    }
    top.constant = 750
    root.layoutIfNeeded()
    #expect(plain.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 72, right: 0))
  }

  /// A built-in guide that no constraint names still reads as its view's bounds inset by the
  /// margins or the safe area, as UIKit's does, and a view laid out by its frame alone has the
  /// insets of where its frame lies.
  @Test func guidesAndViewsOutsideTheEngineReadTheirPlaces() {
    let root = makeRoot(width: 375, height: 812)
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let card = makeChild("card", in: root)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    let framed = LayoutView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(framed)
    root.layoutIfNeeded()
    #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 375, height: 731))
    #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 55, width: 359, height: 715))
    #expect(card.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 100, height: 53))
    #expect(card.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 55, width: 84, height: 37))
    #expect(framed.safeAreaInsets == EdgeInsets(top: 37, left: 0, bottom: 0, right: 0))
    #expect(framed.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 37, width: 50, height: 13))
    let wide = LayoutView(frame: Rect(x: 0, y: 0, width: 1_000, height: 800))
    #expect(wide.readableContentGuide.layoutFrame == Rect(x: 164, y: 8, width: 672, height: 784))
  }

  /// A superview not inset on an edge gives its subviews no inset there, however far they reach
  /// out of it.
  @Test func aViewOutsideItsSuperviewHasNoInsetWhereTheSuperviewHasNone() {
    let scene = Scene(top: 300, left: 250)
    // The header reaches 75 points past the root's right edge, where the root is not inset.
    #expect(scene.header.frame == Rect(x: 250, y: 300, width: 200, height: 120))
    #expect(scene.header.safeAreaInsets == .zero)
    #expect(
      scene.header.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 184, height: 104))
  }

  /// A view the unsafe band covers is inset by the part covered, never more than its own size,
  /// and a view off the screen has no insets (spec §8.3): its safe area guide never needs a
  /// negative height, so scrolling a header away logs nothing.
  @Test func aViewScrolledUnderTheStatusBarIsInsetByThePartCovered() {
    let root = makeRoot(width: 375, height: 812)
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = makeChild("header", in: root)
    let title = makeChild("title", in: header)
    let top = header.topAnchor.constraint(equalTo: root.topAnchor)
    quietly {
      LayoutConstraint.activate([
        top, header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 60),
        title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
        title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        title.widthAnchor.constraint(equalToConstant: 10),
        title.heightAnchor.constraint(equalToConstant: 5),
      ])
      root.layoutIfNeeded()
    }
    #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    for (offset, inset) in [(-20.0, 60.0), (-50, 60), (-59, 60), (-200, 0), (-60, 0), (30, 17)] {
      quietly {
        top.constant = offset
        root.layoutIfNeeded()
      }
      #expect(header.safeAreaInsets == EdgeInsets(top: inset, left: 0, bottom: 0, right: 0))
      #expect(
        header.safeAreaLayoutGuide.layoutFrame
          == Rect(x: 0, y: inset, width: 375, height: 60 - inset), "header at \(offset)")
      #expect(title.frame.minY == inset)
    }
  }

  /// After every change the tree is as a tree built at the new place: the pass that looks only
  /// at what moved misses nothing.
  @Test(arguments: [
    [(20.0, 0.0), (100, 0), (0, 0), (700, 0), (30, 10), (-20, 0), (10, 0)],
    [(0.0, 0.0), (-15, 0), (46, 0), (47, 0), (48, 0), (690, 200), (0, 0)],
  ])
  func movesGiveTheLayoutOfAFreshTree(moves: [(Double, Double)]) {
    let messages = LayoutDiagnostics.capture {
      let scene = Scene(top: moves[0].0, left: moves[0].1)
      for (top, left) in moves.dropFirst() {
        scene.top.constant = top
        scene.left.constant = left
        scene.root.layoutIfNeeded()
        let fresh = Scene(top: top, left: left)
        #expect(scene.state == fresh.state, "top \(top), left \(left)")
      }
    }
    #expect(messages.isEmpty, "\(messages.map(\.message))")
  }

  /// Random moves under a safe area inset on every edge (a phone on its side, with a bar at
  /// the top), each compared with a tree built fresh at the new place.
  @Test(arguments: [UInt64(7), 31, 2026])
  func randomMovesGiveTheLayoutOfAFreshTree(seed: UInt64) {
    let insets = EdgeInsets(top: 20, left: 47, bottom: 21, right: 47)
    var random = SeededGenerator(state: seed)
    func next(_ range: ClosedRange<Int>) -> Double {
      Double(range.lowerBound + random.below(range.count))
    }
    let messages = LayoutDiagnostics.capture {
      let scene = Scene(top: 100, left: 100, rootInsets: insets)
      for step in 0..<25 {
        let (top, left) = (next(-10...720), next(0...250))
        scene.top.constant = top
        scene.left.constant = left
        scene.root.layoutIfNeeded()
        let fresh = Scene(top: top, left: left, rootInsets: insets)
        #expect(scene.state == fresh.state, "seed \(seed), step \(step): top \(top), left \(left)")
      }
    }
    #expect(messages.isEmpty, "\(messages.map(\.message))")
  }

  /// Margins that preserve the superview's are measured where the views are solved, in the
  /// same pass: the frames are written only at its end, and the first layout used to measure
  /// from the old frames (zero), 2 points off.
  @Test func preservedMarginsAreRightInTheFirstLayout() {
    let root = makeRoot(width: 300, height: 300)
    let parent = makeChild("parent", in: root)
    parent.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 8)
    let preserving = makeChild("preserving", in: parent)
    preserving.preservesSuperviewLayoutMargins = true
    let content = makeChild("content", in: preserving)
    LayoutConstraint.activate([
      parent.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      parent.widthAnchor.constraint(equalToConstant: 200),
      parent.heightAnchor.constraint(equalToConstant: 200),
      preserving.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 2),
      preserving.topAnchor.constraint(equalTo: parent.topAnchor, constant: 3),
      preserving.widthAnchor.constraint(equalToConstant: 100),
      preserving.heightAnchor.constraint(equalToConstant: 100),
      content.leftAnchor.constraint(equalTo: preserving.layoutMarginsGuide.leftAnchor),
      content.topAnchor.constraint(equalTo: preserving.layoutMarginsGuide.topAnchor),
      content.widthAnchor.constraint(equalToConstant: 10),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Left: the parent's 30 less the 2 between the edges; top: its own 8 (the parent's 8 less
    // 3 is smaller).
    #expect(content.frame == Rect(x: 28, y: 8, width: 10, height: 10))
    #expect(preserving.effectiveLayoutMargins == EdgeInsets(top: 8, left: 28, bottom: 8, right: 8))
  }

  /// A view's margins that preserve its superview's follow the view as it moves in it.
  @Test func preservedMarginsFollowTheView() {
    let scene = Scene(top: 100, left: 0)
    // The bar's margins are 8; `preserving` is 2 points in, so its left margin is 8 - 2 = 6
    // (its own 8 is larger), and its top margin 8.
    #expect(scene.underPreserved.frame.origin == Point(x: 8, y: 8))
    scene.bar.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 8, right: 8)
    scene.root.layoutIfNeeded()
    #expect(scene.underPreserved.frame.origin == Point(x: 28, y: 20))
    scene.top.constant = 0
    scene.root.layoutIfNeeded()
    // Under the status bar the bar's margins grow by its safe area (47 at the top): 67.
    #expect(scene.underPreserved.frame.origin == Point(x: 28, y: 67))
  }

  /// Thirty views, each pinned to its superview's margins guide, in a 375-point root: the
  /// 23rd would be 9 points narrower than nothing. One constraint is broken, the views inside
  /// it take the room they need, and nothing feeds back: with the part of a view beyond its
  /// superview counted as unsafe where the superview is not inset, the too-wide view grew its
  /// own margins every round (19,873 points wide after the pass).
  @Test func anImpossibleChainOfMarginsBreaksOneConstraintAndStaysPut() throws {
    let root = makeRoot(width: 375, height: 812)
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    var parent = root
    for level in 0..<30 {
      let view = makeChild("v\(level)", in: parent)
      let margins = parent.layoutMarginsGuide
      constraints += [
        view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        view.topAnchor.constraint(equalTo: margins.topAnchor),
        view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ]
      views.append(view)
      parent = view
    }
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    try #require(messages.count == 1)
    #expect(
      normalized(messages[0].message).contains(
        "breaking constraint \n<LayoutConstraint:0x… "
          + "v22.trailing == v21.layoutMarginsGuide.trailing   (active)>"))
    for (level, view) in views.enumerated() {
      let width = level < 22 ? 359 - 16 * Double(level) : 16 * Double(29 - level)
      #expect(view.frame == Rect(x: 8, y: 8, width: width, height: 796 - 16 * Double(level)))
      #expect(view.safeAreaInsets == .zero)
    }
  }

  /// Under a root without insets the pass skips the walk once every view is without insets; a
  /// view carried in from an inset tree, and the root's insets set and cleared, still count.
  @Test func insetsComeAndGoUnderARootWithoutInsets() {
    let plain = makeRoot(width: 300, height: 300, name: "plain")
    let phone = makeRoot(width: 300, height: 300, name: "phone")
    phone.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    let card = makeChild("card", in: phone)
    let dot = makeChild("dot", in: card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: card.superview!.leadingAnchor),
      card.topAnchor.constraint(equalTo: card.superview!.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 100),
      dot.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
      dot.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      dot.widthAnchor.constraint(equalToConstant: 5),
      dot.heightAnchor.constraint(equalToConstant: 5),
    ])
    let other = makeChild("other", in: plain)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: plain.leadingAnchor, constant: 150),
      other.topAnchor.constraint(equalTo: plain.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    phone.layoutIfNeeded()
    plain.layoutIfNeeded()
    #expect(card.safeAreaInsets == EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    #expect(dot.frame.minY == 40)
    // Carried into the tree without insets: it has none there.
    plain.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
      card.topAnchor.constraint(equalTo: plain.topAnchor),
    ])
    plain.layoutIfNeeded()
    #expect(card.safeAreaInsets == .zero)
    #expect(dot.frame == Rect(x: 0, y: 0, width: 5, height: 5))
    plain.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    plain.layoutIfNeeded()
    #expect(card.safeAreaInsets == EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    #expect(other.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(dot.frame == Rect(x: 0, y: 30, width: 5, height: 5))
    plain.safeAreaInsets = .zero
    plain.layoutIfNeeded()
    #expect(card.safeAreaInsets == .zero && other.safeAreaInsets == .zero)
    #expect(dot.frame == Rect(x: 0, y: 0, width: 5, height: 5))
    // And once more, after passes that skipped the walk.
    let late = makeChild("late", in: plain)
    LayoutConstraint.activate([
      late.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
      late.topAnchor.constraint(equalTo: plain.topAnchor, constant: 200),
      late.widthAnchor.constraint(equalToConstant: 10),
      late.heightAnchor.constraint(equalToConstant: 10),
    ])
    plain.layoutIfNeeded()
    plain.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 95, right: 0)
    plain.layoutIfNeeded()
    #expect(late.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 5, right: 0))
    #expect(dot.frame == Rect(x: 0, y: 0, width: 5, height: 5))
  }
}
