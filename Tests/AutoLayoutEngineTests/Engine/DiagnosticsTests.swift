import AutoLayoutEngine
import Testing

/// Replaces hexadecimal addresses with `0x…`, so messages can be compared exactly.
func normalized(_ text: String) -> String {
  text.replacing(/0x[0-9a-f]+/, with: "0x…")
}

@Suite struct DiagnosticsTests {
  /// Spec Appendix D 5's views: A inside S, 50 from S's leading edge and 60 from its trailing
  /// edge, S 100 wide, so A would be -10 wide. Returns the views, S's width and every constraint
  /// (not yet active).
  func negativeSizeScene() -> (
    root: LayoutView, s: LayoutView, a: LayoutView, width: LayoutConstraint,
    constraints: [LayoutConstraint]
  ) {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let s = LayoutView()
    let a = LayoutView()
    s.name = "S"
    a.name = "A"
    s.translatesAutoresizingMaskIntoConstraints = false
    a.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(s)
    s.addSubview(a)
    let width = s.widthAnchor.constraint(equalToConstant: 100)
    return (
      root, s, a, width,
      [
        s.leftAnchor.constraint(equalTo: root.leftAnchor),
        s.topAnchor.constraint(equalTo: root.topAnchor),
        s.heightAnchor.constraint(equalToConstant: 10),
        a.topAnchor.constraint(equalTo: s.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        a.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 50),
        a.trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -60),
        width,
      ]
    )
  }

  /// Spec Appendix D 5: a negative width is unsatisfiable; the log lists the three constraints
  /// and names the one broken; layout goes on.
  @Test func negativeSizeIsLoggedAndBroken() throws {
    let (root, s, a, width, constraints) = negativeSizeScene()
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    try #require(messages.count == 1)
    #expect(messages[0].kind == .unsatisfiableConstraints)
    let expected = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
          "<LayoutConstraint:0x… A.leading == S.leading + 50   (active)>",
          "<LayoutConstraint:0x… A.trailing == S.trailing - 60   (active)>",
          "<LayoutConstraint:0x… S.width == 100   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <LayoutConstraint:0x… S.width == 100   (active)>

      Make a symbolic breakpoint at LayoutViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The ambiguity and constraint debugging methods of LayoutView may also be helpful.
      """
    #expect(normalized(messages[0].message) == expected)
    // The broken width holds as closely as it can: A's width would be -10, so S is 110 wide.
    #expect(a.frame.width == 0)
    #expect(s.frame.width == 110)
    #expect(width.isActive)
  }

  /// Spec Appendix D 5, logged by the activation itself, before any layout pass: the engine
  /// keeps A's `width >= 0` out of the solver until A's width would go negative, and checks
  /// the sizes in the same call.
  @Test func aNegativeSizeIsReportedByTheActivation() throws {
    let (root, s, a, width, constraints) = negativeSizeScene()
    let messages = LayoutDiagnostics.capture { LayoutConstraint.activate(constraints) }
    try #require(messages.count == 1)
    #expect(
      normalized(messages[0].message).contains(
        "breaking constraint \n<LayoutConstraint:0x… S.width == 100   (active)>"))
    #expect(width.isActive)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 50, y: 0, width: 0, height: 10))
    #expect(s.frame == Rect(x: 0, y: 0, width: 110, height: 10))
  }

  /// Spec Appendix D 9: no common ancestor.
  @Test func noCommonAncestorIsReportedAndTheConstraintStaysInactive() throws {
    let a = LayoutView()
    let b = LayoutView()
    a.name = "a"
    b.name = "b"
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let messages = LayoutDiagnostics.capture { constraint.isActive = true }
    #expect(!constraint.isActive)
    try #require(messages.count == 1)
    #expect(messages[0].kind == .noCommonAncestor)
    #expect(
      normalized(messages[0].message)
        == "Unable to activate constraint with anchors <LayoutXAxisAnchor:0x… \"a.leading\"> and "
        + "<LayoutXAxisAnchor:0x… \"b.leading\"> because they have no common ancestor.  Does the "
        + "constraint or its anchors reference items in different view hierarchies?  That's "
        + "illegal.")
  }

  /// Spec Appendix D 8: a required ↔ optional priority change on an active constraint.
  @Test func priorityMutationIsRefused() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    width.isActive = true
    let messages = LayoutDiagnostics.capture { width.priority = LayoutPriority(999) }
    #expect(width.priority == .required)
    try #require(messages.count == 1)
    #expect(messages[0].kind == .requiredPriorityMutation)
    #expect(
      messages[0].message
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
        + "is not supported.  You passed priority 999.000000 and the existing priority was "
        + "1000.000000.")
    // An inactive constraint may change freely.
    width.isActive = false
    let quiet = LayoutDiagnostics.capture { width.priority = LayoutPriority(999) }
    #expect(quiet.isEmpty)
    #expect(width.priority == LayoutPriority(999))
  }

  @Test func invalidPairingsAreReportedAtCreation() throws {
    let view = LayoutView()
    view.name = "v"
    let messages = LayoutDiagnostics.capture {
      let mixed = view.leadingAnchor.constraint(equalTo: view.leftAnchor)
      mixed.isActive = true
      #expect(!mixed.isActive)
      let sizeToLocation = LayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .left,
        multiplier: 1, constant: 0)
      #expect(!sizeToLocation.isActive)
      let locationToConstant = LayoutConstraint(
        item: view, attribute: .left, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
      locationToConstant.isActive = true
      #expect(!locationToConstant.isActive)
    }
    #expect(messages.map(\.kind) == [.invalidConstraint, .invalidConstraint, .invalidConstraint])
    #expect(
      messages[0].message.hasSuffix(
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
          + "attribute. Use leading/trailing for both or neither."))
    #expect(messages[1].message.hasSuffix("Invalid pairing of layout attributes."))
    #expect(messages[2].message.contains("Location attributes must be specified in pairs."))
  }
}
