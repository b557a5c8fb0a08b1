// The seed library's helpers on constraints and arrays of constraints.

extension Array where Element: LayoutConstraint {
  /// Activates the constraints in one engine batch.
  public func activate() {
    LayoutConstraint.activate(map { $0 })
  }

  /// Deactivates the constraints in one engine batch.
  public func deactivate() {
    LayoutConstraint.deactivate(map { $0 })
  }
}

extension LayoutConstraint {
  /// Sets the priority and returns the constraint: `width.constraint(equalToConstant: 80)
  /// .priority(.defaultHigh)`.
  public func priority(_ priority: LayoutPriority) -> Self {
    self.priority = priority
    return self
  }

  /// Activates the constraint and returns it.
  @discardableResult
  public func activate() -> Self {
    isActive = true
    return self
  }

  /// Deactivates the constraint and returns it.
  @discardableResult
  public func deactivate() -> Self {
    isActive = false
    return self
  }
}
