/// A rectangle that takes part in Auto Layout without being a view: empty space between views,
/// a group to centre, a margin. This is UIKit's `UILayoutGuide`.
///
/// Add a guide to a view with ``LayoutView/addLayoutGuide(_:)`` before constraining it; its
/// solved rectangle, in the owning view's coordinates, is ``layoutFrame``.
open class LayoutGuide: AnchorProviding, LayoutItem, CustomStringConvertible {
  /// The view the guide belongs to, set by ``LayoutView/addLayoutGuide(_:)`` (unretained: the
  /// view retains its guides and clears this when it goes away).
  public internal(set) unowned(unsafe) var owningView: LayoutView?
  /// A name shown in descriptions and logs.
  public var identifier: String = ""
  /// The guide's solved rectangle in its owning view's coordinates, valid after a layout pass.
  ///
  /// A view's built-in guide that no constraint names takes no part in the engine; it reads as
  /// the owning view's bounds inset by the margins or the safe area, as UIKit's does.
  public internal(set) var layoutFrame: Rect {
    get {
      guard let role, layoutItemState.engine == nil, let owner = owningView else {
        return storedLayoutFrame
      }
      return role.layoutFrame(in: owner)
    }
    set { storedLayoutFrame = newValue }
  }
  /// The rectangle the engine last placed the guide at.
  @exclusivity(unchecked) private var storedLayoutFrame = Rect.zero

  package let layoutItemState = LayoutItemState()
  /// The guide's index among its engine's entries (-1 outside every engine).
  @exclusivity(unchecked) package var engineIndex: Int32 = -1
  /// The guide's place in its engine's list of built-in guides (-1 when it is on none; see
  /// `LayoutEngine.listGuide(_:)`).
  @exclusivity(unchecked) package var guideListIndex: Int32 = -1
  /// Which of a view's built-in guides this is, if any.
  @exclusivity(unchecked) package var role: SystemGuideRole?

  /// Creates a guide; add it to a view before constraining it.
  public init() {
    layoutItemState.item = self
  }

  package init(role: SystemGuideRole, owner: LayoutView) {
    self.role = role
    self.identifier = role.identifier
    self.owningView = owner
    layoutItemState.item = self
  }

  deinit {
    layoutItemState.item = nil
  }

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

  // MARK: LayoutItem

  package var anchorView: LayoutView? { owningView }
  package var isLayoutGuide: Bool { true }

  package var itemDescription: String {
    if let role, let owner = owningView { return "\(owner.itemDescription).\(role.propertyName)" }
    if !identifier.isEmpty { return identifier }
    return "LayoutGuide:0x\(hexAddress(self))"
  }

  /// The guide as logs show it, with its frame and owner.
  open var description: String {
    "<\(String(describing: type(of: self))): 0x\(hexAddress(self)) - \"\(identifier)\", "
      + "layoutFrame = \(layoutFrame), owningView = \(owningView?.itemDescription ?? "nil")>"
  }
}

/// A view's built-in layout guides.
package enum SystemGuideRole: Sendable {
  /// ``LayoutView/layoutMarginsGuide``.
  case margins
  /// ``LayoutView/safeAreaLayoutGuide``.
  case safeArea
  /// ``LayoutView/readableContentGuide``.
  case readableContent
  /// ``ScrollView/contentLayoutGuide``.
  case scrollContent
  /// ``ScrollView/frameLayoutGuide``.
  case scrollFrame

  /// The guide's identifier, as logs show it.
  var identifier: String {
    switch self {
    case .margins: "LayoutViewLayoutMarginsGuide"
    case .safeArea: "LayoutViewSafeAreaLayoutGuide"
    case .readableContent: "LayoutViewReadableContentGuide"
    case .scrollContent: "ScrollViewContentLayoutGuide"
    case .scrollFrame: "ScrollViewFrameLayoutGuide"
    }
  }

  /// The name of the view property that returns the guide.
  var propertyName: String {
    switch self {
    case .margins: "layoutMarginsGuide"
    case .safeArea: "safeAreaLayoutGuide"
    case .readableContent: "readableContentGuide"
    case .scrollContent: "contentLayoutGuide"
    case .scrollFrame: "frameLayoutGuide"
    }
  }

  /// Where the guide lies in `owner` by its definition (spec §8.2-8.4), from the owner's frame:
  /// what a guide that takes no part in the engine reads. Sizes stop at zero, as the engine's
  /// do.
  func layoutFrame(in owner: LayoutView) -> Rect {
    let bounds = Rect(origin: .zero, size: owner.frame.size)
    var rect: Rect
    switch self {
    case .margins: rect = bounds.inset(by: owner.effectiveLayoutMargins)
    case .safeArea: rect = bounds.inset(by: owner.safeAreaInsets)
    case .readableContent:
      rect = bounds.inset(by: owner.effectiveLayoutMargins)
      let width = min(max(0, rect.width), LayoutView.readableContentWidth)
      rect = Rect(
        x: rect.minX + (rect.width - width) / 2, y: rect.minY, width: width, height: rect.height)
    case .scrollContent:
      rect = Rect(
        origin: .zero, size: (owner as? ScrollView)?.unconstrainedContentSize ?? .zero)
    case .scrollFrame: rect = bounds
    }
    return Rect(
      x: rect.minX, y: rect.minY, width: max(0, rect.width), height: max(0, rect.height))
  }
}
