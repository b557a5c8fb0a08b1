// The seed's prefix operators on numbers: `<=450` and `>=20` are relations for `relation:`
// arguments. They are prefix operators only; the infix comparisons (on numbers and, in the
// operator DSLs, on anchors) are untouched.

/// Makes "less than or equal to" a number a prefix operator: `height(relation: <=450)`.
prefix operator <=
/// Makes "greater than or equal to" a number a prefix operator: `below(relation: >=20, to: view)`.
prefix operator >=

/// At most `value`, at required priority: `height(relation: <=450)`.
public prefix func <= (value: Double) -> LayoutConnectionSimpleRelation {
  .lessThanOrEqual(to: value)
}

/// At most `value`, at required priority.
public prefix func <= (value: Int) -> LayoutConnectionSimpleRelation {
  .lessThanOrEqual(to: Double(value))
}

/// At least `value`, at required priority: `below(relation: >=20, to: view)`.
public prefix func >= (value: Double) -> LayoutConnectionSimpleRelation {
  .greaterThanOrEqual(to: value)
}

/// At least `value`, at required priority.
public prefix func >= (value: Int) -> LayoutConnectionSimpleRelation {
  .greaterThanOrEqual(to: Double(value))
}
