/// A constraint a builder made, with the attribute of the source it constrains. ``Connection``
/// is the builder's implementation; the protocol is the seed library's.
public protocol LayoutConnection: AnyObject {
  /// The attribute of the builder's source that the connection constrains.
  var type: LayoutConnectionType { get }
  /// The constraint's constant, read and written straight through (a `bottom(8)` connection
  /// has the constant `-8`; see ``Connection/value``).
  var constant: Double { get set }
  /// The constraint's priority.
  var priority: LayoutPriority { get set }
  /// Whether the constraint is active.
  var isActive: Bool { get set }
  /// The constraint.
  var constraint: LayoutConstraint { get }
}
