import AutoLayoutEngine
import Testing

/// A change to one arranged view of a long stack keeps every other constraint of the stack and
/// makes only the constraints the change needs; a sequence of changes ends where a stack built
/// at once does (spec §11.5).
@Suite struct StackRegenerationTests {
  /// The stack's own constraints (`UISV-…`), in the order it holds them.
  func stackConstraints(_ stack: StackView) -> [LayoutConstraint] {
    stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
  }

  /// The stack's constraints as `identifier equation [@priority]`, one per line, sorted.
  func summary(_ stack: StackView) -> [String] {
    stackConstraints(stack).map { constraint in
      var text = "\(constraint.identifier ?? "-") \(constraint.equationDescription)"
      if !constraint.priority.isRequired { text += " @\(constraint.priority.rawValue)" }
      return text
    }.sorted()
  }

  /// `count` views of 40×20 named v0, v1, …, in a vertical stack with 8-point gaps, laid out.
  func longStack(_ count: Int) -> (root: LayoutView, stack: StackView, views: [TextView]) {
    let views = (0..<count).map { TextView("v\($0)", width: 40, height: 20) }
    let (root, stack) = pinnedStack(views, axis: .vertical)
    stack.spacing = 8
    quietly { root.layoutIfNeeded() }
    return (root, stack, views)
  }

  /// What a change did to the stack's constraints: those kept (the same objects), those made
  /// and those that went, each in the order the stack holds them.
  struct Change {
    var kept: [LayoutConstraint] = []
    var made: [LayoutConstraint] = []
    var gone: [LayoutConstraint] = []
  }

  /// Applies `body` to the stack and lays out, and sorts its constraints into kept, made and
  /// gone by identity.
  func change(_ root: LayoutView, _ stack: StackView, _ body: () -> Void) -> Change {
    let before = stackConstraints(stack)
    body()
    quietly { root.layoutIfNeeded() }
    let after = stackConstraints(stack)
    let old = Set(before.map(ObjectIdentifier.init))
    let new = Set(after.map(ObjectIdentifier.init))
    var result = Change()
    result.kept = after.filter { old.contains(ObjectIdentifier($0)) }
    result.made = after.filter { !old.contains(ObjectIdentifier($0)) }
    result.gone = before.filter { !new.contains(ObjectIdentifier($0)) }
    return result
  }

  /// Descriptions of constraints as in ``summary(_:)``, sorted.
  func lines(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map { "\($0.identifier ?? "-") \($0.equationDescription)" }.sorted()
  }

