/// A tiny seeded pseudo-random generator (SplitMix64), so that randomized tests replay exactly
/// from their seed on every platform and Swift version.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound > 0).
  mutating func below(_ bound: Int) -> Int {
    Int((next() >> 11) % UInt64(bound))
  }

  /// A number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with probability `percent / 100`.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One element of a non-empty collection.
  mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element where C.Index == Int {
    elements[elements.startIndex + below(elements.count)]
  }
}
