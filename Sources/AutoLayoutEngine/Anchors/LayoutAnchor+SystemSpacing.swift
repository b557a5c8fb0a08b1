// The system-spacing factories (iOS 11): one anchor after or below another by a multiple of the
// standard spacing between two views.

extension LayoutConstraint {
  /// The system spacing, in points, that the system-spacing factories multiply: the standard
  /// space between two sibling views (spec §10.4), for every pair of anchors.
  ///
  /// UIKit derives the space between two text baselines from their fonts; views here have
  /// baseline offsets but no fonts, so baselines are spaced by this value too. For a
  /// font-derived distance, use an ordinary constraint with that constant.
  public static let systemSpacing = 8.0
}

extension LayoutXAxisAnchor {
  /// The constraint that this anchor is exactly `multiplier ×` the system spacing after
  /// `anchor`: `self == anchor + multiplier × 8`, inactive.
  ///
  /// With leading and trailing anchors, "after" is toward the trailing edge: to the right in a
  /// left-to-right layout, to the left in a right-to-left one. With left, right and centre
  /// anchors it is to the right. Leading/trailing and left/right anchors cannot be mixed: the
  /// constraint reports a ``LayoutDiagnostic`` and never activates, as every anchor factory's.
  /// The constraint's ``LayoutConstraint/constant`` is the spacing (`multiplier × 8`), and its
  /// description shows it as `a.leading == b.trailing + LayoutAnchorConstraintSpace(8)`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows.
  ///   - multiplier: The multiple of ``LayoutConstraint/systemSpacing``.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    makeSpacing(.equal, anchor, multiplier: multiplier)
  }

  /// The constraint that this anchor is at least `multiplier ×` the system spacing after
  /// `anchor`: `self >= anchor + multiplier × 8`, inactive (see
  /// ``constraint(equalToSystemSpacingAfter:multiplier:)``).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
  }

  /// The constraint that this anchor is at most `multiplier ×` the system spacing after
  /// `anchor`: `self <= anchor + multiplier × 8`, inactive (see
  /// ``constraint(equalToSystemSpacingAfter:multiplier:)``).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
  }
}

extension LayoutYAxisAnchor {
  /// The constraint that this anchor is exactly `multiplier ×` the system spacing below
  /// `anchor`: `self == anchor + multiplier × 8`, inactive.
  ///
  /// Baselines are spaced like edges (see ``LayoutConstraint/systemSpacing``). The constraint's
  /// ``LayoutConstraint/constant`` is the spacing (`multiplier × 8`), and its description shows
  /// it as `a.top == b.bottom + LayoutAnchorConstraintSpace(8)`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: The multiple of ``LayoutConstraint/systemSpacing``.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    makeSpacing(.equal, anchor, multiplier: multiplier)
  }

  /// The constraint that this anchor is at least `multiplier ×` the system spacing below
  /// `anchor`: `self >= anchor + multiplier × 8`, inactive (see
  /// ``constraint(equalToSystemSpacingBelow:multiplier:)``).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
  }

  /// The constraint that this anchor is at most `multiplier ×` the system spacing below
  /// `anchor`: `self <= anchor + multiplier × 8`, inactive (see
  /// ``constraint(equalToSystemSpacingBelow:multiplier:)``).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    makeSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
  }
}

extension LayoutAnchor {
  /// Makes `self RELATION anchor + multiplier × systemSpacing`, marked as system spacing.
  func makeSpacing(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, multiplier: Double
  ) -> LayoutConstraint {
    let spacing = multiplier * LayoutConstraint.systemSpacing
    guard let item, let other = anchor.item else {
      return LayoutConstraint.invalid(
        self.item, attribute, relation, anchor.item, anchor.attribute,
        problem: "An anchor's view or layout guide no longer exists.")
    }
    return LayoutConstraint(
      item, attribute, relation, other, anchor.attribute, constant: spacing, form: .systemSpacing)
  }
}
