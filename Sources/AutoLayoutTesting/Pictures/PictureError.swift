/// Why a picture of a layout could not be drawn.
public enum PictureError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The requested width is outside `2...10_000` columns.
  case invalidColumns(Int)
  /// The root view has no area to draw (its width or height is zero, negative or not finite).
  case emptyLayout(width: Double, height: Double)
  /// The picture would need more rows than allowed (a very tall, narrow root).
  case tooManyRows(needed: Int, limit: Int)
  /// A scale (or spacing) that is out of range or not finite.
  case invalidScale(Double)
  /// No pictures were given to place side by side.
  case nothingToDraw

  /// A sentence that names the problem and the values involved.
  public var description: String {
    switch self {
    case .invalidColumns(let columns):
      "Cannot draw a picture \(columns) columns wide: use 2 to \(TextPicture.maximumColumns)."
    case .emptyLayout(let width, let height):
      "Cannot draw an empty layout: the root view is \(formatCoordinate(width)) × "
        + "\(formatCoordinate(height)); lay it out with a positive size first."
    case .tooManyRows(let needed, let limit):
      "The picture would need \(needed) rows, more than the limit of \(limit); use fewer columns "
        + "or a larger row limit."
    case .invalidScale(let scale):
      "Cannot draw at the scale \(formatCoordinate(scale)): use a positive, finite number."
    case .nothingToDraw:
      "Cannot place an empty list of pictures side by side."
    }
  }
}
