/// A view that lays out its arranged views in a row or a column with constraints it makes
/// itself: UIKit's `UIStackView` (spec §11).
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, button])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// ```
///
/// The stack makes its constraints (identified `UISV-…`, as UIKit's) in its
/// ``updateConstraints()``, before the next layout pass, whenever an arranged view is added,
/// inserted, removed, hidden or shown, or a property changes. It holds them (they are in its
/// ``LayoutView/constraints``); only the stack deactivates them. A regeneration keeps the
/// constraints that did not change, changes constants in place, and only adds and removes the
/// rest. The app's own constraints are never touched.
///
/// The stack has no intrinsic content size: along the axis it is as long as its visible views
/// and gaps, across it as thick as its thickest view, unless it is constrained.
open class StackView: LayoutView {
  /// The value of ``customSpacing(after:)`` for a view without custom spacing: use
  /// ``spacing`` (UIKit's `spacingUseDefault`, `FLT_MAX`).
  public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
  /// A ``spacing`` or custom spacing that asks for the system spacing between the views,
  /// ``LayoutConstraint/systemSpacing`` (UIKit's `spacingUseSystem`, `FLT_MIN`).
  public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

  /// The views the stack arranges, in order; a subset of ``LayoutView/subviews``.
  @exclusivity(unchecked) public private(set) var arrangedSubviews: [LayoutView] = []

