/// One constraint made by an ``AutoLayout`` builder, with the attribute of the source it
/// constrains and the file and line of the call that made it.
///
/// ``constant``, ``priority``, ``isActive`` and ``identifier`` act on the constraint directly,
/// so a kept connection is the cheap way to change a layout later:
///
/// ```swift
/// let height = view.autoLayout(in: root).top().left().right().height(150)
///   .activate().firstHeightConnection
/// height?.constant = 500
/// ```
public final class Connection: LayoutConnection, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The attribute of the builder's source that the connection constrains.
  public let type: LayoutConnectionType
  /// The constraint, with its source location.
  public let locatedConstraint: ConnectionConstraint
  /// Whether the call negated its number (bottom, right, trailing, above, before; inventory
  /// §1.5), so that ``value`` is ``constant`` with the opposite sign.
  public let isNegated: Bool

  init(_ type: LayoutConnectionType, _ constraint: ConnectionConstraint, negated: Bool) {
    self.type = type
    self.locatedConstraint = constraint
    self.isNegated = negated
  }

  /// The constraint.
  public var constraint: LayoutConstraint { locatedConstraint }

  /// The constraint's constant, read and written straight through, as in the seed library: a
  /// `bottom(8)` connection's constant is `-8`. Changing it on an active connection updates the
  /// layout in place.
  public var constant: Double {
    get { locatedConstraint.constant }
    set { locatedConstraint.constant = newValue }
  }

  /// The number in the builder's sign convention, as the call was written: `8` for both
  /// `top(8)` and `bottom(8)`. Setting it sets ``constant`` (negated where the call negated it).
  public var value: Double {
    get { isNegated ? -locatedConstraint.constant : locatedConstraint.constant }
    set { locatedConstraint.constant = isNegated ? -newValue : newValue }
  }

  /// The constraint's multiplier.
  public var multiplier: Double { locatedConstraint.multiplier }

  /// The constraint's relation, as the engine holds it (after any negation).
  public var relation: LayoutRelation { locatedConstraint.relation }

  /// The constraint's priority.
  ///
  /// Unlike a bare constraint's, it may move between required and optional while active: the
  /// connection then deactivates the constraint, changes the priority and activates it again,
  /// in one engine batch. A priority outside `1...1000` is refused with a diagnostic, as the
  /// engine does, and the old priority stays.
  public var priority: LayoutPriority {
    get { locatedConstraint.priority }
    set {
      let constraint = locatedConstraint
      guard constraint.isActive, newValue.isValid,
        newValue.isRequired != constraint.priority.isRequired
      else {
        constraint.priority = newValue
        return
      }
      inOneBatch([constraint]) {
        LayoutConstraint.deactivate([constraint])
        constraint.priority = newValue
        LayoutConstraint.activate([constraint])
      }
    }
  }

  /// Whether the constraint is active.
  public var isActive: Bool {
    get { locatedConstraint.isActive }
    set { locatedConstraint.isActive = newValue }
  }

  /// The constraint's identifier, shown in descriptions and logs.
  public var identifier: String? {
    get { locatedConstraint.identifier }
    set { locatedConstraint.identifier = newValue }
  }

  /// The file of the builder call, as `#fileID` spells it.
  public var file: StaticString { locatedConstraint.file }

  /// The line of the builder call.
  public var line: UInt { locatedConstraint.line }

  /// The connection with its type, numbers, state and location, then its constraint:
  /// `Connection(top, constant: 8, multiplier: 1, priority: 1000, active, @App/View.swift:12)
  /// <ConnectionConstraint:0x… …>`.
  public var description: String {
    "Connection(\(type), constant: \(formatG(constant)), multiplier: \(formatG(multiplier)), "
      + "priority: \(priority), \(isActive ? "active" : "inactive"), "
      + "@\(locatedConstraint.location)) \(locatedConstraint)"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
