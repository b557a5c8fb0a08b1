/// The parts of a stack's constraints, in the order a regeneration makes them (spec §11.3-11.5).
/// A change to the arrangement usually touches a few constraints of each part, so a regeneration
/// compares each part with the same part of the last generation from both ends.
enum StackConstraintSection: Int, CaseIterable {
  /// `UISV-canvas-connection` along the axis (or `UISV-spanning-fit` without visible views).
  case canvas
  /// `UISV-spacing`: the chain over every arranged view.
  case spacing
  /// `UISV-hiding`: hidden views collapse.
  case hiding
  /// The distribution: equal or proportional lengths, or the gap guides.
  case distribution
  /// `UISV-alignment` across the axis.
  case alignment
  /// `UISV-spanning-boundary` and `UISV-spanning-fit`: the spanner around the visible views.
  case spanner
  /// `UISV-canvas-connection` and `UISV-canvas-fit` across the axis.
  case canvasAcross
  /// `UISV-ambiguity-suppression`: views without a thickness collapse.
  case ambiguitySuppression
}
