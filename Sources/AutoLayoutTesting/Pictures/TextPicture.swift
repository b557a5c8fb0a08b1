/// A picture of a laid-out tree for a terminal: every view as a box drawn with box-drawing (or
/// plain ASCII) characters, scaled to a given number of columns, with its name inside.
///
/// ```
/// ┌──────────────────────────────┐
/// │screen                        │
/// ├──────────────────────────────┤
/// │header                        │
/// ├──────────────────────────────┤
/// ```
///
/// The picture is a pure function of the frames: the root fills the whole width, each
/// character row stands for `1 / rowAspect` as many points as a column (terminal cells are
/// about twice as tall as wide), and edges that meet are joined (`├`, `┬`, `┼`). Names are cut
/// to the space inside their box; a box too small for a name shows none. Views outside the
/// root are clipped to its edges. Layout guides are not drawn (see ``SVGPicture``).
public struct TextPicture: Sendable, Hashable, CustomStringConvertible {
  /// The characters a picture is drawn with.
  public enum Style: Sendable, Hashable {
    /// Unicode box-drawing lines: `┌ ─ ┐ │ ├ ┼`.
    case boxDrawing
    /// Plain ASCII: `+`, `-` and `|`.
    case ascii
  }

  /// The widest picture allowed, in columns.
  public static let maximumColumns = 10_000

  /// The picture's lines, top to bottom, without trailing spaces.
  public let lines: [String]

  /// Draws the tree under `root` as it is now (run a layout pass first).
  ///
  /// - Parameters:
  ///   - root: The top of the tree; it fills the picture.
  ///   - columns: The picture's width in characters, from 2 to ``maximumColumns``.
  ///   - style: The characters to draw with.
  ///   - rowAspect: How many rows a column's worth of points takes; 0.5 by default.
  ///   - maximumRows: The most rows the picture may have.
  /// - Throws: ``PictureError`` for a width out of range, a root without area, a non-positive
  ///   aspect or a picture taller than `maximumRows`.
  public init(
    of root: LayoutView, columns: Int, style: Style = .boxDrawing, rowAspect: Double = 0.5,
    maximumRows: Int = 1_000
  ) throws {
    guard columns >= 2, columns <= TextPicture.maximumColumns else {
      throw PictureError.invalidColumns(columns)
    }
    guard rowAspect.isFinite, rowAspect > 0 else { throw PictureError.invalidScale(rowAspect) }
    let size = root.frame.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw PictureError.emptyLayout(width: size.width, height: size.height)
    }
    let columnScale = Double(columns - 1) / size.width
    let wantedRows = (size.height * columnScale * rowAspect).rounded()
    let neededRows = max(2, wantedRows + 1)
    guard neededRows <= Double(maximumRows) else {
      throw PictureError.tooManyRows(
        needed: neededRows < 1e9 ? Int(neededRows) : Int.max, limit: maximumRows)
    }
    let rows = Int(neededRows)
    let rowScale = Double(rows - 1) / size.height
    var canvas = BoxCanvas(columns: columns, rows: rows)
    let nodes = LayoutTree(root, includesGuides: false).nodes
    var boxes: [(name: String, box: BoxCanvas.Box)] = []
    for node in nodes {
      let rect = node.rectInRoot
      guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
      else { continue }
      let box = BoxCanvas.Box(
        left: canvas.column(rect.minX * columnScale), top: canvas.row(rect.minY * rowScale),
        right: canvas.column(rect.maxX * columnScale), bottom: canvas.row(rect.maxY * rowScale))
      canvas.drawBox(box)
      boxes.append((node.name, box))
    }
    // Inner boxes label first, so a box that shares its parent's top-left corner keeps its name.
    for (name, box) in boxes.reversed() {
      canvas.writeLabel(name, in: box)
    }
    lines = canvas.render(style: style)
  }

  /// The lines joined by newlines, without a final newline.
  public var text: String { lines.joined(separator: "\n") }

  /// The text.
  public var description: String { text }
}
