import AutoLayoutKit
import Testing

// The seed README's main example, adapted only by renaming UIKit types (UIView → LayoutView,
// CGFloat → Double). `BaseView` and the buttons are the example app's own views; here they are
// small LayoutView subclasses. Laid out on an iPhone 11 Pro screen in portrait: 375 × 812 points,
// safe area 44 points at the top (status bar and sensor housing) and 34 at the bottom (home
// indicator), 3 pixels per point.

/// The example app's coloured view.
final class BaseView: LayoutView {
  enum Color { case color1, color2, color3, color4, color5 }
  private(set) var color = Color.color1

  static func colored(to color: Color) -> BaseView {
    let view = BaseView()
    view.color = color
    return view
  }
}

/// The example app's buttons (controls are not part of this package).
final class Button: LayoutView {
  var title = ""
}

/// The view controller's view of the example, with the example's code in `layOut()`.
final class ExampleScreen: LayoutView {
  let container = LayoutView()
  var views: [BaseView] = []
  var buttonsContainer: LayoutView?
  var buttons: [Button] = []

  func layOut() {
    // Create a container that's constrained to view's safe area
    container.autoLayout(in: self).fill(in: safeAreaLayoutGuide, margin: 8).activate()
    // Create 5 views
    let view1 = BaseView.colored(to: .color1)
    let view2 = BaseView.colored(to: .color2)
    let view3 = BaseView.colored(to: .color3)
    let view4 = BaseView.colored(to: .color4)
    let view5 = BaseView.colored(to: .color5)
    // Layout the views
    let spacing: Double = 8
    view1.autoLayout(in: container).top().left().right()
      .height(to: container, multiplier: 0.2).activate()
    view2.autoLayout(in: container).below(spacing, to: view1).left()
      .widthToParent(multiplier: 1.0 / 3, constant: -spacing).activate()
    view3.autoLayout(in: container).top(to: view2).right().width(to: view2)
      .height(to: view2).activate()
    view4.autoLayout(in: container).centerVertically(to: view2)
      .horizontallyBetween(view2, and: view3, margin: spacing)
      .height(to: view2, multiplier: 0.75).activate()
    view5.autoLayout(in: container).below(spacing, to: view3).left().right().bottom(48)
      .height(to: view1).activate()
    // And add buttons
    let buttonsContainer = LayoutView()
    buttonsContainer.autoLayout(in: container).left().bottom().right().height(40).activate()
    let buttons: [Button] = ["One", "Two", "Three"].map { title in
      let button = Button()
      button.title = title
      return button
    }
    // Distribute the buttons horizontally
    buttonsContainer.autoLayout.distributeHorizontally(buttons, spacing: 8).activate()
    // And make their widths equal
    AutoLayout<LayoutView>.equalWidths(buttons).activate()

    views = [view1, view2, view3, view4, view5]
    self.buttonsContainer = buttonsContainer
    self.buttons = buttons
  }
}

