/// Formats one coordinate or length for a geometry type's `description`.
///
/// This is `Double.description` (`10.0`, `0.5`, `-3.25`), the same text CoreGraphics' Swift types
/// print; it switches to exponent form only outside ordinary layout magnitudes (below `0.0001` or
/// at least 2^53 in absolute value).
func formatGeometry(_ value: Double) -> String {
  value.description
}
