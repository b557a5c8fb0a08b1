// Switching a builder's connections on and off, removing them, and replacing them.

extension AutoLayout {
  /// The connections' constraints.
  var constraints: [LayoutConstraint] { connections.map(\.constraint) }

  /// Activates every connection in one engine batch (one solver transaction per view tree).
  @discardableResult
  public func activate() -> Self {
    // Inside `replace`, the new connections join when it ends, after the old ones have left.
    if !isReplacing { LayoutConstraint.activate(constraints) }
    isActive = true
    wasActivated = true
    return self
  }

  /// Deactivates every connection and keeps them, so that ``activate()`` can switch them back
  /// on: the way to switch between alternative layouts.
  @discardableResult
  public func deactivate() -> Self {
    LayoutConstraint.deactivate(constraints)
    isActive = false
    return self
  }

  /// Deactivates every connection and forgets them: ``connections`` is empty afterwards and
  /// ``activate()`` does nothing until new calls add connections. Works for views and guides.
  public func destroy() {
    LayoutConstraint.deactivate(constraints)
    connections = []
    isActive = false
  }

  /// Replaces every connection with the ones `build` makes, in one engine batch.
  ///
  /// `build` receives this builder, emptied; the calls it chains become the new connections. If
  /// the builder is active, the old constraints are deactivated and the new ones activated in
  /// the same solver transaction, so no duplicate and no intermediate layout is left behind;
  /// if it is not, the old connections are deactivated (should any be active) and the new ones
  /// wait for ``activate()``.
  ///
  /// ```swift
  /// headerLayout.replace { $0.top().left().right().heightToParent(multiplier: 0.5) }
  /// ```
  ///
  /// `build` may end with the chain (its result is ignored) or return nothing. A chain that
  /// ends with ``activate()``, as the seed's did after `destroy()`, activates the new
  /// connections when `replace` ends, never while the old ones are active.
  @discardableResult
  public func replace<Ignored>(_ build: (AutoLayout<Source>) -> Ignored) -> Self {
    let old = constraints
    connections = []
    let enclosing = isReplacing
    isReplacing = true
    _ = build(self)
    isReplacing = enclosing
    let new = constraints
    // Inside another `replace` of this builder, that one switches the sets when it ends.
    if enclosing {
      LayoutConstraint.deactivate(old)
      return self
    }
    inOneBatch(old) {
      LayoutConstraint.deactivate(old)
      if isActive { LayoutConstraint.activate(new) }
    }
    return self
  }
}

/// Runs `body` inside one solver batch of every engine the active `constraints` belong to, so
/// that the engines re-optimize once at the end.
func inOneBatch(_ constraints: [LayoutConstraint], _ body: () -> Void) {
  var engines: [LayoutEngine] = []
  for constraint in constraints {
    if let engine = constraint.installation?.engine, !engines.contains(where: { $0 === engine }) {
      engines.append(engine)
    }
  }
  func run(_ index: Int) {
    guard index < engines.count else { return body() }
    engines[index].solver.batch { run(index + 1) }
  }
  run(0)
}
