import AutoLayoutSolver
import Testing

/// The shared grid workload (`grid-RxC`), built directly: R rows of C views chained left to
/// right with equal widths filling the container's width, columns chained top to bottom, heights
/// 44 @500, aspect `h == 0.5 w` @250, the container height 600 @250, and an edit on the
/// container width @750.
struct GridLayout {
  let rows: Int
  let columns: Int
  let containerLeft = Variable("cl")
  let containerTop = Variable("ct")
  let containerWidth = Variable("cw")
  let containerHeight = Variable("ch")
  /// left, top, width and height of each view, `[row][column]`.
  let left: [[Variable]]
  let top: [[Variable]]
  let width: [[Variable]]
  let height: [[Variable]]
  /// Every constraint, in the order the workload adds them.
  let constraints: [Constraint]

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    func grid(_ name: String) -> [[Variable]] {
      (0..<rows).map { r in (0..<columns).map { k in Variable("\(name)\(r)_\(k)") } }
    }
    let l = grid("l")
    let t = grid("t")
    let w = grid("w")
    let h = grid("h")
    left = l
    top = t
    width = w
    height = h
    let cl = containerLeft
    let ct = containerTop
    let cw = containerWidth
    let ch = containerHeight
    var cs: [Constraint] = [cl == 0, ct == 0, (ch == 600).withPriority(250)]
    for r in 0..<rows {
      cs.append(l[r][0] == cl + 16)
      for k in 1..<columns { cs.append(l[r][k] == l[r][k - 1] + w[r][k - 1] + 8) }
      cs.append(cl + cw == l[r][columns - 1] + w[r][columns - 1] + 16)
      cs.append(w[r][0] >= 1)
      for k in 1..<columns { cs.append(w[r][k] == w[r][0]) }
    }
    for k in 0..<columns {
      cs.append(t[0][k] == ct + 16)
      for r in 1..<rows { cs.append(t[r][k] == t[r - 1][k] + h[r - 1][k] + 8) }
      cs.append(ct + ch >= t[rows - 1][k] + h[rows - 1][k] + 16)
    }
    for r in 0..<rows {
      for k in 0..<columns {
        cs.append((h[r][k] == 44).withPriority(500))
        cs.append((h[r][k] == 0.5 * w[r][k]).withPriority(250))
      }
    }
    constraints = cs
  }

  var allVariables: [Variable] {
    [containerLeft, containerTop, containerWidth, containerHeight]
      + (left + top + width + height).flatMap { $0 }
  }

  /// The container width at which every view is `viewWidth` wide.
  func containerWidth(forViews viewWidth: Double) -> Double {
    32 + 8 * Double(columns - 1) + viewWidth * Double(columns)
  }

  /// Checks every value against the closed-form solution for the container width `suggested`.
  /// With `suggestedHeight`, the container's height is an edit suggested at that value.
  func expectSolved(
    _ solver: Solver, suggestedWidth suggested: Double, suggestedHeight: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let gaps = 32 + 8 * Double(columns - 1)
    let viewWidth = max(1, (suggested - gaps) / Double(columns))
    let containerWidth = gaps + viewWidth * Double(columns)
    let contentHeight = 32 + 44 * Double(rows) + 8 * Double(rows - 1)
    func check(_ variable: Variable, _ expected: Double) {
      let actual = solver.value(of: variable)
      #expect(
        isClose(actual, expected, tolerance: 1e-9), "\(variable) = \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
    }
    check(self.containerWidth, containerWidth)
    check(containerHeight, max(suggestedHeight ?? 600, contentHeight))
    check(containerLeft, 0)
    check(containerTop, 0)
    for r in 0..<rows {
      for k in 0..<columns {
        check(width[r][k], viewWidth)
        check(height[r][k], 44)
        check(left[r][k], 16 + Double(k) * (viewWidth + 8))
        check(top[r][k], 16 + Double(r) * 52)
      }
    }
  }
}
