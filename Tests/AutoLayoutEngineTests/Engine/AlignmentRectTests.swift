import AutoLayoutEngine
import Testing

/// Alignment rects (spec §7.4): constraints place the part of a view its
/// `alignmentRectInsets` leave (a badge or shadow hangs outside it), and the frame is set around
/// that rect; margins, the safe area and the frames the app sets stay the frame's.
@Suite struct AlignmentRectTests {
  /// A view with a shadow: 2 points above its content, 4 left, 6 below, 8 right; optionally an
  /// intrinsic size and a first baseline.
  final class Shadowed: LayoutView {
    var content = Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    var baseline = 0.0

    override var alignmentRectInsets: EdgeInsets {
      EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
    }
    override var intrinsicContentSize: Size { content }
    override var firstBaselineOffsetFromTop: Double { baseline }
  }

  func shadowed(_ name: String, in parent: LayoutView) -> Shadowed {
    let view = Shadowed()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  @Test func theConversionsAreInverses() {
    let view = Shadowed()
    let frame = Rect(x: 6, y: 18, width: 112, height: 58)
    #expect(view.alignmentRect(forFrame: frame) == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.frame(forAlignmentRect: Rect(x: 10, y: 20, width: 100, height: 50)) == frame)
    #expect(LayoutView().alignmentRectInsets == .zero)
    #expect(LayoutView().alignmentRect(forFrame: frame) == frame)
  }

  @Test func constraintsPlaceTheAlignmentRect() {
    let root = makeRoot(width: 400, height: 400)
    let card = shadowed("card", in: root)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 6, y: 18, width: 112, height: 58))
    #expect(card.alignmentRect(forFrame: card.frame) == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  /// Right, bottom and centres are the alignment rect's too, on both sides of a constraint.
  @Test func edgesAndCentresBetweenTwoViews() {
    let root = makeRoot(width: 400, height: 400)
    let a = shadowed("a", in: root)
    let b = shadowed("b", in: root)
    let plain = makeChild("plain", in: root)
    LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalToConstant: 40),
      b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
      b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
      b.heightAnchor.constraint(equalToConstant: 20),
      plain.topAnchor.constraint(equalTo: a.bottomAnchor),
      plain.centerXAnchor.constraint(equalTo: a.centerXAnchor),
      plain.widthAnchor.constraint(equalToConstant: 10),
      plain.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // a: alignment (10, 10, 100, 40); b: alignment (118, 20, 50, 20).
    #expect(a.frame == Rect(x: 6, y: 8, width: 112, height: 48))
    #expect(b.frame == Rect(x: 114, y: 18, width: 62, height: 28))
    #expect(plain.frame == Rect(x: 55, y: 50, width: 10, height: 10))
  }

  /// The intrinsic size is the alignment rect's, and so is a baseline's offset.
  @Test func intrinsicSizeAndBaselinesAreMeasuredInTheAlignmentRect() {
    let root = makeRoot(width: 400, height: 400)
    let label = shadowed("label", in: root)
    label.content = Size(width: 80, height: 30)
    label.baseline = 24
    let other = makeChild("other", in: root)
    LayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      other.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
      other.leftAnchor.constraint(equalTo: root.leftAnchor),
      other.widthAnchor.constraint(equalToConstant: 5),
      other.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 16, y: 18, width: 92, height: 38))
    // The label's baseline: its alignment top (20) + 24; a plain view's first baseline is its
    // top.
    #expect(other.frame.minY == 44)
    #expect(
      label.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        == Size(width: 92, height: 38))
  }

  /// A superview's edges in a constraint are its alignment rect's; its margins guide and its
  /// subviews' frames are measured from its frame.
  @Test func aSuperviewWithInsets() {
    let root = makeRoot(width: 400, height: 400)
    let box = shadowed("box", in: root)
    let inner = makeChild("inner", in: box)
    let inMargins = makeChild("inMargins", in: box)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      box.widthAnchor.constraint(equalToConstant: 200),
      box.heightAnchor.constraint(equalToConstant: 100),
      inner.leftAnchor.constraint(equalTo: box.leftAnchor),
      inner.topAnchor.constraint(equalTo: box.topAnchor),
      inner.rightAnchor.constraint(equalTo: box.rightAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
      inMargins.leftAnchor.constraint(equalTo: box.layoutMarginsGuide.leftAnchor),
      inMargins.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
      inMargins.widthAnchor.constraint(equalToConstant: 10),
      inMargins.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 46, y: 48, width: 212, height: 108))
    #expect(inner.frame == Rect(x: 4, y: 2, width: 200, height: 10))
    #expect(inMargins.frame == Rect(x: 8, y: 8, width: 10, height: 10))
    #expect(box.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 196, height: 92))
  }

  /// A view placed by its frame keeps that frame; a view constrained to it meets its
  /// alignment rect.
  @Test func aViewPlacedByItsFrame() {
    let root = makeRoot(width: 400, height: 400)
    let fixed = Shadowed(frame: Rect(x: 100, y: 100, width: 60, height: 40))
    root.addSubview(fixed)
    let next = makeChild("next", in: root)
    LayoutConstraint.activate([
      next.leftAnchor.constraint(equalTo: fixed.rightAnchor),
      next.topAnchor.constraint(equalTo: fixed.topAnchor),
      next.widthAnchor.constraint(equalToConstant: 10),
      next.heightAnchor.constraint(equalTo: fixed.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(fixed.frame == Rect(x: 100, y: 100, width: 60, height: 40))
    // fixed's alignment rect: (104, 102, 48, 32).
    #expect(next.frame == Rect(x: 152, y: 102, width: 10, height: 32))
  }

  /// A stack arranges alignment rects: its spacing runs between them.
  @Test func aStackArrangesAlignmentRects() {
    let root = makeRoot(width: 400, height: 400)
    let first = Shadowed()
    first.content = Size(width: 50, height: 20)
    let second = Shadowed()
    second.content = Size(width: 30, height: 20)
    let stack = StackView(arrangedSubviews: [first, second])
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: root.leftAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 0, y: 0, width: 90, height: 20))
    #expect(first.frame == Rect(x: -4, y: -2, width: 62, height: 28))
    #expect(second.frame == Rect(x: 56, y: -2, width: 42, height: 28))
  }

  /// Right to left, leading and trailing are the alignment rect's mirrored edges.
  @Test func leadingAndTrailingRightToLeft() {
    let root = makeRoot(width: 400, height: 400)
    root.semanticContentAttribute = .forceRightToLeft
    let view = shadowed("view", in: root)
    view.semanticContentAttribute = .forceRightToLeft
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Alignment rect from 290 to 390; the frame grows 4 left and 8 right of it.
    #expect(view.frame == Rect(x: 286, y: -2, width: 112, height: 18))
  }
}
