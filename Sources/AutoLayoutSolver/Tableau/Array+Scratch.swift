extension Array {
  /// Empties a scratch array and keeps its storage, like `removeAll(keepingCapacity: true)`,
  /// whose general range replacement costs tens of instructions, but skipped when the array is
  /// empty already: most of the solver's scratch lists are, most of the time.
  ///
  /// The engine's scratch lists use it too (hence `package` and inlinable).
  ///
  /// - Complexity: O(1) when empty, else O(*n*) for elements that need destroying.
  @inlinable @inline(__always)
  package mutating func clearKeepingCapacity() {
    if !isEmpty { emptyKeepingCapacity() }
  }

  /// Empties a non-empty scratch array, keeping its storage: a short one from its end, element
  /// by element (a few instructions each), since the range replacement costs some seventy
  /// whatever the length. Kept out of line, so that the callers' code stays small.
  @inlinable @inline(never)
  mutating func emptyKeepingCapacity() {
    if count <= 8 {
      repeat { removeLast() } while !isEmpty
    } else {
      removeAll(keepingCapacity: true)
    }
  }
}
