import AutoLayoutEngine
import Testing

/// A constant animated frame by frame (set, then a layout pass, again and again) that moves every
/// view of a container: each frame gives the frames a fresh layout gives, and after the first
/// frame the values are recomputed in one sweep instead of first being followed from the change.
@Suite struct AnimatedConstantTests {
  /// A container inset from its root by `inset`, holding a grid of 10 × 20 views of 16 points
  /// placed from its leading and top edges.
  final class Grid {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let container = LayoutView()
    var views: [LayoutView] = []
    let leading: LayoutConstraint

    init(inset: Double) {
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset)
      var constraints = [
        leading,
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        container.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
      ]
      for index in 0..<200 {
        let view = LayoutView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        views.append(view)
        constraints += [
          view.leadingAnchor.constraint(
            equalTo: container.leadingAnchor, constant: Double(index % 10) * 19),
          view.topAnchor.constraint(
            equalTo: container.topAnchor, constant: Double(index / 10) * 19),
          view.widthAnchor.constraint(equalToConstant: 16),
          view.heightAnchor.constraint(equalToConstant: 16),
        ]
      }
      LayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
  }

  @Test func everyFrameOfAnAnimatedInsetMatchesAFreshLayoutAndIsSweptAtOnce() throws {
    let grid = Grid(inset: 10)
    let solver = try #require(grid.root.rootEngine).solver
    let before = solver.statistics.definitionsFollowed
    var followed: [Int] = []
    for inset in stride(from: 12.0, through: 30, by: 2) {
      grid.leading.constant = inset
      grid.root.layoutIfNeeded()
      followed.append(solver.statistics.definitionsFollowed)
      let fresh = Grid(inset: inset)
      #expect(grid.container.frame == fresh.container.frame)
      #expect(grid.views.map(\.frame) == fresh.views.map(\.frame))
      #expect(grid.views[57].frame == Rect(x: 7 * 19, y: 5 * 19, width: 16, height: 16))
    }
    // The first frame follows the change until it sees it reach every view; every later one
    // sweeps at once, although each layout pass in between found nothing left to refresh.
    #expect(followed[0] > before)
    #expect(Set(followed).count == 1, "followed: \(followed)")
  }
}
