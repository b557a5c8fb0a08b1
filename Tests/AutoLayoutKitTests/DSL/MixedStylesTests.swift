import AutoLayoutKit
import Testing

/// The two operator DSLs, the fluent builder and the engine's anchors make the same
/// `LayoutConstraint`s, so one layout can mix them and activate them in one batch.
@Suite struct MixedStylesTests {
  let scene = DSLScene()

  /// The same equation written four ways gives the same constraint.
  @Test func everyStyleMakesTheSameConstraint() {
    let view = scene.constrainedView("view")
    let other = scene.constrainedView("other")
    let root = scene.root
    let builder = view.autoLayout.top(8).bottom(8).leading(relation: >=4)
      .width(to: other, multiplier: 0.5, constant: 3)
    let fromBuilder = builder.connections.map(\.constraint)
    let fromOperators = LayoutConstraint.make {
      view.topAnchor == root.topAnchor + 8
      view.bottomAnchor == root.bottomAnchor - 8
      view.leadingAnchor >= root.leadingAnchor + 4
      view.widthAnchor == other.widthAnchor * 0.5 + 3
    }
    let fromAnchors = [
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
      view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 4),
      view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5, constant: 3),
    ]
    #expect(exact(fromBuilder) == exact(fromOperators))
    #expect(exact(fromAnchors) == exact(fromOperators))
    // The proxies activate what they make; the others match once activated too.
    let fromProxies = view.makeLayout {
      $0.top == root.layout.top + 8
      $0.bottom == root.layout.bottom - 8
      $0.leading >= root.layout.leading + 4
      $0.width == other.layout.width * 0.5 + 3
    }
    LayoutConstraint.activate(fromOperators)
    #expect(exact(fromProxies) == exact(fromOperators))
    LayoutConstraint.deactivate(fromProxies + fromOperators)
    builder.activate()
    #expect(fromBuilder.allSatisfy { $0.isActive })
  }

  /// A screen built with all three styles in one `LayoutConstraint.activate { }` batch: the
  /// header with the anchor operators, the body with the fluent builder, the footer with the
  /// proxies (which activate each constraint as they make it, as AMGAutolayout did; the batch
  /// then finds them active).
  @Test func threeStylesInOneBatch() {
    let root = scene.root
    let header = scene.view("header")
    let footer = scene.view("footer")
    let body = LayoutView()
    body.name = "body"
    let bodyLayout = body.autoLayout(in: root).below(8, to: header).left(16).right(16)
      .above(8, to: footer)
    var made: [LayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      made = LayoutConstraint.activate {
        header.constraints { header in
          header.horizontalEdgesAnchor == root.horizontalEdgesAnchor
          header.topAnchor == root.safeAreaLayoutGuide.topAnchor
          header.heightAnchor == 44
        }
        bodyLayout.connections.map(\.constraint)
        footer.makeLayout {
          $0.left == root.layout.left
          $0.right == root.layout.right
          $0.bottom == root.layout.safeBottom
          $0.height == 49
        }
      }
      // The builder's constraints are already active; this records it as activated.
      bodyLayout.activate()
    }
    #expect(diagnostics.isEmpty)
    #expect(made.count == 4 + 4 + 4)
    #expect(made.allSatisfy { $0.isActive })
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scene.layout()
    // Header: full width under the 20-point status bar, 44 tall.
    #expect(header.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    // Footer: full width, bottom at 667, 49 tall → y 618.
    #expect(footer.frame == Rect(x: 0, y: 618, width: 375, height: 49))
    // Body: 16 in from both sides, 8 below the header (64 + 8) and 8 above the footer
    // (618 − 8): 343 × 538.
    #expect(body.frame == Rect(x: 16, y: 72, width: 343, height: 538))
  }
}
