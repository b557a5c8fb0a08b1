// Lifecycle calls on arrays of builders: one engine batch for all of them.

extension Array {
  /// Activates every builder's connections in one engine batch.
  @discardableResult
  public func activate<Source>() -> Self where Element == AutoLayout<Source> {
    LayoutConstraint.activate(allConstraints())
    for builder in self {
      builder.isActive = true
      builder.wasActivated = true
    }
    return self
  }

  /// Deactivates every builder's connections in one engine batch, keeping them.
  @discardableResult
  public func deactivate<Source>() -> Self where Element == AutoLayout<Source> {
    LayoutConstraint.deactivate(allConstraints())
    for builder in self { builder.isActive = false }
    return self
  }

  /// Deactivates every builder's connections in one engine batch and empties the builders.
  public func destroy<Source>() where Element == AutoLayout<Source> {
    LayoutConstraint.deactivate(allConstraints())
    for builder in self {
      builder.connections = []
      builder.isActive = false
    }
  }

  /// Every builder's connections, in order.
  public func connections<Source>() -> [Connection] where Element == AutoLayout<Source> {
    flatMap(\.connections)
  }

  /// Every builder's constraints, in one array.
  func allConstraints<Source>() -> [LayoutConstraint] where Element == AutoLayout<Source> {
    var all: [LayoutConstraint] = []
    all.reserveCapacity(reduce(0) { $0 + $1.connections.count })
    for builder in self {
      for connection in builder.connections { all.append(connection.locatedConstraint) }
    }
    return all
  }
}
