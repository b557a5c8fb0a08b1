import AutoLayoutTesting
import Testing

@Suite struct DiagnosticsAssertionTests {
  /// A 100-point-wide root with a child asked to be both 50 and 60 points wide.
  private func conflictingWidths() -> LayoutView {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutView()
    child.name = "child"
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 50),
      child.widthAnchor.constraint(equalToConstant: 60),
    ])
    return root
  }

  @Test func noUnsatisfiableConstraintsPassesOnAConsistentLayout() {
    let failures = LayoutFailureSink.capture {
      let root = assertNoUnsatisfiableConstraints { SampleLayouts.screen().screen }
      #expect(root.name == "screen")
    }
    #expect(failures.isEmpty)
  }

  @Test func noUnsatisfiableConstraintsFailsOnConflictingRequiredConstraints() {
    let failures = LayoutFailureSink.capture {
      assertNoUnsatisfiableConstraints { conflictingWidths().layoutIfNeeded() }
    }
    #expect(failures.count == 1)
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.first == "1 unsatisfiable-constraint diagnostic was reported:")
    #expect(
      lines.dropFirst().first?.hasPrefix("Unable to simultaneously satisfy constraints") == true)
    #expect(lines.contains { $0.contains("child.width == 50") })
  }

  @Test func noUnsatisfiableConstraintsQuotesEveryMessage() {
    let failures = LayoutFailureSink.capture {
      assertNoUnsatisfiableConstraints("setup") {
        LayoutDiagnostics.report(LayoutDiagnostic(.unsatisfiableConstraints, "first conflict"))
        LayoutDiagnostics.report(LayoutDiagnostic(.unsatisfiableConstraints, "second conflict"))
      }
    }
    #expect(
      failures.map(\.message) == [
        "setup: 2 unsatisfiable-constraint diagnostics were reported:\nfirst conflict\n"
          + "second conflict"
      ])
  }

  @Test func otherDiagnosticsPassThroughToTheSurroundingHandler() {
    var failures: [LayoutFailure] = []
    let outer = LayoutDiagnostics.capture {
      failures = LayoutFailureSink.capture {
        assertNoUnsatisfiableConstraints {
          LayoutDiagnostics.report(LayoutDiagnostic(.invalidPriority, "priority 2000"))
          LayoutDiagnostics.report(LayoutDiagnostic(.unsatisfiableConstraints, "conflict"))
          LayoutDiagnostics.report(LayoutDiagnostic(.nonFiniteValue, "constant nan"))
        }
      }
    }
    #expect(outer.map(\.message) == ["priority 2000", "constant nan"])
    #expect(
      failures.map(\.message) == ["1 unsatisfiable-constraint diagnostic was reported:\nconflict"])
  }

  @Test func noUnsatisfiableConstraintsRecordsASwiftTestingIssue() {
    withKnownIssue {
      assertNoUnsatisfiableConstraints {
        LayoutDiagnostics.report(LayoutDiagnostic(.unsatisfiableConstraints, "conflict"))
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "1 unsatisfiable-constraint diagnostic was reported:\nconflict"
      ]
    }
  }

  @Test func assertDiagnosticsPassesOnTheExpectedKinds() {
    let view = LayoutView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    var diagnostics: [LayoutDiagnostic] = []
    let failures = LayoutFailureSink.capture {
      diagnostics = assertDiagnostics([.invalidPriority, .nonFiniteValue]) {
        constraint.priority = LayoutPriority(2000)
        constraint.constant = .infinity
      }
    }
    #expect(failures.isEmpty)
    #expect(diagnostics.map(\.kind) == [.invalidPriority, .nonFiniteValue])
    #expect(constraint.priority == .required)
    #expect(constraint.constant == 10)
  }

  @Test func assertDiagnosticsListsWhatWasReportedInstead() {
    let failures = LayoutFailureSink.capture {
      assertDiagnostics([.nonFiniteValue]) {
        LayoutDiagnostics.report(LayoutDiagnostic(.invalidPriority, "priority 2000"))
        LayoutDiagnostics.report(LayoutDiagnostic(.builderWarning, "never activated"))
      }
      assertDiagnostics([.invalidPriority]) {}
    }
    #expect(
      failures.map(\.message) == [
        """
        expected diagnostics [nonFiniteValue], got [invalidPriority, builderWarning]:
          invalidPriority: priority 2000
          builderWarning: never activated
        """,
        "expected diagnostics [invalidPriority], got []",
      ])
  }

  @Test func assertNoDiagnosticsReturnsTheResultAndFailsOnAnyDiagnostic() {
    let failures = LayoutFailureSink.capture {
      let value = assertNoDiagnostics { 42 }
      #expect(value == 42)
      assertNoDiagnostics("layout") {
        LayoutDiagnostics.report(LayoutDiagnostic(.ambiguousLayout, "loose"))
      }
    }
    #expect(
      failures.map(\.message) == [
        "layout: expected diagnostics [], got [ambiguousLayout]:\n  ambiguousLayout: loose"
      ])
  }

  @Test func assertDiagnosticFindsAKindAndAMessageFragment() {
    let captured = [
      LayoutDiagnostic(.invalidPriority, "The priority 2000 is outside 1...1000"),
      LayoutDiagnostic(.nonFiniteValue, "Ignoring the non-finite constant inf"),
    ]
    let failures = LayoutFailureSink.capture {
      assertDiagnostic(in: captured, ofKind: .invalidPriority, containing: "outside 1...1000")
      assertDiagnostic(in: captured, ofKind: .nonFiniteValue)
      assertDiagnostic(in: captured, ofKind: .invalidPriority, containing: "constant")
      assertDiagnostic(in: [], ofKind: .builderWarning)
    }
    #expect(
      failures.map(\.message) == [
        """
        no invalidPriority diagnostic containing "constant" among 2 captured:
          invalidPriority: The priority 2000 is outside 1...1000
          nonFiniteValue: Ignoring the non-finite constant inf
        """,
        "no builderWarning diagnostic among 0 captured",
      ])
  }
}
