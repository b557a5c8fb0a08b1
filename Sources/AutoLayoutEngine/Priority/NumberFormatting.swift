/// Formats a number the way descriptions print it: integers without a fraction (`8`, `-16`),
/// others in Swift's shortest round-tripping form (`0.5`, `133.33333333333334`).
func formatNumber(_ value: Double) -> String {
  if abs(value) < 1e15, Double(Int64(value)) == value {
    return String(Int64(value))
  }
  return String(value)
}
