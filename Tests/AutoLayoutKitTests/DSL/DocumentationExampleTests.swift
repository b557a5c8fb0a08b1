import AutoLayoutKit
import Testing

/// The examples of Docs/OperatorDSLs.md, verbatim, with the frames the page states.
@Suite struct DocumentationExampleTests {
  @Test func openingExample() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let card = LayoutView()
    let title = LayoutView()
    root.addSubview(card)
    root.addSubview(title)

    card.constraints { card in
      card.edgesAnchor == root.safeAreaLayoutGuide.edgesAnchor -- (horizontally: 16, vertically: 8)
    }
    title.makeLayout {
      $0.top == card.layout.top + 12
      $0.left == card.layout.left + 12
      $0.right == card.layout.right - 12
      $0.height == 44
    }
    root.layoutIfNeeded()
    // card: (16, 8) and 375 − 32 by 667 − 16; title 12 inside it, 44 tall.
    #expect(card.frame == Rect(x: 16, y: 8, width: 343, height: 651))
    #expect(title.frame == Rect(x: 28, y: 20, width: 319, height: 44))
  }

  @LayoutConstraintsBuilder
  func stack(_ views: [LayoutView], in container: LayoutView) -> [LayoutConstraint] {
    for (above, below) in zip(views, views.dropFirst()) {
      below.topAnchor == above.bottomAnchor + 8
    }
    if let first = views.first { first.topAnchor == container.topAnchor }
  }

  @Test func builderFunction() {
    let scene = DSLScene()
    let views = (0..<3).map { scene.constrainedView("row\($0)") }
    let made = LayoutConstraint.activate {
      stack(views, in: scene.root)
      for view in views {
        view.horizontalEdgesAnchor == scene.root.horizontalEdgesAnchor
        view.heightAnchor == 20
      }
    }
    #expect(made.count == 3 + 9)
    scene.layout()
    // Rows 20 tall, 8 apart: y 0, 28, 56.
    #expect(views.map(\.frame.minY) == [0, 28, 56])
  }
}
