/// The constraints and guides of one arrangement of a ``StackView``, as UIKit makes them (spec
/// §11.3-11.5): along the axis the canvas connection, the spacing chain, the hidden views'
/// collapse and the distribution's own; across it the alignment, the spanner that wraps the
/// tallest view, and the canvas connection.
struct StackArrangement {
  unowned let stack: StackView
  /// The attributes along the axis: start, end, length, centre.
  let start: LayoutAttribute
  let end: LayoutAttribute
  let length: LayoutAttribute
  let centre: LayoutAttribute
  /// The attributes across it: top, bottom, thickness, middle.
  let top: LayoutAttribute
  let bottom: LayoutAttribute
  let thickness: LayoutAttribute
  let middle: LayoutAttribute
  /// The stack, or its margins guide when the arrangement is relative to its margins.
  let canvas: any LayoutItem
  let arranged: [LayoutView]
  let visible: [LayoutView]

  private(set) var constraints: [LayoutConstraint] = []
  private(set) var guides: [LayoutGuide] = []

  init(stack: StackView) {
    self.stack = stack
    let horizontal = stack.axis == .horizontal
    (start, end, length, centre) =
      horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    (top, bottom, thickness, middle) =
      horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    canvas =
      stack.isLayoutMarginsRelativeArrangement
      ? stack.layoutMarginsGuide as any LayoutItem : stack as any LayoutItem
    arranged = stack.arrangedSubviews
    visible = arranged.filter { !$0.isHidden }
  }

  mutating func build() {
    buildAlongTheAxis()
    buildAcrossTheAxis()
  }

  // MARK: Along the axis (spec §11.4)

  private mutating func buildAlongTheAxis() {
    let distribution = stack.distribution
    // 1. The canvas: the stack's ends are the first and last visible views' (or a spacer's).
    if let first = visible.first, let last = visible.last {
      add(canvas, start, .equal, first, start, "UISV-canvas-connection")
      add(canvas, end, .equal, last, end, "UISV-canvas-connection")
    } else {
      let spacer = guide("UISV-canvas-spacer")
      add(canvas, start, .equal, spacer, start, "UISV-canvas-connection")
      add(canvas, end, .equal, spacer, end, "UISV-canvas-connection")
      add(spacer, length, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
    }
    // 2. The spacing chain, hidden views included: a hidden view between two visible ones
    // takes half a space on each side, so together they leave one.
    let gapRelation: LayoutRelation =
      distribution == .equalSpacing || distribution == .equalCentering
      ? .greaterThanOrEqual : .equal
    let firstVisible = visible.first
    let lastVisible = visible.last
    let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    for (previous, next) in zip(arranged, arranged.dropFirst()) {
      var gap = 0.0
      if next !== firstVisible, previous !== lastVisible {
        let space = stack.spacing(after: previous)
        let hidden = (previous.isHidden ? 1 : 0) + (next.isHidden ? 1 : 0)
        gap = space - space / 2 * Double(hidden)
      }
      if baselines {
        add(next, .firstBaseline, gapRelation, previous, .lastBaseline, "UISV-spacing", gap)
      } else {
        add(next, start, gapRelation, previous, end, "UISV-spacing", gap)
      }
    }
    // 3. Hidden views collapse.
    for view in arranged where view.isHidden {
      add(view, length, .equal, nil, .notAnAttribute, "UISV-hiding")
    }
    // 4. The distribution's own.
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      fillEqually()
    case .fillProportionally:
      fillProportionally()
    case .equalSpacing, .equalCentering:
      let centring = distribution == .equalCentering
      var gaps: [LayoutGuide] = []
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let gap = guide(centring ? "UISV-distributing-centre" : "UISV-distributing-edge")
        add(gap, start, .equal, previous, centring ? centre : end, "UISV-distributing-edge")
        add(gap, end, .equal, next, centring ? centre : start, "UISV-distributing-edge")
        gaps.append(gap)
      }
      for gap in gaps.dropFirst() {
        add(
          gap, length, .equal, gaps[0], length, "UISV-fill-equally",
          priority: centring ? 149 : 1000)
      }
      add(canvas, length, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
    }
  }

  private mutating func fillEqually() {
    guard let first = visible.first else { return }
    for view in visible.dropFirst() {
      add(view, length, .equal, first, length, "UISV-fill-equally")
    }
  }