  /// The axis the views are arranged along (`.horizontal` by default).
  public var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the views are sized and placed along the axis (`.fill` by default).
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// How the views are placed across the axis (`.fill` by default).
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The gap between adjacent views: exact for the `fill` distributions, the minimum for
  /// `equalSpacing` and `equalCentering` (0 by default). ``spacingUseSystem`` asks for the
  /// system spacing (``LayoutConstraint/systemSpacing``). A negative value overlaps the views;
  /// a non-finite one is reported and ignored.
  public var spacing: Double {
    get { storedSpacing }
    set {
      guard newValue.isFinite else {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .nonFiniteValue,
            "Ignoring the non-finite spacing \(newValue) for \(itemDescription); it keeps "
              + "\(storedSpacing)."))
        return
      }
      guard newValue != storedSpacing else { return }
      storedSpacing = newValue
      arrangementDidChange()
    }
  }

  /// Whether the views are pinned to the stack's ``LayoutView/layoutMarginsGuide`` instead of
  /// its edges (`false` by default).
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Whether, in a vertical stack, the gaps are measured from a view's last baseline to the next
  /// view's first baseline instead of between their edges (`false` by default; no effect on a
  /// horizontal stack).
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  // The stack's state is read without dynamic exclusivity checks, as a view's is: a
  // regeneration reads the spacing once per arranged view.
  @exclusivity(unchecked) private var storedSpacing = 0.0
  /// Custom gaps after arranged views, by view.
  @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints the stack made and holds, in the order they were made.
  @exclusivity(unchecked) var generatedConstraints: [LayoutConstraint] = []
  /// Where each ``StackConstraintSection`` of ``generatedConstraints`` ends.
  @exclusivity(unchecked) var generatedSectionEnds: [Int] = []
  /// The spec of each of ``generatedConstraints``, as the last regeneration made them.
  @exclusivity(unchecked) var generatedSpecs: [StackConstraintSpec] = []
  /// Whether ``generatedConstraints`` are still exactly ``generatedSpecs`` (with the constant,
  /// priority and identifier of its spec, and active unless listed in
  /// ``deactivatedGeneration``). Anything else that changes one of them clears it
  /// (``LayoutConstraint/noteChangeToStackConstraint(deactivating:)``), and the next
  /// regeneration then compares its specs with the constraints themselves.
  @exclusivity(unchecked) var generationIsPristine = false
  /// The constraints of the generation deactivated since the last regeneration (by a view
  /// leaving the stack, mostly), while the generation was pristine; at most
  /// ``deactivatedGenerationLimit``.
  @exclusivity(unchecked) var deactivatedGeneration: [LayoutConstraint] = []
  /// The most deactivated constraints ``deactivatedGeneration`` lists before the generation
  /// stops being pristine.
  static let deactivatedGenerationLimit = 32
  /// What the last regeneration of the constraints did.
  package internal(set) var lastRegeneration = StackRegeneration()
  /// The guide across the axis that spans the visible views (`UISV-alignment-spanner`).
  var spannerGuide: LayoutGuide?
  /// The guides between adjacent visible views for the equal distributions, in order.
  var gapGuides: [LayoutGuide] = []
  /// The state of the view before each of ``gapGuides``' gaps, which keeps its guide while it
  /// has a gap after it.
  var gapGuideLeaders: [ObjectIdentifier] = []
  /// Whether the constraints must be made again at the next update-constraints phase.
  private var arrangementIsStale = true

  /// Creates an empty horizontal stack with a frame.
  public override init(frame: Rect) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
  }

  /// Creates a horizontal stack that arranges `views`, in order (each is added as a subview).
  public convenience init(arrangedSubviews views: [LayoutView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arranged views

  /// Appends `view` to the arranged views, adding it as the frontmost subview if it is not one,
  /// and sets its ``LayoutView/translatesAutoresizingMaskIntoConstraints`` to `false`. A view
  /// already arranged moves to the end.
  public func addArrangedSubview(_ view: LayoutView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arranged views at `index` (clamped to the valid range), adding it as
  /// the frontmost subview if it is not one, and sets its
  /// ``LayoutView/translatesAutoresizingMaskIntoConstraints`` to `false`. A view already
  /// arranged moves to `index`.
  public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
    if view.superview !== self {
      addSubview(view)
      // Refused (the stack itself or an ancestor): reported by addSubview.
      guard view.superview === self else { return }
    }
    var target = min(max(index, 0), arrangedSubviews.count)
    if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: current)
      if current < target { target -= 1 }
      target = min(target, arrangedSubviews.count)
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: target)
    arrangementDidChange()
  }

  /// Removes `view` from the arranged views only: it stays a subview (remove it from the stack
  /// with ``LayoutView/removeFromSuperview()``), and its custom spacing is forgotten. Does
  /// nothing for a view that is not arranged.
  public func removeArrangedSubview(_ view: LayoutView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the gap after `view` (an arranged view), in place of ``spacing``;
  /// ``spacingUseDefault`` goes back to ``spacing``. A non-finite value or a view that is not
  /// arranged is reported and ignored.
  public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else {
      LayoutDiagnostics.report(
        LayoutDiagnostic(
          .invalidConstraint,
          "Ignoring a custom spacing after \(view.itemDescription): it is not an arranged view "
            + "of \(itemDescription)."))
      return
    }
    let key = ObjectIdentifier(view)
    if spacing == StackView.spacingUseDefault {
      guard customSpacings.removeValue(forKey: key) != nil else { return }
    } else {
      guard spacing.isFinite else {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .nonFiniteValue,
            "Ignoring the non-finite custom spacing \(spacing) after \(view.itemDescription)."))
        return
      }
      guard customSpacings[key] != spacing else { return }
      customSpacings[key] = spacing
    }
    arrangementDidChange()
  }

  /// The custom gap after `view`, or ``spacingUseDefault`` when it uses ``spacing``.
  public func customSpacing(after view: LayoutView) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
  }

  /// The gap after `view`: its custom spacing, or ``spacing``, with ``spacingUseSystem`` read
  /// as the system spacing.
  func spacing(after view: LayoutView) -> Double {
    // Without custom spacings (the common case) no hash: a regeneration asks for every view.
    let value =
      customSpacings.isEmpty
      ? storedSpacing : customSpacings[ObjectIdentifier(view)] ?? storedSpacing
    return value == StackView.spacingUseSystem ? LayoutConstraint.systemSpacing : value
  }

  /// The gap after each arranged view, in order (see ``spacing(after:)``): without custom
  /// spacings, the same gap for every view, with no look-up per view.
  ///
  /// - Complexity: O(*n*) for *n* arranged views.
  func spacingsAfterArrangedSubviews() -> [Double] {
    guard customSpacings.isEmpty, let first = arrangedSubviews.first else {
      return arrangedSubviews.map { spacing(after: $0) }
    }
    return Array(repeating: spacing(after: first), count: arrangedSubviews.count)
  }

  // MARK: Baselines

  /// The first arranged visible view's for a vertical stack, the first visible view's for a
  /// horizontal one (the stack itself without visible views).
  open override var forFirstBaselineLayout: LayoutView {
    arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// The last arranged visible view's for a vertical stack, the first visible view's for a
  /// horizontal one (the stack itself without visible views).
  open override var forLastBaselineLayout: LayoutView {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let view = axis == .vertical ? visible.last : visible.first
    return view?.forLastBaselineLayout ?? self
  }

  // MARK: Updates

  /// Makes the stack's constraints again if anything changed since they were made, then calls
  /// `super`.
  open override func updateConstraints() {
    if arrangementIsStale {
      arrangementIsStale = false
      regenerateConstraints()
    }
    super.updateConstraints()
  }

  /// Drops an arranged view that leaves the stack from the arranged views.
  open override func willRemoveSubview(_ subview: LayoutView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// An arranged view was hidden or shown.
  func arrangedSubviewVisibilityDidChange(_ view: LayoutView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangementDidChange()
  }

  /// An arranged view's intrinsic size changed: proportions follow it.
  func arrangedSubviewIntrinsicSizeDidChange(_ view: LayoutView) {
    guard distribution == .fillProportionally,
      arrangedSubviews.contains(where: { $0 === view })
    else { return }
    arrangementDidChange()
  }

  /// Asks for the constraints to be made again before the next layout pass.
  private func arrangementDidChange() {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
  }
}
