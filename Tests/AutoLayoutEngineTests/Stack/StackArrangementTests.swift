import AutoLayoutEngine
import Testing

/// Spacing, custom spacing, hidden views, margins, nesting and managing the arranged views
/// (spec §11.1, §11.4, §11.8).
@Suite struct StackArrangementTests {
  @Test func defaultsAreUIKits() {
    let stack = StackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func customSpacingAfterOneView() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.spacing = 8
    stack.setCustomSpacing(20, after: a)
    #expect(stack.customSpacing(after: a) == 20)
    #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 178, 30)
    expectFrame(b, 70, 0, 60, 30)
    expectFrame(c, 138, 0, 40, 30)
    stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
    quietly { root.layoutIfNeeded() }
    expectFrame(b, 58, 0, 60, 30)
  }

  /// `spacingUseSystem` as the spacing or as one custom spacing is the 8-point system spacing.
  @Test func systemSpacing() {
    #expect(StackView.spacingUseSystem == Double(Float.leastNormalMagnitude))
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.spacing = StackView.spacingUseSystem
    #expect(stack.spacing == StackView.spacingUseSystem)
    quietly { root.layoutIfNeeded() }
    expectFrame(b, 58, 0, 60, 30)
    expectFrame(c, 126, 0, 40, 30)
    let gaps = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(gaps.map(\.constant) == [8, 8])
    stack.spacing = 20
    stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
    #expect(stack.customSpacing(after: b) == StackView.spacingUseSystem)
    quietly { root.layoutIfNeeded() }
    expectFrame(b, 70, 0, 60, 30)
    expectFrame(c, 138, 0, 40, 30)
  }

