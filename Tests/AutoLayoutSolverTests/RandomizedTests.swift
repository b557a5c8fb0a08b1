import AutoLayoutSolver
import Testing

/// Hundreds of small random systems and call sequences (see ``RandomSession``), checked after
/// every call: invariants, required constraints, the model of what the solver holds, atomicity
/// of refused calls, refusals exactly when the required constraints cannot hold (with a minimal
/// conflict in add order), optimality against an independent lexicographic LP oracle, and at the
/// end the same error totals as a fresh solver and an empty solver after removing everything.
@Suite struct RandomizedTests {
  /// Seeds are split into chunks that run in parallel.
  static let chunks = 0..<8
  static let sessionsPerChunk = 50

  /// Known solver bugs, recognised by what a failed session reports.
  static let knownBugs: [(signature: String, comment: String)] = [
    (
      "restricted basic",
      "bug: a required constraint solved for an unrestricted variable whose column holds "
        + "restricted rows leaves the tableau infeasible (see ErrorTests."
        + "anInfeasibleRequiredConstraintIsRefused)"
    ),
    (
      "a refused call changed the solver inside a batch",
      "bug: a refused setConstant optimizes the batch's pending changes first (see "
        + "AtomicityTests.aRefusedSetConstantInsideABatchChangesNothing)"
    ),
    (
      "is registered but unreferenced",
      "bug: a variable whose coefficients cancel stays registered (see "
        + "SolverBasicsTests.cancellingTermsLeaveNothingBehind)"
    ),
  ]

  /// Seeds whose sessions run into a known invariant-breaking bug (all of them in the first list
  /// of ``knownBugs``). With internal checks the solver would stop the process there, so those
  /// builds skip them; the normal build runs them and records the known issues.
  static let seedsHittingKnownBugs: Set<UInt64> = [
    12, 14, 1017, 1025, 1031, 1034, 1038, 2001, 2007, 2017, 2034, 2036, 3005, 3010, 3017, 3029,
    4005, 4016, 4018, 4042, 6004, 6012, 6047, 6048, 7004, 7025, 7030, 7034,
  ]

  /// Runs sessions and records each failure, as a known issue when it matches a known bug.
  /// Returns the number of sessions, refusals and calls.
  static func runSessions(
    seeds: some Sequence<UInt64>, allowsCancellingTerms: Bool = false
  ) -> (sessions: Int, unsatisfiable: Int, calls: Int) {
    var totals = (sessions: 0, unsatisfiable: 0, calls: 0)
    var unknownFailures = 0
    for seed in seeds where !(solverChecksInvariants && seedsHittingKnownBugs.contains(seed)) {
      let session = RandomSession(seed: seed, allowsCancellingTerms: allowsCancellingTerms)
      session.run()
      totals.sessions += 1
      totals.unsatisfiable += session.unsatisfiableCount
      totals.calls += session.callCount
      guard let failure = session.failure else { continue }
      if let bug = knownBugs.first(where: { failure.contains($0.signature) }) {
        withKnownIssue(Comment(rawValue: bug.comment), isIntermittent: true) {
          Issue.record(Comment(rawValue: failure))
        }
      } else {
        Issue.record(Comment(rawValue: failure))
        unknownFailures += 1
        if unknownFailures >= 3 { break }
      }
    }
    return totals
  }

  @Test(arguments: chunks)
  func randomSessionsKeepEveryPromise(chunk: Int) {
    let first = UInt64(chunk * 1_000)
    let totals = Self.runSessions(seeds: first..<first + UInt64(Self.sessionsPerChunk))
    // The generator must exercise refusals and a fair number of calls, or the test is weak.
    #expect(totals.sessions >= Self.sessionsPerChunk - 5)
    #expect(totals.unsatisfiable > 0)
    #expect(totals.calls > Self.sessionsPerChunk * 20)
  }

  @Test(
    .disabled(
      if: solverChecksInvariants,
      "the known bug of SolverBasicsTests.cancellingTermsLeaveNothingBehind stops the process"))
  func randomSessionsWithCancellingTerms() {
    let totals = Self.runSessions(seeds: 50_000..<50_060, allowsCancellingTerms: true)
    #expect(totals.sessions == 60)
    #expect(totals.calls > 60 * 20)
  }
}
