import AutoLayoutTesting
import Testing

@Suite struct ConnectionAssertionTests {
  /// A header pinned to the top of a 400 × 300 screen, 40 points down and 40 tall, and the line
  /// of the builder call.
  private func header() -> (screen: LayoutView, layout: AutoLayout<LayoutView>, line: UInt) {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let header = LayoutView()
    header.name = "header"
    let line: UInt = #line + 1
    let layout = header.autoLayout(in: screen).top(40).left().right().height(40).activate()
    screen.layoutIfNeeded()
    return (screen, layout, line)
  }

  @Test func passesOnTheConnectionsTheBuilderMade() {
    let built = header()
    let failures = LayoutFailureSink.capture {
      assertConnections(
        of: built.layout,
        [
          ExpectedConnection(.top, .equal, 40), ExpectedConnection(.left),
          ExpectedConnection(.right), ExpectedConnection(.height, .equal, 40),
        ])
      assertConnection(
        built.layout.firstHeightConnection, is: ExpectedConnection(.height, .equal, 40))
    }
    #expect(failures.isEmpty)
  }

  @Test func listsEveryConnectionThatDiffersWithWhereItWasMade() {
    let built = header()
    let failures = LayoutFailureSink.capture {
      assertConnections(
        of: built.layout,
        [
          ExpectedConnection(.top, .equal, 44), ExpectedConnection(.leading),
          ExpectedConnection(.right), ExpectedConnection(.height, .equal, 40, priority: 750),
        ])
    }
    let made = "made at AutoLayoutTestingTests/ConnectionAssertionTests.swift:\(built.line)"
    #expect(
      failures.map(\.message) == [
        """
        3 of 4 connections of header differ:
          #1 top == 40 (\(made)), expected top == 44
          #2 left == 0 (\(made)), expected leading == 0
          #4 height == 40 (\(made)), expected height == 40, priority 750
        """
      ])
  }

  @Test func reportsMissingAndUnexpectedConnections() {
    let built = header()
    let made = "made at AutoLayoutTestingTests/ConnectionAssertionTests.swift:\(built.line)"
    let failures = LayoutFailureSink.capture {
      assertConnections(of: built.layout, [ExpectedConnection(.top, .equal, 40)])
      assertConnections(
        of: built.layout,
        [
          ExpectedConnection(.top, .equal, 40), ExpectedConnection(.left),
          ExpectedConnection(.right), ExpectedConnection(.height, .equal, 40),
          ExpectedConnection(.centerX, multiplier: 0.5),
        ], "wide")
    }
    #expect(
      failures.map(\.message) == [
        """
        header has 4 connections, expected 1:
          #2 left == 0 (\(made)) was not expected
          #3 right == 0 (\(made)) was not expected
          #4 height == 40 (\(made)) was not expected
        """,
        """
        wide: header has 4 connections, expected 5:
          #5 missing, expected centerX == 0, multiplier 0.5
        """,
      ])
  }

  @Test func checksTheBuildersSignConventionAndRelations() {
    let screen = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let footer = LayoutView()
    footer.name = "footer"
    let layout = footer.autoLayout(in: screen).bottom(8).height(relation: <=60)
      .width(to: screen, multiplier: 0.5, priority: .defaultHigh).activate()
    let failures = LayoutFailureSink.capture {
      assertConnections(
        of: layout,
        [
          ExpectedConnection(.bottom, .equal, -8),
          ExpectedConnection(.height, .lessThanOrEqual, 60),
          ExpectedConnection(.width, multiplier: 0.5, priority: .defaultHigh),
        ])
    }
    #expect(failures.isEmpty)
    #expect(layout.firstBottomConnection?.value == 8)
  }

  @Test func aMissingOrDifferentSingleConnectionFails() {
    let built = header()
    let line = built.line
    let failures = LayoutFailureSink.capture {
      assertConnection(built.layout.firstWidthConnection, is: ExpectedConnection(.width))
      assertConnection(
        built.layout.firstTopConnection, is: ExpectedConnection(.top, .greaterThanOrEqual, 40))
      assertConnection(
        built.layout.firstTopConnection, is: ExpectedConnection(.top, .equal, 40.4),
        tolerance: 0.5)
    }
    #expect(
      failures.map(\.message) == [
        "no connection, expected width == 0",
        "connection top == 40 (made at AutoLayoutTestingTests/ConnectionAssertionTests.swift:"
          + "\(line)), expected top >= 40",
      ])
  }

  @Test func recordsASwiftTestingIssue() {
    let built = header()
    withKnownIssue {
      assertConnection(built.layout.firstTopConnection, is: ExpectedConnection(.top))
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("connection top == 40 (made at ") == true
    }
  }
}
