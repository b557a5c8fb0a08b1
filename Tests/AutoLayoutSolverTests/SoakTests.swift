import AutoLayoutSolver
import Foundation
import Testing

/// Long random sessions on larger systems, skipped unless `AUTOLAYOUT_SOAK` names how many
/// sessions each of the 16 chunks runs. They check what ``RandomizedTests`` checks after every
/// call, on 30 to 60 variables, where the rows fill in and the solver refactorizes; run them in
/// a release build, e.g. `AUTOLAYOUT_SOAK=4 swift test -c release --filter SoakTests`.
@Suite struct SoakTests {
  static let sessionsPerChunk = ProcessInfo.processInfo.environment["AUTOLAYOUT_SOAK"]
    .flatMap { Int($0) }

  @Test(.enabled(if: sessionsPerChunk != nil), arguments: 0..<16)
  func longSessionsOnLargerSystemsKeepEveryPromise(chunk: Int) {
    let count = UInt64(Self.sessionsPerChunk ?? 0)
    let first = UInt64(500_000 + chunk * 10_000)
    let totals = RandomizedTests.runSessions(
      seeds: first..<first + count, variableCount: 30...60, initialConstraints: 60...180,
      steps: 60)
    #expect(totals.sessions == Int(count))
  }
}
