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
}
