/// A picture of a laid-out tree as an SVG document: one filled rectangle per view at its place
/// in the root's coordinates, with its name, and optionally the layout guides and layout
/// margins as dashed rectangles in a lighter stroke.
///
/// Every rectangle carries a `class` (`view`, `guide` or `margins`), a `data-name` and a
/// `<title>` with its name, so the file can be inspected in a browser or read back by a test.
/// The document is a pure function of the frames: numbers are rounded to two decimals and
/// printed without trailing zeros.
public struct SVGPicture: Sendable, Hashable, CustomStringConvertible {
  /// What the picture shows and at what size.
  public struct Options: Sendable, Hashable {
    /// SVG units per point; 1 by default.
    public var scale: Double
    /// Whether each view's layout guides are drawn (dashed).
    public var showsGuides: Bool
    /// Whether each view's effective layout margins are drawn (dotted).
    public var showsMargins: Bool

    /// Creates options; the defaults draw views only, at one unit per point.
    public init(scale: Double = 1, showsGuides: Bool = false, showsMargins: Bool = false) {
      self.scale = scale
      self.showsGuides = showsGuides
      self.showsMargins = showsMargins
    }
  }

  /// The SVG document, ending with a newline.
  public var text: String {
    ([SVGPicture.declaration, openingTag(x: nil, y: nil)] + content + ["</svg>"])
      .map { $0 + "\n" }.joined()
  }

  /// The document's width in SVG units; for one tree, its root's scaled width and a one-unit
  /// border on each side.
  public let width: Double
  /// The document's height in SVG units; for one tree, its root's scaled height and a one-unit
  /// border on each side.
  public let height: Double
  /// The elements inside the `<svg>` element, one per line.
  let content: [String]
  /// The top-left corner of the view box: -1 for one tree (its border), 0 for pictures side by
  /// side.
  let viewBoxOrigin: Double

  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"

  /// The stroke of views and their names.
  static let viewStroke = "#334155"
  /// The stroke of guides: lighter than views.
  static let guideStroke = "#94a3b8"
  /// The stroke of margins: lighter still.
  static let marginsStroke = "#cbd5e1"
  /// View fills by depth, repeating.
  static let fills = ["#f8fafc", "#e0f2fe", "#dcfce7", "#fef9c3", "#fce7f3", "#ede9fe"]

