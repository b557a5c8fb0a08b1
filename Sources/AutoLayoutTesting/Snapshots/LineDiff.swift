/// A line-by-line difference between two texts, printed like `diff -u`: hunks of changed lines
/// (`-` reference, `+` actual) with a few unchanged lines of context.
public struct LineDiff: Sendable, Hashable {
  /// One line of the difference.
  public enum Line: Sendable, Hashable {
    /// A line both texts have.
    case unchanged(String)
    /// A line only the old text has.
    case removed(String)
    /// A line only the new text has.
    case added(String)
  }

  /// Every line of both texts, in order, each marked as kept, removed or added.
  public let lines: [Line]

  /// The number of lines compared with a full longest-common-subsequence table; longer changed
  /// regions are shown as all removed, then all added.
  static let tableLimit = 4_000_000

  /// Compares two lists of lines.
  public init(from old: [String], to new: [String]) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    lines =
      old[..<prefix].map(Line.unchanged) + LineDiff.middle(oldMiddle, newMiddle)
      + old[(old.count - suffix)...].map(Line.unchanged)
  }

  /// Compares two texts line by line.
  public init(from old: String, to new: String) {
    self.init(from: splitLines(old), to: splitLines(new))
  }

  /// Whether the texts differ.
  public var hasChanges: Bool {
    lines.contains { if case .unchanged = $0 { false } else { true } }
  }

  /// The difference as text: `@@ -a,b +c,d @@` hunk headers, then the changed lines with
  /// `context` unchanged lines around them, each prefixed by `-`, `+` or a space.
  public func unified(context: Int = 2) -> String {
    let context = max(0, context)
    let changed = lines.indices.filter { if case .unchanged = lines[$0] { false } else { true } }
    guard !changed.isEmpty else { return "" }
    // Group changed lines whose context overlaps into hunks.
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(0, index - context)
      let high = min(lines.count - 1, index + context)
      if let last = hunks.last, low <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...high
      } else {
        hunks.append(low...high)
      }
    }
    // Line numbers in each text where every diff line starts.
    var oldNumbers: [Int] = []
    var newNumbers: [Int] = []
    var oldLine = 1
    var newLine = 1
    for line in lines {
      oldNumbers.append(oldLine)
      newNumbers.append(newLine)
      switch line {
      case .unchanged:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    var output: [String] = []
    for hunk in hunks {
      var oldCount = 0
      var newCount = 0
      var body: [String] = []
      for line in lines[hunk] {
        switch line {
        case .unchanged(let text):
          oldCount += 1
          newCount += 1
          body.append(" " + text)
        case .removed(let text):
          oldCount += 1
          body.append("-" + text)
        case .added(let text):
          newCount += 1
          body.append("+" + text)
        }
      }
      let oldStart = oldCount == 0 ? oldNumbers[hunk.lowerBound] - 1 : oldNumbers[hunk.lowerBound]
      let newStart = newCount == 0 ? newNumbers[hunk.lowerBound] - 1 : newNumbers[hunk.lowerBound]
      output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      output += body
    }
    return output.joined(separator: "\n")
  }

  /// The difference of two texts that share no first or last line.
  private static func middle(_ old: [String], _ new: [String]) -> [Line] {
    if old.isEmpty { return new.map(Line.added) }
    if new.isEmpty { return old.map(Line.removed) }
    guard old.count * new.count <= tableLimit else {
      return old.map(Line.removed) + new.map(Line.added)
    }
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    let width = new.count + 1
    var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
      if old[i] == new[j] {
        result.append(.unchanged(old[i]))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    result += old[i...].map(Line.removed)
    result += new[j...].map(Line.added)
    return result
  }
}

/// Splits a text into lines, accepting `\n` and `\r\n`; a final newline adds no empty line.
func splitLines(_ text: String) -> [String] {
  guard !text.isEmpty else { return [] }
  // "\r\n" is a single Character in Swift, so both separators are matched as characters.
  var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    .map(String.init)
  if lines.last == "" { lines.removeLast() }
  return lines
}
