import AutoLayoutKit
import Testing

// The seed README's smaller snippets, adapted only by renaming UIKit types. Each compiles as
// written; where a snippet lays a view out completely, the frame is the one UIKit gives.

@Suite struct ReadmeSnippetTests {
  /// A 400 × 600 root holding `otherView` (100 × 200 at (50, 60)), `myView`, `firstView` and
  /// `secondView`.
  struct Scene {
    let root = makeRoot(400, 600)
    let myView: LayoutView
    let otherView: LayoutView
    let firstView: LayoutView
    let secondView: LayoutView

    init() {
      otherView = makeView("otherView", in: root)
      otherView.frame = Rect(x: 50, y: 60, width: 100, height: 200)
      myView = makeView("myView", in: root)
      firstView = makeView("firstView", in: root)
      secondView = makeView("secondView", in: root)
    }
  }

  @Test func widthToAnotherViewWithEveryArgument() {
    let scene = Scene()
    let myView = scene.myView
    let otherView = scene.otherView
    let layout = myView.autoLayout.width(
      to: otherView, multiplier: 1, constant: -10, priority: .required
    ).activate()
    #expect(
      equations(layout) == [
        Equation("myView", .width, .equal, "otherView", .width, constant: -10)
      ])
    #expect(layout.connections.allSatisfy { $0.isActive })
  }

  @Test func centredWithAFixedWidthAndAMaximumHeight() {
    let scene = Scene()
    let myView = LayoutView()
    myView.name = "myView"
    let otherView = scene.otherView
    myView.autoLayout(in: otherView).centerHorizontally().centerVertically()
      .width(300).height(relation: <=450).activate()
    // The centres are held by otherView (the closest common ancestor), the sizes by myView.
    #expect(
      (otherView.constraints + myView.constraints).map(Equation.init) == [
        Equation("myView", .centerX, .equal, "otherView", .centerX),
        Equation("myView", .centerY, .equal, "otherView", .centerY),
        Equation("myView", .width, .equal, constant: 300),
        Equation("myView", .height, .lessThanOrEqual, constant: 450),
      ])
    scene.root.layoutIfNeeded()
    // Centred in a 100 × 200 view: x = (100 − 300) / 2 = −100, width 300. The height is only
    // bounded (0…450), as on iOS, so only its centre is fixed: y + height / 2 = 100.
    let frame = myView.frame
    #expect(frame.minX == -100 && frame.width == 300)
    #expect(frame.midY == 100)
    #expect(frame.height >= 0 && frame.height <= 450)
  }

  /// The README's kept builder: `private lazy var someViewLayout = someView.autoLayout(in:
  /// self.view)`.
  final class KeptLayoutController {
    let view = makeRoot(320, 480, name: "view")
    let someView = makeView("someView")
    lazy var someViewLayout = someView.autoLayout(in: self.view)
  }

  @Test func aKeptBuilderChangesItsHeightLater() {
    let controller = KeptLayoutController()
    // when setting up constraints
    controller.someViewLayout.top().left().right().height(150).activate()
    controller.view.layoutIfNeeded()
    #expect(controller.someView.frame == Rect(x: 0, y: 0, width: 320, height: 150))
    // later
    controller.someViewLayout.findAll(.height).first?.constant = 500
    controller.view.layoutIfNeeded()
    #expect(controller.someView.frame == Rect(x: 0, y: 0, width: 320, height: 500))
    // or use a convenience
    controller.someViewLayout.heightConnections.first?.constant = 400
    controller.view.layoutIfNeeded()
    #expect(controller.someView.frame == Rect(x: 0, y: 0, width: 320, height: 400))
  }

  @Test func aKeptHeightConnectionChangesTheLayout() {
    let root = makeRoot(320, 480, name: "view")
    let otherView = makeView("otherView", in: root)
    otherView.frame = Rect(x: 0, y: 0, width: 300, height: 480)
    // OR you can keep around just the height connection
    let someView = LayoutView()
    let heightConnection = someView.autoLayout(in: root).top().left().right().height(150)
      .activate().findAll(.height).first
    // or
    let someOtherView = LayoutView()
    let otherHeightConnection = someOtherView.autoLayout(in: otherView).top().left().right()
      .height(150).activate().firstHeightConnection
    // and then
    heightConnection?.constant = 500
    otherHeightConnection?.constant = 250
    root.layoutIfNeeded()
    #expect(someView.frame == Rect(x: 0, y: 0, width: 320, height: 500))
    #expect(someOtherView.frame == Rect(x: 0, y: 0, width: 300, height: 250))
  }

  @Test func destroyThenANewLayout() {
    let root = makeRoot(320, 480)
    let myView = makeView("myView", in: root)
    var myViewLayout = myView.autoLayout.top().left().width(100).height(100).activate()
    root.layoutIfNeeded()
    #expect(myView.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    myViewLayout.destroy()
    myViewLayout = myView.autoLayout.top().left().right().heightToParent(multiplier: 0.5)
      .activate()
    root.layoutIfNeeded()
    // Half of 480 is 240; left and right pin the width to 320.
    #expect(myView.frame == Rect(x: 0, y: 0, width: 320, height: 240))
    #expect(root.constraints.count == 4)
    #expect(myViewLayout.connections.count == 4)
  }

  @Test func relationsWrittenEveryWay() {
    let scene = Scene()
    let myView = scene.myView
    let otherView = scene.otherView
    // Simple relation
    #expect(
      built(myView.autoLayout.below(relation: >=20, to: otherView)) == [
        Equation("myView", .top, .greaterThanOrEqual, "otherView", .bottom, constant: 20)
      ])
    // or
    #expect(
      built(
        myView.autoLayout.below(
          relation: .greaterThanOrEqual(to: 20, priority: .required), to: otherView)) == [
          Equation("myView", .top, .greaterThanOrEqual, "otherView", .bottom, constant: 20)
        ])
    // and many more
    #expect(
      built(
        myView.autoLayout.height(
          relation: .equal(
            to: otherView.heightAnchor, multiplier: 1, constant: -100, priority: .defaultHigh)))
        == [
          Equation(
            "myView", .height, .equal, "otherView", .height, constant: -100,
            priority: .defaultHigh)
        ])
    // or just
    #expect(
      built(myView.autoLayout.height(to: otherView)) == [
        Equation("myView", .height, .equal, "otherView", .height)
      ])
    #expect(
      built(myView.autoLayout.height(to: otherView.heightAnchor)) == [
        Equation("myView", .height, .equal, "otherView", .height)
      ])
    #expect(
      built(myView.autoLayout.leading(to: otherView)) == [
        Equation("myView", .leading, .equal, "otherView", .leading)
      ])
    #expect(
      built(myView.autoLayout.after(otherView)) == [  // myView.leading == otherView.trailing
        Equation("myView", .leading, .equal, "otherView", .trailing)
      ])
  }

  @Test func edgesToTheParentAndToOtherViews() {
    let scene = Scene()
    let myView = scene.myView
    let otherView = scene.otherView
    // Top, Left, Right, Bottom, Leading, Trailing
    #expect(
      built(myView.autoLayout.top().left().right().bottom()) == [
        Equation("myView", .top, .equal, "root", .top),
        Equation("myView", .left, .equal, "root", .left),
        Equation("myView", .right, .equal, "root", .right),
        Equation("myView", .bottom, .equal, "root", .bottom),
      ])
    #expect(
      built(myView.autoLayout.top().leading().trailing().bottom()) == [
        Equation("myView", .top, .equal, "root", .top),
        Equation("myView", .leading, .equal, "root", .leading),
        Equation("myView", .trailing, .equal, "root", .trailing),
        Equation("myView", .bottom, .equal, "root", .bottom),
      ])
    #expect(
      built(
        myView.autoLayout.top(to: otherView).leading(to: otherView).trailing(to: otherView))
        == [
          Equation("myView", .top, .equal, "otherView", .top),
          Equation("myView", .leading, .equal, "otherView", .leading),
          Equation("myView", .trailing, .equal, "otherView", .trailing),
        ])
    #expect(
      built(myView.autoLayout.top(20).left(150).right(150).height(relation: <=400)) == [
        Equation("myView", .top, .equal, "root", .top, constant: 20),
        Equation("myView", .left, .equal, "root", .left, constant: 150),
        Equation("myView", .right, .equal, "root", .right, constant: -150),
        Equation("myView", .height, .lessThanOrEqual, constant: 400),
      ])
  }

  @Test func theEdgeSnippetLaysOutAsOnIOS() {
    let scene = Scene()
    scene.myView.autoLayout.top(20).left(150).right(150).height(relation: <=400)
      .height(400, priority: .defaultLow).activate()
    scene.root.layoutIfNeeded()
    // 150 from each side of 400 leaves 100; the height is at most 400 and would like 400.
    #expect(scene.myView.frame == Rect(x: 150, y: 20, width: 100, height: 400))
  }

  @Test func widthHeightSizeAndAspect() {
    let scene = Scene()
    let myView = scene.myView
    let otherView = scene.otherView
    #expect(
      built(myView.autoLayout.size(80)) == [
        Equation("myView", .width, .equal, constant: 80),
        Equation("myView", .height, .equal, constant: 80),
      ])
    #expect(
      built(myView.autoLayout.width(80).height(80)) == [
        Equation("myView", .width, .equal, constant: 80),
        Equation("myView", .height, .equal, constant: 80),
      ])
    #expect(
      built(myView.autoLayout.width(80).aspect()) == [
        Equation("myView", .width, .equal, constant: 80),
        Equation("myView", .width, .equal, "myView", .height),
      ])
    #expect(
      built(myView.autoLayout.height(relation: >=80)) == [
        Equation("myView", .height, .greaterThanOrEqual, constant: 80)
      ])
    #expect(
      built(
        myView.autoLayout.height(
          relation: .greaterThanOrEqual(
            to: otherView.heightAnchor, multiplier: 1, constant: -50, priority: .required)))
        == [Equation("myView", .height, .greaterThanOrEqual, "otherView", .height, constant: -50)]
    )
    #expect(
      built(myView.autoLayout.width(to: otherView).aspect()) == [
        Equation("myView", .width, .equal, "otherView", .width),
        Equation("myView", .width, .equal, "myView", .height),
      ])
    #expect(
      built(myView.autoLayout.width(to: otherView.heightAnchor).aspect()) == [
        Equation("myView", .width, .equal, "otherView", .height),
        Equation("myView", .width, .equal, "myView", .height),
      ])
  }

  @Test func aSquareAsWideAsAnotherViewIsTall() {
    let scene = Scene()
    scene.myView.autoLayout.top().left().width(to: scene.otherView.heightAnchor).aspect()
      .activate()
    scene.root.layoutIfNeeded()
    #expect(scene.myView.frame == Rect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test func centres() {
    let scene = Scene()
    let myView = scene.myView
    let otherView = scene.otherView
    #expect(
      built(myView.autoLayout.centerVertically()) == [  // in parent
        Equation("myView", .centerY, .equal, "root", .centerY)
      ])
    #expect(
      built(myView.autoLayout.centerHorizontally(50)) == [  // in parent, with offset
        Equation("myView", .centerX, .equal, "root", .centerX, constant: 50)
      ])
    #expect(
      built(myView.autoLayout.centerHorizontally(to: otherView)) == [  // to other view's centerX
        Equation("myView", .centerX, .equal, "otherView", .centerX)
      ])
    myView.autoLayout.centerVertically().centerHorizontally(50).size(80).activate()
    scene.root.layoutIfNeeded()
    // Centre (200 + 50, 300) with an 80-point square: origin (210, 260).
    #expect(myView.frame == Rect(x: 210, y: 260, width: 80, height: 80))
  }

  @Test func edgesToParentsAndGuides() {
    let scene = Scene()
    let myView = scene.myView
    let otherView = scene.otherView
    #expect(
      built(myView.autoLayout.fillParent(16)) == [
        Equation("myView", .top, .equal, "root", .top, constant: 16),
        Equation("myView", .leading, .equal, "root", .leading, constant: 16),
        Equation("myView", .trailing, .equal, "root", .trailing, constant: -16),
        Equation("myView", .bottom, .equal, "root", .bottom, constant: -16),
      ])
    #expect(
      built(myView.autoLayout.fill(inSafeAreaOf: otherView)) == [
        Equation("myView", .top, .equal, "otherView.safeArea", .top),
        Equation("myView", .leading, .equal, "otherView.safeArea", .leading),
        Equation("myView", .trailing, .equal, "otherView.safeArea", .trailing),
        Equation("myView", .bottom, .equal, "otherView.safeArea", .bottom),
      ])
    #expect(
      built(myView.autoLayout.fill(inReadableContentGuideOf: otherView)) == [
        Equation("myView", .top, .equal, "otherView.readable", .top),
        Equation("myView", .leading, .equal, "otherView.readable", .leading),
        Equation("myView", .trailing, .equal, "otherView.readable", .trailing),
        Equation("myView", .bottom, .equal, "otherView.readable", .bottom),
      ])
    #expect(
      built(
        myView.autoLayout.top(to: otherView.safeAreaLayoutGuide).bottom(
          to: otherView.safeAreaLayoutGuide)) == [
          Equation("myView", .top, .equal, "otherView.safeArea", .top),
          Equation("myView", .bottom, .equal, "otherView.safeArea", .bottom),
        ])
    #expect(
      built(
        myView.autoLayout.leading(to: otherView.readableContentGuide).trailing(
          to: otherView.readableContentGuide)) == [
          Equation("myView", .leading, .equal, "otherView.readable", .leading),
          Equation("myView", .trailing, .equal, "otherView.readable", .trailing),
        ])
  }

  @Test func fillingTheReadableContentGuideOfAWideView() {
    let root = makeRoot(1024, 768)
    root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let myView = makeView("myView", in: root)
    myView.autoLayout.fill(inReadableContentGuideOf: root).activate()
    root.layoutIfNeeded()
    // The margins guide is inset by 8 plus the safe area: y from 28 to 760, x from 8 to 1016.
    // The readable guide keeps that height and centres 672 points of width in it:
    // x = (1024 − 672) / 2 = 176.
    #expect(myView.frame == Rect(x: 176, y: 28, width: 672, height: 732))
  }

  @Test func siblings() {
    let scene = Scene()
    let myView = scene.myView
    let firstView = scene.firstView
    let secondView = scene.secondView
    #expect(
      built(myView.autoLayout.above(firstView)) == [
        Equation("myView", .bottom, .equal, "firstView", .top)
      ])
    #expect(
      built(myView.autoLayout.above(20, to: firstView)) == [
        Equation("myView", .bottom, .equal, "firstView", .top, constant: -20)
      ])
    #expect(
      built(myView.autoLayout.below(firstView)) == [
        Equation("myView", .top, .equal, "firstView", .bottom)
      ])
    // And between
    let between = [
      Equation("myView", .top, .equal, "firstView", .bottom, constant: 20),
      Equation("myView", .bottom, .equal, "secondView", .top, constant: -20),
    ]
    #expect(
      built(myView.autoLayout.verticallyBetween(firstView, and: secondView, margin: 20))
        == between)
    // which is same as
    #expect(built(myView.autoLayout.below(20, to: firstView).above(20, to: secondView)) == between)
    #expect(
      built(myView.autoLayout.before(firstView)) == [
        Equation("myView", .trailing, .equal, "firstView", .leading)
      ])
    #expect(
      built(myView.autoLayout.after(30, to: secondView)) == [
        Equation("myView", .leading, .equal, "secondView", .trailing, constant: 30)
      ])
    // And between
    let horizontally = [
      Equation("myView", .leading, .equal, "firstView", .trailing),
      Equation("myView", .trailing, .equal, "secondView", .leading),
    ]
    #expect(
      built(myView.autoLayout.horizontallyBetween(firstView, and: secondView)) == horizontally)
    // which is same as
    #expect(built(myView.autoLayout.after(firstView).before(secondView)) == horizontally)
  }

  @Test func equalHeightsAndWidths() {
    let scene = Scene()
    let firstView = scene.firstView
    let secondView = scene.secondView
    let heights = AutoLayout<LayoutView>.equalHeights([firstView, secondView]).activate()
    let widths = AutoLayout<LayoutView>.equalWidths([firstView, secondView]).activate()
    // OR
    let heights2 = LayoutViewLayout.equalHeights([firstView, secondView]).activate()
    let widths2 = LayoutViewLayout.equalWidths([firstView, secondView]).activate()
    #expect(equations(heights) == [Equation("secondView", .height, .equal, "firstView", .height)])
    #expect(equations(widths) == [Equation("secondView", .width, .equal, "firstView", .width)])
    #expect(equations(heights2) == equations(heights))
    #expect(equations(widths2) == equations(widths))
    #expect(heights.connections().allSatisfy { $0.isActive })
  }

  @Test func distributionWithSpacingAndMargins() {
    let root = makeRoot(408, 100)
    let container = makeView("container", in: root)
    container.frame = Rect(x: 0, y: 0, width: 408, height: 100)
    let firstView = makeView("firstView")
    let secondView = makeView("secondView")
    let thirdView = makeView("thirdView")
    // Distribute views equaly in horizontal/vertical direciton (with optional spacing and margin)
    let row = container.autoLayout.distributeHorizontally(
      [firstView, secondView, thirdView],
      spacing: 8,
      margin: .init(top: 20, left: 16, bottom: 20, right: 16)
    )
    #expect(
      equations(row) == [
        Equation("firstView", .top, .equal, "container", .top, constant: 20),
        Equation("firstView", .bottom, .equal, "container", .bottom, constant: -20),
        Equation("firstView", .leading, .equal, "container", .leading, constant: 16),
        Equation("secondView", .top, .equal, "container", .top, constant: 20),
        Equation("secondView", .bottom, .equal, "container", .bottom, constant: -20),
        Equation("secondView", .leading, .equal, "firstView", .trailing, constant: 8),
        Equation("thirdView", .top, .equal, "container", .top, constant: 20),
        Equation("thirdView", .bottom, .equal, "container", .bottom, constant: -20),
        Equation("thirdView", .leading, .equal, "secondView", .trailing, constant: 8),
        Equation("thirdView", .trailing, .equal, "container", .trailing, constant: -16),
      ])
    // Unlike the seed library, nothing is active until the builders are activated.
    #expect(row.connections().allSatisfy { !$0.isActive })
    row.activate()
    AutoLayout<LayoutView>.equalWidths([firstView, secondView, thirdView]).activate()
    root.layoutIfNeeded()
    // 408 − 2 × 16 − 2 × 8 = 360 for three equal widths: 120 each, from x = 16, 8 apart;
    // 100 − 2 × 20 = 60 tall.
    #expect(
      [firstView, secondView, thirdView].map(\.frame) == [
        Rect(x: 16, y: 20, width: 120, height: 60),
        Rect(x: 144, y: 20, width: 120, height: 60),
        Rect(x: 272, y: 20, width: 120, height: 60),
      ])
    // The container keeps translating its frame: the call did not touch it.
    #expect(container.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func switchingLayoutsWithDeactivateAndActivate() {
    let root = makeRoot(320, 480)
    let myView = makeView("myView", in: root)
    let tinyLayout = myView.autoLayout.top().left().size(40)
    let compactLayout = myView.autoLayout.top(8).left(8).right(8).height(100)
    tinyLayout.activate()
    root.layoutIfNeeded()
    #expect(myView.frame == Rect(x: 0, y: 0, width: 40, height: 40))
    tinyLayout.deactivate()
    compactLayout.activate()
    root.layoutIfNeeded()
    #expect(myView.frame == Rect(x: 8, y: 8, width: 304, height: 100))
    compactLayout.deactivate()
    tinyLayout.activate()
    root.layoutIfNeeded()
    #expect(myView.frame == Rect(x: 0, y: 0, width: 40, height: 40))
  }
}
