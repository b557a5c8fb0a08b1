// The operators and precedence groups of the FlooidLayout-style DSL. `==`, `<=`, `>=`, `+`, `-`
// and `*` are Swift's own operators with their standard precedences; only these four are new.

/// The precedence of `-->`, which stores a constraint in a variable: lower than the comparisons
/// and than `--!`, so it always comes last in a chain.
precedencegroup ConstraintAssignmentPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: LogicalConjunctionPrecedence
}

/// The precedence of `--!`, which sets a property of a constraint: after the comparison that
/// makes the constraint, before `-->`.
precedencegroup ConstraintPropertyModifierPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: ConstraintAssignmentPrecedence
}

/// Stores a constraint (or a composite result) in a variable and returns it:
/// `a.topAnchor == b.topAnchor --> topConstraint`.
infix operator --> : ConstraintAssignmentPrecedence

/// Sets a priority or an identifier on a constraint, or activates it:
/// `a.widthAnchor == 100 --! .priority(.defaultHigh)`.
infix operator --! : ConstraintPropertyModifierPrecedence

/// Adds twice the value to a size's constant (`width ++ 10` grows by 20), or moves edges outward.
infix operator ++ : AdditionPrecedence

/// Subtracts twice the value from a size's constant (`width -- 10` shrinks by 20), or insets
/// edges.
infix operator -- : AdditionPrecedence
