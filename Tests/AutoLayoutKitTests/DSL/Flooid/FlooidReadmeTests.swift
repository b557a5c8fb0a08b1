import AutoLayoutKit
import Testing

/// The FlooidLayout README's examples, renamed (`UIView` → `LayoutView`, `CGSize` → `Size`,
/// `NSLayoutConstraint` → `LayoutConstraint`) and otherwise unchanged, in small scenes whose
/// frames are worked out by hand as UIKit would place them.
@Suite struct FlooidReadmeTests {
  /// A 400 × 600 root holding a container at (50, 100) of 200 × 100.
  struct Scene {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let container = LayoutView(frame: Rect(x: 50, y: 100, width: 200, height: 100))
    let view = LayoutView()

    init() {
      root.name = "root"
      container.name = "container"
      view.name = "view"
      root.addSubview(container)
      root.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }

    func frame() -> Rect {
      root.layoutIfNeeded()
      return view.frame
    }
  }

  /// The README's opening example: four anchor constraints become two lines, with the same
  /// constraints and the same frame.
  @Test func openingExample() {
    let plain = Scene()
    let (view, container) = (plain.view, plain.container)
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.widthAnchor.constraint(equalTo: container.widthAnchor, constant: -2 * 20),
      view.heightAnchor.constraint(equalTo: container.heightAnchor, constant: -2 * 20),
    ])

    let scene = Scene()
    let image = scene.view
    let made = image.constraints { view in
      view.centerTopAnchor == scene.container.centerTopAnchor
      view.sizeAnchor == scene.container.sizeAnchor -- 20
    }
    #expect(
      exact(made) == [
        ExactConstraint(image, .centerX, .equal, scene.container, .centerX, isActive: true),
        ExactConstraint(image, .top, .equal, scene.container, .top, isActive: true),
        ExactConstraint(
          image, .width, .equal, scene.container, .width, constant: -40, isActive: true),
        ExactConstraint(
          image, .height, .equal, scene.container, .height, constant: -40, isActive: true),
      ])
    // Width 200 − 40 = 160 and height 100 − 40 = 60; centred on x 150 → x 70; top 100.
    #expect(plain.frame() == Rect(x: 70, y: 100, width: 160, height: 60))
    #expect(scene.frame() == Rect(x: 70, y: 100, width: 160, height: 60))
  }

  /// The single-anchor examples, together in one layout with a sibling.
  @Test func singleAnchorExamples() {
    let scene = Scene()
    let (view, container) = (scene.view, scene.container)
    let sibilingView = LayoutView()
    scene.root.addSubview(sibilingView)
    var imageTopConstraint: LayoutConstraint?
    sibilingView.constraints { sibiling in
      sibiling.leadingTopAnchor == container.leadingTopAnchor
      sibiling.sizeAnchor == Size(width: 30, height: 30)
    }
    view.constraints { view in
      view.heightAnchor == 50
      view.leadingAnchor == container.centerXAnchor
      view.widthAnchor <= container.widthAnchor * 0.8
      view.topAnchor == container.topAnchor + 20 --> imageTopConstraint
    }
    let second = LayoutView()
    scene.root.addSubview(second)
    second.constraints { view in
      view.leadingAnchor == sibilingView.trailingAnchor + 15
      view.heightAnchor == container.heightAnchor * 0.8 - 10
      view.widthAnchor == container.widthAnchor -- 10
      view.topAnchor == container.bottomAnchor
    }
    // view: leading at the container's centre 150, top 100 + 20, height 50. Its width is only
    // capped (≤ 200 × 0.8 = 160), which leaves it ambiguous in UIKit too; a wish for 400 at a
    // lower priority shows the cap holds.
    view.constraints { view in
      view.widthAnchor == 400 --! .priority(.defaultHigh)
    }
    #expect(scene.frame() == Rect(x: 150, y: 120, width: 160, height: 50))
    #expect(imageTopConstraint?.constant == 20)
    // second: leading 50 + 30 + 15 = 95; width 200 − 2 × 10 = 180; height 100 × 0.8 − 10 = 70;
    // top at the container's bottom 200.
    #expect(second.frame == Rect(x: 95, y: 200, width: 180, height: 70))
  }

  /// The modifier examples, as a view controller would keep its constraints.
  @Test func modifierExamples() {
    final class IconLayout {
      var imageTopConstraint: LayoutConstraint!
      var iconHeightConstraint: LayoutConstraint!
    }
    let scene = Scene()
    let (view, container) = (scene.view, scene.container)
    let kept = IconLayout()
    view.widthAnchor == 100 --! .activated
    view.heightAnchor == view.widthAnchor * 0.6 --! .priority(.defaultHigh) --! .activated
    view.centerXAnchor == container.centerXAnchor --! .identifier("iconCenterX") --! .activated
    view.centerXAnchor == container.centerXAnchor --! .activated
    view.topAnchor == container.topAnchor + 20 --> kept.imageTopConstraint
    kept.imageTopConstraint.isActive = true
    view.heightAnchor == view.widthAnchor * 0.6 --! .priority(.defaultHigh)
      --! .identifier(
        "iconHeight") --> kept.iconHeightConstraint
    #expect(
      ExactConstraint(kept.iconHeightConstraint)
        == ExactConstraint(
          view, .height, .equal, view, .width, multiplier: 0.6, priority: .defaultHigh,
          identifier: "iconHeight"))
    // Width 100, height 100 × 0.6 = 60, centred on x 150 → x 100, top 100 + 20.
    #expect(scene.frame() == Rect(x: 100, y: 120, width: 100, height: 60))
  }

  /// Every size example, each in its own scene with the view at the root's origin.
  @Test func sizeExamples() {
    let examples: [(LayoutView, LayoutView) -> LayoutSizeConstraints] = [
      // Constant assignment
      { view, container in view.sizeAnchor == Size(width: 30, height: 30) },
      // Another sizeAnchor assignment
      { view, container in view.sizeAnchor == container.sizeAnchor },
      // Expanding both dimensions
      { view, container in view.sizeAnchor == container.sizeAnchor + 20 },
      // Shrinking both dimensions (the constant is multipled by two in this example)
      { view, container in view.sizeAnchor == container.sizeAnchor -- 20 },
      // Scaling both dimensions
      { view, container in view.sizeAnchor == container.sizeAnchor * 0.5 },
      // Expanding each dimensions separately
      { view, container in view.sizeAnchor == container.sizeAnchor + (width: 20, height: 40) },
      // Shrinking each dimensions separately (the constants are multipled by two in this example)
      { view, container in view.sizeAnchor == container.sizeAnchor -- (width: 20, height: 10) },
      // Scaling each dimensions separately
      { view, container in view.sizeAnchor == container.sizeAnchor * (width: 0.5, height: 0.4) },
    ]
    // The container is 200 × 100.
    let sizes = [
      Size(width: 30, height: 30),
      Size(width: 200, height: 100),
      Size(width: 220, height: 120),  // + 20 each way
      Size(width: 160, height: 60),  // − 2 × 20 each way
      Size(width: 100, height: 50),  // × 0.5
      Size(width: 220, height: 140),  // + 20, + 40
      Size(width: 160, height: 80),  // − 2 × 20, − 2 × 10
      Size(width: 100, height: 40),  // × 0.5, × 0.4
    ]
    for (example, size) in zip(examples, sizes) {
      let scene = Scene()
      LayoutConstraint.activate {
        example(scene.view, scene.container)
        scene.view.leadingTopAnchor == scene.root.leadingTopAnchor
      }
      #expect(scene.frame() == Rect(origin: .zero, size: size))
    }
  }

  /// The location examples, with a 20 × 10 view.
  @Test func locationExamples() {
    let examples: [(LayoutView, LayoutView) -> LayoutLocationConstraints] = [
      // Another locationAnchor assignment
      { view, container in view.centerAnchor == container.centerAnchor },
      // Moving both axis
      { view, container in view.leadingTopAnchor == container.leadingTopAnchor + 20 },
      // Moving each axis separately
      { view, container in
        view.leadingCenterAnchor == container.trailingCenterAnchor + (x: 10, y: 0)
      },
    ]
    let origins = [
      // Centre (150, 150) less half of 20 × 10.
      Point(x: 140, y: 145),
      // The container's corner (50, 100) moved 20 both ways.
      Point(x: 70, y: 120),
      // Leading at the container's trailing 250 + 10; centre Y 150 − 5.
      Point(x: 260, y: 145),
    ]
    for (example, origin) in zip(examples, origins) {
      let scene = Scene()
      LayoutConstraint.activate {
        example(scene.view, scene.container)
        scene.view.sizeAnchor == Size(width: 20, height: 10)
      }
      #expect(scene.frame() == Rect(origin: origin, size: Size(width: 20, height: 10)))
    }
  }

  /// The edges examples; every inset moves its edge inward (the documented forms did not
  /// compile in FlooidLayout).
  @Test func edgesExamples() {
    let examples: [(LayoutView, LayoutView) -> LayoutEdgeConstraints] = [
      // Another locationAnchor assignment
      { view, container in view.edgesAnchor == container.edgesAnchor },
      // Insetting all edges equally
      { view, container in view.edgesAnchor == container.edgesAnchor -- 10 },
      // Insetting edges separately per axis
      { view, container in
        view.edgesAnchor == container.edgesAnchor -- (horizontally: 20, vertically: 10)
      },
      // Insetting each edge separately
      { view, container in
        view.edgesAnchor == container.edgesAnchor -- (leading: 5, trailing: 15, top: 10, bottom: 20)
      },
    ]
    // The container is (50, 100, 200, 100).
    let frames = [
      Rect(x: 50, y: 100, width: 200, height: 100),
      Rect(x: 60, y: 110, width: 180, height: 80),
      Rect(x: 70, y: 110, width: 160, height: 80),
      Rect(x: 55, y: 110, width: 180, height: 70),  // 200 − 5 − 15, 100 − 10 − 20
    ]
    for (example, frame) in zip(examples, frames) {
      let scene = Scene()
      LayoutConstraint.activate { example(scene.view, scene.container) }
      #expect(scene.frame() == frame)
    }
  }

  /// The edge-pair examples, with the other axis pinned to the container's top-leading corner
  /// and 10 points long.
  @Test func edgePairExamples() {
    let horizontal: [(LayoutView, LayoutView) -> LayoutXAxisEdgesConstraints] = [
      // Another horizontalEdgesAnchor assignment
      { view, container in view.horizontalEdgesAnchor == container.horizontalEdgesAnchor },
      // Insetting both edges equally
      { view, container in view.horizontalEdgesAnchor == container.horizontalEdgesAnchor -- 10 },
      // Insetting each edge separately
      { view, container in
        view.horizontalEdgesAnchor == container.horizontalEdgesAnchor -- (leading: 5, trailing: 15)
      },
    ]
    let horizontalFrames = [
      Rect(x: 50, y: 100, width: 200, height: 10),
      Rect(x: 60, y: 100, width: 180, height: 10),
      Rect(x: 55, y: 100, width: 180, height: 10),
    ]
    for (example, frame) in zip(horizontal, horizontalFrames) {
      let scene = Scene()
      LayoutConstraint.activate {
        example(scene.view, scene.container)
        scene.view.topAnchor == scene.container.topAnchor
        scene.view.heightAnchor == 10
      }
      #expect(scene.frame() == frame)
    }
    let vertical: [(LayoutView, LayoutView) -> LayoutYAxisEdgesConstraints] = [
      // Another verticalEdgesAnchor assignment
      { view, container in view.verticalEdgesAnchor == container.verticalEdgesAnchor },
      // Insetting all edges equally
      { view, container in view.verticalEdgesAnchor == container.verticalEdgesAnchor -- 10 },
      // Insetting each edge separately
      { view, container in
        view.verticalEdgesAnchor == container.verticalEdgesAnchor -- (top: 10, bottom: 20)
      },
    ]
    let verticalFrames = [
      Rect(x: 50, y: 100, width: 10, height: 100),
      Rect(x: 50, y: 110, width: 10, height: 80),
      Rect(x: 50, y: 110, width: 10, height: 70),
    ]
    for (example, frame) in zip(vertical, verticalFrames) {
      let scene = Scene()
      LayoutConstraint.activate {
        example(scene.view, scene.container)
        scene.view.leadingAnchor == scene.container.leadingAnchor
        scene.view.widthAnchor == 10
      }
      #expect(scene.frame() == frame)
    }
  }
}
