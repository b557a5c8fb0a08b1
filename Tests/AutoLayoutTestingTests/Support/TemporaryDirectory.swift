import Foundation

/// Runs `body` with a fresh, empty folder that is deleted afterwards.
func withTemporaryDirectory<Result>(_ body: (String) throws -> Result) rethrows -> Result {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("AutoLayoutTestingTests-\(UUID().uuidString)", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url.path)
}

/// The contents of a text file, or `nil` when it cannot be read.
func contentsOfFile(_ path: String) -> String? {
  guard let data = FileManager.default.contents(atPath: path) else { return nil }
  return String(data: data, encoding: .utf8)
}
