/// A width and a height, like CoreGraphics' `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// The width and height in CoreGraphics' shape, such as `(375.0, 812.0)`.
  public var description: String {
    "(\(formatGeometry(width)), \(formatGeometry(height)))"
  }
}
