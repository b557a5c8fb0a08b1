/// A width or height times a multiplier plus an offset: the right side of
/// `$0.height == title.layout.height * 3 + 50`.
///
/// One type stands for AMGAutolayout's `LayoutDimensionOffset`, `LayoutDimensionMultiplier` and
/// `LayoutDimensionMultiplierAndOffset`, so expressions chain: `+` and `-` add to the offset and
/// `*` scales the multiplier and the offset.
public struct LayoutDimensionMultiplierAndOffset {
  /// The dimension.
  public let property: LayoutDimensionProperty
  /// The factor applied to the dimension.
  public let multiplier: Double
  /// The offset added to the product.
  public let offset: Double

}

/// AMGAutolayout's name for a dimension plus an offset.
public typealias LayoutDimensionOffset = LayoutDimensionMultiplierAndOffset

/// AMGAutolayout's name for a dimension times a multiplier.
public typealias LayoutDimensionMultiplier = LayoutDimensionMultiplierAndOffset
