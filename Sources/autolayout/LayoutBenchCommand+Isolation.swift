import AutoLayoutEngine
import Foundation

// Each measurement of `bench-layout` runs in a process of its own unless `--in-process` is
// given: a run that follows the teardown of another allocates its views into the holes the
// previous run left, scattered over the heap, and then pays for the allocator's history rather
// than for the engine's work (on this machine it doubled the first layout of 10,000 views).

extension LayoutBenchCommand {
  /// The hidden subcommand the isolated runs use: `autolayout bench-layout-run SHAPE SIZE
  /// [--export DIR | --frames]` times one scenario and prints its phase times, in milliseconds,
  /// on one line. `--frames` also prints, on standard error, a digest of every view's frame
  /// after the first layout and after the switch (to check that a change to the engine leaves
  /// the frames as they were).
  static func runOne(_ arguments: [String]) throws -> Int32 {
    guard
      arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--export")
        || (arguments.count == 3 && arguments[2] == "--frames"),
      ["flat", "nested"].contains(arguments[0]), let size = Int(arguments[1]), size >= 1
    else {
      throw WorkloadError(
        "bench-layout-run needs SHAPE (flat or nested), SIZE [--export DIR | --frames]")
    }
    let directory = arguments.count == 4 ? arguments[3] : nil
    let printsFrames = arguments.count == 3
    // One untimed run of 100 views first: a new process runs every code path for the first
    // time (page faults on the executable's pages, cold caches), which would land on the
    // timed run's small phases (a one-constant change takes microseconds). A small run leaves
    // the heap almost as fresh as it was.
    _ = measure(shape: arguments[0], size: min(size, 100)) { _ in }
    var exportFailure: String?
    let times = measure(shape: arguments[0], size: size) { scenario in
      if let directory {
        exportFailure = export(scenario, named: "layout-\(arguments[0])-\(size)", to: directory)
      }
      if printsFrames {
        FileHandle.standardError.write(Data("first layout: \(framesDigest(scenario.root))\n".utf8))
      }
    } afterSwitch: { scenario in
      if printsFrames {
        FileHandle.standardError.write(Data("switch: \(framesDigest(scenario.root))\n".utf8))
      }
    }
    if let failure = exportFailure { throw WorkloadError(failure) }
    print(times.map { String($0) }.joined(separator: " "))
    return 0
  }

  /// A digest of the frames of every view of a tree (FNV-1a over their bits, depth first) and
  /// the number of views.
  static func framesDigest(_ root: LayoutView) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var count = 0
    var stack = [root]
    while let view = stack.popLast() {
      count += 1
      let frame = view.frame
      for value in [frame.minX, frame.minY, frame.width, frame.height] {
        hash = (hash ^ value.bitPattern) &* 0x100_0000_01b3
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return "\(String(hash, radix: 16)) (\(count) views)"
  }

  /// Runs one measurement in a new process of this executable and returns its phase times.
  static func measureInChild(shape: String, size: Int, exportDirectory: String?) throws
    -> [Double]
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments =
      ["bench-layout-run", shape, String(size)] + (exportDirectory.map { ["--export", $0] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let times = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard process.terminationStatus == 0, times.count == phases.count else {
      throw WorkloadError(
        "the run of \(shape) \(size) failed (status \(process.terminationStatus)): \(text)")
    }
    return times
  }

  /// Writes a scenario's constraint system as a solver workload; returns a message on failure.
  static func export(_ scenario: Scenario, named name: String, to directory: String) -> String? {
    let text = scenario.root.constraintSystemWorkload(named: name)
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try text.write(toFile: "\(directory)/\(name).json", atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "cannot write \(directory)/\(name).json: \(error)"
    }
  }

  /// The path of the running executable.
  static var executablePath: String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}
