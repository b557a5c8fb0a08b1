/// A seeded generator (a 64-bit linear congruential one with the high bits taken), so that a
/// failing random test replays from its seed.
struct SeededGenerator {
  var state: UInt64

  /// The next number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
