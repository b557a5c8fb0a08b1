/// How strongly a constraint should hold: 1000 is required, anything from 1 up to (not including)
/// 1000 is optional, and a higher priority always wins over a lower one.
///
/// Optional constraints are satisfied in strict priority order, as Auto Layout documents: no
/// amount of error at a lower priority is accepted to reduce the error at a higher one, and every
/// distinct value is its own level (`999.5` beats `999`). A solver rejects values outside
/// `1...1000` with ``SolverError/invalidPriority(_:)``.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The numeric priority, 1...1000 for a valid one.
  public var rawValue: Double

  /// Creates a priority from its numeric value.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its numeric value.
  public init(_ rawValue: Double) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold: 1000.
  public static let required = Priority(1000)
  /// Auto Layout's default for resisting compression: 750.
  public static let defaultHigh = Priority(750)
  /// A split-view drag that may resize the window: 510.
  public static let dragThatCanResizeScene = Priority(510)
  /// The window keeps its current size: 500.
  public static let sceneSizeStayPut = Priority(500)
  /// A drag that should not resize the window: 490.
  public static let dragThatCannotResizeScene = Priority(490)
  /// Auto Layout's default for content hugging: 250.
  public static let defaultLow = Priority(250)
  /// The level at which fitting-size computations pull toward their target: 50.
  public static let fittingSizeLevel = Priority(50)

  /// Whether this is the required priority (1000).
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether the value lies in the valid range `1...1000`.
  public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  /// Orders priorities by their numeric value.
  public static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority raised by an amount (`.defaultHigh + 1`).
  public static func + (lhs: Priority, rhs: Double) -> Priority {
    Priority(lhs.rawValue + rhs)
  }

  /// The priority lowered by an amount (`.required - 1`).
  public static func - (lhs: Priority, rhs: Double) -> Priority {
    Priority(lhs.rawValue - rhs)
  }
}

extension Priority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// Creates a priority from a literal such as `999.5`.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// Creates a priority from a literal such as `750`.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }
}

extension Priority: CustomStringConvertible {
  /// The numeric value, printed without a fraction when it has none (`750`, `999.5`).
  public var description: String { formatNumber(rawValue) }
}
