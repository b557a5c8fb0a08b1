import AutoLayoutEngine
import Testing

/// A constraint's `description`, the text UIKit's logs show for it (spec §4.4).
@Suite struct ConstraintDescriptionTests {
  /// The description with the address left out.
  func text(_ constraint: LayoutConstraint) -> String { normalized(constraint.description) }

  @Test func anOptionalConstraintShowsItsPriorityAfterTheEquation() {
    let root = makeRoot(width: 300, height: 300)
    let a = makeChild("a", in: root)
    let half = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10)
    half.priority = .defaultHigh
    half.identifier = "half"
    #expect(text(half) == "<LayoutConstraint:0x… 'half' a.width == 0.5*root.width - 10 @750>")
    quietly { half.isActive = true }
    #expect(
      text(half) == "<LayoutConstraint:0x… 'half' a.width == 0.5*root.width - 10 @750   (active)>")
    let fraction = a.heightAnchor.constraint(lessThanOrEqualToConstant: 40).at(999.5)
    #expect(text(fraction) == "<LayoutConstraint:0x… a.height <= 40 @999.5>")
  }

  @Test func aRequiredConstraintShowsNoPriority() {
    let root = makeRoot(width: 300, height: 300)
    let a = makeChild("a", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    quietly { leading.isActive = true }
    #expect(text(leading) == "<LayoutConstraint:0x… a.leading == root.leading + 8   (active)>")
  }

  @Test func numbersPrintLikePercentG() {
    let root = makeRoot(width: 300, height: 300)
    let a = makeChild("a", in: root)
    func width(_ constant: Double) -> String {
      text(a.widthAnchor.constraint(equalToConstant: constant))
    }
    #expect(width(133.33333333333334) == "<LayoutConstraint:0x… a.width == 133.333>")
    #expect(width(999_999) == "<LayoutConstraint:0x… a.width == 999999>")
    #expect(width(999_999.7) == "<LayoutConstraint:0x… a.width == 1e+06>")
    #expect(width(1_234_567) == "<LayoutConstraint:0x… a.width == 1.23457e+06>")
    #expect(width(10_000_000) == "<LayoutConstraint:0x… a.width == 1e+07>")
    #expect(width(1e100) == "<LayoutConstraint:0x… a.width == 1e+100>")
    #expect(width(0.0001) == "<LayoutConstraint:0x… a.width == 0.0001>")
    #expect(width(0.000123456) == "<LayoutConstraint:0x… a.width == 0.000123456>")
    #expect(width(0.00001) == "<LayoutConstraint:0x… a.width == 1e-05>")
    #expect(
      width(2.2250738585072014e-308) == "<LayoutConstraint:0x… a.width == 2.22507e-308>")
    let offset = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -2.5e7)
    #expect(text(offset) == "<LayoutConstraint:0x… a.leading == root.leading - 2.5e+07>")
  }
}
