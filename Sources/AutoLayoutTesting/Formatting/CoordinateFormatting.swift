/// Formats a coordinate or length with at most `decimals` decimals and no trailing zeros
/// (`16`, `133.33`, `-0.5`), so the text is the same on every platform.
///
/// Snapshots and pictures use two decimals, which hides the solver's last-bit noise; failure
/// messages use six. Non-finite values print as `nan`, `inf` and `-inf`; values too large for
/// the requested decimals keep Swift's shortest form.
package func formatCoordinate(_ value: Double, decimals: Int = 2) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let decimals = min(max(decimals, 0), 9)
  var unit = 1.0
  for _ in 0..<decimals { unit *= 10 }
  guard abs(value) * unit < 9e18 else { return String(value) }
  let scaled = Int64((value * unit).rounded())
  if scaled == 0 { return "0" }
  let magnitude = scaled.magnitude
  let whole = magnitude / UInt64(unit)
  var fraction = magnitude % UInt64(unit)
  var text = (scaled < 0 ? "-" : "") + String(whole)
  guard fraction != 0 else { return text }
  var digits = decimals
  while fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  let fractionText = String(fraction)
  text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
  return text
}

/// Formats a rectangle as `(x, y, width, height)` with ``formatCoordinate(_:decimals:)``.
package func formatRect(_ rect: Rect, decimals: Int = 2) -> String {
  "(\(formatCoordinate(rect.minX, decimals: decimals)), "
    + "\(formatCoordinate(rect.minY, decimals: decimals)), "
    + "\(formatCoordinate(rect.width, decimals: decimals)), "
    + "\(formatCoordinate(rect.height, decimals: decimals)))"
}

/// Formats a number for a failure message: six decimals at most.
func messageNumber(_ value: Double) -> String { formatCoordinate(value, decimals: 6) }

/// Formats a rectangle for a failure message: six decimals at most.
func messageRect(_ rect: Rect) -> String { formatRect(rect, decimals: 6) }
