/// What a builder's ``Connection`` should be: the attribute it constrains, its relation,
/// constant, multiplier and priority, as the engine holds them.
///
/// The relation and constant are the constraint's, after the builder's sign convention: a
/// `bottom(8)` connection is `ExpectedConnection(.bottom, .equal, -8)`, and
/// `bottom(relation: >=8)` is `ExpectedConnection(.bottom, .lessThanOrEqual, -8)`.
public struct ExpectedConnection: Sendable, Hashable, CustomStringConvertible {
  /// The attribute of the builder's source the connection constrains.
  public var type: LayoutConnectionType
  /// The constraint's relation.
  public var relation: LayoutRelation
  /// The constraint's constant.
  public var constant: Double
  /// The constraint's multiplier.
  public var multiplier: Double
  /// The constraint's priority.
  public var priority: LayoutPriority

  /// Describes a connection; the defaults are `==`, 0, a multiplier of 1 and a required
  /// priority.
  public init(
    _ type: LayoutConnectionType, _ relation: LayoutRelation = .equal, _ constant: Double = 0,
    multiplier: Double = 1, priority: LayoutPriority = .required
  ) {
    self.type = type
    self.relation = relation
    self.constant = constant
    self.multiplier = multiplier
    self.priority = priority
  }

  /// The expectation a connection meets exactly.
  public init(_ connection: Connection) {
    self.init(
      connection.type, connection.relation, connection.constant,
      multiplier: connection.multiplier, priority: connection.priority)
  }

  /// The connection as failure messages show it: `height == 40`, with `, multiplier 0.5` and
  /// `, priority 750` when they are not the defaults.
  public var description: String {
    var text = "\(type) \(relation) \(messageNumber(constant))"
    if multiplier != 1 { text += ", multiplier \(messageNumber(multiplier))" }
    if priority != .required { text += ", priority \(priority)" }
    return text
  }

  /// Whether a connection matches, the constant and multiplier within `tolerance`.
  func isMatched(by actual: ExpectedConnection, tolerance: Double) -> Bool {
    type == actual.type && relation == actual.relation && priority == actual.priority
      && abs(constant - actual.constant) <= tolerance
      && abs(multiplier - actual.multiplier) <= tolerance
  }
}
