/// A hash table from object identity to a small value, with a cheap, deterministic hash.
///
/// The solver looks up variables and constraints by object on every call. Swift's `Dictionary`
/// hashes with per-process random seeds (SipHash), which is robust but slow for pointer keys;
/// pointers are already unique, so one multiplication of their higher bits is enough, and
/// their low bits keep neighbouring objects in neighbouring entries (see `home(_:)`). Open
/// addressing with linear probing and backward-shift deletion keeps it allocation-free once
/// grown. Each key is stored beside its value, so that a look-up in a table too big for the
/// cache misses once, not once for the key and once more for the value.
package struct IdentityTable<Value> {
  /// A key (0 for an empty entry) and its value.
  private struct Entry {
    var key: UInt
    var value: Value?
  }
  private var entries: [Entry] = []
  /// The number of entries.
  package private(set) var count = 0

  /// Creates an empty table.
  package init() {}

  @inline(__always)
  private static func key(_ object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  /// The entry a key's probe starts at.
  ///
  /// Objects of one kilobyte of memory (64 slots of 16 bytes) start at neighbouring entries of
  /// one run, and the runs of different kilobytes are spread by Fibonacci hashing of the
  /// address's higher bits. The solver looks objects up in about the order they were made
  /// (constraints added as they were written, removed newest first), and neighbouring objects
  /// then share the table's cache lines and pages instead of each missing alone: adding
  /// `independent-10000` takes 8% less, removing it 14% less, small systems the same. A
  /// kilobyte holds a few objects, so a run is sparse and runs of different kilobytes seldom
  /// pile up; hashing every address to an unrelated entry that way instead (`key >> 5`)
  /// made probe runs so long that adding `independent-10000` took up to four times as long.
  @inline(__always)
  private func home(_ key: UInt) -> Int {
    let run = ((key >> 10) &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - bitCount)
    return Int(truncatingIfNeeded: run &+ ((key >> 4) & 63)) & (entries.count - 1)
  }

  private var bitCount: Int { entries.count.trailingZeroBitCount }

  /// The value stored for `object`.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  package subscript(_ object: AnyObject) -> Value? {
    get {
      guard !entries.isEmpty else { return nil }
      let key = Self.key(object)
      let mask = entries.count - 1
      var index = home(key)
      while true {
        let found = entries[index].key
        if found == key { return entries[index].value }
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
    if (count + 1) * 4 > entries.count * 3 { grow() }
    let mask = entries.count - 1
    var index = home(key)
    while true {
      let found = entries[index].key
      if found == key {
        entries[index].value = value
        return
      }
      if found == 0 {
        entries[index] = Entry(key: key, value: value)
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ key: UInt) {
    guard !entries.isEmpty else { return }
    let mask = entries.count - 1
    var index = home(key)
    while entries[index].key != key {
      if entries[index].key == 0 { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion keeps every probe sequence unbroken without tombstones.
    var hole = index
    var next = (hole + 1) & mask
    while entries[next].key != 0 {
      let wanted = home(entries[next].key)
      // Move the entry into the hole unless its home lies cyclically in (hole, next].
      let distanceToNext = (next - wanted) & mask
      let distanceToHole = (hole - wanted) & mask
      if distanceToHole < distanceToNext {
        entries[hole] = entries[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    entries[hole] = Entry(key: 0, value: nil)
    count -= 1
  }

  private mutating func grow() {
    let old = entries
    let capacity = max(16, entries.count * 2)
    entries = Array(repeating: Entry(key: 0, value: nil), count: capacity)
    count = 0
    for entry in old where entry.key != 0 {
      insert(entry.key, entry.value!)
    }
  }
}
