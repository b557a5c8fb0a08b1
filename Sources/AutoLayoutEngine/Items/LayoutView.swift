/// A rectangle in a tree of rectangles, laid out by constraints: the model of UIKit's `UIView`
/// without drawing or events.
///
/// Build a tree with ``addSubview(_:)``, constrain views with their anchors (or
/// ``LayoutConstraint``), and call ``layoutIfNeeded()`` on any view of the tree: every view's
/// ``frame`` (relative to its superview) and every guide's ``LayoutGuide/layoutFrame`` are then
/// solved. A view without a superview is a root; each root has its own solver.
///
/// As in UIKit, ``translatesAutoresizingMaskIntoConstraints`` is `true` for new views, which
/// holds their frame in place; set it to `false` on views that constraints should position.
open class LayoutView: AnchorProviding, LayoutItem, CustomStringConvertible {
  // The properties a layout pass reads and writes for every view come first, in the object's
  // first cache lines (a class keeps its stored properties in declaration order, after a
  // 16-byte header, and objects are 16-byte aligned). Every walk of the pass over the views
  // (measuring, gathering the batch, placing) reads the superview, the entry index and the
  // flags: they take bytes 16 to 32, which always share a cache line and share the header's
  // (the reference count the batch releases) unless the object starts 48 bytes into a line.
  // Placing also writes the frame, bytes 32 to 64.
  /// The storage of ``storedSuperview``, unmanaged so that ``isSubview(of:)`` compares it
  /// without a reference count.
  @exclusivity(unchecked) package private(set) var superviewReference: Unmanaged<LayoutView>?
  /// The view's index among its engine's entries (-1 outside every engine): where the layout
  /// pass finds its solved rectangle without going through its item state.
  @exclusivity(unchecked) package var engineIndex: Int32 = -1
  @exclusivity(unchecked) package var needsLayoutFlag = false
  /// Whether every child must be placed again: the view itself moved, or it never placed them
  /// (so that the first layout of a tree lists no child for its parent to place one by one).
  @exclusivity(unchecked) package var needsFullFrameUpdate = true
  /// Whether ``layoutSubviews()`` would do nothing: a view of exactly this class (so no
  /// override runs) with no subviews and no layout guides. The layout pass does not queue such a
  /// view when only its position moved, and finishes its pass while it gathers the batch, so
  /// that a flat tree of thousands of plain views is not walked a second time. Kept by
  /// ``storedSubviews`` and ``storedLayoutGuides`` (see ``refreshLayoutSubviewsIsNoOp()``), so
  /// that asking reads this byte instead of both arrays and the object's class. Such a view's
  /// ``pendingFrameUpdates`` is empty: it has no child or guide to list.
  @exclusivity(unchecked) package private(set) var layoutSubviewsIsNoOp = false
  /// Whether a subview may be laid out by its autoresizing mask outside the engine (one that
  /// translates its mask and takes part in no engine): set whenever a subview could have become
  /// one, cleared when ``autoresizeSubviews(from:)`` finds none, so that a view whose subviews
  /// are all in the engine does not walk them each time its size changes.
  @exclusivity(unchecked) package var mayHaveAutoresizedSubviews = false
  @exclusivity(unchecked) package var storedFrame: Rect
  /// The superview, unretained: a view retains its subviews and clears this in its `deinit`.
  package var storedSuperview: LayoutView? {
    @inline(__always) get { superviewReference?.takeUnretainedValue() }
    @inline(__always) set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The engine entries (see ``engineIndex``) of the children and guides whose solved
  /// rectangles changed since this view last placed them; unused while
  /// ``needsFullFrameUpdate`` is set, which places them all.
  @exclusivity(unchecked) package var pendingFrameUpdates: [Int32] = []
  /// The layout pass that last found this view's depth in its tree (0: none), and that depth,
  /// so that a pass walks up from each view only until an ancestor it already placed.
  @exclusivity(unchecked) package var depthStamp: UInt64 = 0
  @exclusivity(unchecked) package var stampedDepth: Int32 = 0
  @exclusivity(unchecked) package var storedTranslates = true
  /// Whether the view is of exactly this class, not a subclass (which may override
  /// ``layoutSubviews()``); set once by the initializer.
  @exclusivity(unchecked) package private(set) var isExactlyLayoutView = false
  @exclusivity(unchecked) package var storedSubviews: [LayoutView] = [] {
    didSet { refreshLayoutSubviewsIsNoOp() }
  }
  @exclusivity(unchecked) package var storedLayoutGuides: [LayoutGuide] = [] {
    didSet { refreshLayoutSubviewsIsNoOp() }
  }
  package let layoutItemState = LayoutItemState()
  @exclusivity(unchecked) package var storedMask: AutoresizingMask = []

  /// A name shown in descriptions and logs instead of the class name and address.
  public var name: String?
  /// An integer that identifies the view to the app (0 by default); see
  /// ``viewWithTag(_:)``.
  public var tag = 0
  @exclusivity(unchecked) package var heldConstraints: [LayoutConstraint] = []
  @exclusivity(unchecked) package var marginsGuideStorage: LayoutGuide?
  @exclusivity(unchecked) package var safeAreaGuideStorage: LayoutGuide?
  @exclusivity(unchecked) package var readableGuideStorage: LayoutGuide?
  @exclusivity(unchecked) package var storedLayoutMargins = EdgeInsets(
    top: 8, left: 8, bottom: 8, right: 8)
  @exclusivity(unchecked) package var storedDirectionalMargins: DirectionalEdgeInsets? = nil
  @exclusivity(unchecked) package var storedPreservesSuperviewMargins = false
  @exclusivity(unchecked) package var storedInsetsMarginsFromSafeArea = true
  @exclusivity(unchecked) package var storedRootSafeAreaInsets = EdgeInsets.zero
  @exclusivity(unchecked) package var computedSafeAreaInsets = EdgeInsets.zero
  @exclusivity(unchecked) package var storedSemanticContentAttribute = SemanticContentAttribute
    .unspecified
  @exclusivity(unchecked) package var storedLayoutDirectionTrait: UserInterfaceLayoutDirection?
  /// The engine of the tree this view is the root of (created when the first constraint is
  /// activated in the tree).
  @exclusivity(unchecked) package var rootEngine: LayoutEngine?
  /// Views of this root's tree that asked for a layout pass.
  @exclusivity(unchecked) package var pendingLayout: [LayoutView] = []
  /// Whether the view became a root (it was removed from its superview, or its superview went
  /// away while something else kept it) and has not taken over its subtree yet: the constraints
  /// held inside the subtree are in no engine, and the view takes them and what its views wait
  /// for into an engine of its own when its tree is next used (see
  /// ``adoptOrphanedSubtreeIfNeeded()``).
  @exclusivity(unchecked) package var isOrphaned = false
  /// Content hugging priorities (horizontal, vertical).
  @exclusivity(unchecked) package var storedHugging = (
    LayoutPriority.defaultLow, LayoutPriority.defaultLow
  )
  /// Compression resistance priorities (horizontal, vertical).
  @exclusivity(unchecked) package var storedCompressionResistance = (
    LayoutPriority.defaultHigh, LayoutPriority.defaultHigh
  )
  /// Whether ``updateConstraints()`` should run before the next layout pass.
  @exclusivity(unchecked) package var needsUpdateConstraintsFlag = false
  /// Whether the intrinsic content size changed since the engine last read it.
  @exclusivity(unchecked) package var intrinsicSizeIsStale = false
  /// Views of this root's tree that asked for an update-constraints pass or whose intrinsic
  /// size changed.
  @exclusivity(unchecked) package var pendingConstraintUpdates: [LayoutView] = []
  /// Subtrees that joined this root's tree with constraints held inside them that its engine
  /// does not have yet: they are installed after the activation that follows the move, or
  /// before anything reads the engine (see ``adoptPendingSubtrees()``).
  @exclusivity(unchecked) package var pendingSubtrees: [LayoutView] = []

  /// Creates a view with a frame (relative to its future superview).
  public init(frame: Rect) {
    storedFrame = frame
    layoutItemState.item = self
    isExactlyLayoutView = ObjectIdentifier(type(of: self)) == ObjectIdentifier(LayoutView.self)
    layoutItemState.mayHaveAlignmentInsets = !isExactlyLayoutView
    refreshLayoutSubviewsIsNoOp()
  }

  /// Recomputes ``layoutSubviewsIsNoOp`` after the subviews, the guides or the class changed.
  @inline(__always)
  private func refreshLayoutSubviewsIsNoOp() {
    layoutSubviewsIsNoOp =
      isExactlyLayoutView && storedSubviews.isEmpty && storedLayoutGuides.isEmpty
    // What was listed for children and guides that left is of no use any more.
    if layoutSubviewsIsNoOp, !pendingFrameUpdates.isEmpty { pendingFrameUpdates.removeAll() }
  }

  deinit {
    layoutItemState.item = nil
    // The views that asked for a pass go with their root (the queues hold them).
    pendingLayout.removeAll()
    pendingConstraintUpdates.removeAll()
    if rootEngine != nil { forgetEngine() }
    releaseHeldConstraints()
    var subviews = takeSubviewsForRelease()
    for guide in storedLayoutGuides where guide.owningView === self { guide.owningView = nil }
    // The subviews held only here go with this view, and theirs with them: released one level
    // at a time, each taken out of its view before the view goes, so that no deinit releases a
    // subtree (a chain of 12,000 nested views, released by each view's deinit in turn,
    // overflowed the stack).
    while var view = subviews.popLast() {
      if isKnownUniquelyReferenced(&view) { subviews += view.takeSubviewsForRelease() }
    }
  }

  /// Takes the subviews out of a view that is going away and makes each a root: one that
  /// something else still holds becomes a root of its own, as UIKit's does when its superview
  /// goes away, and one held only by the returned array goes too.
  ///
  /// A subview that lives on keeps the constraints inside its subtree in an engine of its own,
  /// taken over when its tree is next used, not now (the app may be letting go of it too: an
  /// array of a tree's views released after the root would otherwise rebuild the rest of the
  /// tree once per level).
  private func takeSubviewsForRelease() -> [LayoutView] {
    // Taken out of the property, so that the array is this call's alone and each element's
    // reference count says whether anything else holds the subview.
    var subviews: [LayoutView] = []
    swap(&subviews, &storedSubviews)
    for index in subviews.indices where subviews[index].storedSuperview === self {
      subviews[index].storedSuperview = nil
      if !isKnownUniquelyReferenced(&subviews[index]) { subviews[index].isOrphaned = true }
    }
    return subviews
  }

  /// Creates a view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates (in its own for a root).
  ///
  /// Setting it on a view that ``translatesAutoresizingMaskIntoConstraints`` moves the view and
  /// what is constrained to it at the next layout pass; on another view the next layout pass
  /// puts the view back where its constraints say.
  public var frame: Rect {
    get { storedFrame }
    set {
      guard newValue != storedFrame else { return }
      let oldSize = storedFrame.size
      storedFrame = newValue
      // Only a new size lays the view out again, as in UIKit; a move alone does not.
      if oldSize != newValue.size {
        autoresizeSubviews(from: oldSize)
        setNeedsLayout()
      }
      if let parent = superview {
        // The next pass puts a constrained view back where its constraints say.
        if engineIndex >= 0 { parent.pendingFrameUpdates.append(engineIndex) }
        parent.setNeedsLayout()
      }
      layoutItemState.engine?.frameDidChange(self)
    }
  }

  /// The view's rectangle in its own coordinates: its size, at the origin. Setting it changes
  /// the size (the origin is always zero here; there is no scrolling).
  public var bounds: Rect {
    get { Rect(x: 0, y: 0, width: storedFrame.width, height: storedFrame.height) }
    set {
      frame = Rect(
        x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The centre of ``frame``, in the superview's coordinates.
  public var center: Point {
    get { Point(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = Rect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  /// Whether the view is hidden. Hidden views keep their constraints and take part in layout;
  /// an arranged view of a ``StackView`` collapses (the stack regenerates its constraints).
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      guard isHidden != oldValue, let stack = storedSuperview as? StackView else { return }
      stack.arrangedSubviewVisibilityDidChange(self)
    }
  }

  /// The scale of the display the root view stands for: frames are rounded to multiples of
  /// `1 / displayScale` when they are applied (0, the default, keeps exact values). Only the
  /// root's value counts.
  public var displayScale: Double = 0 {
    didSet { setNeedsLayout() }
  }

  /// Whether the view's ``frame`` and ``autoresizingMask`` are turned into constraints that hold
  /// it in place (`true` by default, as in UIKit). Set it to `false` on views that constraints
  /// position.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslates }
    set {
      guard newValue != storedTranslates else { return }
      storedTranslates = newValue
      if newValue { storedSuperview?.mayHaveAutoresizedSubviews = true }
      layoutItemState.engine?.frameDidChange(self)
      setNeedsLayout()
    }
  }

  /// How the view resizes when its superview's size changes, for a view that
  /// ``translatesAutoresizingMaskIntoConstraints``.
  public var autoresizingMask: AutoresizingMask {
    get { storedMask }
    set {
      guard newValue != storedMask else { return }
      storedMask = newValue
      layoutItemState.engine?.frameDidChange(self)
    }
  }

  // MARK: Overridable layout

  /// Positions the view's subviews. The default applies the solved frames of the subviews (and
  /// guides) that take part in Auto Layout; override it to lay out by hand, and call `super`
  /// first. Never call it directly: use ``setNeedsLayout()`` and ``layoutIfNeeded()``.
  open func layoutSubviews() {
    // A view without children has nothing to place: don't reach for its engine.
    if storedSubviews.isEmpty, storedLayoutGuides.isEmpty {
      needsFullFrameUpdate = false
      if !pendingFrameUpdates.isEmpty { pendingFrameUpdates.removeAll(keepingCapacity: true) }
      return
    }
    layoutItemState.engine?.applySolvedFrames(of: self)
  }

  /// Updates the view's constraints before a layout pass, after ``setNeedsUpdateConstraints()``.
  ///
  /// Override it to change constraints in one batch; call `super.updateConstraints()` last. The
  /// engine calls it on flagged views from the leaves up, before it solves. Never call it
  /// directly: use ``setNeedsUpdateConstraints()`` and ``updateConstraintsIfNeeded()``.
  open func updateConstraints() {}

  /// Called on the superview just before `subview` leaves it (``removeFromSuperview()``, or a
  /// move to another superview). The default does nothing; a ``StackView`` drops the view from
  /// its arranged views here. Call `super` when you override it.
  open func willRemoveSubview(_ subview: LayoutView) {}

  /// Called just before the view moves to `newSuperview` (`nil`: it is being removed from its
  /// superview). The default does nothing; call `super` when you override it.
  open func willMove(toSuperview newSuperview: LayoutView?) {}

  /// Called just after the view joined its new superview or left its old one (then
  /// ``superview`` is `nil`), with its subtree's constraints carried along: a good place for a
  /// view to pin itself to its new superview. The default does nothing; call `super` when you
  /// override it.
  open func didMoveToSuperview() {}

  /// Called on the superview just after `subview` joined it (``addSubview(_:)`` and the
  /// `insertSubview` variants). The default does nothing; call `super` when you override it.
  open func didAddSubview(_ subview: LayoutView) {}

  /// Called when the view's layout margins change: when ``layoutMargins``,
  /// ``directionalLayoutMargins``, ``preservesSuperviewLayoutMargins`` or
  /// ``insetsLayoutMarginsFromSafeArea`` is set, and, for a view whose margins are measured
  /// from the safe area, after ``safeAreaInsetsDidChange()``. Does nothing by default; override
  /// it to follow the margins (call `super`).
  open func layoutMarginsDidChange() {}

  /// Called when the view's ``safeAreaInsets`` change: at once when a root's are set (and for
  /// the views under it whose insets that changes), or in the layout pass that moves the view
  /// into or out of its superview's unsafe area, before any view of the pass is laid out.
  /// Does nothing by default; override it to follow the safe area (call `super`).
  ///
  /// A view in no engine (its tree has no active constraint) derives its insets from its frame
  /// when asked, and is not told.
  open func safeAreaInsetsDidChange() {}

  /// How far the view's alignment rect, the part of it that constraints place (its content,
  /// without shadows or badges), lies inside its frame; zero by default, so constraints place
  /// the frame (spec §7.4). Override it to return the insets: every constraint that names the
  /// view, its intrinsic size and its baselines then refer to the alignment rect, and the layout
  /// pass sets the frame around it. Margins and the safe area stay measured from the frame.
  ///
  /// The engine reads it when a constraint that names the view joins the engine; when the
  /// insets change, deactivate and activate those constraints again.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The alignment rect of a view with frame `frame`: the frame inset by
  /// ``alignmentRectInsets``.
  open func alignmentRect(forFrame frame: Rect) -> Rect {
    frame.inset(by: alignmentRectInsets)
  }

  /// The frame of a view whose alignment rect is `alignmentRect`: the rect grown by
  /// ``alignmentRectInsets``.
  open func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
    let insets = alignmentRectInsets
    return Rect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  /// The natural size of the view's content, per axis, or ``noIntrinsicMetric`` for an axis
  /// without one (the default for both).
  ///
  /// Text-like views override it; the engine turns each axis that has a value into two
  /// constraints, a hugging one (`size <= value`) and a compression-resistance one
  /// (`size >= value`). Call ``invalidateIntrinsicContentSize()`` when the value changes. The
  /// value must not depend on the view's frame.
  open var intrinsicContentSize: Size {
    Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
  }

  /// The view whose first baseline stands for this view's ``firstBaselineAnchor``: by default
  /// ``forLastBaselineLayout``. A container overrides it to return the subview that shows its
  /// text (it must be the view itself or one of its descendants).
  open var forFirstBaselineLayout: LayoutView { forLastBaselineLayout }

  /// The view whose last baseline stands for this view's ``lastBaselineAnchor``: by default the
  /// view itself (it must be the view itself or one of its descendants).
  open var forLastBaselineLayout: LayoutView { self }

  /// The distance from the top of the view to the baseline of its first line of text; 0 (the
  /// top) for a view without text. Text-like views override it (AppKit's name).
  open var firstBaselineOffsetFromTop: Double { 0 }

  /// The distance from the bottom of the view to the baseline of its last line of text; 0 (the
  /// bottom) for a view without text. Text-like views override it (AppKit's name).
  open var lastBaselineOffsetFromBottom: Double { 0 }

  // MARK: Anchors

  /// The leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The baseline of the first line of text (the top for a view without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom for a view without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

  /// Whether `view` is this view's superview: `storedSuperview === view` without retaining
  /// either (the layout pass asks this for every subview it places).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package func isSubview(of view: LayoutView) -> Bool {
    superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
  }

  // MARK: LayoutItem

  package var anchorView: LayoutView? { self }

  package var isLayoutGuide: Bool { false }

  package var itemDescription: String {
    if let name { return name }
    return "\(String(describing: type(of: self))):0x\(hexAddress(self))"
  }

  /// The view as a short summary: its name (or class and address) and frame.
  open var description: String {
    "<\(itemDescription); frame = \(storedFrame)>"
  }
}

/// The reading direction of a layout, as in UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1
}

/// How a view's content follows the reading direction, as in UIKit's
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
  /// Follow the inherited direction (flips in a right-to-left context).
  case unspecified = 0
  /// Media playback controls; never flips.
  case playback = 1
  /// Controls whose direction has a spatial meaning; never flips.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
