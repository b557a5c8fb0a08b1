import AutoLayoutEngine
import Testing

/// The constraints a view holds. UIKit's older API, `addConstraint(_:)`, installs a constraint
/// on the receiver, which may be any ancestor of its items, and where a constraint is held
/// decides who can remove it, when a hierarchy change removes it, and the space its numbers are
/// read in (spec §1A, §6.1, §6.2). A view's `constraints` also list the ones the engine made for
/// it, which the app cannot take away.
@Suite struct HeldConstraintsTests {
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

  @Test func aViewListsItsContentSizeAndGuideConstraints() {
    let root = makeRoot(width: 300, height: 300)
    let label = TextView("label", width: 40, height: 20)
    root.addSubview(label)
    let leading = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
    let top = label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    quietly {
      LayoutConstraint.activate([leading, top])
      root.layoutIfNeeded()
    }
    // The label: one content-size constraint per axis, as UIKit's (spec §3.2), each described
    // with both of its priorities.
    #expect(label.constraints.count == 2)
    #expect(label.constraints.allSatisfy { $0.firstItem === label && $0.secondItem == nil })
    #expect(
      label.constraints.map { normalized($0.description) } == [
        "<ContentSizeLayoutConstraint:0x… H:[label(40)] Hug:250 CompressionResistance:750>",
        "<ContentSizeLayoutConstraint:0x… V:[label(20)] Hug:250 CompressionResistance:750>",
      ])
    // The root: the app's two, then the four edges of each built-in guide in use.
    let listed = root.constraints
    #expect(listed.count == 10)
    #expect(listed.prefix(2).allSatisfy { $0 === leading || $0 === top })
    let guides = listed.dropFirst(2).compactMap { constraint in
      (constraint.firstItem as? LayoutGuide) ?? (constraint.secondItem as? LayoutGuide)
    }
    #expect(guides.count == 8)
    #expect(guides.filter { $0 === root.layoutMarginsGuide }.count == 4)
    #expect(guides.filter { $0 === root.safeAreaLayoutGuide }.count == 4)
  }

  /// The old idiom of clearing a view's constraints takes only the app's: the label keeps its
  /// intrinsic size, the guide its margins.
  @Test func removingAllOfAViewsConstraintsKeepsTheEnginesOwn() {
    let root = makeRoot(width: 300, height: 300)
    let label = TextView("label", width: 40, height: 20)
    root.addSubview(label)
    quietly {
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      ])
      root.layoutIfNeeded()
    }
    root.removeConstraints(root.constraints)
    LayoutConstraint.deactivate(label.constraints)
    #expect(root.constraints.count == 4)
    #expect(label.constraints.count == 2)
    quietly {
      LayoutConstraint.activate([
        label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        label.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
      ])
      root.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 30, right: 30)
      label.contentSize = Size(width: 50, height: 25)
      root.layoutIfNeeded()
    }
    #expect(label.frame == Rect(x: 220, y: 245, width: 50, height: 25))
    #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 10, y: 10, width: 260, height: 260))
  }
}
