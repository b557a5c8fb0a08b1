// The one place where both operator DSLs make constraints: through the engine's own anchor
// factories, so an operator makes exactly the constraint the matching anchor method makes.

extension LayoutAnchor {
  /// The constraint `self RELATION multiplier × other + constant`, inactive.
  func relate(
    _ relation: LayoutRelation, to other: LayoutAnchor<AnchorType>, multiplier: Double = 1,
    constant: Double = 0
  ) -> LayoutConstraint {
    make(relation, other, multiplier: multiplier, constant: constant)
  }
}

extension LayoutDimension {
  /// The constraint `self RELATION constant`, inactive.
  func relate(_ relation: LayoutRelation, toConstant constant: Double) -> LayoutConstraint {
    switch relation {
    case .equal: constraint(equalToConstant: constant)
    case .lessThanOrEqual: constraint(lessThanOrEqualToConstant: constant)
    case .greaterThanOrEqual: constraint(greaterThanOrEqualToConstant: constant)
    }
  }
}
