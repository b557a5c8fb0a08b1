// `LayoutConstraint.activate { }` and `LayoutConstraint.make { }`.

extension LayoutConstraint {
  /// Builds constraints and activates them as one batch.
  ///
  /// - Returns: The activated constraints, in order.
  @discardableResult
  public static func activate(
    @LayoutConstraintsBuilder constraintsBuilder: () -> [LayoutConstraint]
  ) -> [LayoutConstraint] {
    let made = constraintsBuilder()
    activate(made)
    return made
  }

  /// Builds constraints and returns them inactive, to activate later (for example, one of two
  /// alternative layouts).
  public static func make(@LayoutConstraintsBuilder constraintsBuilder: () -> [LayoutConstraint])
    -> [LayoutConstraint]
  {
    constraintsBuilder()
  }
}
