import AutoLayoutKit
import Testing

/// `--!` sets a priority, an identifier or activates; `-->` stores the result; the precedence
/// groups put arithmetic first, then the comparison, then `--!` left to right, then `-->`.
@Suite struct ModifierTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  /// The precedence example, end to end.
  @Test func precedenceOfTheWholeChain() {
    var c: LayoutConstraint!
    let returned =
      a.heightAnchor == b.widthAnchor * 0.6 --! .priority(.defaultHigh) --! .identifier("h") --> c
    #expect(returned === c)
    #expect(
      ExactConstraint(c)
        == ExactConstraint(
          a, .height, .equal, b, .width, multiplier: 0.6, priority: .defaultHigh, identifier: "h"))
  }

  @Test func eachModifier() {
    let prioritized = a.widthAnchor == 100 --! .priority(.defaultHigh)
    #expect(
      ExactConstraint(prioritized)
        == ExactConstraint(a, .width, .equal, constant: 100, priority: .defaultHigh))
    let named = a.centerXAnchor == b.centerXAnchor --! .identifier("iconCenterX")
    #expect(
      ExactConstraint(named)
        == ExactConstraint(a, .centerX, .equal, b, .centerX, identifier: "iconCenterX"))
    let active = a.topAnchor == scene.root.topAnchor + 20 --! .activated
    #expect(
      ExactConstraint(active)
        == ExactConstraint(a, .top, .equal, scene.root, .top, constant: 20, isActive: true))
    let numeric = a.heightAnchor <= 10 --! .priority(999)
    #expect(numeric.priority == LayoutPriority(999))
  }

  /// Modifiers apply left to right: a priority set before `.activated` is installed; one set
  /// after it cannot move an active constraint from required to optional (the engine reports it
  /// and keeps required), as in UIKit.
  @Test func modifiersApplyLeftToRight() {
    let first = a.widthAnchor == 10 --! .priority(.defaultLow) --! .activated
    #expect(first.priority == .defaultLow)
    #expect(first.isActive)
    var second: LayoutConstraint?
    let diagnostics = LayoutDiagnostics.capture {
      second = (a.heightAnchor == 10 --! .activated --! .priority(.defaultLow))
    }
    #expect(second?.priority == .required)
    #expect(second?.isActive == true)
    #expect(diagnostics.map(\.kind) == [.requiredPriorityMutation])
  }

  @Test func captureIntoEveryKindOfVariable() {
    var plain = a.widthAnchor == 1
    var optional: LayoutConstraint?
    var unwrapped: LayoutConstraint!
    let made = a.topAnchor == b.topAnchor + 20
    made --> plain
    made --> optional
    made --> unwrapped
    #expect(plain === made)
    #expect(optional === made)
    #expect(unwrapped === made)
  }

  @Test func modifiersAndCaptureOnCompositeResults() {
    var size: LayoutSizeConstraints?
    var location: LayoutLocationConstraints!
    var edges: LayoutEdgeConstraints?
    var horizontal: LayoutXAxisEdgesConstraints?
    var vertical: LayoutYAxisEdgesConstraints?
    a.sizeAnchor == b.sizeAnchor -- 20 --! .priority(.defaultHigh) --! .identifier("size") --> size
    a.centerAnchor == b.centerAnchor --! .priority(.defaultLow) --> location
    a.edgesAnchor == b.edgesAnchor -- 10 --! .identifier("edges") --! .activated --> edges
    a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor --! .priority(700) --> horizontal
    a.verticalEdgesAnchor >= b.verticalEdgesAnchor --! .identifier("v") --> vertical
    #expect(
      exact(size?.asMultipleConstraints ?? [])
        == [
          ExactConstraint(
            a, .width, .equal, b, .width, constant: -40, priority: .defaultHigh, identifier: "size"),
          ExactConstraint(
            a, .height, .equal, b, .height, constant: -40, priority: .defaultHigh,
            identifier: "size"),
        ])
    #expect(location.asMultipleConstraints.map(\.priority) == [.defaultLow, .defaultLow])
    #expect(
      exact(edges?.asMultipleConstraints ?? [])
        == [
          ExactConstraint(
            a, .leading, .equal, b, .leading, constant: 10, identifier: "edges", isActive: true),
          ExactConstraint(
            a, .trailing, .equal, b, .trailing, constant: -10, identifier: "edges", isActive: true),
          ExactConstraint(
            a, .top, .equal, b, .top, constant: 10, identifier: "edges", isActive: true),
          ExactConstraint(
            a, .bottom, .equal, b, .bottom, constant: -10, identifier: "edges", isActive: true),
        ])
    #expect(horizontal?.asMultipleConstraints.map(\.priority) == [700, 700])
    #expect(vertical?.asMultipleConstraints.map(\.identifier) == ["v", "v"])
  }

  /// Activating a composite result activates its constraints as one batch.
  @Test func activatedCompositeLaysOut() {
    a.edgesAnchor == scene.root.edgesAnchor -- (horizontally: 20, vertically: 10) --! .activated
    scene.layout()
    #expect(a.frame == Rect(x: 20, y: 10, width: 335, height: 647))
  }
}
