// The engine's list of built-in guides (margins, safe area, readable content), in the order they
// joined, with removal in constant time: a subtree of thousands of views leaving the tree takes
// thousands of guides off the list, and a search for each made that quadratic.

extension LayoutEngine {
  /// How many guides ``guides`` lists.
  package var listedGuideCount: Int { guides.count - unlistedGuideCount }

  /// Puts `guide` at the end of ``guides``.
  ///
  /// - Complexity: O(1) amortized.
  func listGuide(_ guide: LayoutGuide) {
    guide.guideListIndex = Int32(guides.count)
    guides.append(guide)
  }

  /// Takes `guide` off ``guides``: its entry becomes `nil`, so the others keep their order, and
  /// the list is compacted once half of it is `nil`.
  ///
  /// - Complexity: O(1) amortized.
  func unlistGuide(_ guide: LayoutGuide) {
    let index = Int(guide.guideListIndex)
    guide.guideListIndex = -1
    guard index >= 0, index < guides.count, guides[index] === guide else { return }
    guides[index] = nil
    unlistedGuideCount += 1
    if unlistedGuideCount > 16, unlistedGuideCount * 2 > guides.count { compactGuides() }
  }

  /// Drops the `nil` entries of ``guides``, keeping the order of the others.
  ///
  /// - Complexity: O(entries).
  private func compactGuides() {
    var kept = 0
    for index in guides.indices {
      guard let guide = guides[index] else { continue }
      guide.guideListIndex = Int32(kept)
      guides[kept] = guide
      kept += 1
    }
    guides.removeLast(guides.count - kept)
    unlistedGuideCount = 0
  }
}