  /// Draws the tree under `root` as it is now (run a layout pass first).
  ///
  /// - Throws: ``PictureError/emptyLayout(width:height:)`` for a root without area and
  ///   ``PictureError/invalidScale(_:)`` for a scale that is not a positive finite number.
  public init(of root: LayoutView, options: Options = Options()) throws {
    let scale = options.scale
    guard scale.isFinite, scale > 0 else { throw PictureError.invalidScale(scale) }
    let size = root.frame.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw PictureError.emptyLayout(width: size.width, height: size.height)
    }
    width = size.width * scale + 2
    height = size.height * scale + 2
    viewBoxOrigin = -1
    var lines: [String] = []
    var overlays: [String] = []
    for node in LayoutTree(root, includesGuides: options.showsGuides).nodes {
      let rect = scaled(node.rectInRoot, by: scale)
      guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
      else { continue }
      switch node.item {
      case .view(let view):
        let fill = SVGPicture.fills[node.depth % SVGPicture.fills.count]
        lines.append(
          rectangle(
            rect, kind: "view", name: node.name,
            style: "fill=\"\(fill)\" stroke=\"\(SVGPicture.viewStroke)\" stroke-width=\"1\""))
        if rect.height >= 14, rect.width >= 8 {
          lines.append(
            "  <text x=\"\(formatCoordinate(rect.minX + 4))\" "
              + "y=\"\(formatCoordinate(rect.minY + 12))\" fill=\"\(SVGPicture.viewStroke)\">"
              + "\(escapeXML(node.name))</text>")
        }
        if options.showsMargins {
          let margins = view.effectiveLayoutMargins
          let inner = node.rectInRoot.inset(by: margins)
          if inner.width > 0, inner.height > 0 {
            overlays.append(
              rectangle(
                scaled(inner, by: scale), kind: "margins", name: node.name,
                style: "fill=\"none\" stroke=\"\(SVGPicture.marginsStroke)\" stroke-width=\"1\" "
                  + "stroke-dasharray=\"1 2\""))
          }
        }
      case .guide:
        overlays.append(
          rectangle(
            rect, kind: "guide", name: node.name,
            style: "fill=\"none\" stroke=\"\(SVGPicture.guideStroke)\" stroke-width=\"1\" "
              + "stroke-dasharray=\"4 3\""))
      }
    }
    content = lines + overlays
  }

  /// Places several pictures side by side in one document, in order from left to right, each
  /// with an optional title above it — for example one picture per layout set.
  ///
  /// - Parameters:
  ///   - pictures: The pictures, left to right.
  ///   - titles: A title for each picture (missing ones are left out).
  ///   - spacing: The gap between two pictures, in SVG units.
  /// - Throws: ``PictureError/nothingToDraw`` for an empty list and
  ///   ``PictureError/invalidScale(_:)`` for a negative or non-finite spacing.
  public init(sideBySide pictures: [SVGPicture], titles: [String] = [], spacing: Double = 24)
    throws
  {
    guard !pictures.isEmpty else { throw PictureError.nothingToDraw }
    guard spacing.isFinite, spacing >= 0 else { throw PictureError.invalidScale(spacing) }
    let titleHeight = titles.isEmpty ? 0.0 : 20
    var x = 0.0
    var lines: [String] = []
    for (index, picture) in pictures.enumerated() {
      if index < titles.count {
        lines.append(
          "  <text class=\"title\" x=\"\(formatCoordinate(x))\" y=\"14\" font-size=\"13\" "
            + "fill=\"\(SVGPicture.viewStroke)\">\(escapeXML(titles[index]))</text>")
      }
      lines.append("  " + picture.openingTag(x: x, y: titleHeight))
      lines += picture.content.map { "  " + $0 }
      lines.append("  </svg>")
      x += picture.width + spacing
    }
    width = x - spacing
    height = titleHeight + (pictures.map(\.height).max() ?? 0)
    viewBoxOrigin = 0
    content = lines
  }

  /// The `<svg>` tag of the picture: the outermost one (with the namespace) without a position,
  /// a nested one placed at `(x, y)`.
  private func openingTag(x: Double?, y: Double?) -> String {
    let origin = formatCoordinate(viewBoxOrigin)
    let size = "width=\"\(formatCoordinate(width))\" height=\"\(formatCoordinate(height))\""
    let viewBox =
      "viewBox=\"\(origin) \(origin) \(formatCoordinate(width)) \(formatCoordinate(height))\""
    guard let x, let y else {
      return "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) \(viewBox) "
        + "font-family=\"Menlo, Consolas, monospace\" font-size=\"11\">"
    }
    return "<svg x=\"\(formatCoordinate(x))\" y=\"\(formatCoordinate(y))\" \(size) \(viewBox)>"
  }

  /// The document.
  public var description: String { text }
}

/// The rectangle scaled, with a negative width or height turned into a positive one.
private func scaled(_ rect: Rect, by scale: Double) -> Rect {
  Rect(
    x: min(rect.minX, rect.maxX) * scale, y: min(rect.minY, rect.maxY) * scale,
    width: abs(rect.width) * scale, height: abs(rect.height) * scale)
}

private func rectangle(_ rect: Rect, kind: String, name: String, style: String) -> String {
  let escaped = escapeXML(name)
  return "  <rect class=\"\(kind)\" data-name=\"\(escaped)\" x=\"\(formatCoordinate(rect.minX))\" "
    + "y=\"\(formatCoordinate(rect.minY))\" width=\"\(formatCoordinate(rect.width))\" "
    + "height=\"\(formatCoordinate(rect.height))\" \(style)><title>\(escaped)</title></rect>"
}

/// Escapes the characters XML gives a meaning to, for text and attribute values.
func escapeXML(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "&": escaped += "&amp;"
    case "<": escaped += "&lt;"
    case ">": escaped += "&gt;"
    case "\"": escaped += "&quot;"
    case "'": escaped += "&apos;"
    case "\t", "\n", "\r", "\r\n": escaped.append(character)
    // Other control characters cannot appear in XML 1.0, even escaped.
    case _ where character.unicodeScalars.first!.value < 0x20: escaped += "\u{FFFD}"
    default: escaped.append(character)
    }
  }
  return escaped
}
