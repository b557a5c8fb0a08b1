import AutoLayoutKit
import Testing

/// The seed libraries' bugs (API inventory §2.7, §3.7) that the operator DSLs fix; each is
/// described in Docs/Migration.md.
@Suite struct BugFixTests {
  let scene = DSLScene(width: 300, height: 200)
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  /// FlooidLayout §3.7 #1 and #2: the documented `edgesAnchor` insets did not compile, and the
  /// four-value and directional forms would have moved top and bottom outward. Every form now
  /// compiles and moves every edge inward.
  @Test func edgesInsetFormsInsetEveryEdgeInward() {
    let forms: [(LayoutEdges, LayoutEdges) -> LayoutEdgeConstraints] = [
      { $0 == $1 -- 10 },
      { $0 == $1 -- (horizontally: 10, vertically: 10) },
      { $0 == $1 -- (leading: 10, trailing: 10, top: 10, bottom: 10) },
      { $0 == $1 -- DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10) },
    ]
    for form in forms {
      let scene = DSLScene(width: 300, height: 200)
      let view = scene.constrainedView("view")
      let made = form(view.edgesAnchor, scene.root.edgesAnchor)
      #expect(made.asMultipleConstraints.map(\.constant) == [10, -10, 10, -10])
      LayoutConstraint.activate(made.asMultipleConstraints)
      scene.layout()
      #expect(view.frame == Rect(x: 10, y: 10, width: 280, height: 180))
    }
  }

  /// FlooidLayout §3.3 and §3.7 #3: `+` and `-` replaced the constant, and `*` did not scale
  /// it. Expressions are now algebra.
  @Test func arithmeticAddsToTheConstant() {
    #expect((a.leadingAnchor == b.leadingAnchor + 5 + 5).constant == 10)
    #expect((a.topAnchor == b.topAnchor + 5 - 8).constant == -3)
    #expect((a.widthAnchor == b.widthAnchor + 10 + 10).constant == 20)
    let scaled = a.widthAnchor == (b.widthAnchor + 10) * 0.5
    #expect(scaled.multiplier == 0.5)
    #expect(scaled.constant == 5)
    let both = a.widthAnchor == b.widthAnchor * 0.8 - 10
    #expect(both.multiplier == 0.8)
    #expect(both.constant == -10)
    let margins = a.widthAnchor == b.widthAnchor -- 10 + 4
    #expect(margins.constant == -16)
    let size = a.sizeAnchor == (b.sizeAnchor + 10) * 0.5 + 1
    #expect(size.width.multiplier == 0.5)
    #expect(size.width.constant == 6)
    let location = a.centerAnchor == b.centerAnchor + 2 + (x: 1, y: -1)
    #expect(location.x.constant == 3)
    #expect(location.y.constant == 1)
  }

  /// AMGAutolayout §2.5: `anchor + 5 + 5` and `(dim + 5) * 2` did not compile; they now add up.
  @Test func proxyArithmeticChains() {
    #expect((a.layout.top == b.layout.top + 5 + 5).constant == 10)
    #expect((a.layout.left == b.layout.left - 5 + 2).constant == -3)
    let scaled = a.layout.height == (b.layout.height + 5) * 2
    #expect(scaled.multiplier == 2)
    #expect(scaled.constant == 10)
    let chained = a.layout.width == b.layout.width * 2 * 3 - 1
    #expect(chained.multiplier == 6)
    #expect(chained.constant == -1)
  }

  /// FlooidLayout §3.5: `--!` only worked on single constraints.
  @Test func modifiersWorkOnCompositeResults() {
    let size = a.sizeAnchor == b.sizeAnchor --! .priority(.defaultHigh) --! .identifier("s")
    #expect(size.asMultipleConstraints.map(\.priority) == [.defaultHigh, .defaultHigh])
    #expect(size.asMultipleConstraints.map(\.identifier) == ["s", "s"])
    let edges = a.edgesAnchor == scene.root.edgesAnchor -- 20 --! .activated
    #expect(edges.asMultipleConstraints.allSatisfy { $0.isActive })
    scene.layout()
    #expect(a.frame == Rect(x: 20, y: 20, width: 260, height: 160))
  }

  /// FlooidLayout §3.7 #5: edges and edge pairs accepted only `==`.
  @Test func edgesAcceptInequalities() {
    let within = a.edgesAnchor <= scene.root.edgesAnchor -- 10
    #expect(
      within.asMultipleConstraints.map(\.relation)
        == [.greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual])
    let around = a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor
    #expect(
      around.asMultipleConstraints.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
    let vertical = a.verticalEdgesAnchor <= b.verticalEdgesAnchor
    #expect(
      vertical.asMultipleConstraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    // A view that wants to be 1000 × 1000 stays within the root inset by 10.
    LayoutConstraint.activate {
      within
      a.sizeAnchor == Size(width: 1000, height: 1000) --! .priority(.defaultLow)
    }
    scene.layout()
    #expect(a.frame == Rect(x: 10, y: 10, width: 280, height: 180))
  }

  /// FlooidLayout §3.5: the builder had no `buildArray` (no `for`) and no optional
  /// expressions.
  @Test func builderAcceptsLoopsAndOptionals() {
    let views = [a, b]
    let spare: LayoutConstraint? = a.heightAnchor == 30
    let none: LayoutSizeConstraints? = nil
    let made = LayoutConstraint.activate {
      for (index, view) in views.enumerated() {
        view.leadingTopAnchor == scene.root.leadingTopAnchor + Double(10 * index)
        view.widthAnchor == 20
      }
      spare
      none
      b.heightAnchor == 40
    }
    #expect(made.count == 8)
    scene.layout()
    #expect(a.frame == Rect(x: 0, y: 0, width: 20, height: 30))
    #expect(b.frame == Rect(x: 10, y: 10, width: 20, height: 40))
  }

  /// Leading/trailing against left/right is one axis, so it compiles (as in UIKit), but the
  /// engine refuses it with a diagnostic instead of crashing, and it never activates.
  @Test func leadingAgainstLeftIsRefusedAtRunTime() {
    var made: LayoutConstraint?
    let diagnostics = LayoutDiagnostics.capture {
      made = (a.leadingAnchor == b.leftAnchor --! .activated)
    }
    #expect(made?.isActive == false)
    #expect(diagnostics.map(\.kind) == [.invalidConstraint])
  }

  /// AMGAutolayout §2.7 #4: the helpers returned nothing; they return what they made.
  @Test func proxyHelpersReturnWhatTheyMade() {
    var counts: [Int] = []
    a.makeLayout {
      counts.append($0.fillSuperview().count)
      counts.append($0.centerSuperview().count)
      counts.append($0.center(b).count)
      counts.append([$0.aspectRatio(2)].count)
    }
    #expect(counts == [4, 2, 2, 1])
  }
}
