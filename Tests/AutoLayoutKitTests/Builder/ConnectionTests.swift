import AutoLayoutKit
import Testing

@Suite struct ConnectionTests {
  @Test func constantIsStraightThroughAndValueKeepsTheSignConvention() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.top(10).left().right().bottom(8).activate()
    let bottom = layout.firstBottomConnection!
    #expect(bottom.constant == -8 && bottom.value == 8 && bottom.isNegated)
    #expect(layout.firstTopConnection!.value == 10 && !layout.firstTopConnection!.isNegated)
    bottom.value = 20
    #expect(bottom.constant == -20)
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 10, width: 200, height: 170))
    bottom.constant = -50
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 10, width: 200, height: 140))
    #expect(bottom.multiplier == 1 && bottom.relation == .equal)
    #expect(layout.firstTopConnection!.constraint === layout.connections[0].locatedConstraint)
  }

  @Test func priorityMovesBetweenRequiredAndOptionalWhileActive() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.top().left().width(100).height(100)
      .width(50, priority: .defaultHigh).activate()
    let required = layout.widthConnections[0]
    let messages = LayoutDiagnostics.capture {
      required.priority = .defaultLow
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(required.priority == .defaultLow && required.isActive)
    // 750 now beats 250.
    #expect(view.frame.width == 50)
    required.priority = .required
    root.layoutIfNeeded()
    #expect(required.priority == .required && view.frame.width == 100)
    // Optional to optional changes in place.
    let optional = layout.widthConnections[1]
    optional.priority = 300
    #expect(optional.priority == 300 && optional.isActive)
  }

  @Test func anInvalidPriorityIsRefusedAndReported() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let layout = view.autoLayout.width(10).activate()
    let messages = LayoutDiagnostics.capture {
      layout.firstWidthConnection!.priority = 0
    }
    #expect(messages.map(\.kind) == [.invalidPriority])
    #expect(layout.firstWidthConnection!.priority == .required)
    var made: AutoLayout<LayoutView>?
    let creation = LayoutDiagnostics.capture {
      made = view.autoLayout.height(10, priority: 1001)
    }
    #expect(creation.map(\.kind) == [.invalidPriority])
    #expect(made?.firstHeightConnection?.priority == .required)
    made?.destroy()
  }

  @Test func identifiersAndSourceLocations() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let (layout, line) = (view.autoLayout.top(8, identifier: "header-top"), #line)
    let connection = layout.connections[0]
    #expect(connection.identifier == "header-top")
    #expect("\(connection.file)" == "AutoLayoutKitTests/ConnectionTests.swift")
    #expect(connection.line == UInt(line))
    connection.identifier = "renamed"
    #expect(connection.constraint.identifier == "renamed")
    layout.activate()
    let constraint = connection.locatedConstraint
    let address = String(UInt(bitPattern: ObjectIdentifier(constraint)), radix: 16)
    #expect(
      constraint.description
        == "<ConnectionConstraint:0x\(address) @AutoLayoutKitTests/ConnectionTests.swift:\(line) "
        + "'renamed' view.top == root.top + 8   (active)>")
    #expect(
      connection.description
        == "Connection(top, constant: 8, multiplier: 1, priority: 1000, active, "
        + "@AutoLayoutKitTests/ConnectionTests.swift:\(line)) \(constraint)")
    #expect(connection.debugDescription == connection.description)
  }

  @Test func unsatisfiableLogsShowWhereEachConnectionWasMade() {
    let root = makeRoot(200, 200)
    let view = makeView("view", in: root)
    let (first, firstLine) = (view.autoLayout.width(100), #line)
    let (second, secondLine) = (view.autoLayout.width(120), #line)
    let messages = LayoutDiagnostics.capture {
      first.activate()
      second.activate()
    }
    #expect(messages.map(\.kind) == [.unsatisfiableConstraints])
    let log = messages.first?.message ?? ""
    #expect(
      log.contains("@AutoLayoutKitTests/ConnectionTests.swift:\(firstLine) view.width == 100"))
    #expect(
      log.contains("@AutoLayoutKitTests/ConnectionTests.swift:\(secondLine) view.width == 120"))
  }
}
