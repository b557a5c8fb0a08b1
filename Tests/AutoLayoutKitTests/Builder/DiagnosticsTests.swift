import AutoLayoutKit
import Testing

// The builder's debug warnings, captured from the engine's diagnostics handler. The tests of the
// warnings run in debug builds only, where the warnings are compiled in (`swift test -c release`
// skips them).

@Suite struct DiagnosticsTests {
  @Test(.enabled(if: builderWarningsAreCompiledIn, "the warnings are in debug builds only"))
  func aBuilderThatGoesAwayUnactivatedWarnsWithTheSourcesName() {
    let root = makeRoot(100, 100)
    let header = makeView("header", in: root)
    var line = 0
    let messages = LayoutDiagnostics.capture {
      line = #line + 1
      _ = header.autoLayout.top().height(20)
    }
    #expect(
      messages == [
        LayoutDiagnostic(
          .builderWarning,
          "⚠️ AutoLayout has not been activated - was this intentional? Source: header "
            + "(LayoutView) (2 connections, the first made at "
            + "AutoLayoutKitTests/DiagnosticsTests.swift:\(line))")
      ])
  }

  @Test(.enabled(if: builderWarningsAreCompiledIn, "the warnings are in debug builds only"))
  func anUnnamedSourceIsNamedByTypeAndAddress() {
    let root = makeRoot(100, 100)
    let view = BaseView()
    root.addSubview(view)
    let address = String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
    var line = 0
    let messages = LayoutDiagnostics.capture {
      line = #line + 1
      _ = view.autoLayout.width(20)
    }
    #expect(
      messages.map(\.message) == [
        "⚠️ AutoLayout has not been activated - was this intentional? Source: "
          + "BaseView:0x\(address) (1 connection, the first made at "
          + "AutoLayoutKitTests/DiagnosticsTests.swift:\(line))"
      ])
  }

  @Test func noWarningWhenActivatedDestroyedEmptyOrTheSourceIsGone() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    let messages = LayoutDiagnostics.capture {
      _ = view.autoLayout.top().activate()
      view.autoLayout.left().destroy()
      _ = view.autoLayout
      _ = view.autoLayout.width(1).activate().deactivate()
      var gone: LayoutView? = LayoutView()
      let layout = gone!.autoLayout.width(10)
      gone?.layoutIfNeeded()
      gone = nil
      _ = layout
    }
    #expect(messages.isEmpty)
  }

  @Test(.enabled(if: builderWarningsAreCompiledIn, "the warnings are in debug builds only"))
  func parentCallsWithoutASuperviewWarnAndAddNothing() {
    let lonely = makeView("lonely")
    var line = 0
    var layout: AutoLayout<LayoutView>?
    let messages = LayoutDiagnostics.capture {
      line = #line + 1
      layout = lonely.autoLayout.top()
      _ = layout!.bottom(relation: 1).left().right(relation: 1).leading().trailing(relation: 1)
        .centerVertically().centerHorizontally(relation: 1).widthToParent().heightToParent()
        .fillParent().fillParent(EdgeInsets.zero).fillParent(relation: 1)
    }
    #expect(layout?.connections.isEmpty == true)
    #expect(messages.count == 13)
    #expect(messages.allSatisfy { $0.kind == .builderWarning })
    #expect(
      messages.first?.message
        == "⚠️ trying to constrain top to nil parent of lonely (LayoutView) at "
        + "AutoLayoutKitTests/DiagnosticsTests.swift:\(line); nothing was added.")
    #expect(
      messages.map { $0.message.split(separator: " ")[4] } == [
        "top", "bottom", "left", "right", "leading", "trailing", "centerY", "centerX", "width",
        "height", "edges", "edges", "edges",
      ])
    // Nothing else changed: the view still translates its autoresizing mask.
    #expect(lonely.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func nonFiniteNumbersAreReportedAndAddNothing() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    var layout: AutoLayout<LayoutView>?
    var line = 0
    let messages = LayoutDiagnostics.capture {
      line = #line + 1
      layout = view.autoLayout.width(.infinity).top(.nan)
        .height(to: root, multiplier: .infinity).left().activate()
    }
    #expect(messages.map(\.kind) == [.nonFiniteValue, .nonFiniteValue, .nonFiniteValue])
    #expect(
      messages.first?.message
        == "Ignoring the non-finite constant inf for the width of view (LayoutView) at "
        + "AutoLayoutKitTests/DiagnosticsTests.swift:\(line); no connection was made.")
    #expect(messages.last?.message.contains("multiplier inf for the height") == true)
    #expect(equations(layout!) == [Equation("view", .left, .equal, "root", .left)])
  }

  /// A call that makes several connections makes them whole or not at all: one NaN or infinite
  /// number in it leaves none of its connections behind (after one diagnostic per bad number),
  /// as the operator DSLs make a statement whole or not at all.
  @Test func aCallThatMakesSeveralConnectionsMakesNoneWithABadNumber() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    let first = makeView("first", in: root)
    let second = makeView("second", in: root)
    var layout: AutoLayout<LayoutView>?
    let messages = LayoutDiagnostics.capture {
      layout = view.autoLayout
        .fill(in: root, margins: EdgeInsets(top: .nan, left: 1, bottom: 2, right: 3))
        .size(Size(width: .infinity, height: 10))
        .horizontallyBetween(first, and: second, margin: .nan)
        .width(5)
    }
    #expect(
      messages.map(\.kind) == [.nonFiniteValue, .nonFiniteValue, .nonFiniteValue, .nonFiniteValue])
    #expect(equations(layout!) == [Equation("view", .width, .equal, constant: 5)])
    let items = [makeView("a", in: root), makeView("b", in: root)]
    var builders: [AutoLayout<LayoutView>] = []
    let distribution = LayoutDiagnostics.capture {
      builders = root.autoLayout.distributeHorizontally(items, spacing: .infinity)
    }
    #expect(distribution.map(\.kind) == [.nonFiniteValue])
    #expect(builders.isEmpty)
  }
}
