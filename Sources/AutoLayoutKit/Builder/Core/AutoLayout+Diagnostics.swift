// The builder's debug warnings (inventory §1.8), sent through the engine's diagnostics handler
// as `builderWarning`s. They are compiled into debug builds only, as in the seed library.

extension AutoLayout {
  /// Reports a builder that goes away with connections it never activated.
  func reportNotActivated(_ source: Source) {
    var message =
      "⚠️ AutoLayout has not been activated - was this intentional? Source: "
      + debugName(of: source)
    if let first = connections.first {
      message +=
        " (\(connections.count) connection\(connections.count == 1 ? "" : "s"), "
        + "the first made at \(first.locatedConstraint.location))"
    }
    LayoutDiagnostics.report(LayoutDiagnostic(.builderWarning, message))
  }

  /// Reports a parent-relative call on a view that has no superview; the call adds nothing.
  func reportMissingParent(
    _ what: String, of view: LayoutView, file: StaticString, line: UInt
  ) {
    #if DEBUG
      LayoutDiagnostics.report(
        LayoutDiagnostic(
          .builderWarning,
          "⚠️ trying to constrain \(what) to nil parent of \(debugName(of: view)) at "
            + "\(file):\(line); nothing was added."))
    #endif
  }

  /// Reports a call with a NaN or infinite number; the call adds no connection (none at all
  /// when it makes several, see ``whole(_:)``).
  func reportNonFinite(
    _ type: LayoutConnectionType, constant: Double, multiplier: Double, file: StaticString,
    line: UInt
  ) {
    let number = constant.isFinite ? "multiplier \(multiplier)" : "constant \(constant)"
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .nonFiniteValue,
        "Ignoring the non-finite \(number) for the \(type) of "
          + "\(source.map { debugName(of: $0) } ?? "a released item") at \(file):\(line); "
          + "no connection was made."))
  }

  /// The name logs use for a view or guide: its name and type (`header (LayoutView)`), or its
  /// type and address when it has no name.
  func debugName(of object: AnyObject) -> String {
    let typeName = String(describing: type(of: object))
    if let view = object as? LayoutView {
      return view.name.map { "\($0) (\(typeName))" } ?? view.itemDescription
    }
    if let guide = object as? LayoutGuide {
      return guide.identifier.isEmpty ? guide.itemDescription : "\(guide.identifier) (\(typeName))"
    }
    return typeName
  }
}
