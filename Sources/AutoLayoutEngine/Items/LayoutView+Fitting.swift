// Measuring a view by its constraints (spec §3.5).

extension LayoutView {
  /// The target size for the smallest size a view's constraints allow (0 × 0).
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

  /// The target size for the largest size a view's constraints allow (a very large size,
  /// 10,000,000 points per axis).
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// The size closest to `targetSize` that satisfies the constraints of the view's subtree
  /// (its subviews, guides and intrinsic sizes), each axis at ``LayoutPriority/fittingSizeLevel``.
  ///
  /// The view's frame and the live layout do not change; constraints that reach outside the
  /// subtree and the view's own autoresizing constraints take no part.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize` that satisfies the constraints of the view's subtree,
  /// each axis pulled toward the target at its own priority (`.required` fixes that axis, as
  /// for a self-sizing cell of fixed width).
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to; ``layoutFittingCompressedSize`` and
  ///     ``layoutFittingExpandedSize`` ask for the smallest and the largest.
  ///   - horizontalFittingPriority: How strongly the width is pulled toward the target's.
  ///   - verticalFittingPriority: How strongly the height is pulled toward the target's.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> Size {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }
}
