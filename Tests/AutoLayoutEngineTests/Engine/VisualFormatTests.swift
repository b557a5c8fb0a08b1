import AutoLayoutEngine
import Testing

/// The Visual Format Language (spec §10, Appendix D 11).
@Suite struct VisualFormatTests {
  /// A constraint written out: `first.attribute RELATION second.attribute + constant @priority`.
  struct Line: Equatable, CustomStringConvertible {
    var first: String
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: String?
    var secondAttribute: LayoutAttribute
    var constant: Double
    var priority: Float

    init(
      _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
      _ second: String?, _ secondAttribute: LayoutAttribute = .notAnAttribute,
      _ constant: Double = 0, priority: Float = 1000
    ) {
      self.first = first
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.second = second
      self.secondAttribute = secondAttribute
      self.constant = constant
      self.priority = priority
    }

    var description: String {
      "\(first).\(firstAttribute) \(relation) \(second ?? "-").\(secondAttribute) + \(constant) "
        + "@\(priority)"
    }
  }

  static func name(_ item: AnyObject?) -> String? {
    if let view = item as? LayoutView { return view.name }
    if let guide = item as? LayoutGuide { return guide.identifier }
    return nil
  }

  static func lines(_ constraints: [LayoutConstraint]) -> [Line] {
    constraints.map {
      Line(
        name($0.firstItem) ?? "?", $0.firstAttribute, $0.relation, name($0.secondItem),
        $0.secondAttribute, $0.constant, priority: $0.priority.rawValue)
    }
  }

  /// A 320 × 200 superview `sv` holding the named views.
  func scene(_ names: [String]) -> (root: LayoutView, views: [String: LayoutView]) {
    let root = makeRoot(width: 320, height: 200, name: "sv")
    var views: [String: LayoutView] = [:]
    for name in names { views[name] = makeChild(name, in: root) }
    return (root, views)
  }

  func lines(
    _ format: String, _ names: [String], options: LayoutConstraint.FormatOptions = [],
    metrics: [String: Double]? = nil
  ) throws -> [Line] {
    let (root, views) = scene(names)
    return try withExtendedLifetime(root) {
      Self.lines(
        try LayoutConstraint.constraints(
          visualFormat: format, options: options, metrics: metrics, views: views))
    }
  }

  // MARK: The worked examples of spec §10.3

