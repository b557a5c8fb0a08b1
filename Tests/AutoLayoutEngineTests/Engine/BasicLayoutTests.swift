import AutoLayoutEngine
import Testing

@Suite struct BasicLayoutTests {
  @Test func pinsAViewInsideARoot() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    root.name = "root"
    let child = LayoutView()
    child.name = "child"
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      child.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 20, y: 40, width: 280, height: 100))
    #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func nestedViewsAreRelativeToTheirSuperview() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let outer = LayoutView()
    let inner = LayoutView()
    outer.translatesAutoresizingMaskIntoConstraints = false
    inner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(outer)
    outer.addSubview(inner)
    LayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      outer.widthAnchor.constraint(equalToConstant: 200),
      outer.heightAnchor.constraint(equalToConstant: 100),
      inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
      inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
      inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
      inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.25),
    ])
    root.layoutIfNeeded()
    #expect(outer.frame == Rect(x: 50, y: 60, width: 200, height: 100))
    #expect(inner.frame == Rect(x: 50, y: 37.5, width: 100, height: 25))
  }

  @Test func constantChangesGiveTheSameFramesAsAFreshLayout() {
    func build(_ gap: Double) -> (LayoutView, LayoutView, LayoutView, LayoutConstraint) {
      let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
      let a = LayoutView()
      let b = LayoutView()
      for view in [a, b] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: gap)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        a.widthAnchor.constraint(equalTo: b.widthAnchor),
        spacing,
        a.topAnchor.constraint(equalTo: root.topAnchor),
        b.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 20),
        b.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      return (root, a, b, spacing)
    }
    let (root, a, b, spacing) = build(8)
    #expect(a.frame == Rect(x: 10, y: 0, width: 136, height: 20))
    spacing.constant = 40
    root.layoutIfNeeded()
    let (_, freshA, freshB, _) = build(40)
    #expect(a.frame == freshA.frame)
    #expect(b.frame == freshB.frame)
    #expect(a.frame == Rect(x: 10, y: 0, width: 120, height: 20))
  }
}
