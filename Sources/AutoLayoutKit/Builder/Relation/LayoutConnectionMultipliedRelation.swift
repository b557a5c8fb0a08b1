/// A relation to another dimension, scaled and offset, with a priority: `width == 0.5 ×
/// other.width - 10 @750`. The `relation:` forms of `width` and `height` take it.
public enum LayoutConnectionMultipliedRelation {
  /// The dimension equals `multiplier × dimension + constant`.
  case equal(
    to: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required)
  /// The dimension is at most `multiplier × dimension + constant`.
  case lessThanOrEqual(
    to: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required)
  /// The dimension is at least `multiplier × dimension + constant`.
  case greaterThanOrEqual(
    to: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required)

  /// The relation's parts.
  var parts:
    (
      relation: LayoutRelation, dimension: LayoutDimension, multiplier: Double, constant: Double,
      priority: LayoutPriority
    )
  {
    switch self {
    case .equal(let dimension, let multiplier, let constant, let priority):
      (.equal, dimension, multiplier, constant, priority)
    case .lessThanOrEqual(let dimension, let multiplier, let constant, let priority):
      (.lessThanOrEqual, dimension, multiplier, constant, priority)
    case .greaterThanOrEqual(let dimension, let multiplier, let constant, let priority):
      (.greaterThanOrEqual, dimension, multiplier, constant, priority)
    }
  }

  /// The engine's relation.
  public var relation: LayoutRelation { parts.relation }
  /// The dimension related to.
  public var dimension: LayoutDimension { parts.dimension }
  /// The factor applied to the dimension.
  public var multiplier: Double { parts.multiplier }
  /// The number added to the scaled dimension.
  public var constant: Double { parts.constant }
  /// How strongly the relation holds.
  public var priority: LayoutPriority { parts.priority }
}
