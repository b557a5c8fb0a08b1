/// A grid of character cells on which boxes are drawn as sets of line directions, so that
/// edges that meet turn into the right junction characters.
struct BoxCanvas {
  /// A box's edges, in cells (inclusive).
  struct Box {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int
  }

  /// The directions a line leaves a cell in.
  struct Directions: OptionSet {
    let rawValue: UInt8
    static let up = Directions(rawValue: 1)
    static let down = Directions(rawValue: 2)
    static let left = Directions(rawValue: 4)
    static let right = Directions(rawValue: 8)
  }

  let columns: Int
  let rows: Int
  private var lines: [Directions]
  private var labels: [Character?]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    lines = Array(repeating: [], count: columns * rows)
    labels = Array(repeating: nil, count: columns * rows)
  }

  /// The column nearest to a scaled x-coordinate, clamped to the grid.
  func column(_ x: Double) -> Int { clamp(x, to: columns) }

  /// The row nearest to a scaled y-coordinate, clamped to the grid.
  func row(_ y: Double) -> Int { clamp(y, to: rows) }

  private func clamp(_ value: Double, to count: Int) -> Int {
    let rounded = value.rounded()
    if rounded <= 0 { return 0 }
    if rounded >= Double(count - 1) { return count - 1 }
    return Int(rounded)
  }

  /// Draws the four edges of a box (a line when it is one cell wide or tall).
  mutating func drawBox(_ box: Box) {
    let left = min(box.left, box.right)
    let right = max(box.left, box.right)
    let top = min(box.top, box.bottom)
    let bottom = max(box.top, box.bottom)
    horizontal(row: top, from: left, to: right)
    horizontal(row: bottom, from: left, to: right)
    vertical(column: left, from: top, to: bottom)
    vertical(column: right, from: top, to: bottom)
  }

  private mutating func horizontal(row: Int, from left: Int, to right: Int) {
    guard left < right else { return }
    for column in left...right {
      if column > left { lines[row * columns + column].insert(.left) }
      if column < right { lines[row * columns + column].insert(.right) }
    }
  }

  private mutating func vertical(column: Int, from top: Int, to bottom: Int) {
    guard top < bottom else { return }
    for row in top...bottom {
      if row > top { lines[row * columns + column].insert(.up) }
      if row < bottom { lines[row * columns + column].insert(.down) }
    }
  }

  /// Writes a name on the first row inside a box, from its left edge, stopping at the first
  /// cell that holds a line or another name.
  mutating func writeLabel(_ name: String, in box: Box) {
    let row = box.top + 1
    guard row < box.bottom else { return }
    var column = box.left + 1
    for character in name {
      guard column < box.right else { break }
      let index = row * columns + column
      guard lines[index].isEmpty, labels[index] == nil else { break }
      labels[index] = character
      column += 1
    }
  }

  /// The grid as text lines, without trailing spaces.
  func render(style: TextPicture.Style) -> [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        let index = row * columns + column
        if let label = labels[index] {
          line.append(label)
        } else {
          line.append(BoxCanvas.character(for: lines[index], style: style))
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The character that draws lines leaving a cell in the given directions.
  static func character(for directions: Directions, style: TextPicture.Style) -> Character {
    let horizontal = !directions.isDisjoint(with: [.left, .right])
    let vertical = !directions.isDisjoint(with: [.up, .down])
    if style == .ascii {
      if horizontal && vertical { return "+" }
      if horizontal { return "-" }
      if vertical { return "|" }
      return " "
    }
    switch directions {
    case []: return " "
    case [.down, .right]: return "┌"
    case [.down, .left]: return "┐"
    case [.up, .right]: return "└"
    case [.up, .left]: return "┘"
    case [.up, .down, .right]: return "├"
    case [.up, .down, .left]: return "┤"
    case [.left, .right, .down]: return "┬"
    case [.left, .right, .up]: return "┴"
    case [.up, .down, .left, .right]: return "┼"
    default: return horizontal ? "─" : "│"
    }
  }
}