  /// Each visible view's length a share of the stack's, by its intrinsic length, at 999, 998,
  /// ... (required when one view is all there is to share).
  private mutating func fillProportionally() {
    let horizontal = stack.axis == .horizontal
    let lengths = visible.map { view -> Double in
      let size = view.intrinsicContentSize
      let value = horizontal ? size.width : size.height
      return value == LayoutView.noIntrinsicMetric ? 0 : max(0, value)
    }
    let sized = lengths.filter { $0 > 0 }
    guard !sized.isEmpty else {
      fillEqually()
      return
    }
    let total = sized.reduce(0, +) + stack.spacing * Double(visible.count - 1)
    let required = sized.count == 1 && (visible.count == 1 || stack.spacing == 0)
    var priority: Float = 999
    for (view, value) in zip(visible, lengths) {
      if value > 0 {
        add(
          view, length, .equal, canvas, length, "UISV-fill-proportionally",
          multiplier: value / total, priority: required ? 1000 : priority)
        priority -= 1
      } else {
        add(view, length, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
      }
    }
  }

  // MARK: Across the axis (spec §11.5)

  private mutating func buildAcrossTheAxis() {
    let alignment = stack.alignment
    let horizontal = stack.axis == .horizontal
    let weakTop: Bool
    let weakBottom: Bool
    switch alignment {
    case .fill: (weakTop, weakBottom) = (false, false)
    case .leading: (weakTop, weakBottom) = (false, true)
    case .trailing: (weakTop, weakBottom) = (true, false)
    case .center, .firstBaseline, .lastBaseline: (weakTop, weakBottom) = (true, true)
    }
    guard let first = arranged.first else {
      add(canvas, thickness, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
      return
    }
    // 1. Every arranged view aligned with the first.
    let aligned: [LayoutAttribute] =
      switch alignment {
      case .fill: [top, bottom]
      case .leading: [top]
      case .trailing: [bottom]
      case .center: [middle]
      case .firstBaseline: horizontal ? [.firstBaseline] : []
      case .lastBaseline: horizontal ? [.lastBaseline] : []
      }
    for attribute in aligned {
      for view in arranged.dropFirst() {
        add(first, attribute, .equal, view, attribute, "UISV-alignment")
      }
    }
    let someEdgeIsWeak = weakTop || weakBottom
    // 2. A spanner around the visible views where an edge is not tied to the first view.
    if visible.isEmpty || (arranged.count > 1 && someEdgeIsWeak) {
      let spanner = guide("UISV-alignment-spanner")
      for view in visible {
        if weakTop {
          add(spanner, top, .lessThanOrEqual, view, top, "UISV-spanning-boundary")
        } else {
          add(spanner, top, .equal, view, top, "UISV-spanning-boundary", priority: 999.5)
        }
        if weakBottom {
          add(spanner, bottom, .greaterThanOrEqual, view, bottom, "UISV-spanning-boundary")
        } else {
          add(spanner, bottom, .equal, view, bottom, "UISV-spanning-boundary", priority: 999.5)
        }
      }
      add(spanner, thickness, .equal, nil, .notAnAttribute, "UISV-spanning-fit", priority: 51)
      // 3. The canvas across the axis.
      switch alignment {
      case .fill:
        add(canvas, top, .equal, first, top, "UISV-canvas-connection")
        add(canvas, bottom, .equal, first, bottom, "UISV-canvas-connection")
      case .leading:
        add(canvas, top, .equal, first, top, "UISV-canvas-connection")
        add(canvas, bottom, .equal, spanner, bottom, "UISV-canvas-connection")
      case .trailing:
        add(canvas, top, .equal, spanner, top, "UISV-canvas-connection")
        add(canvas, bottom, .equal, first, bottom, "UISV-canvas-connection")
      case .center:
        add(canvas, top, .equal, spanner, top, "UISV-canvas-connection")
        add(canvas, bottom, .equal, spanner, bottom, "UISV-canvas-connection")
        add(canvas, middle, .equal, first, middle, "UISV-canvas-connection")
      case .firstBaseline:
        add(canvas, top, .lessThanOrEqual, first, top, "UISV-canvas-connection")
        add(canvas, bottom, .equal, spanner, bottom, "UISV-canvas-connection")
        add(canvas, thickness, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
      case .lastBaseline:
        add(canvas, top, .equal, spanner, top, "UISV-canvas-connection")
        add(canvas, bottom, .greaterThanOrEqual, first, bottom, "UISV-canvas-connection")
        add(canvas, thickness, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
      }
    } else {
      // One arranged view (or edges tied to the first): the canvas holds it directly, loosely
      // on a weak edge.
      add(
        canvas, top, weakTop ? .lessThanOrEqual : .equal, first, top, "UISV-canvas-connection")
      add(
        canvas, bottom, weakBottom ? .greaterThanOrEqual : .equal, first, bottom,
        "UISV-canvas-connection")
      if alignment == .center {
        add(canvas, middle, .equal, first, middle, "UISV-canvas-connection")
      }
      if someEdgeIsWeak {
        add(canvas, thickness, .equal, nil, .notAnAttribute, "UISV-canvas-fit", priority: 49)
      }
    }
    // 4. Views without an intrinsic thickness collapse instead of being ambiguous.
    if someEdgeIsWeak {
      for view in arranged {
        add(
          view, thickness, .equal, nil, .notAnAttribute, "UISV-ambiguity-suppression",
          priority: 25)
      }
    }
  }

  // MARK: Making

  /// A guide of the stack's, added to it.
  private mutating func guide(_ identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = identifier
    stack.addLayoutGuide(guide)
    guides.append(guide)
    return guide
  }

  private mutating func add(
    _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, _ identifier: String,
    _ constant: Double = 0, multiplier: Double = 1, priority: Float = 1000
  ) {
    constraints.append(
      LayoutConstraint(
        first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
        constant: constant, priority: LayoutPriority(priority), identifier: identifier))
  }
}