  @Test func changingSpacingChangesConstantsInPlace() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.spacing = 8
    quietly { root.layoutIfNeeded() }
    let before = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    stack.spacing = 12
    quietly { root.layoutIfNeeded() }
    let after = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(before.count == 2)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    #expect(after.map(\.constant) == [12, 12])
    expectFrame(c, 134, 0, 40, 30)
  }

  @Test func negativeSpacingOverlaps() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a, b])
    stack.spacing = -10
    quietly { root.layoutIfNeeded() }
    expectFrame(b, 40, 0, 60, 30)
  }

  @Test func hiddenMiddleViewCollapsesToOneGap() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.spacing = 8
    stack.alignment = .center
    b.isHidden = true
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 98, 20)
    expectFrame(a, 0, 0, 50, 20)
    #expect(b.frame.minX == 54)
    #expect(b.frame.width == 0)
    expectFrame(c, 58, 5, 40, 10)
    #expect(stack.arrangedSubviews.count == 3)
    b.isHidden = false
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 166, 30)
    expectFrame(b, 58, 0, 60, 30)
  }

  @Test func hiddenFirstViewLeavesNoGap() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c])
    stack.spacing = 8
    a.isHidden = true
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 108, 30)
    expectFrame(b, 0, 0, 60, 30)
    expectFrame(c, 68, 0, 40, 30)
    #expect(a.frame.width == 0)
  }

  @Test func hiddenViewsInFillEqually() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, b, c], width: 210)
    stack.distribution = .fillEqually
    stack.spacing = 10
    c.isHidden = true
    quietly { root.layoutIfNeeded() }
    expectFrame(a, 0, 0, 100, 30)
    expectFrame(b, 110, 0, 100, 30)
  }

  @Test func allHiddenMakesAnEmptyStack() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a, b])
    a.isHidden = true
    b.isHidden = true
    root.layoutIfNeeded()
    // Nothing along the axis; across it the fill alignment still follows the hidden views.
    #expect(stack.frame.size == Size(width: 0, height: 30))
  }

  @Test func emptyStackHasZeroSize() {
    let (root, stack) = pinnedStack([])
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 0, 0)
  }

  @Test func marginsRelativeArrangement() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a, b])
    stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 150, 50)
    expectFrame(a, 20, 10, 50, 30)
    expectFrame(b, 70, 10, 60, 30)
    stack.isLayoutMarginsRelativeArrangement = false
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 110, 30)
    expectFrame(a, 0, 0, 50, 30)
  }

  @Test func baselineRelativeVerticalSpacing() {
    let a = TextView("a", width: 50, height: 30, firstBaseline: 20, lastBaseline: 10)
    let b = TextView("b", width: 60, height: 20, firstBaseline: 12, lastBaseline: 8)
    let (root, stack) = pinnedStack([a, b], axis: .vertical)
    stack.alignment = .leading
    stack.spacing = 24
    stack.isBaselineRelativeArrangement = true
    quietly { root.layoutIfNeeded() }
    // a's last baseline at 20, b's first baseline 24 below it at 44: b's top at 32.
    expectFrame(a, 0, 0, 50, 30)
    expectFrame(b, 0, 32, 60, 20)
  }

  @Test func nestedStacks() {
    let (a, b, c) = threeViews()
    let inner = StackView(arrangedSubviews: [a, b])
    inner.name = "inner"
    inner.spacing = 4
    let (root, outer) = pinnedStack([inner, c], axis: .vertical)
    outer.spacing = 8
    outer.alignment = .leading
    quietly { root.layoutIfNeeded() }
    #expect(!inner.translatesAutoresizingMaskIntoConstraints)
    expectFrame(outer, 0, 0, 114, 48)
    expectFrame(inner, 0, 0, 114, 30)
    expectFrame(a, 0, 0, 50, 30)
    expectFrame(b, 54, 0, 60, 30)
    expectFrame(c, 0, 38, 40, 10)
    // Hiding the inner stack collapses it; its own spacing (4) then conflicts with UISV-hiding.
    inner.spacing = 0
    inner.isHidden = true
    quietly { root.layoutIfNeeded() }
    expectFrame(c, 0, 0, 40, 10)
  }

  @Test func addInsertAndRemoveArrangedViews() {
    let (a, b, c) = threeViews()
    let (root, stack) = pinnedStack([a, c])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.insertArrangedSubview(b, at: 1)
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
    #expect(stack.subviews.map(\.name) == ["a", "c", "b"])
    quietly { root.layoutIfNeeded() }
    expectFrame(b, 50, 0, 60, 30)
    expectFrame(c, 110, 0, 40, 30)

    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "c"])
    #expect(b.superview === stack)
    stack.updateConstraintsIfNeeded()
    #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
    b.removeFromSuperview()
    quietly { root.layoutIfNeeded() }
    expectFrame(c, 50, 0, 40, 20)

    c.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.name) == ["a"])
    quietly { root.layoutIfNeeded() }
    expectFrame(stack, 0, 0, 50, 20)

    stack.addArrangedSubview(c)
    stack.addArrangedSubview(a)  // Already arranged: moves to the end.
    #expect(stack.arrangedSubviews.map(\.name) == ["c", "a"])
    quietly { root.layoutIfNeeded() }
    expectFrame(c, 0, 0, 40, 20)
    expectFrame(a, 40, 0, 50, 20)
  }

  @Test func movingAnArrangedViewElsewhereDropsIt() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a, b])
    root.layoutIfNeeded()
    root.addSubview(b)
    #expect(stack.arrangedSubviews.map(\.name) == ["a"])
    root.layoutIfNeeded()
    expectFrame(stack, 0, 0, 50, 20)
  }

  @Test func appConstraintsSurviveAndStackConstraintsStay() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a, b])
    let width = a.widthAnchor.constraint(equalToConstant: 70)
    width.isActive = true
    quietly { root.layoutIfNeeded() }
    expectFrame(b, 70, 0, 60, 30)
    // The app cannot deactivate the stack's constraints; regenerating leaves the app's.
    stack.removeConstraints(stack.constraints)
    LayoutConstraint.deactivate(stack.constraints)
    #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    stack.distribution = .fillEqually
    quietly { root.layoutIfNeeded() }
    #expect(width.isActive)
    expectFrame(b, 70, 0, 70, 30)
  }

  @Test func badInputIsReportedNotFatal() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a])
    let messages = LayoutDiagnostics.capture {
      stack.spacing = .nan
      stack.setCustomSpacing(.infinity, after: a)
      stack.setCustomSpacing(10, after: b)  // Not arranged.
      stack.addArrangedSubview(stack)  // Itself.
      stack.insertArrangedSubview(b, at: 99)  // Clamped.
    }
    #expect(messages.count == 4)
    #expect(stack.spacing == 0)
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
    root.layoutIfNeeded()
    expectFrame(b, 50, 0, 60, 30)
  }
}
