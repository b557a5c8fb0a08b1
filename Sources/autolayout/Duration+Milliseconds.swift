/// Durations as the benchmarks print them.
extension Duration {
  /// The duration in milliseconds, with its sub-second part to the attosecond.
  var milliseconds: Double {
    Double(components.seconds) * 1e3 + Double(components.attoseconds) * 1e-15
  }
}

/// The milliseconds `body` takes to run, on the continuous clock.
func milliseconds(toRun body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return (clock.now - start).milliseconds
}
