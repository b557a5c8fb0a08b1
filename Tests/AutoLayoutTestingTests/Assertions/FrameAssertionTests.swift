import AutoLayoutTesting
import Testing

@Suite struct FrameAssertionTests {
  @Test func assertFramePassesOnTheSolvedFrame() {
    let layout = SampleLayouts.screen()
    let failures = LayoutFailureSink.capture {
      assertFrame(of: layout.header, equals: Rect(x: 0, y: 40, width: 400, height: 40))
      assertFrame(of: layout.card, equals: Rect(x: 40, y: 40, width: 220, height: 140))
    }
    #expect(failures.isEmpty)
  }

  @Test func assertFrameNamesTheViewAndEveryPartThatIsOff() {
    let layout = SampleLayouts.screen()
    let failures = LayoutFailureSink.capture {
      assertFrame(of: layout.sidebar, equals: Rect(x: 0, y: 80, width: 120, height: 200))
    }
    #expect(
      failures.map(\.message) == [
        "frame of sidebar is (0, 80, 100, 220), expected (0, 80, 120, 200) ± 0.001 "
          + "(width off by -20, height off by +20)"
      ])
  }

  @Test func assertFrameAcceptsDifferencesWithinTheTolerance() {
    let view = LayoutView(frame: Rect(x: 10.4, y: 0, width: 100, height: 50))
    let within = LayoutFailureSink.capture {
      assertFrame(of: view, equals: Rect(x: 10, y: 0, width: 100, height: 50), tolerance: 0.5)
    }
    let beyond = LayoutFailureSink.capture {
      assertFrame(of: view, equals: Rect(x: 10, y: 0, width: 100, height: 50), tolerance: 0.25)
    }
    #expect(within.isEmpty)
    #expect(
      beyond.map(\.message) == [
        "frame of unnamed LayoutView is (10.4, 0, 100, 50), expected (10, 0, 100, 50) ± 0.25 "
          + "(x off by +0.4)"
      ])
  }

  @Test func assertFramePutsTheCallersMessageFirst() {
    let view = LayoutView(frame: .zero)
    view.name = "badge"
    let failures = LayoutFailureSink.capture {
      assertFrame(of: view, equals: Rect(x: 1, y: 0, width: 0, height: 0), "after rotation")
    }
    #expect(
      failures.map(\.message) == [
        "after rotation: frame of badge is (0, 0, 0, 0), expected (1, 0, 0, 0) ± 0.001 "
          + "(x off by -1)"
      ])
  }

  @Test func aNegativeOrNaNToleranceIsAFailureNotACrash() {
    let view = LayoutView(frame: .zero)
    let failures = LayoutFailureSink.capture {
      assertFrame(of: view, equals: .zero, tolerance: -1)
      assertFrames([view: .zero], tolerance: .nan)
    }
    #expect(
      failures.map(\.message) == [
        "the tolerance -1 is not a finite, non-negative number",
        "the tolerance nan is not a finite, non-negative number",
      ])
  }

  @Test func aNaNFrameNeverPasses() {
    let view = LayoutView(frame: Rect(x: .nan, y: 0, width: 1, height: 1))
    view.name = "broken"
    let failures = LayoutFailureSink.capture {
      assertFrame(of: view, equals: Rect(x: 0, y: 0, width: 1, height: 1), tolerance: 1)
    }
    #expect(
      failures.map(\.message) == [
        "frame of broken is (nan, 0, 1, 1), expected (0, 0, 1, 1) ± 1 (x off by nan)"
      ])
  }

  @Test func assertFramesReportsEveryViewThatIsOffInOneFailure() {
    let layout = SampleLayouts.screen()
    let passing = LayoutFailureSink.capture {
      assertFrames([
        layout.header: Rect(x: 0, y: 40, width: 400, height: 40),
        layout.sidebar: Rect(x: 0, y: 80, width: 100, height: 220),
        layout.content: Rect(x: 100, y: 80, width: 300, height: 220),
      ])
    }
    let failing = LayoutFailureSink.capture {
      assertFrames([
        layout.header: Rect(x: 0, y: 40, width: 400, height: 40),
        layout.sidebar: Rect(x: 0, y: 80, width: 90, height: 220),
        layout.content: Rect(x: 90, y: 80, width: 310, height: 220),
      ])
    }
    #expect(passing.isEmpty)
    #expect(
      failing.map(\.message) == [
        """
        2 of 3 frames differ (± 0.001):
          sidebar: (0, 80, 100, 220), expected (0, 80, 90, 220) (width off by +10)
          content: (100, 80, 300, 220), expected (90, 80, 310, 220) (x off by +10, width off by -10)
        """
      ])
  }

  @Test func assertFramesInATreeFindsViewsByName() {
    let layout = SampleLayouts.screen()
    let passing = LayoutFailureSink.capture {
      assertFrames(
        in: layout.screen,
        [
          "screen": Rect(x: 0, y: 0, width: 400, height: 300),
          "card": Rect(x: 40, y: 40, width: 220, height: 140),
        ])
    }
    let failing = LayoutFailureSink.capture {
      assertFrames(
        in: layout.screen,
        [
          "card": Rect(x: 40, y: 40, width: 220, height: 150),
          "footer": Rect(x: 0, y: 260, width: 400, height: 40),
        ], "compact")
    }
    #expect(passing.isEmpty)
    #expect(
      failing.map(\.message) == [
        """
        compact: 2 of 2 frames differ (± 0.001):
          card: (40, 40, 220, 140), expected (40, 40, 220, 150) (height off by -10)
          footer: no view with this name in the tree
        """
      ])
  }

  @Test func assertFrameRecordsAnIssueInSwiftTesting() {
    let layout = SampleLayouts.screen()
    withKnownIssue {
      assertFrame(of: layout.header, equals: Rect(x: 0, y: 0, width: 400, height: 40))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "frame of header is (0, 40, 400, 40), expected (0, 0, 400, 40) ± 0.001 (y off by +40)"
      ]
    }
  }
}
