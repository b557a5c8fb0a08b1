/// Four edges inset by some amount on each side: the right side of
/// `view.edgesAnchor == container.edgesAnchor -- (leading: 5, trailing: 15, top: 10, bottom: 20)`.
///
/// The constants are the ones the constraints get: positive insets give `leading + l`,
/// `trailing - t`, `top + t` and `bottom - b`, so every edge moves inward.
public struct EdgesConstraintParameters {
  /// The expressions for the leading and trailing edges.
  public let horizontal: XAxisEdgesConstraintParameters
  /// The expressions for the top and bottom edges.
  public let vertical: YAxisEdgesConstraintParameters

  init(horizontal: XAxisEdgesConstraintParameters, vertical: YAxisEdgesConstraintParameters) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The expression for the leading edge.
  public var leading: XAxisConstraintParameters { horizontal.leading }
  /// The expression for the trailing edge.
  public var trailing: XAxisConstraintParameters { horizontal.trailing }
  /// The expression for the top edge.
  public var top: YAxisConstraintParameters { vertical.top }
  /// The expression for the bottom edge.
  public var bottom: YAxisConstraintParameters { vertical.bottom }

  /// Moves every edge inward by its inset (outward for a negative inset).
  func inset(_ insets: DirectionalEdgeInsets) -> EdgesConstraintParameters {
    EdgesConstraintParameters(
      horizontal: horizontal.inset(leading: insets.leading, trailing: insets.trailing),
      vertical: vertical.inset(top: insets.top, bottom: insets.bottom))
  }

  /// The four constraints for `edges`, inactive.
  func constraints(_ edges: LayoutEdges, _ relation: LayoutRelation) -> LayoutEdgeConstraints {
    LayoutEdgeConstraints(
      [
        horizontal.leading.constraint(edges.leading, relation.startEdgeRelation),
        horizontal.trailing.constraint(edges.trailing, relation.endEdgeRelation),
        vertical.top.constraint(edges.top, relation.startEdgeRelation),
        vertical.bottom.constraint(edges.bottom, relation.endEdgeRelation),
      ])
  }
}

extension DirectionalEdgeInsets {
  /// Insets with `value` on every edge.
  init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// The insets with every value negated (an outset).
  var negated: DirectionalEdgeInsets {
    DirectionalEdgeInsets(top: -top, leading: -leading, bottom: -bottom, trailing: -trailing)
  }
}
