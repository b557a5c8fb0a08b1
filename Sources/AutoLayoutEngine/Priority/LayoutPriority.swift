/// How strongly a ``LayoutConstraint`` should hold, as in UIKit's `UILayoutPriority`: 1000 is
/// required, anything from 1 up to (not including) 1000 is optional, and a higher priority always
/// wins over any number of lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The numeric priority; valid values are `1...1000`.
  public var rawValue: Float

  /// Creates a priority from its numeric value.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its numeric value.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold: 1000, the default for new constraints.
  public static let required = LayoutPriority(1000)
  /// The default compression resistance of standard controls: 750.
  public static let defaultHigh = LayoutPriority(750)
  /// A drag that may resize the scene: 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// The scene tries to keep its size: 500.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// A drag that should not resize the scene: 490.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// The default content hugging of standard controls: 250.
  public static let defaultLow = LayoutPriority(250)
  /// The level at which fitting-size computations pull toward their target: 50.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is ``required``.
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether the value lies in the valid range `1...1000`.
  public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority raised by an amount (`.defaultHigh + 1`).
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority lowered by an amount (`.required - 1`).
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  /// Raises a priority in place.
  public static func += (lhs: inout LayoutPriority, rhs: Float) {
    lhs.rawValue += rhs
  }

  /// Lowers a priority in place.
  public static func -= (lhs: inout LayoutPriority, rhs: Float) {
    lhs.rawValue -= rhs
  }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// Creates a priority from a literal such as `999.5`.
  public init(floatLiteral value: Float) {
    self.init(value)
  }

  /// Creates a priority from a literal such as `750`.
  public init(integerLiteral value: Int) {
    self.init(Float(value))
  }
}

extension LayoutPriority: CustomStringConvertible {
  /// The numeric value, without a fraction when it has none (`750`, `999.5`).
  public var description: String { formatNumber(Double(rawValue)) }
}
