import AutoLayoutSolver
import Foundation

/// `autolayout bench FILE... [--repeat K] [--warmup W] [--json] [--statistics]`: times the four
/// phases of each workload on a fresh solver K times and prints the median and best time of
/// each phase. W untimed runs (1 by default) come first, so that the timed runs do not pay for
/// the process's first allocations and cold caches, which on a workload of a few dozen
/// constraints would weigh more than the solver's work.
///
/// With `--json` it prints one JSON object per workload per line, in the shape
/// `kiwi_run.py bench` prints, so the two can be compared side by side. With `--statistics` it
/// also prints the solver's operation counts after the add and suggest phases.
enum BenchCommand {
  static func run(_ arguments: [String]) throws -> Int32 {
    var paths: [String] = []
    var repeatCount = 5
    var warmupCount = 1
    var json = false
    var showStatistics = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--json":
        json = true
      case "--statistics":
        showStatistics = true
      case "--repeat":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw WorkloadError("--repeat needs a positive count")
        }
        repeatCount = count
      case "--warmup":
        guard let value = rest.popFirst(), let count = Int(value), count >= 0 else {
          throw WorkloadError("--warmup needs a count of zero or more")
        }
        warmupCount = count
      case let option where option.hasPrefix("--"):
        throw WorkloadError(
          "unknown bench option \(option) (use --repeat K, --warmup W, --json, --statistics)")
      default:
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { throw WorkloadError("bench needs at least one workload file") }
    var status: Int32 = 0
    if !json {
      print(
        "workload".padding(toLength: 22, withPad: " ", startingAt: 0)
          + "   add ms   solve ms  suggest ms   remove ms   (median of \(repeatCount); best)")
    }
    // Every workload is loaded and warmed up first; then the timed runs take turns, one run of
    // each workload per round, so that a noisy stretch of the machine falls on every workload
    // alike (growth ratios compare workloads measured in the same command).
    let workloads = try paths.map { try Workload(contentsOf: $0) }
    var timesOf = [[WorkloadRun.Phase: [Double]]](repeating: [:], count: workloads.count)
    var errorsOf = [[String]](repeating: [], count: workloads.count)
    for workload in workloads {
      for _ in 0..<warmupCount {
        var run = WorkloadRun(workload)
        do {
          try run.add()
          run.solve()
          try run.suggest()
          try run.remove()
        } catch {
          break  // The timed runs report the refusal.
        }
      }
    }
    for _ in 0..<repeatCount {
      for (index, workload) in workloads.enumerated() {
        var run = WorkloadRun(workload)
        let clock = ContinuousClock()
        do {
          var start = clock.now
          try run.add()
          timesOf[index][.add, default: []].append((clock.now - start).milliseconds)
          if showStatistics { report(run, workload, after: "add") }
          start = clock.now
          run.solve()
          timesOf[index][.solve, default: []].append((clock.now - start).milliseconds)
          start = clock.now
          try run.suggest()
          timesOf[index][.suggest, default: []].append((clock.now - start).milliseconds)
          if showStatistics { report(run, workload, after: "suggest") }
          start = clock.now
          try run.remove()
          timesOf[index][.remove, default: []].append((clock.now - start).milliseconds)
          if showStatistics, workload.removeAll { report(run, workload, after: "remove") }
        } catch {
          errorsOf[index].append("\(error.kind): \(error.error)")
        }
      }
    }
    for (index, workload) in workloads.enumerated() {
      let times = timesOf[index]
      let errors = errorsOf[index]
      if !errors.isEmpty { status = 2 }
      func summary(_ pick: ([Double]) -> Double) -> [WorkloadRun.Phase: Double?] {
        var result: [WorkloadRun.Phase: Double?] = [:]
        for phase in WorkloadRun.Phase.allCases {
          let values = times[phase] ?? []
          result[phase] = values.count == repeatCount ? pick(values) : nil
        }
        return result
      }
      let median = summary { values in
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
      }
      let best = summary { $0.min()! }
      if json {
        func object(_ values: [WorkloadRun.Phase: Double?]) -> String {
          let body = WorkloadRun.Phase.allCases.map { phase in
            let value = values[phase]!.map { String(($0 * 1e4).rounded() / 1e4) } ?? "null"
            return "\"\(phase.rawValue)\": \(value)"
          }
          return "{" + body.joined(separator: ", ") + "}"
        }
        var line =
          "{\"workload\": \(jsonString(workload.name)), \"solver\": \"AutoLayoutSolver\", "
          + "\"repeat\": \(repeatCount), \"unit\": \"ms\", \"counts\": {\"variables\": "
          + "\(workload.variableNames.count), \"constraints\": \(workload.constraints.count), "
          + "\"edits\": \(workload.edits.count), \"steps\": \(workload.suggestions.count)}, "
          + "\"best\": \(object(best)), \"median\": \(object(median))"
        if !errors.isEmpty {
          line +=
            ", \"errors\": [" + Set(errors).sorted().map(jsonString).joined(separator: ", ") + "]"
        }
        print(line + "}")
      } else {
        var line = workload.name.padding(toLength: 22, withPad: " ", startingAt: 0)
        for phase in WorkloadRun.Phase.allCases {
          let text = median[phase]!.map { String(format: "%.3f", $0) } ?? "failed"
          line += text.leftPadded(to: 11)
        }
        let bests = WorkloadRun.Phase.allCases.map { phase in
          best[phase]!.map { String(format: "%.3f", $0) } ?? "-"
        }
        print(line + "   (" + bests.joined(separator: " / ") + ")")
        for error in Set(errors).sorted() { print("  error: \(error)") }
      }
    }
    return status
  }
}

/// Prints the solver's operation counts and sizes to standard error.
private func report(_ run: WorkloadRun, _ workload: Workload, after phase: String) {
  let s = run.solver.statistics
  let sizes = run.solver.sizes
  FileHandle.standardError.write(
    Data(
      ("\(workload.name) after \(phase): \(s.pivots) pivots, \(s.substitutions) substitutions "
        + "touching \(s.rowsTouched) rows (\(s.cellsMerged) cells, \(s.inPlaceAdditions) in place), \(s.phaseOneRows) phase-one "
        + "rows, \(s.columnRebuilds) column rebuilds, \(s.arenaCompactions) arena compactions, "
        + "\(s.cachedColumnMoves) cached column "
        + "moves, \(s.deferredMoves) deferred moves, \(s.cutSimplexRuns) cut simplex runs, \(s.refactorizations) refactorizations (\(s.refactorizationRetries) started again), "
        + "\(s.reroots) reroots (\(s.rerootVisits) variables visited), \(s.sweeps) sweeps, "
        + "\(s.definitionsFollowed) definitions followed, \(s.variablesRefreshed) variables "
        + "refreshed; \(sizes.rows) rows "
        + "(\(run.solver.cellCount) cells in an arena of \(run.solver.arenaLength)), "
        + "\(sizes.definitions) definitions, \(sizes.symbols) symbols\n")
        .utf8))
}

extension String {
  /// The string padded with spaces on the left to `width` characters.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
