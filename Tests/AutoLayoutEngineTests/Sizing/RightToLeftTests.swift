import AutoLayoutEngine
import Testing

/// Leading and trailing in right-to-left layouts (spec §9), with directional margins.
@Suite struct RightToLeftTests {
  /// A row `leadingMargin-[a(50)]-8-[b(60)]-(>=0)-trailingMargin` on a 320-point root with
  /// directional margins leading 20 and trailing 10.
  func row(_ direction: SemanticContentAttribute) -> (LayoutView, LayoutView, LayoutView) {
    let root = makeRoot(width: 320, height: 100)
    root.semanticContentAttribute = direction
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 10)
    let a = makeChild("a", in: root)
    let b = makeChild("b", in: root)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.widthAnchor.constraint(equalToConstant: 60),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      b.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, a, b)
  }

  @Test func leftToRight() {
    quietly {
      let (root, a, b) = row(.forceLeftToRight)
      #expect(root.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
      #expect(a.frame == Rect(x: 20, y: 5, width: 50, height: 20))
      #expect(b.frame == Rect(x: 78, y: 5, width: 60, height: 20))
    }
  }

  /// Right to left mirrors every frame about the root: x ↦ 320 − x − width.
  @Test func rightToLeftMirrorsTheRow() {
    quietly {
      let (ltrRoot, ltrA, ltrB) = row(.forceLeftToRight)
      let (root, a, b) = row(.forceRightToLeft)
      #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(root.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
      for (mirrored, original) in [(a, ltrA), (b, ltrB)] {
        #expect(mirrored.frame.minX == ltrRoot.frame.width - original.frame.maxX)
        #expect(mirrored.frame.size == original.frame.size)
      }
      #expect(a.frame == Rect(x: 250, y: 5, width: 50, height: 20))
      #expect(b.frame == Rect(x: 182, y: 5, width: 60, height: 20))
      #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 10, y: 0, width: 290, height: 100))
    }
  }

  /// Switching the direction at runtime relays out the same constraints.
  @Test func switchingDirectionAtRuntime() {
    quietly {
      let (root, a, b) = row(.forceLeftToRight)
      root.semanticContentAttribute = .forceRightToLeft
      root.layoutIfNeeded()
      #expect(a.frame.minX == 250)
      #expect(b.frame.minX == 182)
      root.semanticContentAttribute = .forceLeftToRight
      root.layoutIfNeeded()
      #expect(a.frame.minX == 20)
      #expect(b.frame.minX == 78)
    }
  }

  /// The layout direction trait (an app in Arabic) flips unspecified views, not spatial ones.
  @Test func theTraitFlipsUnspecifiedViewsOnly() {
    quietly {
      let (root, a, _) = row(.unspecified)
      root.userInterfaceLayoutDirection = .rightToLeft
      root.layoutIfNeeded()
      #expect(a.frame.minX == 250)
      root.semanticContentAttribute = .spatial
      root.layoutIfNeeded()
      #expect(a.frame.minX == 20)
    }
  }

  /// Left and right never flip.
  @Test func leftAndRightStay() {
    quietly {
      let root = makeRoot(width: 320, height: 100)
      root.semanticContentAttribute = .forceRightToLeft
      let a = makeChild("a", in: root)
      LayoutConstraint.activate([
        a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12),
        a.widthAnchor.constraint(equalToConstant: 30),
        a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(a.frame == Rect(x: 12, y: 0, width: 30, height: 10))
    }
  }
}
