/// How a stack's last generation of constraints becomes the next one: which old constraints are
/// kept (their constants changed in place), which specs need a new constraint, and which old
/// constraints go.
///
/// A spec keeps the active old constraint that is the same but for its constant. Each section of
/// the specs is compared with the same section of the last generation from both ends, field by
/// field; only what lies between the common prefix and the common suffix is matched by key,
/// across sections (an axis change moves a constraint from one section to another), and only
/// that middle of the generation is rewritten.
struct StackConstraintDiff {
  /// The new constraints (inactive), in the order of the specs.
  private(set) var fresh: [LayoutConstraint] = []
  /// The active old constraints that no spec wants, in the last generation's order.
  private(set) var stale: [LayoutConstraint] = []
  /// The kept constraints whose constant changes, with their new constant, in the order of the
  /// specs.
  private(set) var constantChanges: [(constraint: LayoutConstraint, constant: Double)] = []
  /// How many specs the comparison from both ends of their section left to matching by key.
  private(set) var unpairedCount = 0
  /// The length of each section's common prefix and suffix.
  private var ends: [(prefix: Int, suffix: Int)] = []
  /// What replaces each section's middle: kept and new constraints, in the order of the specs.
  private var middles: [[LayoutConstraint]] = []

  /// The most comparisons the matching by key makes one by one before it hashes instead.
  private static let linearMatchingLimit = 256