  @Test func standardSpaceBetweenSiblings() throws {
    #expect(
      try lines("[button]-[textField]", ["button", "textField"]) == [
        Line("textField", .leading, .equal, "button", .trailing, 8)
      ])
  }

  @Test func widthPredicate() throws {
    #expect(
      try lines("[button(>=50)]", ["button"]) == [
        Line("button", .width, .greaterThanOrEqual, nil, .notAnAttribute, 50)
      ])
  }

  @Test func connectionsToTheSuperview() throws {
    #expect(
      try lines("|-50-[purpleBox]-50-|", ["purpleBox"]) == [
        Line("purpleBox", .leading, .equal, "sv", .leading, 50),
        Line("sv", .trailing, .equal, "purpleBox", .trailing, 50),
      ])
  }

  @Test func verticalLayout() throws {
    #expect(
      try lines("V:[topField]-10-[bottomField]", ["topField", "bottomField"]) == [
        Line("bottomField", .top, .equal, "topField", .bottom, 10)
      ])
  }

  @Test func flushViews() throws {
    #expect(
      try lines("[maroonView][blueView]", ["maroonView", "blueView"]) == [
        Line("blueView", .leading, .equal, "maroonView", .trailing)
      ])
  }

  @Test func priority() throws {
    #expect(
      try lines("[button(100@20)]", ["button"]) == [
        Line("button", .width, .equal, nil, .notAnAttribute, 100, priority: 20)
      ])
  }

  @Test func equalWidths() throws {
    #expect(
      try lines("[button1(==button2)]", ["button1", "button2"]) == [
        Line("button1", .width, .equal, "button2", .width)
      ])
  }

  @Test func multiplePredicates() throws {
    #expect(
      try lines("[flexibleButton(>=70,<=100)]", ["flexibleButton"]) == [
        Line("flexibleButton", .width, .greaterThanOrEqual, nil, .notAnAttribute, 70),
        Line("flexibleButton", .width, .lessThanOrEqual, nil, .notAnAttribute, 100),
      ])
  }

  /// Appendix D 11: five constraints, the superview's edges by its margins.
  @Test func aCompleteLine() throws {
    #expect(
      try lines(
        "H:|-[find]-[findNext]-[findField(>=20)]-|", ["find", "findNext", "findField"]) == [
          Line("find", .leading, .equal, "sv", .leadingMargin),
          Line("findNext", .leading, .equal, "find", .trailing, 8),
          Line("findField", .leading, .equal, "findNext", .trailing, 8),
          Line("findField", .width, .greaterThanOrEqual, nil, .notAnAttribute, 20),
          Line("sv", .trailingMargin, .equal, "findField", .trailing),
        ])
  }

  @Test func metrics() throws {
    #expect(
      try lines("H:|-(pad)-[a(w@750)]", ["a"], metrics: ["pad": 12, "w": 100]) == [
        Line("a", .leading, .equal, "sv", .leading, 12),
        Line("a", .width, .equal, nil, .notAnAttribute, 100, priority: 750),
      ])
    #expect(
      try lines("|-pad-[a]", ["a"], metrics: ["pad": 12]) == [
        Line("a", .leading, .equal, "sv", .leading, 12)
      ])
  }

  @Test func aSpaceWithTwoPredicates() throws {
    #expect(
      try lines("V:[a]-(>=8,<=20@500)-[b]", ["a", "b"]) == [
        Line("b", .top, .greaterThanOrEqual, "a", .bottom, 8),
        Line("b", .top, .lessThanOrEqual, "a", .bottom, 20, priority: 500),
      ])
  }

  @Test func alignmentOptions() throws {
    #expect(
      try lines("H:|-[a]-[b]-|", ["a", "b"], options: .alignAllCenterY) == [
        Line("a", .leading, .equal, "sv", .leadingMargin),
        Line("b", .leading, .equal, "a", .trailing, 8),
        Line("sv", .trailingMargin, .equal, "b", .trailing),
        Line("b", .centerY, .equal, "a", .centerY),
      ])
    #expect(
      try lines("V:[a][b][c]", ["a", "b", "c"], options: [.alignAllLeft, .alignAllRight]) == [
        Line("b", .top, .equal, "a", .bottom),
        Line("c", .top, .equal, "b", .bottom),
        Line("b", .left, .equal, "a", .left),
        Line("c", .left, .equal, "b", .left),
        Line("b", .right, .equal, "a", .right),
        Line("c", .right, .equal, "b", .right),
      ])
  }

  /// Appendix D 11: a negative space is written in parentheses.
  @Test func negativeSpace() throws {
    #expect(
      try lines("H:[a]-(-5)-[b]", ["a", "b"]) == [
        Line("b", .leading, .equal, "a", .trailing, -5)
      ])
  }

  @Test func spacesAreIgnored() throws {
    #expect(
      try lines(" H : | - 10 - [ a ( >= 50 @ 250 ) ] - | ", ["a"]) == [
        Line("a", .leading, .equal, "sv", .leading, 10),
        Line("a", .width, .greaterThanOrEqual, nil, .notAnAttribute, 50, priority: 250),
        Line("sv", .trailingMargin, .equal, "a", .trailing),
      ])
  }

  @Test func directions() throws {
    #expect(
      try lines("|-10-[a]-[b]-20-|", ["a", "b"], options: .directionLeftToRight) == [
        Line("a", .left, .equal, "sv", .left, 10),
        Line("b", .left, .equal, "a", .right, 8),
        Line("sv", .right, .equal, "b", .right, 20),
      ])
    // Right to left: the first view is the rightmost.
    #expect(
      try lines("|-10-[a]-(>=4)-[b]-|", ["a", "b"], options: .directionRightToLeft) == [
        Line("sv", .right, .equal, "a", .right, 10),
        Line("a", .left, .greaterThanOrEqual, "b", .right, 4),
        Line("b", .left, .equal, "sv", .leftMargin),
      ])
  }

  @Test func baselineToBaselineSpacing() throws {
    #expect(
      try lines("V:[a]-[b]", ["a", "b"], options: .spacingBaselineToBaseline) == [
        Line("b", .firstBaseline, .equal, "a", .lastBaseline, 8)
      ])
  }

  @Test func layoutGuidesTakePartAsViews() throws {
    let root = makeRoot(width: 300, height: 100, name: "sv")
    let a = makeChild("a", in: root)
    let gap = LayoutGuide()
    gap.identifier = "gap"
    root.addLayoutGuide(gap)
    let constraints = try LayoutConstraint.constraints(
      visualFormat: "|[a][gap(==a)]|", views: ["a": a, "gap": gap])
    #expect(
      Self.lines(constraints) == [
        Line("a", .leading, .equal, "sv", .leading),
        Line("gap", .leading, .equal, "a", .trailing),
        Line("gap", .width, .equal, "a", .width),
        Line("sv", .trailing, .equal, "gap", .trailing),
      ])
  }

  // MARK: Frames

  @Test func theConstraintsLayOutARow() throws {
    let (root, views) = scene(["a", "b", "c"])
    let constraints =
      try LayoutConstraint.constraints(
        visualFormat: "H:|-[a(60)]-[b(==a)]-(>=10)-[c(80@750)]-|", views: views)
      + LayoutConstraint.constraints(
        visualFormat: "V:|-20-[a(40)]", options: [], views: views)
      + LayoutConstraint.constraints(
        visualFormat: "H:[a]-[b]", options: .alignAllTop, views: views)
      + LayoutConstraint.constraints(visualFormat: "V:[c(==a)]", views: views)
      + LayoutConstraint.constraints(visualFormat: "V:[b(==a)]", views: views)
      + LayoutConstraint.constraints(
        visualFormat: "H:[b]-(>=10)-[c]", options: .alignAllBottom, views: views)
    #expect(constraints.allSatisfy { !$0.isActive })
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == Rect(x: 8, y: 20, width: 60, height: 40))
    #expect(views["b"]!.frame == Rect(x: 76, y: 20, width: 60, height: 40))
    // c keeps its 80 @750 against the right margin (312); the flexible space before it grows.
    #expect(views["c"]!.frame == Rect(x: 232, y: 20, width: 80, height: 40))
    root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    root.layoutIfNeeded()
    // Now the space is at its least (10), and c gives up width to the required margins.
    #expect(views["c"]!.frame == Rect(x: 146, y: 20, width: 46, height: 40))
  }

  @Test func rightToLeftLayoutMirrorsLeadingAndTrailing() throws {
    let (root, views) = scene(["a", "b"])
    root.semanticContentAttribute = .forceRightToLeft
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(visualFormat: "H:|-10-[a(50)]-[b(30)]", views: views)
        + LayoutConstraint.constraints(visualFormat: "V:|[a(20)]", views: views)
        + LayoutConstraint.constraints(visualFormat: "V:|[b(20)]", views: views))
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == Rect(x: 260, y: 0, width: 50, height: 20))
    #expect(views["b"]!.frame == Rect(x: 222, y: 0, width: 30, height: 20))
  }

  // MARK: Errors (spec §10.6)

  func error(
    _ format: String, _ names: [String] = ["a", "b"], options: LayoutConstraint.FormatOptions = [],
    metrics: [String: Double]? = nil
  ) -> VisualFormatError? {
    do {
      _ = try lines(format, names, options: options, metrics: metrics)
      return nil
    } catch let error as VisualFormatError {
      return error
    } catch {
      return nil
    }
  }

  @Test func theMessageHasUIKitsShape() {
    let error = error("V[a]")
    #expect(error?.message == "Expected ':' after 'V' to specify vertical arrangement")
    #expect(error?.offset == 1)
    #expect(
      error?.description == """
        Unable to parse constraint format: 
        Expected ':' after 'V' to specify vertical arrangement
        V[a]
         ^
        """)
  }

  @Test func everyKindOfMistakeIsNamedWhereItIs() {
    let cases: [(String, String, Int)] = [
      (
        "[a(50]",
        "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5
      ),
      (
        "[a", "A predicate on a view's thickness must end with ')' and the view must end with ']'",
        2
      ),
      ("[blackBox]", "Unable to find view with name blackBox", 1),
      ("[a(=>50)]", "Unknown relation. Must be ==, >=, or <=", 3),
      ("[a(>=wide)]", "Unable to find metric or view with name wide", 5),
      ("[a]-gap-[b]", "Unable to find metric with name gap", 4),
      ("[a(50@1001)]", "A priority must be between 1 and 1000", 6),
      ("[a]-(==b)-[b]", "A space cannot be related to the view b", 7),
      ("[a]-10[b]", "Expected '-' after the space", 6),
      ("|-[a]-|x", "Expected the end of the format after '|'", 7),
      ("", "Expected a view", 0),
      ("[a]x", "Expected a view or '|'", 3),
    ]
    for (format, message, offset) in cases {
      let error = error(format)
      #expect(error?.message == message, "\(format)")
      #expect(error?.offset == offset, "\(format)")
    }
  }

  /// Appendix D 11: an alignment along the string's own axis is refused.
  @Test func alignmentAlongTheAxisIsRefused() {
    #expect(
      error("V:[a]", options: .alignAllCenterY)?.message
        == "Options mask required views to be aligned on a vertical edge, which is not allowed "
        + "for layout that is also vertical.")
    #expect(
      error("H:[a]-[b]", options: .alignAllLeading)?.message
        == "Options mask required views to be aligned on a horizontal edge, which is not "
        + "allowed for layout that is also horizontal.")
    #expect(
      error("[a]", options: [.directionLeftToRight, .directionRightToLeft])?.message
        == "The options ask for two directions at once")
  }

  @Test func aBarNextToARootIsRefused() {
    let root = LayoutView()
    root.name = "root"
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.constraints(visualFormat: "|-[root]", views: ["root": root])
    }
    let error = try? #require(
      throws: VisualFormatError.self,
      performing: {
        try LayoutConstraint.constraints(visualFormat: "[root]-|", views: ["root": root])
      })
    #expect(
      error?.message
        == "Unable to interpret '|' character, because the related view doesn't have a superview")
    #expect(error?.offset == 7)
  }

  /// The UIKit-named call reports the error and returns nothing, never crashing.
  @Test func theUIKitCallReportsInsteadOfRaising() {
    let (root, views) = scene(["a"])
    var constraints = LayoutConstraint.constraints(withVisualFormat: "[a(10)]", views: views)
    #expect(constraints.count == 1)
    let messages = LayoutDiagnostics.capture {
      constraints = LayoutConstraint.constraints(withVisualFormat: "[a(50]", views: views)
    }
    withExtendedLifetime(root) {}
    #expect(constraints.isEmpty)
    #expect(messages.count == 1)
    #expect(messages.first?.kind == .invalidConstraint)
    #expect(
      messages.first?.message == """
        Unable to parse constraint format: 
        A predicate on a view's thickness must end with ')' and the view must end with ']'
        [a(50]
             ^
        """)
  }
}
