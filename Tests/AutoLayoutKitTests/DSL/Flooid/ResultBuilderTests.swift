import AutoLayoutKit
import Testing

/// The result builder collects constraints from every kind of statement, and its four entry
/// points activate (or not) as FlooidLayout's did.
@Suite struct ResultBuilderTests {
  let scene = DSLScene()

  @Test func viewConstraintsTurnsOffTranslationAndActivatesInOrder() {
    let view = scene.view("view")
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    let made = view.constraints { view in
      view.leadingTopAnchor == scene.root.leadingTopAnchor + 10
      view.sizeAnchor == Size(width: 30, height: 40)
    }
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(
      exact(made) == [
        ExactConstraint(view, .leading, .equal, scene.root, .leading, constant: 10, isActive: true),
        ExactConstraint(view, .top, .equal, scene.root, .top, constant: 10, isActive: true),
        ExactConstraint(view, .width, .equal, constant: 30, isActive: true),
        ExactConstraint(view, .height, .equal, constant: 40, isActive: true),
      ])
    scene.layout()
    #expect(view.frame == Rect(x: 10, y: 10, width: 30, height: 40))
  }

  /// The closure receives the view as its own class.
  @Test func viewConstraintsPassesTheSubclass() {
    final class Badge: LayoutView {
      let side = 12.0
    }
    let badge = Badge()
    scene.root.addSubview(badge)
    badge.constraints { badge in
      badge.sizeAnchor == Size(width: badge.side, height: badge.side)
      badge.centerAnchor == scene.root.centerAnchor
    }
    scene.layout()
    #expect(badge.frame == Rect(x: 181.5, y: 327.5, width: 12, height: 12))
  }

  @Test func guideConstraintsLeavesViewsAlone() {
    let guide = LayoutGuide()
    scene.root.addLayoutGuide(guide)
    let made = guide.constraints { guide in
      guide.edgesAnchor == scene.root.edgesAnchor -- 50
    }
    #expect(made.count == 4)
    #expect(made.allSatisfy { $0.isActive })
    #expect(scene.root.translatesAutoresizingMaskIntoConstraints)
    scene.layout()
    #expect(guide.layoutFrame == Rect(x: 50, y: 50, width: 275, height: 567))
  }

  @Test func activateAndMake() {
    let view = scene.constrainedView("view")
    let active = LayoutConstraint.activate {
      view.widthAnchor == 10
    }
    #expect(exact(active) == [ExactConstraint(view, .width, .equal, constant: 10, isActive: true)])
    let inactive = LayoutConstraint.make {
      view.heightAnchor == 20
      view.centerAnchor == scene.root.centerAnchor
    }
    #expect(inactive.count == 3)
    #expect(inactive.allSatisfy { !$0.isActive })
    #expect(ExactConstraint(inactive[0]) == ExactConstraint(view, .height, .equal, constant: 20))
  }

  @Test func conditionsSwitchesLoopsAndOptionals() {
    let views = (0..<3).map { scene.constrainedView("v\($0)") }
    let maybe: LayoutConstraint? = views[0].widthAnchor == 5
    let nothing: LayoutConstraint? = nil
    enum Style { case compact, regular }
    for (wide, style) in [(true, Style.compact), (false, Style.regular)] {
      let made = LayoutConstraint.make {
        if wide {
          views[0].heightAnchor == 1
        }
        if wide {
          views[0].heightAnchor == 2
        } else {
          views[0].heightAnchor == 3
        }
        switch style {
        case .compact: views[1].heightAnchor == 4
        case .regular: views[1].heightAnchor == 5
        }
        for (index, view) in views.enumerated() {
          view.topAnchor == scene.root.topAnchor + Double(index)
        }
        maybe
        nothing
        [views[2].widthAnchor == 6, views[2].heightAnchor == 7]
        if #available(macOS 10.15, iOS 13, *) {
          views[1].widthAnchor == 8
        }
      }
      let constants = made.map(\.constant)
      #expect(constants == (wide ? [1, 2, 4] : [3, 5]) + [0, 1, 2, 5, 6, 7, 8])
    }
  }

  @Test func emptyBlock() {
    #expect(LayoutConstraint.make {}.isEmpty)
  }

  /// Custom types contribute by conforming to `LayoutConstraintsAccumulation`.
  @Test func customAccumulation() {
    struct Square: LayoutConstraintsAccumulation {
      let view: LayoutView
      let side: Double
      var asMultipleConstraints: [LayoutConstraint] {
        [view.widthAnchor == side, view.heightAnchor == view.widthAnchor]
      }
    }
    let view = scene.constrainedView("view")
    let made = LayoutConstraint.activate {
      Square(view: view, side: 44)
      view.leadingTopAnchor == scene.root.leadingTopAnchor
    }
    #expect(made.count == 4)
    scene.layout()
    #expect(view.frame == Rect(x: 0, y: 0, width: 44, height: 44))
  }

  /// One batch: constraints that only make sense together (a chain through an unconstrained
  /// view) activate without an intermediate layout.
  @Test func activatesAsOneBatch() {
    let first = scene.constrainedView("first")
    let second = scene.constrainedView("second")
    let diagnostics = LayoutDiagnostics.capture {
      LayoutConstraint.activate {
        first.edgesAnchor == scene.root.edgesAnchor -- 10 --! .identifier("first")
        second.edgesAnchor == first.edgesAnchor -- 10
      }
    }
    #expect(diagnostics.isEmpty)
    scene.layout()
    #expect(second.frame == Rect(x: 20, y: 20, width: 335, height: 627))
  }
}
