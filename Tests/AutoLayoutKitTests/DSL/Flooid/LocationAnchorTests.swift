import AutoLayoutKit
import Testing

/// The fifteen location anchors pair the right x and y anchors, and their comparisons make an x
/// and a y constraint.
@Suite struct LocationAnchorTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  @Test func everyLocationAnchorPairsItsAnchors() {
    let expected: [(KeyPath<LayoutView, LayoutLocation>, LayoutAttribute, LayoutAttribute)] = [
      (\.centerAnchor, .centerX, .centerY),
      (\.leadingTopAnchor, .leading, .top),
      (\.leadingCenterAnchor, .leading, .centerY),
      (\.leadingBottomAnchor, .leading, .bottom),
      (\.centerTopAnchor, .centerX, .top),
      (\.centerBottomAnchor, .centerX, .bottom),
      (\.trailingTopAnchor, .trailing, .top),
      (\.trailingCenterAnchor, .trailing, .centerY),
      (\.trailingBottomAnchor, .trailing, .bottom),
      (\.leftTopAnchor, .left, .top),
      (\.leftCenterAnchor, .left, .centerY),
      (\.leftBottomAnchor, .left, .bottom),
      (\.rightTopAnchor, .right, .top),
      (\.rightCenterAnchor, .right, .centerY),
      (\.rightBottomAnchor, .right, .bottom),
    ]
    for (path, x, y) in expected {
      let made = a[keyPath: path] == b[keyPath: path]
      #expect(ExactConstraint(made.x) == ExactConstraint(a, x, .equal, b, x))
      #expect(ExactConstraint(made.y) == ExactConstraint(a, y, .equal, b, y))
      #expect(
        made.asMultipleConstraints.map(ObjectIdentifier.init)
          == [made.x, made.y].map(ObjectIdentifier.init))
    }
  }

  @Test func relationsApplyToBothAxes() {
    let below = a.centerAnchor <= b.centerAnchor
    #expect(ExactConstraint(below.x) == ExactConstraint(a, .centerX, .lessThanOrEqual, b, .centerX))
    #expect(ExactConstraint(below.y) == ExactConstraint(a, .centerY, .lessThanOrEqual, b, .centerY))
    let above = a.leadingTopAnchor >= b.leadingTopAnchor + 8
    #expect(
      ExactConstraint(above.x)
        == ExactConstraint(a, .leading, .greaterThanOrEqual, b, .leading, constant: 8))
    #expect(
      ExactConstraint(above.y)
        == ExactConstraint(a, .top, .greaterThanOrEqual, b, .top, constant: 8))
  }

  @Test func offsets() {
    // A scalar moves both axes.
    let both = a.leadingTopAnchor == b.leadingTopAnchor + 20
    #expect(
      ExactConstraint(both.x) == ExactConstraint(a, .leading, .equal, b, .leading, constant: 20))
    #expect(ExactConstraint(both.y) == ExactConstraint(a, .top, .equal, b, .top, constant: 20))
    let back = a.centerAnchor == b.centerAnchor - 5
    #expect(
      ExactConstraint(back.x) == ExactConstraint(a, .centerX, .equal, b, .centerX, constant: -5))
    #expect(
      ExactConstraint(back.y) == ExactConstraint(a, .centerY, .equal, b, .centerY, constant: -5))
    // A pair moves each axis.
    let each = a.leadingCenterAnchor == b.trailingCenterAnchor + (x: 10, y: 0)
    #expect(
      ExactConstraint(each.x) == ExactConstraint(a, .leading, .equal, b, .trailing, constant: 10))
    #expect(ExactConstraint(each.y) == ExactConstraint(a, .centerY, .equal, b, .centerY))
    let minus = a.rightBottomAnchor == b.rightBottomAnchor - (x: 3, y: 4)
    #expect(ExactConstraint(minus.x) == ExactConstraint(a, .right, .equal, b, .right, constant: -3))
    #expect(
      ExactConstraint(minus.y) == ExactConstraint(a, .bottom, .equal, b, .bottom, constant: -4))
  }

  @Test func laysOut() {
    LayoutConstraint.activate {
      a.sizeAnchor == Size(width: 50, height: 20)
      b.sizeAnchor == Size(width: 10, height: 10)
      a.centerAnchor == scene.root.centerAnchor
      b.leadingCenterAnchor == a.trailingCenterAnchor + (x: 10, y: 0)
    }
    scene.layout()
    // a is centred in 375 × 667: x (375 − 50) / 2 = 162.5, y (667 − 20) / 2 = 323.5.
    #expect(a.frame == Rect(x: 162.5, y: 323.5, width: 50, height: 20))
    // b: leading at a's trailing 212.5 + 10; centre Y 333.5 − 10 / 2 = 328.5.
    #expect(b.frame == Rect(x: 222.5, y: 328.5, width: 10, height: 10))
  }
}
