import AutoLayoutEngine

/// A container in a 1,000 × 1,000 root whose views each want, at 250, a place relative to its
/// centre and, at 750, one relative to its leading edge, kept inside it by inequalities, one
/// below the other. Loose (not placed in its root), its width would be a median of every view's
/// wish, which each view added moves: the shape that tests how subtrees join trees.
struct PreferringContainer {
  let root = makeRoot(width: 1_000, height: 1_000)
  let container: LayoutView
  let views: [LayoutView]
  /// The constraints held inside the container, seven per view.
  let inner: [LayoutConstraint]

  /// Builds `count` views, activates their constraints and ``pins(in:x:)`` in the root, and
  /// lays out.
  init(count: Int) {
    container = makeChild("container", in: root)
    var views: [LayoutView] = []
    var inner: [LayoutConstraint] = []
    for index in 0..<count {
      let view = makeChild("v\(index)", in: container)
      let low = view.centerXAnchor.constraint(
        equalTo: container.centerXAnchor, constant: Double(index % 5) * 10)
      low.priority = .defaultLow
      let high = view.centerXAnchor.constraint(
        equalTo: container.leadingAnchor, constant: 15 + Double(index % 4) * 20)
      high.priority = .defaultHigh
      inner += [
        view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
        view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: Double(index) * 10),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 8),
        low, high,
      ]
      views.append(view)
    }
    self.views = views
    self.inner = inner
    LayoutConstraint.activate(inner + pins(in: root, x: 10))
    root.layoutIfNeeded()
  }

  /// Four new constraints that place the container in `parent`: `x` from its leading edge, 20
  /// from its top, 300 × 500.
  func pins(in parent: LayoutView, x: Double) -> [LayoutConstraint] {
    [
      container.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
      container.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
      container.widthAnchor.constraint(equalToConstant: 300),
      container.heightAnchor.constraint(equalToConstant: 500),
    ]
  }
}
