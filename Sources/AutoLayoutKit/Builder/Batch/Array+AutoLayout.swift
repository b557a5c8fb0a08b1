// Lifecycle calls on arrays of builders: one engine batch for all of them.

extension Array {
  /// Activates every builder's connections in one engine batch.
  @discardableResult
  public func activate<Source>() -> Self where Element == AutoLayout<Source> {
    LayoutConstraint.activate(flatMap(\.constraints))
    for builder in self {
      builder.isActive = true
      builder.wasActivated = true
    }
    return self
  }

  /// Deactivates every builder's connections in one engine batch, keeping them.
  @discardableResult
  public func deactivate<Source>() -> Self where Element == AutoLayout<Source> {
    LayoutConstraint.deactivate(flatMap(\.constraints))
    for builder in self { builder.isActive = false }
    return self
  }

  /// Deactivates every builder's connections in one engine batch and empties the builders.
  public func destroy<Source>() where Element == AutoLayout<Source> {
    LayoutConstraint.deactivate(flatMap(\.constraints))
    for builder in self {
      builder.connections = []
      builder.isActive = false
    }
  }

  /// Every builder's connections, in order.
  public func connections<Source>() -> [Connection] where Element == AutoLayout<Source> {
    flatMap(\.connections)
  }
}
