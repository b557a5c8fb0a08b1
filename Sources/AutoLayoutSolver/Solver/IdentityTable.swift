/// A hash table from object identity to a small value, with a cheap, deterministic hash.
///
/// The solver looks up variables and constraints by object on every call. Swift's `Dictionary`
/// hashes with per-process random seeds (SipHash), which is robust but slow for pointer keys;
/// pointers are already unique, so mixing their bits with one multiplication is enough. Open
/// addressing with linear probing and backward-shift deletion keeps it allocation-free once
/// grown.
package struct IdentityTable<Value> {
  private var keys: [UInt] = []
  private var values: [Value?] = []
  /// The number of entries.
  package private(set) var count = 0

  /// Creates an empty table.
  package init() {}

  @inline(__always)
  private static func key(_ object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    // Fibonacci hashing: objects are 16-byte aligned, so mix the high bits down.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - bitCount))
  }

  private var bitCount: Int { keys.count.trailingZeroBitCount }

  /// The value stored for `object`.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  package subscript(_ object: AnyObject) -> Value? {
    get {
      guard !keys.isEmpty else { return nil }
      let key = Self.key(object)
      let mask = keys.count - 1
      var index = home(key)
      while true {
        let found = keys[index]
        if found == key { return values[index] }
        if found == 0 { return nil }
        index = (index + 1) & mask
      }
    }
    set {
      if let newValue {
        insert(Self.key(object), newValue)
      } else {
        remove(Self.key(object))
      }
    }
  }

  /// Forgets every entry.
  package mutating func removeAll() {
    self = IdentityTable()
  }

  private mutating func insert(_ key: UInt, _ value: Value) {
    if (count + 1) * 4 > keys.count * 3 { grow() }
    let mask = keys.count - 1
    var index = home(key)
    while true {
      let found = keys[index]
      if found == key {
        values[index] = value
        return
      }
      if found == 0 {
        keys[index] = key
        values[index] = value
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ key: UInt) {
    guard !keys.isEmpty else { return }
    let mask = keys.count - 1
    var index = home(key)
    while keys[index] != key {
      if keys[index] == 0 { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion keeps every probe sequence unbroken without tombstones.
    var hole = index
    var next = (hole + 1) & mask
    while keys[next] != 0 {
      let wanted = home(keys[next])
      // Move the entry into the hole unless its home lies cyclically in (hole, next].
      let distanceToNext = (next - wanted) & mask
      let distanceToHole = (hole - wanted) & mask
      if distanceToHole < distanceToNext {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = 0
    values[hole] = nil
    count -= 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = max(16, keys.count * 2)
    keys = Array(repeating: 0, count: capacity)
    values = Array(repeating: nil, count: capacity)
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 {
      insert(oldKeys[index], oldValues[index]!)
    }
  }
}
