/// A relation to a number, with a priority: `== 8`, `<= 450`, `>= 20`. Builder calls that take a
/// `relation:` use it for edges, centres and constant sizes.
///
/// An integer or floating-point literal is an equality at ``LayoutPriority/required``
/// (`top(relation: 8, to: anchor)`), and the prefix operators `<=` and `>=` make the
/// inequalities (`height(relation: <=450)`).
public enum LayoutConnectionSimpleRelation: Sendable, Hashable {
  /// The attribute equals the value.
  case equal(to: Double, priority: LayoutPriority = .required)
  /// The attribute is at most the value.
  case lessThanOrEqual(to: Double, priority: LayoutPriority = .required)
  /// The attribute is at least the value.
  case greaterThanOrEqual(to: Double, priority: LayoutPriority = .required)

  /// The engine's relation.
  public var relation: LayoutRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// The number the attribute relates to.
  public var constant: Double {
    switch self {
    case .equal(let value, _), .lessThanOrEqual(let value, _), .greaterThanOrEqual(let value, _):
      value
    }
  }

  /// How strongly the relation holds.
  public var priority: LayoutPriority {
    switch self {
    case .equal(_, let priority), .lessThanOrEqual(_, let priority),
      .greaterThanOrEqual(_, let priority):
      priority
    }
  }

  /// The relation seen from the other side, as bottom, right, trailing, above and before apply
  /// it (inventory §1.5): the constant negated and `<=` swapped with `>=`, so that a positive
  /// number is always an inset or a gap.
  var negated: LayoutConnectionSimpleRelation {
    switch self {
    case .equal(let value, let priority): .equal(to: -value, priority: priority)
    case .lessThanOrEqual(let value, let priority):
      .greaterThanOrEqual(to: -value, priority: priority)
    case .greaterThanOrEqual(let value, let priority):
      .lessThanOrEqual(to: -value, priority: priority)
    }
  }
}

extension LayoutConnectionSimpleRelation: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// An equality to an integer literal, at required priority: `top(relation: 8, to: anchor)`.
  public init(integerLiteral value: Int) {
    self = .equal(to: Double(value))
  }

  /// An equality to a floating-point literal, at required priority.
  public init(floatLiteral value: Double) {
    self = .equal(to: value)
  }
}

extension LayoutConnectionSimpleRelation: CustomStringConvertible {
  /// The relation as written: `== 8`, `<= 450 @750`.
  public var description: String {
    let text = "\(relation) \(formatG(constant))"
    return priority.isRequired ? text : text + " @\(priority)"
  }
}
