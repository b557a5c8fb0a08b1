/// A location anchor moved by an offset on each axis: the right side of
/// `view.leadingCenterAnchor == container.trailingCenterAnchor + (x: 10, y: 0)`.
public struct LocationConstraintParameters {
  /// The expression for the horizontal anchor.
  public let x: XAxisConstraintParameters
  /// The expression for the vertical anchor.
  public let y: YAxisConstraintParameters

  /// Adds `dx` and `dy` to the respective constants.
  func adding(x dx: Double, y dy: Double) -> LocationConstraintParameters {
    LocationConstraintParameters(x: x.adding(dx), y: y.adding(dy))
  }

  /// The x and y constraints for `location`, inactive.
  func constraints(_ location: LayoutLocation, _ relation: LayoutRelation)
    -> LayoutLocationConstraints
  {
    LayoutLocationConstraints(
      [x.constraint(location.x, relation), y.constraint(location.y, relation)])
  }
}
