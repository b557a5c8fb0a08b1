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
  public internal(set) var layoutFrame: Rect = .zero

  package let layoutItemState = LayoutItemState()
  /// The guide's index among its engine's entries (-1 outside every engine).
  @exclusivity(unchecked) package var engineIndex: Int32 = -1
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

  /// The guide's identifier, as logs show it.
  var identifier: String {
    switch self {
    case .margins: "LayoutViewLayoutMarginsGuide"
    case .safeArea: "LayoutViewSafeAreaLayoutGuide"
    case .readableContent: "LayoutViewReadableContentGuide"
    }
  }

  /// The name of the view property that returns the guide.
  var propertyName: String {
    switch self {
    case .margins: "layoutMarginsGuide"
    case .safeArea: "safeAreaLayoutGuide"
    case .readableContent: "readableContentGuide"
    }
  }
}
