import AutoLayoutEngine
import Testing

/// The constraints a stack makes (spec §11.3-11.6, §11.7).
@Suite struct StackConstraintSetTests {
  /// The stack's constraints as `identifier equation [@priority]`, sorted.
  func summary(_ stack: StackView) -> [String] {
    stack.updateConstraintsIfNeeded()
    return stack.constraints.map { constraint in
      var text = "\(constraint.identifier ?? "-") \(constraint.equationDescription)"
      if !constraint.priority.isRequired { text += " @\(constraint.priority.rawValue)" }
      return text
    }.sorted()
  }

  /// A root stack (400×100, so its frame does not fight its content) arranging a, b, c.
  func rootStack() -> (StackView, TextView, TextView, TextView) {
    let (a, b, c) = threeViews()
    let stack = StackView(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    stack.name = "S"
    for view in [a, b, c] { stack.addArrangedSubview(view) }
    return (stack, a, b, c)
  }

  /// Spec §11.6: horizontal, fill, center, spacing 8, b hidden.
  @Test func workedExample() {
    let (stack, _, b, _) = rootStack()
    stack.alignment = .center
    stack.spacing = 8
    b.isHidden = true
    let expected = [
      "UISV-canvas-connection S.leading == a.leading",
      "UISV-canvas-connection S.trailing == c.trailing",
      "UISV-spacing b.leading == a.trailing + 4",
      "UISV-spacing c.leading == b.trailing + 4",
      "UISV-hiding b.width == 0",
      "UISV-alignment a.centerY == b.centerY",
      "UISV-alignment a.centerY == c.centerY",
      "UISV-spanning-boundary UISV-alignment-spanner.top <= a.top",
      "UISV-spanning-boundary UISV-alignment-spanner.bottom >= a.bottom",
      "UISV-spanning-boundary UISV-alignment-spanner.top <= c.top",
      "UISV-spanning-boundary UISV-alignment-spanner.bottom >= c.bottom",
      "UISV-spanning-fit UISV-alignment-spanner.height == 0 @51.0",
      "UISV-canvas-connection S.top == UISV-alignment-spanner.top",
      "UISV-canvas-connection S.bottom == UISV-alignment-spanner.bottom",
      "UISV-canvas-connection S.centerY == a.centerY",
      "UISV-ambiguity-suppression a.height == 0 @25.0",
      "UISV-ambiguity-suppression b.height == 0 @25.0",
      "UISV-ambiguity-suppression c.height == 0 @25.0",
    ]
    #expect(summary(stack) == expected.sorted())
    #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
    #expect(stack.constraints.allSatisfy { $0.isActive })
    #expect(
      stack.constraints.first { $0.identifier == "UISV-hiding" }?.description
        .contains("'UISV-hiding' b.width == 0   (active)") == true)
  }

  @Test func fillAlignmentVertical() {
    let (stack, _, _, _) = rootStack()
    stack.axis = .vertical
    let expected = [
      "UISV-canvas-connection S.top == a.top",
      "UISV-canvas-connection S.bottom == c.bottom",
      "UISV-spacing b.top == a.bottom",
      "UISV-spacing c.top == b.bottom",
      "UISV-alignment a.leading == b.leading",
      "UISV-alignment a.trailing == b.trailing",
      "UISV-alignment a.leading == c.leading",
      "UISV-alignment a.trailing == c.trailing",
      "UISV-canvas-connection S.leading == a.leading",
      "UISV-canvas-connection S.trailing == a.trailing",
    ]
    #expect(summary(stack) == expected.sorted())
    #expect(stack.layoutGuides.isEmpty)
  }

  @Test func equalSpacingGuides() {
    let (stack, _, _, _) = rootStack()
    stack.distribution = .equalSpacing
    stack.spacing = 8
    let along = summary(stack).filter {
      $0.hasPrefix("UISV-distributing") || $0.hasPrefix("UISV-fill")
        || $0.hasPrefix("UISV-canvas-fit")
        || $0.hasPrefix("UISV-spacing")
    }
    let gap = stack.layoutGuides.map(\.identifier)
    #expect(gap == ["UISV-distributing", "UISV-distributing"])
    #expect(along.filter { $0.hasPrefix("UISV-distributing-edge") }.count == 4)
    #expect(along.contains("UISV-spacing b.leading >= a.trailing + 8"))
    #expect(along.contains("UISV-canvas-fit S.width == 0 @49.0"))
    #expect(along.filter { $0.hasPrefix("UISV-fill-equally") }.count == 1)
    // Back to fill: the gap guides go, with their constraints.
    stack.distribution = .fill
    _ = summary(stack)
    #expect(stack.layoutGuides.isEmpty)
    #expect(!summary(stack).contains { $0.contains("distributing") })
  }

  @Test func equalCenteringGapsAt149() {
    let (stack, _, _, _) = rootStack()
    stack.distribution = .equalCentering
    #expect(summary(stack).contains { $0.hasPrefix("UISV-fill-equally") && $0.hasSuffix("@149.0") })
    #expect(
      summary(stack).contains { $0.hasPrefix("UISV-distributing-edge") && $0.contains("centerX") })
  }

  @Test func marginsRelativeUsesTheMarginsGuide() {
    let (stack, _, _, _) = rootStack()
    stack.isLayoutMarginsRelativeArrangement = true
    let lines = summary(stack)
    #expect(lines.contains("UISV-canvas-connection S.layoutMarginsGuide.leading == a.leading"))
    #expect(lines.contains { $0.hasPrefix("LayoutView-leftMargin-guide-constraint") })
  }

  /// Spec §11.7: hiding a view whose required width demands a length logs a conflict that names
  /// `UISV-hiding`; layout goes on.
  @Test func hidingAViewWithARequiredWidthConflicts() {
    let (a, b, _) = threeViews()
    let (root, _) = pinnedStack([a, b])
    b.widthAnchor.constraint(equalToConstant: 60).isActive = true
    root.layoutIfNeeded()
    b.isHidden = true
    let messages = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(messages.count == 1)
    #expect(messages.first?.message.contains("'UISV-hiding' b.width == 0") == true)
  }
}
