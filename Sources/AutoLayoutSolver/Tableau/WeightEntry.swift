/// One objective coefficient: the weight of a symbol at one priority level.
struct WeightEntry {
  /// The level id (see ``LevelTable``).
  var level: Int32
  /// The coefficient at that level.
  var value: Double
}

/// A ``WeightEntry`` packed into 12 bytes (its weight as two halves, so that no padding follows
/// the level): a symbol's four inline entries take 48 bytes instead of 64.
struct PackedWeightEntry {
  /// The level id (see ``LevelTable``).
  var level: Int32
  private var low: UInt32
  private var high: UInt32

  /// Packs `value` at `level`.
  @inline(__always)
  init(level: Int32, value: Double) {
    self.level = level
    let bits = value.bitPattern
    low = UInt32(truncatingIfNeeded: bits)
    high = UInt32(truncatingIfNeeded: bits >> 32)
  }

  /// Packs `entry`.
  @inline(__always)
  init(_ entry: WeightEntry) { self.init(level: entry.level, value: entry.value) }

  /// The coefficient at the level.
  @inline(__always)
  var value: Double {
    get { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
    set {
      let bits = newValue.bitPattern
      low = UInt32(truncatingIfNeeded: bits)
      high = UInt32(truncatingIfNeeded: bits >> 32)
    }
  }

  /// The entry unpacked.
  @inline(__always)
  var entry: WeightEntry { WeightEntry(level: level, value: value) }
}
