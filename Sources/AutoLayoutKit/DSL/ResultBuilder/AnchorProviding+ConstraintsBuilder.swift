// `view.constraints { }` and `guide.constraints { }`: build constraints for an item and activate
// them as one batch.

extension AnchorProviding where Self: LayoutView {
  /// Turns off ``LayoutView/translatesAutoresizingMaskIntoConstraints``, builds constraints with
  /// the view and activates them as one batch.
  ///
  /// ```swift
  /// image.constraints { view in
  ///   view.centerTopAnchor == container.centerTopAnchor
  ///   view.sizeAnchor == container.sizeAnchor -- 20
  /// }
  /// ```
  ///
  /// - Parameter constraintsBuilder: Receives the view (typed as its own class) and lists the
  ///   constraints.
  /// - Returns: The activated constraints, in order.
  @discardableResult
  public func constraints(
    @LayoutConstraintsBuilder constraintsBuilder: (Self) -> [LayoutConstraint]
  ) -> [LayoutConstraint] {
    translatesAutoresizingMaskIntoConstraints = false
    let made = constraintsBuilder(self)
    LayoutConstraint.activate(made)
    return made
  }
}

extension AnchorProviding where Self: LayoutGuide {
  /// Builds constraints with the guide and activates them as one batch.
  ///
  /// - Parameter constraintsBuilder: Receives the guide and lists the constraints.
  /// - Returns: The activated constraints, in order.
  @discardableResult
  public func constraints(
    @LayoutConstraintsBuilder constraintsBuilder: (Self) -> [LayoutConstraint]
  ) -> [LayoutConstraint] {
    let made = constraintsBuilder(self)
    LayoutConstraint.activate(made)
    return made
  }
}
