/// A view that lays out a row or a column of views with constraints it makes itself: UIKit's
/// `UIStackView` (spec §11).
///
/// The stack keeps its constraints (identified `UISV-…`, as UIKit's, and installed on the stack)
/// in step with its arranged views and properties: any change, including an arranged view's
/// ``LayoutView/isHidden``, makes them again before the next layout pass (or at
/// ``LayoutView/updateConstraintsIfNeeded()``). A hidden arranged view keeps its place in the
/// order and collapses to zero length.
open class StackView: LayoutView {
  @exclusivity(unchecked) private var storedArranged: [LayoutView] = []
  @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints the stack made last, active.
  @exclusivity(unchecked) package private(set) var generatedConstraints: [LayoutConstraint] = []
  /// The guides the stack made last (spacers and gaps), added to it.
  @exclusivity(unchecked) private var generatedGuides: [LayoutGuide] = []
  @exclusivity(unchecked) private var arrangementIsStale = true

  /// The value of ``customSpacing(after:)`` for a view without one: use ``spacing``.
  public static let spacingUseDefault = Double.greatestFiniteMagnitude

  /// Creates an empty horizontal stack.
  public override init(frame: Rect) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
  }

  /// Creates a horizontal stack of `views`, added as subviews in this order.
  public convenience init(arrangedSubviews views: [LayoutView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Properties

  /// The direction the views are laid out in; horizontal by default.
  public var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the length is shared; ``Distribution/fill`` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// How the views are placed across the axis; ``Alignment/fill`` by default.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The space between neighbours: exact for the `fill` distributions, the least for
  /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering``. Negative values
  /// overlap the views.
  public var spacing: Double = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }

  /// Whether the views are placed within the stack's layout margins instead of its bounds.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Whether a vertical stack measures its spacing from one view's last baseline to the next
  /// view's first baseline.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// The views the stack arranges, in order (a subset of ``LayoutView/subviews``).
  public var arrangedSubviews: [LayoutView] { storedArranged }

  // MARK: Arranged views

  /// Appends `view` to the arranged views, adding it as a subview if it is not one.
  public func addArrangedSubview(_ view: LayoutView) {
    insertArrangedSubview(view, at: storedArranged.count)
  }

  /// Inserts `view` among the arranged views at `index` (clamped to the list), adding it as a
  /// subview if it is not one; an arranged view moves to the new place.
  public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
    guard view !== self else { return }
    if let current = storedArranged.firstIndex(where: { $0 === view }) {
      storedArranged.remove(at: current)
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    storedArranged.insert(view, at: min(max(index, 0), storedArranged.count))
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview (remove it from its superview yourself), as in
  /// UIKit.
  public func removeArrangedSubview(_ view: LayoutView) {
    guard let index = storedArranged.firstIndex(where: { $0 === view }) else { return }
    storedArranged.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the space after `view` (an arranged view), in place of ``spacing``.
  public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
    guard storedArranged.contains(where: { $0 === view }) else { return }
    customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The space after `view` set by ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``.
  public func customSpacing(after view: LayoutView) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  /// The space the stack puts after an arranged view.
  package func spacing(after view: LayoutView) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  /// Stops arranging a subview that leaves the stack.
  open override func willRemoveSubview(_ subview: LayoutView) {
    super.willRemoveSubview(subview)
    // A view that leaves the stack is no longer arranged.
    removeArrangedSubview(subview)
  }

  /// Called by an arranged view whose ``LayoutView/isHidden`` changed.
  package func arrangedSubviewVisibilityDidChange(_ view: LayoutView) {
    if storedArranged.contains(where: { $0 === view }) { arrangementDidChange() }
  }

  /// Called by a view whose intrinsic size changed: a proportional stack shares its length by
  /// them.
  package func arrangedSubviewSizeDidChange(_ view: LayoutView) {
    if distribution == .fillProportionally, storedArranged.contains(where: { $0 === view }) {
      arrangementDidChange()
    }
  }

  private func arrangementDidChange() {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
  }

  // MARK: Baselines

  /// The first arranged view's first baseline (the first visible one's).
  open override var forFirstBaselineLayout: LayoutView {
    storedArranged.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
  }

  /// A vertical stack's last visible arranged view's last baseline; a horizontal stack's first.
  open override var forLastBaselineLayout: LayoutView {
    let visible = storedArranged.filter { !$0.isHidden }
    let view = axis == .vertical ? visible.last : visible.first
    return view?.forLastBaselineLayout ?? self
  }

  // MARK: Constraints

  /// Makes the stack's constraints again when something changed since it last did.
  open override func updateConstraints() {
    if arrangementIsStale { regenerate() }
    super.updateConstraints()
  }

  /// Replaces the stack's constraints and guides with those of its current arrangement.
  private func regenerate() {
    arrangementIsStale = false
    removeConstraints(generatedConstraints)
    for guide in generatedGuides { removeLayoutGuide(guide) }
    var plan = StackArrangement(stack: self)
    plan.build()
    generatedGuides = plan.guides
    generatedConstraints = plan.constraints
    // Installed on the stack, single-view ones too, so that the stack's `constraints` list
    // them all.
    addConstraints(generatedConstraints)
  }
}
