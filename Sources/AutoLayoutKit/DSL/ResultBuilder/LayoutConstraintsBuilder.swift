/// The result builder of `view.constraints { }`, `guide.constraints { }`,
/// `LayoutConstraint.activate { }` and `LayoutConstraint.make { }` (FlooidLayout's
/// `NSLayoutConstraintsBuilder`): every statement that yields a ``LayoutConstraintsAccumulation``
/// adds its constraints, in order. `if`, `if`/`else`, `switch`, `for` loops, optionals and
/// `if #available` all work.
@resultBuilder
public enum LayoutConstraintsBuilder {
  /// One statement's constraints.
  public static func buildExpression<Part: LayoutConstraintsAccumulation>(_ part: Part)
    -> [LayoutConstraint]
  {
    part.asMultipleConstraints
  }

  /// The constraints of a block's statements, in order.
  public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
    parts.flatMap { $0 }
  }

  /// The constraints of an `if` without `else`, or none.
  public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
    part ?? []
  }

  /// The constraints of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] {
    part
  }

  /// The constraints of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] {
    part
  }

  /// The constraints of every iteration of a `for` loop, in order.
  public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
    parts.flatMap { $0 }
  }

  /// The constraints of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] {
    part
  }
}
