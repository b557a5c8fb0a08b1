/// A rectangle given by its origin and size, like CoreGraphics' `CGRect`.
///
/// Unlike `CGRect`, a rectangle is never standardized: a negative width or height is kept as is,
/// and the edge properties and set operations take the origin as the minimum corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The minimum corner (top-left in a flipped, UIKit-style coordinate system).
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its origin and its width and height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero width and height.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The origin's x-coordinate (not the smaller edge for a negative width, unlike `CGRect`).
  public var minX: Double { origin.x }

  /// The x-coordinate halfway across: `minX + width / 2`.
  public var midX: Double { origin.x + size.width / 2 }

  /// The x-coordinate of the far edge: `minX + width`.
  public var maxX: Double { origin.x + size.width }

  /// The origin's y-coordinate (not the smaller edge for a negative height, unlike `CGRect`).
  public var minY: Double { origin.y }

  /// The y-coordinate halfway down: `minY + height / 2`.
  public var midY: Double { origin.y + size.height / 2 }

  /// The y-coordinate of the far edge: `minY + height`.
  public var maxY: Double { origin.y + size.height }

  /// The size's width exactly as stored, so it may be negative (`CGRect` returns its absolute value).
  public var width: Double { size.width }

  /// The size's height exactly as stored, so it may be negative (`CGRect` returns its absolute
  /// value).
  public var height: Double { size.height }

  /// Whether the rectangle encloses no area, that is its width or height is zero or negative.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Returns the rectangle moved inward by `dx` on the left and right and by `dy` on the top and
  /// bottom, or outward for negative values. The result is not clamped: insetting by more than half
  /// the size leaves a negative width or height, where `CGRect` would return its null rectangle.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(
      x: origin.x + dx, y: origin.y + dy,
      width: size.width - 2 * dx, height: size.height - 2 * dy)
  }

  /// Returns the rectangle with its origin moved by `dx` horizontally and `dy` vertically.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// Returns the rectangle with each edge moved inward by its inset, as UIKit's `inset(by:)` does.
  /// The result is not clamped, so large insets leave a negative width or height.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// Whether `point` lies inside the rectangle, counting the minimum edges and excluding the maximum
  /// ones as `CGRect` does (`minX <= x < maxX`, `minY <= y < maxY`).
  public func contains(_ point: Point) -> Bool {
    minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// Whether `rect` lies entirely within this rectangle, edges included. Every rectangle contains
  /// itself.
  public func contains(_ rect: Rect) -> Bool {
    minX <= rect.minX && rect.maxX <= maxX && minY <= rect.minY && rect.maxY <= maxY
  }

  /// Whether the two rectangles share an area of positive size. Rectangles that only touch along an
  /// edge or at a corner do not intersect, and neither do empty ones.
  public func intersects(_ rect: Rect) -> Bool {
    Swift.max(minX, rect.minX) < Swift.min(maxX, rect.maxX)
      && Swift.max(minY, rect.minY) < Swift.min(maxY, rect.maxY)
  }

  /// Returns the area the two rectangles share, or `nil` exactly when ``intersects(_:)`` is false.
  /// `CGRect` returns its null rectangle instead of `nil`.
  public func intersection(_ rect: Rect) -> Rect? {
    let lowX = Swift.max(minX, rect.minX)
    let highX = Swift.min(maxX, rect.maxX)
    let lowY = Swift.max(minY, rect.minY)
    let highY = Swift.min(maxY, rect.maxY)
    guard lowX < highX && lowY < highY else { return nil }
    return Rect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
  }

  /// Returns the smallest rectangle that contains both rectangles. Empty rectangles take part
  /// too, so the union with `.zero` always reaches the origin.
  public func union(_ rect: Rect) -> Rect {
    let lowX = Swift.min(minX, rect.minX)
    let highX = Swift.max(maxX, rect.maxX)
    let lowY = Swift.min(minY, rect.minY)
    let highY = Swift.max(maxY, rect.maxY)
    return Rect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
  }

  /// The origin and size in CoreGraphics' shape, such as `(0.0, 0.0, 375.0, 812.0)`.
  public var description: String {
    "(\(formatGeometry(origin.x)), \(formatGeometry(origin.y)), "
      + "\(formatGeometry(size.width)), \(formatGeometry(size.height)))"
  }
}
