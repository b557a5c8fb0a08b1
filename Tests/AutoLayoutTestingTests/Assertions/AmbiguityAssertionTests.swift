import AutoLayoutTesting
import Testing

@Suite struct AmbiguityAssertionTests {
  @Test func passesWhenEveryFrameIsDecided() {
    let layout = SampleLayouts.screen()
    let failures = LayoutFailureSink.capture { assertNoAmbiguousLayout(in: layout.screen) }
    #expect(failures.isEmpty)
  }

  @Test func namesTheAmbiguousViewsAndShowsTheTree() {
    let layout = SampleLayouts.ambiguous()
    let failures = LayoutFailureSink.capture {
      assertNoAmbiguousLayout(in: layout.root, "compact")
    }
    #expect(
      failures.map(\.message) == [
        """
        compact: 1 view has an ambiguous layout:
          loose - AMBIGUOUS LAYOUT for loose.minY
        root (0, 0, 200, 100)
        |   loose (10, 0, 50, 20) - AMBIGUOUS LAYOUT
        """
      ])
  }

  @Test func countsSeveralAmbiguousViews() {
    let layout = SampleLayouts.ambiguous()
    let other = SampleLayouts.named(LayoutView(), "other")
    SampleLayouts.add(other, to: layout.root)
    LayoutConstraint.activate([
      other.topAnchor.constraint(equalTo: layout.root.topAnchor),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    layout.root.layoutIfNeeded()
    let failures = LayoutFailureSink.capture { assertNoAmbiguousLayout(in: layout.root) }
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(failures.count == 1)
    #expect(lines.first == "2 views have an ambiguous layout:")
    #expect(lines.dropFirst().first == "  loose - AMBIGUOUS LAYOUT for loose.minY")
    #expect(lines.dropFirst(2).first?.hasPrefix("  other - AMBIGUOUS LAYOUT for other.") == true)
  }

  @Test func theEnginesDiagnosticIsNotLogged() {
    let layout = SampleLayouts.ambiguous()
    let logged = LayoutDiagnostics.capture {
      _ = LayoutFailureSink.capture { assertNoAmbiguousLayout(in: layout.root) }
      _ = LayoutSnapshot(of: layout.root)
    }
    #expect(logged.isEmpty)
  }

  @Test func recordsASwiftTestingIssue() {
    let layout = SampleLayouts.ambiguous()
    withKnownIssue {
      assertNoAmbiguousLayout(in: layout.root)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "1 view has an ambiguous layout:\n  loose - AMBIGUOUS LAYOUT for loose.minY") == true
    }
  }
}
