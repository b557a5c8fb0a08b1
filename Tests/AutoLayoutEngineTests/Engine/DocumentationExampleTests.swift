import AutoLayoutEngine
import Testing

/// The examples of `Docs/Engine.md` and the DocC catalog give the frames they show.
@Suite struct DocumentationExampleTests {
  @Test func theCardExample() {
    quietly {
      let root = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
      let card = LayoutView()
      card.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(card)
      LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
      ])
      root.layoutIfNeeded()
      #expect(card.frame.description == "(8.0, 20.0, 359.0, 179.5)")
    }
  }
}
