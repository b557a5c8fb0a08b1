/// A location in a two-dimensional coordinate system, like CoreGraphics' `CGPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its horizontal and vertical coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, `(0.0, 0.0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The coordinates in CoreGraphics' shape, such as `(10.0, 20.5)`.
  public var description: String {
    "(\(formatGeometry(x)), \(formatGeometry(y)))"
  }
}
