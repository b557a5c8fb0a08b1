import Synchronization

/// A linear relation between variables, `expression RELATION 0`, with a priority.
///
/// A constraint is an identity-based, immutable handle: a solver knows it by the object, so two
/// constraints built from the same expression are different constraints. Build constraints with
/// the comparison operators (`x + 10 <= y`, `a == 2 * b`) and give them a priority with
/// ``withPriority(_:)``. A solver changes the constant or priority of a constraint it holds with
/// ``Solver/setConstant(_:for:)`` and ``Solver/setPriority(_:for:)``; the object keeps the values
/// it was made with.
public final class Constraint: Sendable {
  /// How the expression relates to zero.
  public enum Relation: Sendable, Hashable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
  }

  /// The slot of the constraint in the solver that holds it here (see `ObjectSlots`).
  package let slotHint = Atomic<UInt64>(0)

  /// The left side minus the right side; the constraint reads `expression RELATION 0`.
  public let expression: LinearExpression
  /// The relation between ``expression`` and zero.
  public let relation: Relation
  /// The priority the constraint was made with.
  public let priority: Priority
  /// For an optional equality whose two sides weigh differently, the priority of the error
  /// below zero (`expression < 0`); ``priority`` then weighs the error above zero. `nil` for
  /// every other constraint.
  ///
  /// A view's content hugging (`width <= c`) and compression resistance (`width >= c`) are one
  /// such equality: made as two inequalities, each leaves a slack that costs nothing at the
  /// intrinsic width, and the dual simplex walks through every such view when a container
  /// crosses its natural size.
  package let priorityBelow: Priority?

  /// Creates the constraint `expression RELATION 0`.
  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required)
  {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.priorityBelow = nil
  }

  /// Creates the optional equality `expression == 0` whose error above zero is weighted at
  /// `above` and whose error below zero at `below`.
  package init(_ expression: LinearExpression, equalAbove above: Priority, below: Priority) {
    self.expression = expression
    self.relation = .equal
    self.priority = above
    self.priorityBelow = below
  }

  /// Creates the constraint `lhs RELATION rhs`.
  public convenience init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required
  ) {
    self.init(lhs - rhs, relation, priority: priority)
  }

  /// A new constraint with the same relation at another priority.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }

  /// Whether the constraint was made with the required priority (1000).
  public var isRequired: Bool { priority.isRequired }
}

extension Constraint.Relation: CustomStringConvertible {
  /// The relation's operator: `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint written with positive terms on each side, for example `x + 10 <= y`, followed
  /// by `@priority` when it is optional.
  public var description: String {
    var text = Constraint.describe(expression, relation, priority: priority)
    if let priorityBelow { text += " above, @\(priorityBelow) below" }
    return text
  }

  /// Writes `expression RELATION 0` with the negative terms moved to the right-hand side.
  static func describe(
    _ expression: LinearExpression, _ relation: Relation, priority: Priority
  ) -> String {
    var left = LinearExpression()
    var right = LinearExpression()
    for term in expression.terms {
      if term.coefficient < 0 {
        right.terms.append(Term(term.variable, coefficient: -term.coefficient))
      } else {
        left.terms.append(term)
      }
    }
    if expression.constant > 0 || (left.terms.isEmpty && right.terms.isEmpty) {
      left.constant = expression.constant
    } else {
      right.constant = -expression.constant
    }
    var text = "\(left) \(relation) \(right)"
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }
}
