/// Whether the engine finds more than one frame for the view. The diagnostic the engine reports
/// for an ambiguous view is captured, not logged: callers show ambiguity their own way.
package func hasAmbiguousLayout(_ view: LayoutView) -> Bool {
  ambiguityTrace(of: view) != nil
}

/// Whether the engine finds more than one rectangle for the guide (its diagnostic captured).
package func hasAmbiguousLayout(_ guide: LayoutGuide) -> Bool {
  var ambiguous = false
  _ = LayoutDiagnostics.capture { ambiguous = guide.hasAmbiguousLayout }
  return ambiguous
}

/// The engine's trace line for an ambiguous view, which names the undecided variables
/// (`title - AMBIGUOUS LAYOUT for title.minY`), or `nil` when the view's frame is decided.
package func ambiguityTrace(of view: LayoutView) -> String? {
  var ambiguous = false
  let diagnostics = LayoutDiagnostics.capture { ambiguous = view.hasAmbiguousLayout }
  guard ambiguous else { return nil }
  let report = diagnostics.last { $0.kind == .ambiguousLayout }
  let line = report?.message.split(separator: "\n").last.map(String.init)
  return line ?? "\(displayName(of: view)) - AMBIGUOUS LAYOUT"
}
