// UIKit's system-spacing anchors (iOS 11, spec §1.6): one anchor after or below another by a
// multiple of the standard space between two views.

extension LayoutConstraint {
  /// The standard space between two views that the system-spacing anchors multiply (UIKit
  /// uses 8 points between plain views; there are no fonts here to measure baselines by).
  public static let systemSpacing: Double = 8
}

extension LayoutXAxisAnchor {
  /// The constraint `self == anchor + multiplier × systemSpacing`: this edge after `anchor` by
  /// the standard space.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// The constraint `self >= anchor + multiplier × systemSpacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// The constraint `self <= anchor + multiplier × systemSpacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }
}

extension LayoutYAxisAnchor {
  /// The constraint `self == anchor + multiplier × systemSpacing`: this edge below `anchor` by
  /// the standard space.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
    -> LayoutConstraint
  {
    make(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// The constraint `self >= anchor + multiplier × systemSpacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// The constraint `self <= anchor + multiplier × systemSpacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
  }
}
