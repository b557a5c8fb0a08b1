/// How the two sides of a ``LayoutConstraint`` relate, as in UIKit's
/// `NSLayoutConstraint.Relation` (the raw values are Objective-C's).
public enum LayoutRelation: Int, Sendable, Hashable, CaseIterable {
  /// The first attribute is at most the second.
  case lessThanOrEqual = -1
  /// The first attribute equals the second.
  case equal = 0
  /// The first attribute is at least the second.
  case greaterThanOrEqual = 1
}

extension LayoutRelation: CustomStringConvertible {
  /// The relation's operator: `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
