import Synchronization

/// An object whose slot a solver keeps on the object itself (see ``ObjectSlots``):
/// ``Variable`` and ``Constraint``.
package protocol SlotHinted: AnyObject {
  /// The object's slot hint: 0, or the tag of the table that holds the object and its slot
  /// there (see ``ObjectSlots``).
  var slotHint: Atomic<UInt64> { get }
}

extension SlotHinted {
  /// The slot hint's current value.
  @inline(__always)
  package func loadSlotHint() -> UInt64 { slotHint.load(ordering: .relaxed) }

  /// Replaces the slot hint with `desired` if it is `expected`; returns whether it did.
  @inline(__always)
  package func exchangeSlotHint(expected: UInt64, desired: UInt64) -> Bool {
    slotHint.compareExchange(expected: expected, desired: desired, ordering: .relaxed).exchanged
  }

  /// Sets the slot hint to 0. Only the table that holds the hint calls this: no other table
  /// writes a hint that is not 0, so a plain store is enough (no locked exchange, which waits
  /// for every pending store of the thread).
  @inline(__always)
  package func clearSlotHint() { slotHint.store(0, ordering: .relaxed) }
}

/// The slots a solver gives its variables or constraints, found through the objects
/// themselves.
///
/// The solver looks an object up on every call that names one (adding and removing a
/// constraint, reading a value). Through a hash table each look-up reads an entry of a table
/// as large as the system, which at ten thousand views is a cache miss of its own; the object,
/// by contrast, is at hand: the solver retains it when it joins and releases it when it leaves,
/// which touches the same cache line. So each object carries one hint, the tag of the table
/// that holds it and its slot there, and the table reads that first. An object can be held by
/// several solvers at once (and by solvers on several threads): the first to take the hint
/// (an atomic exchange from 0) keeps it until the object leaves it, and the others keep the
/// object in an identity table, as every solver did before. A table's tag is unique among the
/// live tables, so a hint with this table's tag was written by this table and is current.
///
/// A table gives its hints back (``releaseHints(of:)``) before it goes away or is emptied, so
/// that the objects can take a hint in the next solver they join; a copy of a table (a copied
/// solver) takes a tag of its own and holds every object in its identity table
/// (``retag(holding:)``).
struct ObjectSlots<Object: SlotHinted> {
  /// How many bits of a hint hold the slot; the tag takes the other 40. Objects in higher slots
  /// (a solver of more than 16 million constraints) are kept in the identity table.
  private static var slotBits: UInt64 { 24 }
  /// This table's tag (never 0: a hint of 0 is nobody's).
  private var tag: UInt64
  /// The objects whose hint another table holds.
  private var others = IdentityTable<Int32>()
  /// The number of objects held.
  private(set) var count = 0

  /// Creates an empty table with a tag of its own.
  init() {
    tag = Self.newTag()
  }

  /// A tag no live table has: 2⁴⁰ of them are given before one comes round again, which takes
  /// days of making nothing but tables.
  private static func newTag() -> UInt64 {
    while true {
      let tag = _tags.wrappingAdd(1, ordering: .relaxed).newValue & (1 << (64 - slotBits) - 1)
      if tag != 0 { return tag }
    }
  }

  /// The slot of `object`, or `nil` when the table does not hold it.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  subscript(_ object: Object) -> Int32? {
    self[object, hint: object.loadSlotHint()]
  }

  /// The slot of `object`, whose slot hint the caller has read (`hint`), or `nil` when the
  /// table does not hold it.
  ///
  /// A solver's methods read the hint before they reach into the solver's tables: the
  /// optimizer takes an atomic load for a call that may change anything, so a table borrowed
  /// from the solver around one is copied first (every array of the variable table retained
  /// and released, at each ``Solver/value(of:)-(Variable)``).
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  subscript(_ object: Object, hint hint: UInt64) -> Int32? {
    if hint >> Self.slotBits == tag {
      return Int32(truncatingIfNeeded: hint & (1 << Self.slotBits - 1))
    }
    return others[object]
  }

  /// Holds `object`, which the table does not hold yet, in `slot`.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func insert(_ object: Object, slot: Int32) {
    count += 1
    if UInt64(slot) < 1 << Self.slotBits,
      object.exchangeSlotHint(expected: 0, desired: tag << Self.slotBits | UInt64(slot))
    {
      return
    }
    others[object] = slot
  }

  /// Lets go of `object`, which the table holds.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func remove(_ object: Object) {
    count -= 1
    if object.loadSlotHint() >> Self.slotBits == tag {
      object.clearSlotHint()
    } else {
      others[object] = nil
    }
  }

  /// Gives back the hints this table holds among `objects` (every object it holds), so that
  /// they are free for the next table; the table must not be used afterwards but to be
  /// dropped or replaced.
  ///
  /// - Complexity: O(`objects`).
  func releaseHints<Objects: Sequence>(of objects: Objects) where Objects.Element == Object? {
    for object in objects {
      guard let object else { continue }
      if object.loadSlotHint() >> Self.slotBits == tag { object.clearSlotHint() }
    }
  }

  /// Makes this table, a copy of another, independent of it: a tag of its own, and every
  /// object of `objects` (each held object at its slot, `nil` for a free slot) in the identity
  /// table, since their hints belong to the original.
  ///
  /// - Complexity: O(`objects`).
  mutating func retag<Objects: Sequence>(holding objects: Objects)
  where Objects.Element == Object? {
    tag = Self.newTag()
    others = IdentityTable()
    for (slot, object) in objects.enumerated() {
      if let object { others[object] = Int32(slot) }
    }
  }
}

/// The last tag given to an ``ObjectSlots`` table.
private let _tags = Atomic<UInt64>(0)

extension Variable: SlotHinted {}

extension Constraint: SlotHinted {}
