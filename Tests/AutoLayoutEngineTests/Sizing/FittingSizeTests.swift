import AutoLayoutEngine
import Testing

/// systemLayoutSizeFitting (spec §3.5, Appendix D 14).
@Suite struct FittingSizeTests {
  /// A container holding a 120×20 label pinned 8 points inside each edge; the container is
  /// itself pinned to a root (250 points wide) by constraints that reach outside its subtree,
  /// which the fitting size leaves out.
  func card() -> (root: LayoutView, container: LayoutView, label: TextView) {
    let root = makeRoot(width: 400, height: 300)
    let container = makeChild("container", in: root)
    let label = TextView("label", width: 120, height: 20)
    container.addSubview(label)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      root.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: 140),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      container.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
      container.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
    return (root, container, label)
  }

  /// D14: 120 + 2·8 by 20 + 2·8; the frames do not change.
  @Test func compressedSizeOfAPaddedLabel() {
    quietly {
      let (root, container, label) = card()
      root.layoutIfNeeded()
      let before = (container.frame, label.frame)
      #expect(
        container.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
          == Size(width: 136, height: 36))
      #expect(container.frame == before.0)
      #expect(label.frame == before.1)
      root.layoutIfNeeded()
      #expect(container.frame == Rect(x: 10, y: 10, width: 250, height: 36))
      #expect(label.frame == before.1)
    }
  }

  /// A size constraint held by the container itself is part of its subtree's system.
  @Test func constraintsHeldInsideTheSubtreeCount() {
    quietly {
      let (root, container, label) = card()
      let minimum = container.heightAnchor.constraint(greaterThanOrEqualToConstant: 50)
      minimum.isActive = true
      root.layoutIfNeeded()
      #expect(
        container.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
          == Size(width: 136, height: 50))
      #expect(label.frame.height == 34)  // 50 − 16: the label is stretched in the live layout
    }
  }

  @Test func expandedSizeStopsAtHugging() {
    quietly {
      let (_, container, _) = card()
      // The label hugs at 250, above the fitting level of 50.
      #expect(
        container.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize)
          == Size(width: 136, height: 36))
    }
  }

  @Test func aRequiredWidthFixesThatAxis() {
    quietly {
      let (_, container, label) = card()
      label.setContentHuggingPriority(.defaultLow, for: .horizontal)
      let size = container.systemLayoutSizeFitting(
        Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == Size(width: 300, height: 36))
    }
  }

  @Test func aViewOutsideAnyEngineMeasuresItsIntrinsicSize() {
    quietly {
      let label = TextView("label", width: 42, height: 17)
      #expect(
        label.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
          == Size(width: 42, height: 17))
      #expect(
        LayoutView().systemLayoutSizeFitting(Size(width: 30, height: 40))
          == Size(width: 30, height: 40))
    }
  }

  @Test func resultsAreRoundedToTheDisplayScale() {
    quietly {
      let (root, container, label) = card()
      root.displayScale = 3
      label.contentSize = Size(width: 157.5, height: 20)
      // 157.5 + 16 = 173.5, rounded to a third of a point: 173.667 (spec §3.5).
      let size = container.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
      #expect(abs(size.width - 521.0 / 3) < 1e-9)
      #expect(size.height == 36)
    }
  }

  @Test func anInvalidatedIntrinsicSizeIsReadFirst() {
    quietly {
      let (root, container, label) = card()
      root.layoutIfNeeded()
      label.contentSize = Size(width: 200, height: 40)
      #expect(
        container.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
          == Size(width: 216, height: 56))
    }
  }
}
