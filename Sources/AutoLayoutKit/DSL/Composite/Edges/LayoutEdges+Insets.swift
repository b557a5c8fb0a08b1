// Insets of all four edges. `--` moves every edge inward by its value (not twice it) and `++`
// outward; the value is one number for all edges, a `(horizontally:vertically:)` pair, a
// `(leading:trailing:top:bottom:)` quadruple or a `DirectionalEdgeInsets`.

extension EdgesConstraintParameters {
  /// Insets every edge by `inset` more.
  public static func -- (lhs: EdgesConstraintParameters, inset: Double)
    -> EdgesConstraintParameters
  {
    lhs.inset(DirectionalEdgeInsets(all: inset))
  }

  /// Moves every edge `outset` further out.
  public static func ++ (lhs: EdgesConstraintParameters, outset: Double)
    -> EdgesConstraintParameters
  {
    lhs.inset(DirectionalEdgeInsets(all: -outset))
  }

  /// Insets the leading and trailing edges by `horizontally`, the top and bottom by
  /// `vertically`.
  public static func -- (
    lhs: EdgesConstraintParameters, insets: (horizontally: Double, vertically: Double)
  ) -> EdgesConstraintParameters {
    lhs.inset(
      DirectionalEdgeInsets(
        top: insets.vertically, leading: insets.horizontally, bottom: insets.vertically,
        trailing: insets.horizontally))
  }

  /// Moves the leading and trailing edges `horizontally` outward, the top and bottom
  /// `vertically`.
  public static func ++ (
    lhs: EdgesConstraintParameters, outsets: (horizontally: Double, vertically: Double)
  ) -> EdgesConstraintParameters {
    lhs -- (horizontally: -outsets.horizontally, vertically: -outsets.vertically)
  }

  /// Insets each edge by its own value.
  public static func -- (
    lhs: EdgesConstraintParameters,
    insets: (leading: Double, trailing: Double, top: Double, bottom: Double)
  ) -> EdgesConstraintParameters {
    lhs.inset(
      DirectionalEdgeInsets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
  }

  /// Moves each edge outward by its own value.
  public static func ++ (
    lhs: EdgesConstraintParameters,
    outsets: (leading: Double, trailing: Double, top: Double, bottom: Double)
  ) -> EdgesConstraintParameters {
    lhs.inset(
      DirectionalEdgeInsets(
        top: -outsets.top, leading: -outsets.leading, bottom: -outsets.bottom,
        trailing: -outsets.trailing))
  }

  /// Insets each edge by the matching inset.
  public static func -- (lhs: EdgesConstraintParameters, insets: DirectionalEdgeInsets)
    -> EdgesConstraintParameters
  {
    lhs.inset(insets)
  }

  /// Moves each edge outward by the matching inset.
  public static func ++ (lhs: EdgesConstraintParameters, outsets: DirectionalEdgeInsets)
    -> EdgesConstraintParameters
  {
    lhs.inset(outsets.negated)
  }
}

extension LayoutEdges {
  /// The edges inset by `inset` on every side.
  public static func -- (lhs: LayoutEdges, inset: Double) -> EdgesConstraintParameters {
    lhs.parameters -- inset
  }

  /// The edges moved `outset` outward on every side.
  public static func ++ (lhs: LayoutEdges, outset: Double) -> EdgesConstraintParameters {
    lhs.parameters ++ outset
  }

  /// The edges inset by `horizontally` at leading and trailing and `vertically` at top and
  /// bottom.
  public static func -- (lhs: LayoutEdges, insets: (horizontally: Double, vertically: Double))
    -> EdgesConstraintParameters
  {
    lhs.parameters -- insets
  }

  /// The edges moved outward by `horizontally` and `vertically`.
  public static func ++ (lhs: LayoutEdges, outsets: (horizontally: Double, vertically: Double))
    -> EdgesConstraintParameters
  {
    lhs.parameters ++ outsets
  }

  /// Each edge inset by its own value.
  public static func -- (
    lhs: LayoutEdges, insets: (leading: Double, trailing: Double, top: Double, bottom: Double)
  ) -> EdgesConstraintParameters {
    lhs.parameters -- insets
  }

  /// Each edge moved outward by its own value.
  public static func ++ (
    lhs: LayoutEdges, outsets: (leading: Double, trailing: Double, top: Double, bottom: Double)
  ) -> EdgesConstraintParameters {
    lhs.parameters ++ outsets
  }

  /// Each edge inset by the matching inset.
  public static func -- (lhs: LayoutEdges, insets: DirectionalEdgeInsets)
    -> EdgesConstraintParameters
  {
    lhs.parameters -- insets
  }

  /// Each edge moved outward by the matching inset.
  public static func ++ (lhs: LayoutEdges, outsets: DirectionalEdgeInsets)
    -> EdgesConstraintParameters
  {
    lhs.parameters ++ outsets
  }
}
