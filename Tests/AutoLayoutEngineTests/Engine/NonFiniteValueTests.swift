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
}
