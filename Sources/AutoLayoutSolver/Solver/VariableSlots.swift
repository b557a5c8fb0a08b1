/// The variable slots one constraint mentions, each once: up to four held inline, more in an
/// array.
///
/// Nearly every layout constraint mentions at most four variables (two edges of two items), so
/// a record holds them without a heap allocation of its own: adding and removing tens of
/// thousands of constraints then allocates and frees that many fewer small blocks, which is what
/// the allocator has to walk through when a removal frees them all at once.
struct VariableSlots: RandomAccessCollection {
  private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
  private var overflow: [Int32]? = nil
  /// The number of slots.
  private(set) var count = 0

  /// Holds `slots`, inline when there are at most four.
  ///
  /// - Complexity: O(`slots.count`).
  init(_ slots: [Int32]) {
    count = slots.count
    switch slots.count {
    case 0: break
    case 1: inline = (slots[0], 0, 0, 0)
    case 2: inline = (slots[0], slots[1], 0, 0)
    case 3: inline = (slots[0], slots[1], slots[2], 0)
    case 4: inline = (slots[0], slots[1], slots[2], slots[3])
    default: overflow = slots
    }
  }

  /// The first index (0).
  var startIndex: Int { 0 }
  /// One past the last index.
  var endIndex: Int { count }

  /// The slot at `position`.
  ///
  /// - Complexity: O(1).
  subscript(position: Int) -> Int32 {
    if let overflow { return overflow[position] }
    precondition(position >= 0 && position < count, "slot index out of range")
    switch position {
    case 0: return inline.0
    case 1: return inline.1
    case 2: return inline.2
    default: return inline.3
    }
  }
}
