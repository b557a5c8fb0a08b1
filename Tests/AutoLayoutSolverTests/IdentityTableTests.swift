import AutoLayoutSolver
import Testing

/// The identity table the solver finds variables' and constraints' slots in: its hash puts the
/// objects of one kilobyte of memory in neighbouring entries, so densely allocated objects make
/// long runs of occupied entries, which insertion, look-up and backward-shift deletion must all
/// get through.
@Suite struct IdentityTableTests {
  /// An object with no stored property: 16 bytes, the densest that objects can lie.
  final class Tiny {}
  /// An object of a size like a `Variable`'s.
  final class Sized {
    var name = ""
    var value = 0.0
  }

  /// Inserts every object, updates some, removes them in a seeded random order and checks
  /// every look-up against a `Dictionary` after each step of 500.
  private func checkAgainstDictionary(_ objects: [AnyObject], seed: UInt64) {
    var table = IdentityTable<Int32>()
    var expected: [ObjectIdentifier: Int32] = [:]
    func checkAll() {
      #expect(table.count == expected.count)
      for object in objects where table[object] != expected[ObjectIdentifier(object)] {
        Issue.record("\(ObjectIdentifier(object)) reads \(String(describing: table[object]))")
        return
      }
    }
    for (index, object) in objects.enumerated() {
      table[object] = Int32(index)
      expected[ObjectIdentifier(object)] = Int32(index)
    }
    checkAll()
    for index in stride(from: 0, to: objects.count, by: 3) {
      table[objects[index]] = Int32(-index)
      expected[ObjectIdentifier(objects[index])] = Int32(-index)
    }
    checkAll()
    var generator = SplitMix64(seed: seed)
    var order = Array(objects.indices)
    for index in order.indices.reversed() { order.swapAt(index, generator.below(index + 1)) }
    for (step, index) in order.enumerated() {
      table[objects[index]] = nil
      expected[ObjectIdentifier(objects[index])] = nil
      if step % 500 == 0 { checkAll() }
    }
    checkAll()
    #expect(table.count == 0)
  }

  @Test func denselyAllocatedObjectsAreFoundThroughLongRuns() {
    let objects: [AnyObject] = (0..<6000).map { _ in Tiny() }
    checkAgainstDictionary(objects, seed: 1)
  }

  @Test func objectsOfMixedSizesAndGapsAreFound() {
    // Buffers of about a kilobyte between the objects, held until the end, so that the
    // objects spread over many kilobytes (many runs) with uneven spacing.
    var objects: [AnyObject] = []
    var gaps: [[UInt8]] = []
    for index in 0..<6000 {
      objects.append(index % 2 == 0 ? Tiny() : Sized())
      if index % 7 == 0 { gaps.append([UInt8](repeating: 0, count: 900 + index % 300)) }
    }
    withExtendedLifetime(gaps) { checkAgainstDictionary(objects, seed: 2) }
  }

  @Test func reinsertingAfterRemovalFindsTheNewValue() {
    let objects = (0..<2000).map { _ in Tiny() }
    var table = IdentityTable<Int32>()
    for (index, object) in objects.enumerated() { table[object] = Int32(index) }
    for index in stride(from: 0, to: objects.count, by: 2) { table[objects[index]] = nil }
    for index in stride(from: 0, to: objects.count, by: 4) { table[objects[index]] = 7 }
    for (index, object) in objects.enumerated() {
      let wanted: Int32? = index % 4 == 0 ? 7 : index % 2 == 0 ? nil : Int32(index)
      #expect(table[object] == wanted)
    }
    #expect(table.count == 1500)
  }
}
