import AutoLayoutEngine
import Testing

/// First and last baselines (spec §1.2).
@Suite struct BaselineTests {
  /// A 20-point label with its first baseline 15 below its top and its last 5 above its
  /// bottom, at y = 50 and x = 0.
  func reference(in root: LayoutView) -> TextView {
    let a = TextView("a", width: 40, height: 20, firstBaseline: 15, lastBaseline: 5)
    root.addSubview(a)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    return a
  }

  @Test func firstBaselinesAlign() {
    quietly {
      let root = makeRoot(width: 300, height: 200)
      let a = reference(in: root)
      let b = TextView("b", width: 40, height: 40, firstBaseline: 30, lastBaseline: 8)
      root.addSubview(b)
      LayoutConstraint.activate([
        b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      ])
      root.layoutIfNeeded()
      // a's first baseline is at 50 + 15 = 65, so b's top is at 65 − 30 = 35.
      #expect(b.frame == Rect(x: 48, y: 35, width: 40, height: 40))
    }
  }

  @Test func lastBaselinesAlign() {
    quietly {
      let root = makeRoot(width: 300, height: 200)
      let a = reference(in: root)
      let c = TextView("c", width: 40, height: 30, firstBaseline: 20, lastBaseline: 8)
      root.addSubview(c)
      LayoutConstraint.activate([
        c.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
        c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      ])
      root.layoutIfNeeded()
      // a's last baseline is at 70 − 5 = 65, so c's bottom is at 73 and its top at 43.
      #expect(c.frame == Rect(x: 100, y: 43, width: 40, height: 30))
    }
  }

  /// A view without text has its first baseline at its top and its last at its bottom.
  @Test func aPlainViewUsesItsEdges() {
    quietly {
      let root = makeRoot(width: 300, height: 200)
      let a = reference(in: root)
      let box = makeChild("box", in: root)
      let other = makeChild("other", in: root)
      LayoutConstraint.activate([
        box.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
        other.lastBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        other.widthAnchor.constraint(equalToConstant: 10),
        other.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(box.frame.minY == 65)
      #expect(other.frame.maxY == 65)
    }
  }

  /// A button whose baseline view is its title label (first baseline 16 below its top).
  final class Button: LayoutView {
    let label = TextView("title", width: 60, height: 20, firstBaseline: 16, lastBaseline: 4)
    override var forLastBaselineLayout: LayoutView { label }
  }

  /// A 72×32 button in `root`, its label 6 in from its top and leading edges, 200 from the
  /// root's leading edge, its first baseline aligned with `a`'s by the returned constraint.
  func makeButton(in root: LayoutView, alignedWith a: TextView) -> (
    button: Button, alignment: LayoutConstraint
  ) {
    let button = Button()
    button.name = "button"
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    button.addSubview(button.label)
    let alignment = button.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor)
    LayoutConstraint.activate([
      button.label.topAnchor.constraint(equalTo: button.topAnchor, constant: 6),
      button.label.leadingAnchor.constraint(equalTo: button.leadingAnchor, constant: 6),
      button.widthAnchor.constraint(equalToConstant: 72),
      button.heightAnchor.constraint(equalToConstant: 32),
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
      alignment,
    ])
    return (button, alignment)
  }

  /// A container that names its label as its baseline view aligns by the label's baseline.
  @Test func aContainerDelegatesToItsBaselineView() {
    quietly {
      let root = makeRoot(width: 300, height: 200)
      let a = reference(in: root)
      let button = makeButton(in: root, alignedWith: a).button
      root.layoutIfNeeded()
      // The label's baseline, 6 + 16 below the button's top, sits at 65: the button's top is 43.
      #expect(button.frame == Rect(x: 200, y: 43, width: 72, height: 32))
    }
  }

  /// A baseline offset that changes with the content is re-read on invalidation.
  @Test func changedBaselinesAreReRead() {
    quietly {
      let root = makeRoot(width: 300, height: 200)
      let a = reference(in: root)
      let b = TextView("b", width: 40, height: 40, firstBaseline: 30)
      root.addSubview(b)
      LayoutConstraint.activate([
        b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      ])
      root.layoutIfNeeded()
      #expect(b.frame.minY == 35)
      a.firstBaseline = 18
      a.contentSize = Size(width: 40, height: 24)  // invalidates
      root.layoutIfNeeded()
      // 50 + 18 − 30.
      #expect(b.frame.minY == 38)
    }
  }

  /// A container that delegates its baseline to a label re-reads the label's offset when the
  /// label's text changes, through deactivation and reactivation of its baseline constraint.
  @Test func aContainersBaselineFollowsItsLabelsText() {
    quietly {
      let root = makeRoot(width: 300, height: 200)
      let a = reference(in: root)
      let (button, aligned) = makeButton(in: root, alignedWith: a)
      #expect(button.layoutItemState.baselineReferenceCount == 1)
      #expect(a.layoutItemState.baselineReferenceCount == 1)
      #expect(root.layoutItemState.baselineReferenceCount == 0)
      root.layoutIfNeeded()
      #expect(button.frame.minY == 43)  // 65 − 6 − 16
      button.label.firstBaseline = 12
      button.label.contentSize = Size(width: 60, height: 22)  // invalidates
      root.layoutIfNeeded()
      #expect(button.frame.minY == 47)  // 65 − 6 − 12
      aligned.isActive = false
      #expect(button.layoutItemState.baselineReferenceCount == 0)
      #expect(a.layoutItemState.baselineReferenceCount == 0)
      button.label.firstBaseline = 10
      button.label.contentSize = Size(width: 60, height: 24)
      aligned.isActive = true
      root.layoutIfNeeded()
      #expect(button.frame.minY == 49)  // 65 − 6 − 10
      #expect(button.layoutItemState.baselineReferenceCount == 1)
    }
  }
}
