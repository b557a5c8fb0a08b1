import AutoLayoutEngine
import Testing

/// A system constraint whose constant changes (the root's frame, a guide's margins, an intrinsic
/// size) survives a conflict it meets: the newest app constraint in the conflict is broken
/// instead, as UIKit breaks `width >= 400` against `UIView-Encapsulated-Layout-Width` (spec
/// §4.2).
@Suite struct SystemConstantConflictTests {
  /// The broken constraint named by a conflict log (the line after "breaking constraint").
  private func brokenConstraint(in messages: [LayoutDiagnostic]) -> String? {
    guard messages.count == 1, messages[0].kind == .unsatisfiableConstraints else { return nil }
    let lines = messages[0].message.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.hasPrefix("Will attempt to recover") }) else {
      return nil
    }
    return String(lines[index + 1])
  }

  @Test func aResizedRootBreaksTheAppConstraintNotItsFrame() throws {
    let root = makeRoot(width: 300, height: 300)
    let a = makeChild("a", in: root)
    let minimum = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
    quietly {
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10), minimum,
      ])
      root.layoutIfNeeded()
    }
    #expect(a.frame == Rect(x: 10, y: 0, width: 280, height: 10))
    let messages = LayoutDiagnostics.capture {
      root.frame = Rect(x: 0, y: 0, width: 200, height: 300)
      root.layoutIfNeeded()
    }
    let broken = try #require(brokenConstraint(in: messages))
    #expect(broken.hasSuffix("a.width >= 250   (active)>"))
    #expect(root.frame.width == 200)
    #expect(a.frame == Rect(x: 10, y: 0, width: 180, height: 10))
    #expect(minimum.isActive)
    // The broken constraint holds again once there is room for it.
    quietly {
      root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
      root.layoutIfNeeded()
    }
    #expect(a.frame == Rect(x: 10, y: 0, width: 380, height: 10))
  }

  @Test func newMarginsBreakTheAppConstraintNotTheGuide() throws {
    let root = makeRoot(width: 300, height: 300)
    let a = makeChild("a", in: root)
    let guide = root.layoutMarginsGuide
    quietly {
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        a.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        a.topAnchor.constraint(equalTo: guide.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        a.widthAnchor.constraint(greaterThanOrEqualToConstant: 250),
      ])
      root.layoutIfNeeded()
    }
    #expect(a.frame == Rect(x: 8, y: 8, width: 284, height: 10))
    let messages = LayoutDiagnostics.capture {
      root.layoutMargins = EdgeInsets(top: 8, left: 40, bottom: 8, right: 40)
      root.layoutIfNeeded()
    }
    let broken = try #require(brokenConstraint(in: messages))
    #expect(broken.hasSuffix("a.width >= 250   (active)>"))
    #expect(guide.layoutFrame == Rect(x: 40, y: 8, width: 220, height: 284))
    #expect(a.frame == Rect(x: 40, y: 8, width: 220, height: 10))
  }

  @Test func aGrownIntrinsicSizeBreaksTheAppConstraintNotTheContentSize() throws {
    let root = makeRoot(width: 300, height: 300)
    let label = TextView("label", width: 100, height: 20)
    root.addSubview(label)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    quietly {
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
        label.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
      ])
      root.layoutIfNeeded()
    }
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 20))
    let messages = LayoutDiagnostics.capture {
      label.contentSize = Size(width: 150, height: 20)
      root.layoutIfNeeded()
    }
    let broken = try #require(brokenConstraint(in: messages))
    #expect(broken.hasSuffix("label.width <= 120   (active)>"))
    #expect(label.frame == Rect(x: 0, y: 0, width: 150, height: 20))
  }

  /// With two app constraints in the way, both give way, newest first, each logged.
  @Test func everyAppConstraintInTheWayIsBrokenNewestFirst() throws {
    let root = makeRoot(width: 300, height: 300)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    quietly {
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        b.topAnchor.constraint(equalTo: root.topAnchor),
        b.heightAnchor.constraint(equalToConstant: 10),
        a.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        b.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      ])
      root.layoutIfNeeded()
    }
    let messages = LayoutDiagnostics.capture {
      root.frame = Rect(x: 0, y: 0, width: 100, height: 300)
      root.layoutIfNeeded()
    }
    #expect(messages.count == 2)
    let broken = messages.compactMap { brokenConstraint(in: [$0]) }
    #expect(broken.count == 2)
    #expect(broken.first?.hasSuffix("b.width >= 100   (active)>") == true)
    #expect(broken.last?.hasSuffix("a.width >= 150   (active)>") == true)
    #expect(root.frame.width == 100)
    #expect(a.frame.width + b.frame.width == 100)
  }
}
