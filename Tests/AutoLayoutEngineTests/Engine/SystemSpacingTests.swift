import AutoLayoutEngine
import Testing

/// The system-spacing anchors (spec §1.6).
@Suite struct SystemSpacingTests {
  @Test func afterAndBelowByMultiplesOfTheStandardSpace() {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    let c = makeChild("c", in: root)
    let constraints = [
      a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
      a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 2),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1.5),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 30),
      b.heightAnchor.constraint(equalToConstant: 20),
      // At least one space below b, and as close as it can: c.top >= b.bottom + 8.
      c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
      c.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: a.leadingAnchor, multiplier: 0.5),
      c.widthAnchor.constraint(equalToConstant: 10),
      c.heightAnchor.constraint(equalToConstant: 10),
    ]
    #expect(constraints[0].constant == 8)
    #expect(constraints[1].constant == 16)
    #expect(constraints[4].constant == 12)
    #expect(constraints[8].relation == .greaterThanOrEqual)
    #expect(constraints[9].relation == .lessThanOrEqual)
    let lower = c.topAnchor.constraint(equalTo: root.topAnchor)
    lower.priority = .defaultLow
    let left = c.leadingAnchor.constraint(equalTo: root.trailingAnchor)
    left.priority = .defaultLow
    LayoutConstraint.activate(constraints + [lower, left])
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 8, y: 16, width: 50, height: 20))
    #expect(b.frame == Rect(x: 70, y: 16, width: 30, height: 20))
    #expect(c.frame == Rect(x: 12, y: 44, width: 10, height: 10))
  }

  @Test func rightToLeftPutsTheSpaceOnTheLeadingSide() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let a = makeChild("a", in: root)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
      a.widthAnchor.constraint(equalToConstant: 40),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 244, y: 0, width: 40, height: 10))
  }

  @Test func leadingAfterLeftIsRefusedAsAnyMixedPair() {
    let root = makeRoot(width: 300, height: 100)
    let a = makeChild("a", in: root)
    let messages = LayoutDiagnostics.capture {
      let mixed = a.leadingAnchor.constraint(
        equalToSystemSpacingAfter: root.leftAnchor, multiplier: 1)
      mixed.isActive = true
      #expect(!mixed.isActive)
    }
    #expect(messages.map(\.kind) == [.invalidConstraint])
  }

  @Test func aNonFiniteMultiplierIsRefused() {
    let root = makeRoot(width: 300, height: 100)
    let a = makeChild("a", in: root)
    let messages = LayoutDiagnostics.capture {
      let bad = a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: .nan)
      bad.isActive = true
      #expect(!bad.isActive)
    }
    #expect(!messages.isEmpty)
  }
}
