import AutoLayoutEngine
import Testing

/// Non-finite numbers are reported and change nothing; describing them never hangs.
@Suite struct NonFiniteValueTests {
  @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
  func aNonFiniteConstantMakesAnInvalidConstraint(_ value: Double) {
    let root = makeRoot(width: 100, height: 100)
    let view = makeChild("view", in: root)
    var made: LayoutConstraint?
    let messages = LayoutDiagnostics.capture {
      made = view.widthAnchor.constraint(equalToConstant: value)
      made?.isActive = true
    }
    let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
    #expect(messages.map(\.kind) == [.invalidConstraint])
    #expect(
      messages.map { normalized($0.message) } == [
        "Cannot make the constraint <LayoutConstraint:0x… view.width == \(text)>: The "
          + "multiplier and the constant must be finite numbers."
      ])
    #expect(made?.isActive == false)
    #expect(root.constraints.isEmpty)
  }

  @Test func aNonFiniteMultiplierMakesAnInvalidConstraint() {
    let root = makeRoot(width: 100, height: 100)
    let view = makeChild("view", in: root)
    let messages = LayoutDiagnostics.capture {
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity).isActive =
        true
    }
    #expect(messages.map(\.kind) == [.invalidConstraint])
    #expect(root.constraints.isEmpty)
  }

  @Test func aNonFiniteConstantChangeIsIgnored() {
    let root = makeRoot(width: 100, height: 100)
    let view = makeChild("view", in: root)
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 10),
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let messages = LayoutDiagnostics.capture { width.constant = -.infinity }
    #expect(
      messages.map { normalized($0.message) } == [
        "Ignoring the non-finite constant -inf for <LayoutConstraint:0x… view.width == 40   "
          + "(active)>; it keeps 40.0."
      ])
    root.layoutIfNeeded()
    #expect(width.constant == 40)
    #expect(view.frame.width == 40)
  }

  /// Finite numbers whose sum or product does not fit in a Double: the layout says so, and the
  /// view keeps its previous frame rather than take an infinite one.
  @Test func aFrameThatOverflowsIsReportedAndKeepsItsPreviousFrame() throws {
    let root = makeRoot(width: 400, height: 400)
    let edge = makeChild("edge", in: root)
    let scaled = makeChild("scaled", in: root)
    let messages = LayoutDiagnostics.capture {
      LayoutConstraint.activate([
        edge.topAnchor.constraint(equalTo: root.topAnchor, constant: .greatestFiniteMagnitude),
        edge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        edge.widthAnchor.constraint(equalToConstant: 10),
        edge.heightAnchor.constraint(equalToConstant: .greatestFiniteMagnitude),
        scaled.topAnchor.constraint(equalTo: root.topAnchor),
        scaled.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scaled.heightAnchor.constraint(equalToConstant: 5),
        scaled.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e308),
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.map(\.kind) == [.nonFiniteValue, .nonFiniteValue])
    #expect(
      messages.contains { $0.message.hasPrefix("The layout overflowed: scaled.Width = inf.") })
    #expect(messages.contains { $0.message.hasPrefix("The frame of edge overflowed to ") })
    #expect(edge.frame == .zero)
    #expect(scaled.frame == Rect(x: 0, y: 0, width: 0, height: 5))
  }
}