  @Test func insertingOneViewKeepsEveryOtherConstraint() {
    let (root, stack, views) = longStack(200)
    let before = stackConstraints(stack)
    let x = TextView("x", width: 40, height: 20)
    let result = change(root, stack) { stack.insertArrangedSubview(x, at: 100) }
    #expect(
      lines(result.made) == [
        "UISV-alignment v0.leading == x.leading",
        "UISV-alignment v0.trailing == x.trailing",
        "UISV-spacing v100.top == x.bottom + 8",
        "UISV-spacing x.top == v99.bottom + 8",
      ])
    #expect(lines(result.gone) == ["UISV-spacing v100.top == v99.bottom + 8"])
    #expect(result.kept.count == before.count - 1)
    #expect(result.kept.allSatisfy { $0.isActive })
    // Only the changed middle of each section was matched by key, and nothing else was made.
    #expect(stack.lastRegeneration.made == 4)
    #expect(stack.lastRegeneration.deactivated == 1)
    #expect(stack.lastRegeneration.changedConstants == 0)
    #expect(stack.lastRegeneration.unpaired == 4)
    expectFrame(x, 0, 2800, 40, 20)
    expectFrame(views[100], 0, 2828, 40, 20)
  }

  @Test func removingOneViewKeepsEveryOtherConstraint() {
    let (root, stack, views) = longStack(200)
    let before = stackConstraints(stack)
    let result = change(root, stack) { stack.removeArrangedSubview(views[100]) }
    #expect(lines(result.made) == ["UISV-spacing v101.top == v99.bottom + 8"])
    #expect(
      lines(result.gone) == [
        "UISV-alignment v0.leading == v100.leading",
        "UISV-alignment v0.trailing == v100.trailing",
        "UISV-spacing v100.top == v99.bottom + 8",
        "UISV-spacing v101.top == v100.bottom + 8",
      ])
    #expect(result.gone.allSatisfy { !$0.isActive })
    #expect(result.kept.count == before.count - 4)
    #expect(result.kept.allSatisfy { $0.isActive })
    #expect(stack.lastRegeneration.made == 1)
    #expect(stack.lastRegeneration.deactivated == 4)
    expectFrame(views[101], 0, 2800, 40, 20)
  }

  /// A view that leaves the stack takes its constraints with it (the engine drops them); the
  /// regeneration only bridges the gap.
  @Test func aViewLeavingTheStackLeavesOneConstraintToMake() {
    let (root, stack, views) = longStack(200)
    let result = change(root, stack) { views[100].removeFromSuperview() }
    #expect(lines(result.made) == ["UISV-spacing v101.top == v99.bottom + 8"])
    #expect(result.gone.count == 4)
    #expect(stack.lastRegeneration.made == 1)
    #expect(stack.lastRegeneration.deactivated == 0)
    #expect(result.kept.allSatisfy { $0.isActive })
  }

  /// Hiding a view adds its `UISV-hiding` and halves the two gaps beside it in place; showing it
  /// again takes the hiding away and restores the gaps, on the same constraint objects.
  @Test func hidingAndShowingOneViewChangesConstantsInPlace() {
    let (root, stack, views) = longStack(200)
    let before = stackConstraints(stack)
    let hidden = change(root, stack) { views[100].isHidden = true }
    #expect(lines(hidden.made) == ["UISV-hiding v100.height == 0"])
    #expect(hidden.gone.isEmpty)
    #expect(hidden.kept.count == before.count)
    #expect(stack.lastRegeneration.made == 1)
    #expect(stack.lastRegeneration.changedConstants == 2)
    let gaps = stackConstraints(stack).filter {
      $0.identifier == "UISV-spacing"
        && ($0.firstItem === views[100] || $0.secondItem === views[100])
    }
    #expect(gaps.map(\.constant) == [4, 4])
    expectFrame(views[101], 0, 2800, 40, 20)

    let shown = change(root, stack) { views[100].isHidden = false }
    #expect(shown.made.isEmpty)
    #expect(lines(shown.gone) == ["UISV-hiding v100.height == 0"])
    #expect(shown.kept.count == before.count)
    #expect(zip(shown.kept, before).allSatisfy { $0 === $1 })
    #expect(stack.lastRegeneration.changedConstants == 2)
    #expect(gaps.map(\.constant) == [8, 8])
    expectFrame(views[101], 0, 2828, 40, 20)
  }

  @Test func appendingOneViewMakesOnlyItsConstraints() {
    let (root, stack, _) = longStack(200)
    let x = TextView("x", width: 40, height: 20)
    let result = change(root, stack) { stack.addArrangedSubview(x) }
    #expect(
      lines(result.made) == [
        "UISV-alignment v0.leading == x.leading",
        "UISV-alignment v0.trailing == x.trailing",
        "UISV-canvas-connection stack.bottom == x.bottom",
        "UISV-spacing x.top == v199.bottom + 8",
      ])
    #expect(lines(result.gone) == ["UISV-canvas-connection stack.bottom == v199.bottom"])
    #expect(stack.lastRegeneration.made == 4)
    #expect(stack.lastRegeneration.unpaired == 4)
    expectFrame(x, 0, 5600, 40, 20)
  }

  /// An axis change moves constraints between sections (the canvas's top edge is across a
  /// horizontal stack, along a vertical one): the one that is still wanted is kept.
  @Test func anAxisChangeKeepsAConstraintThatChangesSection() {
    let (a, b, _) = threeViews()
    let (root, stack) = pinnedStack([a, b])
    quietly { root.layoutIfNeeded() }
    let top = stackConstraints(stack).first { $0.equationDescription == "stack.top == a.top" }
    #expect(top != nil)
    _ = change(root, stack) { stack.axis = .vertical }
    let after = stackConstraints(stack).first { $0.equationDescription == "stack.top == a.top" }
    #expect(after != nil && after === top)
    #expect(top?.isActive == true)
  }

  /// A stack constraint the app renamed is no longer the stack's: the next regeneration
  /// replaces it.
  @Test func aRenamedConstraintIsReplaced() {
    let (root, stack, views) = longStack(20)
    let gap = stackConstraints(stack).first {
      $0.identifier == "UISV-spacing" && $0.firstItem === views[10]
    }
    gap?.identifier = "mine"
    let result = change(root, stack) { stack.spacing = 10 }
    #expect(gap?.isActive == false)
    #expect(lines(result.made) == ["UISV-spacing v10.top == v9.bottom + 10"])
    #expect(stack.lastRegeneration.deactivated == 1)
    #expect(stack.lastRegeneration.changedConstants == 18)
    expectFrame(views[10], 0, 300, 40, 20)
  }

  // A stack compares its next specs with the specs of its last generation while nothing else
  // touched that generation; these changes by the app must send it back to the constraints.

  /// A constant the app changed on one of the stack's constraints is put back by the next
  /// regeneration, whatever change made it.
  @Test func aConstantTheAppChangedIsPutBack() {
    let (root, stack, views) = longStack(50)
    let gap = stackConstraints(stack).first {
      $0.identifier == "UISV-spacing" && $0.firstItem === views[30]
    }!
    gap.constant = 100
    quietly { root.layoutIfNeeded() }
    expectFrame(views[30], 0, 932, 40, 20)
    let x = TextView("x", width: 40, height: 20)
    let result = change(root, stack) { stack.addArrangedSubview(x) }
    #expect(result.kept.contains { $0 === gap })
    #expect(gap.constant == 8)
    #expect(stack.lastRegeneration.changedConstants == 1)
    expectFrame(views[30], 0, 840, 40, 20)
    expectFrame(x, 0, 1400, 40, 20)
  }

  /// A view taken out of the stack and put back before the next layout gets constraints again:
  /// those it had went with it, and the stack's specs for it are the same as before.
  @Test func aViewTakenOutAndPutBackBeforeALayoutGetsItsConstraintsAgain() {
    let (root, stack, views) = longStack(50)
    views[20].removeFromSuperview()
    stack.insertArrangedSubview(views[20], at: 20)
    quietly { root.layoutIfNeeded() }
    let its = stackConstraints(stack).filter {
      $0.firstItem === views[20] || $0.secondItem === views[20]
    }
    #expect(
      lines(its) == [
        "UISV-alignment v0.leading == v20.leading",
        "UISV-alignment v0.trailing == v20.trailing",
        "UISV-spacing v20.top == v19.bottom + 8",
        "UISV-spacing v21.top == v20.bottom + 8",
      ])
    #expect(its.allSatisfy { $0.isActive })
    expectFrame(views[20], 0, 560, 40, 20)
    expectFrame(views[21], 0, 588, 40, 20)
  }

  /// A constraint whose priority the app changed is no longer the stack's: the next
  /// regeneration replaces it with one at the stack's priority.
  @Test func aConstraintWhosePriorityTheAppChangedIsReplaced() {
    let (root, stack, views) = longStack(30)
    stack.alignment = .center
    quietly { root.layoutIfNeeded() }
    let suppression = stackConstraints(stack).first {
      $0.identifier == "UISV-ambiguity-suppression" && $0.firstItem === views[10]
    }!
    #expect(suppression.priority == LayoutPriority(25))
    suppression.priority = LayoutPriority(30)
    let result = change(root, stack) { stack.spacing = 10 }
    #expect(!suppression.isActive)
    #expect(result.made.count == 1)
    #expect(result.made.first?.firstItem === views[10])
    #expect(result.made.first?.priority == LayoutPriority(25))
    #expect(stack.lastRegeneration.deactivated == 1)
  }

  /// After a long sequence of changes, each laid out, the stack has the constraints and the
  /// frames of a stack built at once with the final arrangement.
  @Test func aSequenceOfChangesEndsAsAFreshStack() {
    func view(_ index: Int) -> TextView {
      TextView("v\(index)", width: Double(20 + index % 7 * 5), height: Double(10 + index % 5 * 3))
    }
    let views = (0..<30).map(view)
    let (root, stack) = pinnedStack(Array(views.prefix(20)))
    let steps: [(StackView) -> Void] = [
      { $0.spacing = 4 },
      { $0.insertArrangedSubview(views[20], at: 5) },
      { _ in views[3].isHidden = true },
      { $0.alignment = .center },
      { $0.removeArrangedSubview(views[7]) },
      { $0.addArrangedSubview(views[21]) },
      { $0.setCustomSpacing(12, after: views[10]) },
      { $0.distribution = .equalSpacing },
      { _ in views[12].removeFromSuperview() },
      { $0.insertArrangedSubview(views[22], at: 0) },
      { $0.axis = .vertical },
      { $0.alignment = .trailing },
      {
        $0.insertArrangedSubview(views[23], at: 9)
        views[15].isHidden = true
        $0.spacing = 6
      },
      { $0.distribution = .fillEqually },
      { _ in views[3].isHidden = false },
      { $0.insertArrangedSubview(views[4], at: 2) },
      { $0.distribution = .equalCentering },
      { $0.alignment = .firstBaseline },
      { $0.isLayoutMarginsRelativeArrangement = true },
      { $0.distribution = .fill },
      { $0.alignment = .center },
    ]
    for step in steps {
      step(stack)
      quietly { root.layoutIfNeeded() }
    }

    let (_, fresh, copies) = freshStack(like: stack) { view(Int($0.name!.dropFirst())!) }

    #expect(stack.arrangedSubviews.count == 22)
    #expect(summary(stack) == summary(fresh))
    #expect(stackConstraints(stack).allSatisfy { $0.isActive })
    let frame = fresh.frame
    expectFrame(stack, frame.minX, frame.minY, frame.width, frame.height)
    for (original, copy) in zip(stack.arrangedSubviews, copies) {
      let frame = copy.frame
      expectFrame(original, frame.minX, frame.minY, frame.width, frame.height)
    }
  }
  /// In an equal-spacing stack each gap guide stays with the view before its gap: hiding the
  /// second of 60 views changes the constraints of the two gaps beside it, not those of every
  /// gap after it (handed out by position, all 58 later guides moved up one gap).
  @Test func hidingAViewOfAnEqualSpacingStackRemakesOnlyTheGapsBesideIt() {
    let (root, stack, views) = longStack(60)
    stack.distribution = .equalSpacing
    quietly { root.layoutIfNeeded() }
    let before = stackConstraints(stack)
    let hidden = change(root, stack) { views[1].isHidden = true }
    // The first gap's guide now ends at v2; the second gap's guide, v1's, goes with its two
    // edges and its equal height.
    #expect(
      lines(hidden.made) == [
        "UISV-distributing-edge UISV-distributing.bottom == v2.top",
        "UISV-hiding v1.height == 0",
      ])
    #expect(hidden.gone.count == 4)
    #expect(hidden.gone.allSatisfy { !$0.isActive })
    #expect(hidden.kept.count == before.count - 4)
    #expect(stack.lastRegeneration.made == 2)
    #expect(stack.lastRegeneration.deactivated == 4)
    // The same constraints and frames as a stack built with v1 hidden.
    let fresh = freshStack(like: stack) { TextView($0.name!, width: 40, height: 20) }
    #expect(summary(stack) == summary(fresh.stack))
    for (view, copy) in zip(views, fresh.copies) { #expect(view.frame == copy.frame) }
    // Shown again, it has its gap back, and the stack is again as one built at once.
    _ = change(root, stack) { views[1].isHidden = false }
    #expect(stack.lastRegeneration.made <= 4)
    let again = freshStack(like: stack) { TextView($0.name!, width: 40, height: 20) }
    #expect(summary(stack) == summary(again.stack))
    for (view, copy) in zip(views, again.copies) { #expect(view.frame == copy.frame) }
  }
}