  /// Compares `specs`, cut into ``StackConstraintSection``s at `specSectionEnds`, with the last
  /// generation, cut at `sectionEnds`, and rewrites `generation` into the next one: one
  /// constraint per spec, in order, kept or new (so `specSectionEnds` cuts it). A last
  /// generation cut otherwise (the first one, empty) is compared as a whole.
  ///
  /// - Complexity: O(*s* + *o*) field comparisons for *s* specs and *o* old constraints, plus
  ///   O(*m*) hashes for the *m* specs and old constraints between the common prefixes and
  ///   suffixes of the sections (O(*m*²) comparisons while that is at most 256), the new
  ///   constraints made, and one move of the generation's tail per section whose middle
  ///   changed: a change to one arranged view of a long stack makes, hashes and reference-counts
  ///   only the constraints around it.
  ///
  /// - Parameter oldSpecs: The specs the last generation was made from, one per constraint,
  ///   when the constraints are known to be exactly those specs still (see
  ///   ``StackView/generationIsPristine``): the common prefixes and suffixes are then found by
  ///   comparing specs with specs, side by side in two arrays, without reading a constraint.
  init(
    updating generation: inout [LayoutConstraint], sectionEnds: [Int],
    to specs: [StackConstraintSpec], specSectionEnds: [Int],
    oldSpecs: [StackConstraintSpec]? = nil
  ) {
    let oldEnds =
      sectionEnds.count == specSectionEnds.count && sectionEnds.last == generation.count
      ? sectionEnds : Array(repeating: generation.count, count: specSectionEnds.count)
    let oldSpecs = oldSpecs?.count == generation.count ? oldSpecs : nil
    // The old constraints are read through unretained references (the array holds them):
    // thousands of comparisons must not count references.
    generation.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<LayoutConstraint>.self) { old in
        compare(specs, specSectionEnds, with: old, oldEnds, oldSpecs: oldSpecs)
      }
    }
    // Only the middles are rewritten, from the last section back so earlier positions hold.
    for section in specSectionEnds.indices.reversed() {
      let oldStart = section == 0 ? 0 : oldEnds[section - 1]
      let range = (oldStart + ends[section].prefix)..<(oldEnds[section] - ends[section].suffix)
      if range.isEmpty && middles[section].isEmpty { continue }
      generation.replaceSubrange(range, with: middles[section])
    }
  }

  /// Finds each section's common prefix and suffix, matches the specs and old constraints left
  /// between them, and notes the middles, the new, stale and changed constraints.
  private mutating func compare(
    _ specs: [StackConstraintSpec], _ specSectionEnds: [Int],
    with old: UnsafeBufferPointer<Unmanaged<LayoutConstraint>>, _ oldSectionEnds: [Int],
    oldSpecs: [StackConstraintSpec]?
  ) {
    // The pairs of the common prefixes and suffixes whose constants differ (old position,
    // spec index), when the old specs are known: noted in the same pass as the comparison of
    // the other fields, which reads each spec once. Suffixes are listed from their ends.
    var prefixConstants: [(old: Int, spec: Int)] = []
    var suffixConstants: [(old: Int, spec: Int)] = []
    var constantEnds: [(prefix: Int, suffix: Int)] = []
    let sections = specSectionEnds.indices
    ends.reserveCapacity(specSectionEnds.count)
    var unpairedSpecs: [Int] = []
    var unpairedOld: [Int] = []
    var oldStart = 0
    var specStart = 0
    for section in sections {
      let (oldEnd, specEnd) = (oldSectionEnds[section], specSectionEnds[section])
      let limit = min(oldEnd - oldStart, specEnd - specStart)
      var prefix = 0
      var suffix = 0
      if let oldSpecs {
        while prefix < limit {
          let (position, index) = (oldStart + prefix, specStart + prefix)
          guard specs[index].matches(oldSpecs[position]) else { break }
          if specs[index].constant != oldSpecs[position].constant {
            prefixConstants.append((position, index))
          }
          prefix += 1
        }
        while suffix < limit - prefix {
          let (position, index) = (oldEnd - 1 - suffix, specEnd - 1 - suffix)
          guard specs[index].matches(oldSpecs[position]) else { break }
          if specs[index].constant != oldSpecs[position].constant {
            suffixConstants.append((position, index))
          }
          suffix += 1
        }
        constantEnds.append((prefixConstants.count, suffixConstants.count))
      } else {
        while prefix < limit, specs[specStart + prefix].matches(old[oldStart + prefix]) {
          prefix += 1
        }
        while suffix < limit - prefix,
          specs[specEnd - 1 - suffix].matches(old[oldEnd - 1 - suffix])
        {
          suffix += 1
        }
      }
      ends.append((prefix, suffix))
      unpairedSpecs.append(contentsOf: (specStart + prefix)..<(specEnd - suffix))
      for index in (oldStart + prefix)..<(oldEnd - suffix)
      where old[index]._withUnsafeGuaranteedRef({ $0.installation != nil }) {
        unpairedOld.append(index)
      }
      (oldStart, specStart) = (oldEnd, specEnd)
    }
    unpairedCount = unpairedSpecs.count
    let (matches, taken) = StackConstraintDiff.match(
      unpairedSpecs, of: specs, with: unpairedOld, of: old)

    // The middles, section by section, and the constants that change, in the order of the specs.
    middles.reserveCapacity(specSectionEnds.count)
    var slot = 0
    oldStart = 0
    specStart = 0
    for section in sections {
      let (oldEnd, specEnd) = (oldSectionEnds[section], specSectionEnds[section])
      let (prefix, suffix) = ends[section]
      // The prefix's changes of constant, then the middle's, then the suffix's: in the order of
      // the specs.
      if oldSpecs != nil {
        let first = section == 0 ? (prefix: 0, suffix: 0) : constantEnds[section - 1]
        for (position, index) in prefixConstants[first.prefix..<constantEnds[section].prefix] {
          constantChanges.append((old[position].takeUnretainedValue(), specs[index].constant))
        }
      } else {
        for offset in 0..<prefix {
          noteConstant(of: old[oldStart + offset], for: specs[specStart + offset])
        }
      }
      var middle: [LayoutConstraint] = []
      middle.reserveCapacity(specEnd - suffix - specStart - prefix)
      for index in (specStart + prefix)..<(specEnd - suffix) {
        if let match = matches[slot] {
          noteConstant(of: old[match], for: specs[index])
          middle.append(old[match].takeUnretainedValue())
        } else {
          let constraint = specs[index].makeConstraint()
          fresh.append(constraint)
          middle.append(constraint)
        }
        slot += 1
      }
      if oldSpecs != nil {
        let first = section == 0 ? (prefix: 0, suffix: 0) : constantEnds[section - 1]
        for (position, index) in suffixConstants[first.suffix..<constantEnds[section].suffix]
          .reversed()
        {
          constantChanges.append((old[position].takeUnretainedValue(), specs[index].constant))
        }
      } else {
        for offset in stride(from: suffix, to: 0, by: -1) {
          noteConstant(of: old[oldEnd - offset], for: specs[specEnd - offset])
        }
      }
      middles.append(middle)
      (oldStart, specStart) = (oldEnd, specEnd)
    }
    for (position, index) in unpairedOld.enumerated() where !taken[position] {
      stale.append(old[index].takeUnretainedValue())
    }
  }

  /// Notes a change of constant for an old constraint kept for `spec`.
  private mutating func noteConstant(
    of constraint: Unmanaged<LayoutConstraint>, for spec: StackConstraintSpec
  ) {
    if constraint._withUnsafeGuaranteedRef({ $0.storedConstant != spec.constant }) {
      constantChanges.append((constraint.takeUnretainedValue(), spec.constant))
    }
  }

  /// Matches each spec of `specs` listed in `wanted` with the first active old constraint listed
  /// in `candidates` (in order) that is the spec but for its constant and that no earlier spec
  /// took. Returns each wanted spec's match (an index into `old`) and which candidates were taken.
  ///
  /// - Complexity: O(*w* × *c*) comparisons for *w* wanted specs and *c* candidates while that is
  ///   at most ``linearMatchingLimit``, O(*w* + *c*) hashes beyond.
  private static func match(
    _ wanted: [Int], of specs: [StackConstraintSpec], with candidates: [Int],
    of old: UnsafeBufferPointer<Unmanaged<LayoutConstraint>>
  ) -> (matches: [Int?], taken: [Bool]) {
    var matches = [Int?](repeating: nil, count: wanted.count)
    var taken = [Bool](repeating: false, count: candidates.count)
    guard !wanted.isEmpty, !candidates.isEmpty else { return (matches, taken) }
    if wanted.count * candidates.count <= linearMatchingLimit {
      for (slot, index) in wanted.enumerated() {
        for (position, candidate) in candidates.enumerated()
        where !taken[position] && specs[index].matches(old[candidate]) {
          taken[position] = true
          matches[slot] = candidate
          break
        }
      }
      return (matches, taken)
    }
    // The first candidate of each key, and the next candidate with the same key after each one.
    var heads: [StackConstraintSpec.Key: Int] = [:]
    heads.reserveCapacity(candidates.count)
    var next = [Int](repeating: -1, count: candidates.count)
    for position in candidates.indices.reversed() {
      let key = old[candidates[position]]._withUnsafeGuaranteedRef { StackConstraintSpec.Key($0) }
      if let head = heads.updateValue(position, forKey: key) { next[position] = head }
    }
    for (slot, index) in wanted.enumerated() {
      let key = StackConstraintSpec.Key(specs[index])
      guard let position = heads[key] else { continue }
      taken[position] = true
      matches[slot] = candidates[position]
      heads[key] = next[position] >= 0 ? next[position] : nil
    }
    return (matches, taken)
  }
}
