import AutoLayoutEngine
import Testing

/// A constant animated frame by frame (set, then a layout pass, again and again) that moves every
/// view of a container: each frame gives the frames a fresh layout gives, and after the first
/// frame the values are recomputed in one sweep instead of first being followed from the change.
@Suite struct AnimatedConstantTests {
  /// The grid's views: 10 × 20, or 10 × 10 with the internal checks (see
  /// `solverChecksInvariants`).
  static let viewCount = solverChecksInvariants ? 100 : 200

  /// A container inset from its root by `inset`, holding a grid of views of 16 points, ten to a
  /// row, placed from its leading and top edges.
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
      for index in 0..<AnimatedConstantTests.viewCount {
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
    let insets = Array(stride(from: 12.0, through: 30, by: 2))
    for (frame, inset) in insets.enumerated() {
      grid.leading.constant = inset
      grid.root.layoutIfNeeded()
      followed.append(solver.statistics.definitionsFollowed)
      // With the internal checks, the first two frames and the last are compared with a fresh
      // layout (each fresh grid's activation validates the system after every constraint).
      if solverChecksInvariants, frame >= 2, frame < insets.count - 1 { continue }
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
