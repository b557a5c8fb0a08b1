// A composite comparison (size, location, edges) is one statement, so it is made whole or not at
// all: if one of its constraints cannot be made (a non-finite number, a guide's baseline), the
// others are made invalid too, each reported, so that activating the result never leaves half
// of it in force.

extension Array where Element == LayoutConstraint {
  /// The constraints, or — when one of them cannot be made — invalid copies of all of them.
  ///
  /// - Parameter composite: The composite's name for the diagnostics (`"size"`, `"edges"`).
  func wholeOrNothing(_ composite: String) -> [LayoutConstraint] {
    guard let broken = first(where: { $0.problem != nil }) else { return self }
    return map { constraint in
      guard constraint.problem == nil else { return constraint }
      return LayoutConstraint.invalid(
        constraint.first, constraint.firstAttribute, constraint.relation, constraint.second,
        constraint.secondAttribute,
        problem:
          "Another constraint of the same \(composite) comparison cannot be made "
          + "(\(broken.equationDescription)), so none of them is.")
    }
  }
}
