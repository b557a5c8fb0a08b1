import AutoLayoutEngine
import Testing

/// UIKit's older API: `addConstraint(_:)` installs a constraint on the receiver, which may be
/// any ancestor of its items, and where a constraint is held decides who can remove it, when a
/// hierarchy change removes it, and the space its numbers are read in (spec §1A, §6.1, §6.2).
@Suite struct AddConstraintTests {
  /// A root holding a container 100 points in, with two children at its top; `a` at its left,
  /// `b` left free along the x axis.
  struct Scene {
    let root = makeRoot(width: 400, height: 400)
    let container: LayoutView
    let a: LayoutView
    let b: LayoutView

    init() {
      container = makeChild("container", in: root)
      a = makeChild("a", in: container)
      b = makeChild("b", in: container)
      LayoutConstraint.activate(
        [
          container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
          container.topAnchor.constraint(equalTo: root.topAnchor),
          container.widthAnchor.constraint(equalToConstant: 200),
          container.heightAnchor.constraint(equalToConstant: 200),
        ]
          + [a, b].flatMap { view in
            [
              view.topAnchor.constraint(equalTo: container.topAnchor),
              view.heightAnchor.constraint(equalToConstant: 10),
            ]
          } + [a.leftAnchor.constraint(equalTo: container.leftAnchor)])
    }
  }

  @Test func theReceiverHoldsTheConstraint() {
    let scene = Scene()
    let equalWidths = scene.a.widthAnchor.constraint(equalTo: scene.b.widthAnchor)
    quietly { scene.root.addConstraint(equalWidths) }
    #expect(equalWidths.isActive)
    #expect(scene.root.constraints.contains { $0 === equalWidths })
    #expect(!scene.container.constraints.contains { $0 === equalWidths })
    // Only its holder removes it.
    scene.container.removeConstraint(equalWidths)
    #expect(equalWidths.isActive)
    scene.root.removeConstraint(equalWidths)
    #expect(!equalWidths.isActive)
    #expect(!scene.root.constraints.contains { $0 === equalWidths })
  }

  @Test func aConstraintHeldAboveARemovedSubtreeGoesWithIt() {
    let scene = Scene()
    let onRoot = scene.a.widthAnchor.constraint(equalTo: scene.b.widthAnchor)
    let onContainer = scene.a.heightAnchor.constraint(equalTo: scene.b.heightAnchor)
    quietly {
      scene.root.addConstraint(onRoot)
      scene.container.addConstraint(onContainer)
    }
    scene.container.removeFromSuperview()
    // Held outside the subtree that left: removed (spec §6.2). Held inside it: carried along.
    #expect(!onRoot.isActive)
    #expect(onContainer.isActive)
  }

  @Test func itsNumbersAreReadInTheReceiversSpace() {
    let scene = Scene()
    let width = scene.b.widthAnchor.constraint(equalToConstant: 20)
    let half = LayoutConstraint(
      item: scene.b, attribute: .left, relatedBy: .equal, toItem: scene.container,
      attribute: .right, multiplier: 0.5, constant: 0)
    quietly {
      scene.container.addConstraint(width)
      scene.root.addConstraint(half)
      scene.root.layoutIfNeeded()
    }
    #expect(scene.root.constraints.contains { $0 === half })
    // In the root's space the container's right is 300, so b's left is 150: 50 in the
    // container. Held by the container (the closest common ancestor), it would be 100.
    #expect(scene.b.frame.minX == 50)
    scene.root.removeConstraint(half)
    quietly {
      half.isActive = true
      scene.root.layoutIfNeeded()
    }
    #expect(scene.container.constraints.contains { $0 === half })
    #expect(scene.b.frame.minX == 100)
  }

  @Test func anItemOutsideTheReceiverIsRefused() throws {
    let scene = Scene()
    let outside = scene.a.widthAnchor.constraint(equalTo: scene.root.widthAnchor)
    let messages = LayoutDiagnostics.capture { scene.container.addConstraint(outside) }
    try #require(messages.count == 1)
    #expect(messages[0].kind == .noCommonAncestor)
    #expect(
      messages[0].message.hasPrefix("The view hierarchy is not prepared for the constraint: "))
    #expect(!outside.isActive)
  }
}
