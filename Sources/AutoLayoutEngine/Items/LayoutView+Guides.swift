// Layout guides, margins, the safe area and the readable content guide (spec §8).

extension LayoutView {
  /// The width of the readable content guide at the default text size (spec §8.4).
  public static let readableContentWidth = 672.0

  /// The guides added to the view, including its built-in guides once they were used.
  public var layoutGuides: [LayoutGuide] { storedLayoutGuides }

  /// Adds a guide to the view (moving it from another view if needed).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let owner = guide.owningView {
      if owner === self { return }
      owner.removeLayoutGuide(guide)
    }
    guide.owningView = self
    storedLayoutGuides.append(guide)
  }

  /// Removes a guide, deactivating every constraint that names it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.role == nil else { return }
    LayoutConstraint.deactivate(guide.layoutItemState.referencingConstraints)
    guide.layoutItemState.engine?.disengage(guide)
    storedLayoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The built-in guide `storage` holds, made (and added to the view's guides) on first use.
  package func builtInGuide(_ role: SystemGuideRole, in storage: inout LayoutGuide?)
    -> LayoutGuide
  {
    if let guide = storage { return guide }
    let guide = LayoutGuide(role: role, owner: self)
    storage = guide
    storedLayoutGuides.append(guide)
    return guide
  }

  // MARK: Margins

  /// The guide whose edges are the view's bounds inset by its effective layout margins.
  public var layoutMarginsGuide: LayoutGuide {
    builtInGuide(.margins, in: &marginsGuideStorage)
  }

  /// The view's layout margins, 8 points on every side by default.
  public var layoutMargins: EdgeInsets {
    get {
      if let directional = storedDirectionalMargins {
        return directional.edgeInsets(
          rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
      }
      return storedLayoutMargins
    }
    set {
      storedLayoutMargins = newValue
      storedDirectionalMargins = nil
      marginsDidChange()
    }
  }

  /// The layout margins in leading and trailing terms; setting them makes the margins follow the
  /// view's layout direction (spec §8.2).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      storedDirectionalMargins
        ?? DirectionalEdgeInsets(
          storedLayoutMargins,
          rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    set {
      storedDirectionalMargins = newValue
      marginsDidChange()
    }
  }

  /// Whether the margins grow so that content is never closer to the superview's edges than
  /// the superview's own margins (`false` by default).
  public var preservesSuperviewLayoutMargins: Bool {
    get { storedPreservesSuperviewMargins }
    set {
      storedPreservesSuperviewMargins = newValue
      marginsDidChange()
    }
  }

  /// Whether the margins are measured from the safe area instead of the bounds where the safe
  /// area is inset (`true` by default).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsMarginsFromSafeArea }
    set {
      storedInsetsMarginsFromSafeArea = newValue
      marginsDidChange()
    }
  }

  /// The margins the margins guide actually uses: ``layoutMargins`` plus the safe area where
  /// ``insetsLayoutMarginsFromSafeArea``, grown to the superview's margins where
  /// ``preservesSuperviewLayoutMargins``.
  public var effectiveLayoutMargins: EdgeInsets {
    effectiveLayoutMargins { view in
      guard let parent = view.storedSuperview else { return nil }
      return (view.storedFrame, Rect(origin: .zero, size: parent.storedFrame.size))
    }
  }

  /// ``effectiveLayoutMargins`` with the view's and its ancestors' rectangles given by
  /// `placement`: a view's rectangle and its superview's bounds, in one coordinate space (`nil`
  /// for a root). The engine passes its solved rectangles, which the frames catch up with only
  /// at the end of the layout pass.
  ///
  /// - Complexity: O(the ancestors that preserve their superview's margins).
  package func effectiveLayoutMargins(placement: (LayoutView) -> (frame: Rect, box: Rect)?)
    -> EdgeInsets
  {
    var margins = layoutMargins
    if storedInsetsMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if storedPreservesSuperviewMargins, let parent = storedSuperview,
      let (frame, box) = placement(self)
    {
      let outer = parent.effectiveLayoutMargins(placement: placement)
      margins.left = max(margins.left, outer.left - (frame.minX - box.minX))
      margins.top = max(margins.top, outer.top - (frame.minY - box.minY))
      margins.right = max(margins.right, outer.right - (box.maxX - frame.maxX))
      margins.bottom = max(margins.bottom, outer.bottom - (box.maxY - frame.maxY))
    }
    return margins
  }

  private func marginsDidChange() {
    layoutItemState.engine?.insetsDidChange(of: self)
    setNeedsLayout()
    layoutMarginsDidChange()
  }

  /// Calls ``safeAreaInsetsDidChange()``, then ``layoutMarginsDidChange()`` when the margins
  /// are measured from the safe area (so they moved with it).
  package func tellSafeAreaInsetsChanged() {
    safeAreaInsetsDidChange()
    if storedInsetsMarginsFromSafeArea { layoutMarginsDidChange() }
  }

  // MARK: Safe area

  /// The guide whose edges are the view's bounds inset by ``safeAreaInsets``.
  public var safeAreaLayoutGuide: LayoutGuide {
    builtInGuide(.safeArea, in: &safeAreaGuideStorage)
  }

  /// The part of the view covered by bars, notches and other unsafe areas.
  ///
  /// Set it on a root view to describe the device (a phone's status bar and home indicator);
  /// every other view derives its insets from where it lies in its superview's unsafe area
  /// (spec §8.3). Setting it on a view that has a superview is recorded for when it becomes a
  /// root.
  public var safeAreaInsets: EdgeInsets {
    get {
      if storedSuperview == nil { return storedRootSafeAreaInsets }
      // A view in an engine has its insets from the solved layout; one outside every engine
      // (laid out by its frame) from where its frame lies.
      return layoutItemState.engine == nil ? derivedSafeAreaInsets : computedSafeAreaInsets
    }
    set {
      storedRootSafeAreaInsets = newValue
      if storedSuperview == nil {
        let changed = computedSafeAreaInsets != newValue
        computedSafeAreaInsets = newValue
        // Told before the views under it, whose insets follow from its own.
        if changed {
          tellSafeAreaInsetsChanged()
        }
        layoutItemState.engine?.insetsDidChange(of: self)
        setNeedsLayout()
      }
    }
  }

  /// The safe area insets this view should have given its current frame and its superview's
  /// insets.
  package var derivedSafeAreaInsets: EdgeInsets {
    guard let parent = storedSuperview else { return storedRootSafeAreaInsets }
    return .safeArea(
      of: storedFrame, in: Rect(origin: .zero, size: parent.storedFrame.size),
      insetBy: parent.safeAreaInsets)
  }

  // MARK: Readable content

  /// A guide of comfortable reading width: centred in the margins guide, as wide as it up to
  /// ``readableContentWidth`` points, with the margins guide's top and bottom (spec §8.4).
  public var readableContentGuide: LayoutGuide {
    builtInGuide(.readableContent, in: &readableGuideStorage)
  }
}
