// AMGAutolayout's helpers. Each activates what it makes (as one batch) and returns it, so the
// constraints can be kept; without a superview the superview helpers report a diagnostic and
// make nothing.

extension LayoutProxy {
  /// Pins the view's top, left, bottom and right edges to its superview (or to the superview's
  /// safe area), inset by `margins`: `top + margins.top`, `left + margins.left`,
  /// `bottom - margins.bottom`, `right - margins.right`. Like AMGAutolayout it uses left and
  /// right, not leading and trailing.
  ///
  /// - Parameters:
  ///   - margins: The inset of each edge; positive values move the edge inward.
  ///   - relativeToSafeArea: Whether to pin to the superview's safe area guide instead of its
  ///     edges.
  /// - Returns: The top, left, bottom and right constraints, in that order; none (and a
  ///   ``LayoutDiagnostic`` of kind ``LayoutDiagnostic/Kind/builderWarning``) if the view has no
  ///   superview. A non-finite margin makes all four invalid: each is reported and none is
  ///   activated.
  @discardableResult
  public func fillSuperview(with margins: EdgeInsets = .zero, relativeToSafeArea: Bool = false)
    -> [LayoutConstraint]
  {
    guard let superview = superview(for: "fillSuperview(with:relativeToSafeArea:)") else {
      return []
    }
    let target: any AnchorProviding =
      relativeToSafeArea ? superview.safeAreaLayoutGuide : superview
    return activate(
      [
        view.topAnchor.relate(.equal, to: target.topAnchor, constant: margins.top),
        view.leftAnchor.relate(.equal, to: target.leftAnchor, constant: margins.left),
        view.bottomAnchor.relate(.equal, to: target.bottomAnchor, constant: -margins.bottom),
        view.rightAnchor.relate(.equal, to: target.rightAnchor, constant: -margins.right),
      ].wholeOrNothing("fillSuperview"))
  }

  /// Centres the view in its superview.
  ///
  /// - Returns: The centre X and centre Y constraints; none (and a ``LayoutDiagnostic`` of kind
  ///   ``LayoutDiagnostic/Kind/builderWarning``) if the view has no superview.
  @discardableResult
  public func centerSuperview() -> [LayoutConstraint] {
    guard let superview = superview(for: "centerSuperview()") else { return [] }
    return center(superview)
  }

  /// Centres the view on another view or a layout guide.
  ///
  /// - Returns: The centre X and centre Y constraints.
  @discardableResult
  public func center(_ item: some AnchorProviding) -> [LayoutConstraint] {
    activate([
      view.centerXAnchor.relate(.equal, to: item.centerXAnchor),
      view.centerYAnchor.relate(.equal, to: item.centerYAnchor),
    ])
  }

  /// Makes the view's width `ratio` times its height (`aspectRatio(2)` is twice as wide as tall).
  ///
  /// - Returns: The constraint `width == ratio × height`.
  @discardableResult
  public func aspectRatio(_ ratio: Double = 1) -> LayoutConstraint {
    activate(view.widthAnchor.relate(.equal, to: view.heightAnchor, multiplier: ratio))
  }

  /// The view's superview, or `nil` after reporting that `helper` made nothing.
  private func superview(for helper: String) -> LayoutView? {
    if let superview = view.superview { return superview }
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .builderWarning,
        "\(helper) made no constraint: \(view.itemDescription) has no superview."))
    return nil
  }
}
