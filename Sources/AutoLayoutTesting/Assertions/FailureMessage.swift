/// Puts the caller's message (if any) before an assertion's own text: `"after rotation: …"`.
func failureMessage(_ text: String, _ userMessage: String) -> String {
  userMessage.isEmpty ? text : "\(userMessage): \(text)"
}

/// Why two rectangles differ beyond a tolerance: `"height off by -20"`, or `nil` when they
/// agree within it.
func frameDifference(_ actual: Rect, _ expected: Rect, tolerance: Double) -> String? {
  let parts: [(String, Double, Double)] = [
    ("x", actual.minX, expected.minX), ("y", actual.minY, expected.minY),
    ("width", actual.width, expected.width), ("height", actual.height, expected.height),
  ]
  let off = parts.compactMap { name, value, wanted -> String? in
    let delta = value - wanted
    // A NaN never passes: `!(abs(delta) <= tolerance)` is true for it.
    guard !(abs(delta) <= tolerance) else { return nil }
    return "\(name) off by \(delta > 0 ? "+" : "")\(messageNumber(delta))"
  }
  return off.isEmpty ? nil : off.joined(separator: ", ")
}

/// The text for a tolerance that cannot be used, or `nil` for a valid one.
func invalidToleranceMessage(_ tolerance: Double) -> String? {
  tolerance.isFinite && tolerance >= 0
    ? nil : "the tolerance \(messageNumber(tolerance)) is not a finite, non-negative number"
}
