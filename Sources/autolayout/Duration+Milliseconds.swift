/// Durations as the benchmarks print them.
extension Duration {
  /// The duration in milliseconds, with its sub-second part to the attosecond.
  var milliseconds: Double {
    Double(components.seconds) * 1e3 + Double(components.attoseconds) * 1e-15
  }
}
