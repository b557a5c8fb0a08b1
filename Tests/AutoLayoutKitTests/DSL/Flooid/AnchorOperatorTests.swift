import AutoLayoutKit
import Testing

/// Every FlooidLayout-style operator on a single anchor makes exactly the constraint of the
/// matching engine anchor factory, inactive and required.
@Suite struct AnchorOperatorTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  @Test func xAxisComparisons() {
    #expect(
      ExactConstraint(a.leadingAnchor == b.trailingAnchor)
        == ExactConstraint(a, .leading, .equal, b, .trailing))
    #expect(
      ExactConstraint(a.leftAnchor <= b.rightAnchor)
        == ExactConstraint(a, .left, .lessThanOrEqual, b, .right))
    #expect(
      ExactConstraint(a.centerXAnchor >= b.centerXAnchor)
        == ExactConstraint(a, .centerX, .greaterThanOrEqual, b, .centerX))
    #expect(
      ExactConstraint(a.leadingAnchor == b.trailingAnchor + 15)
        == ExactConstraint(a, .leading, .equal, b, .trailing, constant: 15))
    #expect(
      ExactConstraint(a.trailingAnchor <= b.trailingAnchor - 8)
        == ExactConstraint(a, .trailing, .lessThanOrEqual, b, .trailing, constant: -8))
    #expect(
      ExactConstraint(a.leadingAnchor >= b.leadingAnchor + 4)
        == ExactConstraint(a, .leading, .greaterThanOrEqual, b, .leading, constant: 4))
  }

  @Test func yAxisComparisons() {
    #expect(
      ExactConstraint(a.topAnchor == b.bottomAnchor)
        == ExactConstraint(a, .top, .equal, b, .bottom))
    #expect(
      ExactConstraint(a.bottomAnchor <= b.bottomAnchor)
        == ExactConstraint(a, .bottom, .lessThanOrEqual, b, .bottom))
    #expect(
      ExactConstraint(a.centerYAnchor >= b.topAnchor)
        == ExactConstraint(a, .centerY, .greaterThanOrEqual, b, .top))
    #expect(
      ExactConstraint(a.topAnchor == b.bottomAnchor + 20)
        == ExactConstraint(a, .top, .equal, b, .bottom, constant: 20))
    #expect(
      ExactConstraint(a.firstBaselineAnchor <= b.lastBaselineAnchor - 2)
        == ExactConstraint(a, .firstBaseline, .lessThanOrEqual, b, .lastBaseline, constant: -2))
    #expect(
      ExactConstraint(a.bottomAnchor >= b.safeAreaLayoutGuide.bottomAnchor + 1)
        == ExactConstraint(
          a, .bottom, .greaterThanOrEqual, b.safeAreaLayoutGuide, .bottom, constant: 1))
  }

  @Test func dimensionComparisons() {
    #expect(
      ExactConstraint(a.heightAnchor == 50) == ExactConstraint(a, .height, .equal, constant: 50))
    #expect(
      ExactConstraint(a.widthAnchor <= 80)
        == ExactConstraint(a, .width, .lessThanOrEqual, constant: 80))
    #expect(
      ExactConstraint(a.widthAnchor >= 10.5)
        == ExactConstraint(a, .width, .greaterThanOrEqual, constant: 10.5))
    #expect(
      ExactConstraint(a.widthAnchor == b.heightAnchor)
        == ExactConstraint(a, .width, .equal, b, .height))
    #expect(
      ExactConstraint(a.widthAnchor <= b.widthAnchor * 0.8)
        == ExactConstraint(a, .width, .lessThanOrEqual, b, .width, multiplier: 0.8))
    #expect(
      ExactConstraint(a.heightAnchor == b.heightAnchor * 0.8 - 10)
        == ExactConstraint(a, .height, .equal, b, .height, multiplier: 0.8, constant: -10))
    #expect(
      ExactConstraint(a.heightAnchor >= b.heightAnchor + 5)
        == ExactConstraint(a, .height, .greaterThanOrEqual, b, .height, constant: 5))
    #expect(
      ExactConstraint(a.widthAnchor == b.widthAnchor -- 10)
        == ExactConstraint(a, .width, .equal, b, .width, constant: -20))
    #expect(
      ExactConstraint(a.widthAnchor == b.widthAnchor ++ 10)
        == ExactConstraint(a, .width, .equal, b, .width, constant: 20))
    #expect(
      ExactConstraint(a.widthAnchor == b.widthAnchor * 0.5 -- 10)
        == ExactConstraint(a, .width, .equal, b, .width, multiplier: 0.5, constant: -20))
    #expect(
      ExactConstraint(a.widthAnchor <= b.widthAnchor * 2 ++ 3)
        == ExactConstraint(a, .width, .lessThanOrEqual, b, .width, multiplier: 2, constant: 6))
  }

  /// The operators and the engine's anchor factories make identical constraints.
  @Test func operatorsMatchTheEngineFactories() {
    let pairs: [(LayoutConstraint, LayoutConstraint)] = [
      (a.leadingAnchor == b.leadingAnchor, a.leadingAnchor.constraint(equalTo: b.leadingAnchor)),
      (
        a.topAnchor >= b.bottomAnchor + 8,
        a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 8)
      ),
      (
        a.rightAnchor <= b.rightAnchor - 3,
        a.rightAnchor.constraint(lessThanOrEqualTo: b.rightAnchor, constant: -3)
      ),
      (a.widthAnchor == 30, a.widthAnchor.constraint(equalToConstant: 30)),
      (a.heightAnchor <= 30, a.heightAnchor.constraint(lessThanOrEqualToConstant: 30)),
      (a.heightAnchor >= 30, a.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)),
      (
        a.widthAnchor == b.heightAnchor * 2 + 1,
        a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2, constant: 1)
      ),
      (
        a.widthAnchor >= b.widthAnchor * 0.25,
        a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.25)
      ),
    ]
    for (operatorMade, factoryMade) in pairs {
      #expect(ExactConstraint(operatorMade) == ExactConstraint(factoryMade))
      #expect(!operatorMade.isActive)
    }
  }

  /// Guides' anchors take part like views' anchors.
  @Test func guidesAndMarginsAreAnchorsToo() {
    let guide = LayoutGuide()
    a.addLayoutGuide(guide)
    #expect(
      ExactConstraint(guide.leadingAnchor == a.layoutMarginsGuide.leadingAnchor + 2)
        == ExactConstraint(guide, .leading, .equal, a.layoutMarginsGuide, .leading, constant: 2))
    #expect(
      ExactConstraint(guide.widthAnchor == a.readableContentGuide.widthAnchor * 0.5)
        == ExactConstraint(
          guide, .width, .equal, a.readableContentGuide, .width, multiplier: 0.5))
  }

  /// An operator constraint lays out like any other once activated.
  @Test func operatorConstraintsLayOut() {
    LayoutConstraint.activate([
      a.leadingAnchor == scene.root.leadingAnchor + 10,
      a.topAnchor == scene.root.topAnchor + 20,
      a.widthAnchor == scene.root.widthAnchor * 0.5 -- 5,
      a.heightAnchor == a.widthAnchor * 0.5,
      b.leadingAnchor == a.trailingAnchor + 8,
      b.topAnchor == a.bottomAnchor,
      b.widthAnchor == 40,
      b.heightAnchor >= 30,
      b.heightAnchor <= 30,
    ])
    scene.layout()
    // a: x 10, y 20, width 375 × 0.5 − 2 × 5 = 177.5, height 177.5 × 0.5 = 88.75.
    #expect(a.frame == Rect(x: 10, y: 20, width: 177.5, height: 88.75))
    // b: x 10 + 177.5 + 8 = 195.5, y 20 + 88.75 = 108.75, 40 × 30.
    #expect(b.frame == Rect(x: 195.5, y: 108.75, width: 40, height: 30))
  }
}
