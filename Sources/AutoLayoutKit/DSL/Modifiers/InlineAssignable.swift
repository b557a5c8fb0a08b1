/// A result that `-->` can store in a variable as it passes by: a constraint or a composite
/// result.
///
/// ```swift
/// view.topAnchor == container.topAnchor + 20 --> imageTopConstraint
/// ```
public protocol InlineAssignable {}

extension InlineAssignable {
  /// Stores `value` in `variable` and returns it.
  @discardableResult
  public static func --> (value: Self, variable: inout Self) -> Self {
    variable = value
    return value
  }

  /// Stores `value` in an optional (or implicitly unwrapped) `variable` and returns it.
  @discardableResult
  public static func --> (value: Self, variable: inout Self?) -> Self {
    variable = value
    return value
  }
}

extension LayoutConstraint: InlineAssignable {}
