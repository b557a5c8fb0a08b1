import AutoLayoutKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Mismatched axes never compile (FlooidLayout §3.7 #4 compiled `a.topAnchor ==
/// b.leadingAnchor` into a `Bool`). The test type-checks a snippet against the modules this
/// test binary was built with and expects an error on exactly the lines marked `// error`, and
/// none on the others (which shows the compiler run works).
///
/// It needs `swiftc` on the `PATH` and the build's `Modules` folder next to the test binary,
/// which is how SwiftPM lays out a build on Linux; elsewhere it is skipped.
@Suite struct CompileRejectionTests {
  static let snippet = """
    import AutoLayoutKit

    func check(a: LayoutView, b: LayoutView, c: LayoutConstraint?) {
      _ = a.topAnchor == b.bottomAnchor
      _ = a.topAnchor == b.leadingAnchor  // error
      _ = a.leadingAnchor == b.centerYAnchor  // error
      _ = a.leadingAnchor == b.trailingAnchor + 8
      _ = a.centerXAnchor <= b.bottomAnchor + 5  // error
      _ = a.widthAnchor == b.heightAnchor * 2
      _ = a.widthAnchor == b.topAnchor  // error
      _ = a.topAnchor == b.widthAnchor * 2  // error
      _ = a.topAnchor == 10  // error
      _ = a.sizeAnchor == b.sizeAnchor
      _ = a.centerAnchor == b.sizeAnchor  // error
      _ = a.horizontalEdgesAnchor == b.verticalEdgesAnchor  // error
      _ = a.edgesAnchor == b.horizontalEdgesAnchor  // error
      _ = a.layout.top == b.layout.bottom + 1
      _ = a.layout.top == b.layout.leading  // error
      _ = a.layout.width == b.layout.top  // error
      _ = a.layout.left >= b.layout.centerY - 3  // error
      _ = a.layout.top * 2  // error
      _ = LayoutConstraint.make { a.bottomAnchor == b.topAnchor }
      _ = LayoutConstraint.make { a.topAnchor == b.leadingAnchor }  // error
      _ = LayoutConstraint.make { c }
      _ = LayoutConstraint.make { true }  // error
    }
    """

  /// The lines of `snippet` marked `// error`, 1-based.
  static var expectedErrorLines: Set<Int> {
    Set(
      snippet.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .filter { $0.element.hasSuffix("// error") }.map { $0.offset + 1 })
  }

  /// The build's module folder, next to the test binary.
  static var modulesFolder: String? {
    guard let binary = CommandLine.arguments.first, let slash = binary.lastIndex(of: "/") else {
      return nil
    }
    let folder = String(binary[..<slash]) + "/Modules"
    return access(folder + "/AutoLayoutKit.swiftmodule", F_OK) == 0 ? folder : nil
  }

  @Test(.enabled(if: modulesFolder != nil)) func mismatchedAxesDoNotCompile() throws {
    let folder = try #require(Self.modulesFolder)
    let directory = try #require(temporaryDirectory())
    let source = directory + "/Snippet.swift"
    let output = directory + "/output.txt"
    try #require(write(Self.snippet, to: source))
    let status = run(
      "swiftc -typecheck -diagnostic-style llvm -swift-version 6 -I '\(folder)' '\(source)' "
        + "> '\(output)' 2>&1")
    let text = try #require(read(output))
    #expect(status != 0, "the snippet must not compile")
    var errorLines = Set<Int>()
    for line in text.split(separator: "\n") where line.contains(": error: ") {
      guard line.hasPrefix(source + ":") else { continue }
      let fields = line.dropFirst(source.count + 1).split(separator: ":")
      if let number = fields.first.flatMap({ Int($0) }) { errorLines.insert(number) }
    }
    #expect(errorLines == Self.expectedErrorLines, "\(text)")
  }

  // MARK: POSIX helpers (no Foundation)

  private func temporaryDirectory() -> String? {
    var template = Array("/tmp/autolayout-dsl-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
      mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
  }

  private func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    return fputs(text, file) >= 0
  }

  private func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Runs a shell command and returns its exit status.
  private func run(_ command: String) -> Int32 {
    var pid = pid_t()
    let arguments = ["/bin/sh", "-c", command]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status
  }
}