@Suite struct ReadmeScreenTests {
  /// The screen laid out as an iPhone 11 Pro shows it.
  func laidOutScreen() -> ExampleScreen {
    let screen = ExampleScreen(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    screen.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    screen.displayScale = 3
    screen.layOut()
    screen.layoutIfNeeded()
    return screen
  }

  @Test func theContainerFillsTheSafeAreaInsetBy8() {
    let screen = laidOutScreen()
    // Safe area: y from 44 to 812 − 34 = 778, full width. Inset by 8 on every side:
    // x 8…367, y 52…770, so 359 × 718. Whole numbers, nothing to round.
    #expect(screen.container.frame == Rect(x: 8, y: 52, width: 359, height: 718))
    #expect(screen.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
  }

  @Test func theFiveViewsGetTheFramesAnIPhoneShows() {
    let screen = laidOutScreen()
    let origin = Point(x: 8, y: 52)  // the container's origin in the screen
    let width = 359.0
    let height = 718.0
    let spacing = 8.0
    // view1: top, left, right of the container; height 0.2 × 718 = 143.6.
    let height1 = 0.2 * height
    // view2: 8 below view1 (y = 151.6), on the left, width 359 / 3 − 8 = 111.67.
    let top2 = height1 + spacing
    let width2 = width / 3 - spacing
    // view5: bottom 48 above the container's (y = 670) and as tall as view1, so it starts at
    // 670 − 143.6 = 526.4; view3 ends 8 above it (518.4), and view3 starts with view2 at
    // 151.6, so view2 and view3 are 518.4 − 151.6 = 366.8 tall.
    let top5 = height - 48 - height1
    let height2 = (top5 - spacing) - top2
    // view3: on the right, view2's size: x = 359 − 111.67 = 247.33.
    // view4: 8 after view2 and 8 before view3 (x 119.67…239.33), 0.75 × 366.8 = 275.1 tall,
    // centred on view2 (centre y = 151.6 + 183.4 = 335).
    let center2 = top2 + height2 / 2
    let height4 = 0.75 * height2
    // Every edge, in screen coordinates, then rounded to the 3x pixel grid as UIKit does:
    // 143.6 becomes 143⅔, 151.6 becomes 151⅔, 197.45 becomes 197⅓, and so on.
    func frame(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Rect {
      pixelFrame(
        minX: origin.x + minX, minY: origin.y + minY, maxX: origin.x + maxX,
        maxY: origin.y + maxY, parent: origin)
    }
    let expected = [
      frame(0, 0, width, height1),
      frame(0, top2, width2, top2 + height2),
      frame(width - width2, top2, width, top2 + height2),
      frame(
        width2 + spacing, center2 - height4 / 2, width - width2 - spacing, center2 + height4 / 2),
      frame(0, top5, width, top5 + height1),
    ]
    #expect(screen.views.map(\.frame) == expected)
    // The same frames as numbers, for the reader: view1 is 359 × 143⅔ at the origin, view4 is
    // 119⅔ × 275⅓ at (119⅔, 197⅓).
    #expect(isClose(expected[0], Rect(x: 0, y: 0, width: 359, height: 431.0 / 3)))
    #expect(
      isClose(expected[3], Rect(x: 359.0 / 3, y: 592.0 / 3, width: 359.0 / 3, height: 826.0 / 3)))
    #expect(screen.views.allSatisfy { $0.superview === screen.container })
  }

  @Test func theButtonsShareTheBottomRowEqually() {
    let screen = laidOutScreen()
    // The buttons container: left, bottom, right of the container, 40 tall: y = 718 − 40.
    #expect(screen.buttonsContainer?.frame == Rect(x: 0, y: 678, width: 359, height: 40))
    // Three equal buttons and two gaps of 8 in 359 points: (359 − 16) / 3 = 114.33 each, at
    // x = 0, 122.33 and 244.67; rounded to pixels in screen coordinates (the row starts at
    // x = 8, y = 730).
    let buttonWidth = (359.0 - 16) / 3
    let row = Point(x: 8, y: 730)
    let expected = (0..<3).map { index -> Rect in
      let minX = Double(index) * (buttonWidth + 8)
      return pixelFrame(
        minX: row.x + minX, minY: row.y, maxX: row.x + minX + buttonWidth, maxY: row.y + 40,
        parent: row)
    }
    #expect(screen.buttons.map(\.frame) == expected)
    #expect(isClose(expected[1], Rect(x: 367.0 / 3, y: 0, width: 343.0 / 3, height: 40)))
    #expect(screen.buttons.allSatisfy { $0.superview === screen.buttonsContainer })
  }

  @Test func theExampleMakesExactlyTheDocumentedConstraints() {
    let screen = laidOutScreen()
    for (index, view) in screen.views.enumerated() { view.name = "view\(index + 1)" }
    screen.container.name = "container"
    screen.name = "screen"
    let view4 = screen.views[3]
    let held = screen.container.constraints.filter { $0.firstItem === view4 }
    #expect(
      held.map(Equation.init) == [
        Equation("view4", .centerY, .equal, "view2", .centerY),
        Equation("view4", .leading, .equal, "view2", .trailing, constant: 8),
        Equation("view4", .trailing, .equal, "view3", .leading, constant: -8),
        Equation("view4", .height, .equal, "view2", .height, multiplier: 0.75),
      ])
    let containerConstraints = screen.constraints.filter { $0.firstItem === screen.container }
    #expect(
      containerConstraints.map(Equation.init) == [
        Equation("container", .top, .equal, "screen.safeArea", .top, constant: 8),
        Equation("container", .leading, .equal, "screen.safeArea", .leading, constant: 8),
        Equation("container", .trailing, .equal, "screen.safeArea", .trailing, constant: -8),
        Equation("container", .bottom, .equal, "screen.safeArea", .bottom, constant: -8),
      ])
  }

  @Test func theExampleWarnsAboutNothing() {
    let messages = LayoutDiagnostics.capture {
      let screen = ExampleScreen(frame: Rect(x: 0, y: 0, width: 375, height: 812))
      screen.layOut()
      screen.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
  }
}
