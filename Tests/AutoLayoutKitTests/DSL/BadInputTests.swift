import AutoLayoutKit
import Testing

/// Bad numbers and priorities never crash and never leave half a statement in force: the
/// engine reports them, and a composite comparison or helper is made whole or not at all.
@Suite struct BadInputTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  @Test func nonFiniteNumbersAreReportedAndNeverActivate() {
    var made: [LayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      made = LayoutConstraint.activate {
        a.widthAnchor == .nan
        a.leadingAnchor == b.leadingAnchor + .nan
        a.heightAnchor == b.heightAnchor * .nan
        a.widthAnchor == .infinity
        a.trailingAnchor == b.trailingAnchor - .infinity
      }
    }
    #expect(made.count == 5)
    #expect(made.allSatisfy { !$0.isActive })
    #expect(diagnostics.map(\.kind) == Array(repeating: .invalidConstraint, count: 5))
    #expect(diagnostics[3].message.contains("inf"))
  }

  /// One bad number in a composite makes the whole composite invalid, so activating it changes
  /// nothing.
  @Test func compositesAreWholeOrNothing() {
    var size: LayoutSizeConstraints?
    var edges: LayoutEdgeConstraints?
    var location: LayoutLocationConstraints?
    var pair: LayoutXAxisEdgesConstraints?
    let diagnostics = LayoutDiagnostics.capture {
      size = (a.sizeAnchor == b.sizeAnchor + (width: 10, height: .nan) --! .activated)
      edges =
        (a.edgesAnchor == b.edgesAnchor -- (leading: 1, trailing: 2, top: .nan, bottom: 4)
          --! .activated)
      location = (a.centerAnchor == b.centerAnchor + (x: .nan, y: 0) --! .activated)
      pair = (a.horizontalEdgesAnchor == b.horizontalEdgesAnchor -- (leading: 1, trailing: .nan))
    }
    let all =
      (size?.asMultipleConstraints ?? []) + (edges?.asMultipleConstraints ?? [])
      + (location?.asMultipleConstraints ?? []) + (pair?.asMultipleConstraints ?? [])
    #expect(all.count == 10)
    #expect(all.allSatisfy { !$0.isActive })
    #expect(a.constraints.isEmpty && scene.root.constraints.isEmpty)
    // One report per constraint: the bad one says why, the others name it.
    #expect(diagnostics.count == 10)
    #expect(diagnostics.allSatisfy { $0.kind == .invalidConstraint })
    #expect(
      diagnostics[1].message.hasSuffix(
        "Another constraint of the same size comparison cannot be made (a.height == b.height), so none of them is."
      ))
    // The size's width constraint keeps its equation, for the log.
    #expect(size?.width.firstAttribute == .width)
  }

  @Test func fillSuperviewWithABadMarginMakesNothingActive() {
    var made: [LayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      made = a.makeLayout {
        $0.fillSuperview(with: EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0))
      }
    }
    #expect(made.count == 4)
    #expect(made.allSatisfy { !$0.isActive })
    #expect(diagnostics.count == 4)
  }

  @Test func badPrioritiesKeepTheOldOne() {
    var made: LayoutConstraint?
    let diagnostics = LayoutDiagnostics.capture {
      made = (a.widthAnchor == 10 --! .priority(0) --! .priority(LayoutPriority(1001)))
    }
    #expect(made?.priority == .required)
    #expect(diagnostics.map(\.kind) == [.invalidPriority, .invalidPriority])
  }
}
