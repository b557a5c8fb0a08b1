/// The AMGAutolayout-style view of a view's anchors: `view.layout.top`, `$0.width` inside
/// ``LayoutView/makeLayout(using:)``. Comparing its properties makes a constraint and activates
/// it at once.
///
/// ```swift
/// label.makeLayout {
///   $0.top == title.layout.bottom + 20
///   $0.height == title.layout.height * 2 + 10
/// }
/// ```
public final class LayoutProxy {
  /// The view whose anchors the proxy exposes (held strongly, as in AMGAutolayout).
  public let view: LayoutView
  /// Every constraint made through the proxy, in order.
  private(set) var made: [LayoutConstraint] = []

  init(view: LayoutView) {
    self.view = view
  }

  /// Activates `constraints` as one batch and records them.
  @discardableResult
  func activate(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
    LayoutConstraint.activate(constraints)
    made += constraints
    return constraints
  }

  /// Records a constraint that another proxy made with one of this proxy's properties on its
  /// right side (nothing when `maker` is this proxy, which recorded it already).
  func record(_ constraint: LayoutConstraint, madeBy maker: LayoutProxy) {
    if maker !== self { made.append(constraint) }
  }

  /// Activates one constraint and records it.
  func activate(_ constraint: LayoutConstraint) -> LayoutConstraint {
    activate([constraint])
    return constraint
  }

  // MARK: The view's anchors

  /// The leading edge.
  public var leading: LayoutAnchorProperty<LayoutXAxisAnchor> { property(view.leadingAnchor) }
  /// The trailing edge.
  public var trailing: LayoutAnchorProperty<LayoutXAxisAnchor> { property(view.trailingAnchor) }
  /// The left edge.
  public var left: LayoutAnchorProperty<LayoutXAxisAnchor> { property(view.leftAnchor) }
  /// The right edge.
  public var right: LayoutAnchorProperty<LayoutXAxisAnchor> { property(view.rightAnchor) }
  /// The top edge.
  public var top: LayoutAnchorProperty<LayoutYAxisAnchor> { property(view.topAnchor) }
  /// The bottom edge.
  public var bottom: LayoutAnchorProperty<LayoutYAxisAnchor> { property(view.bottomAnchor) }
  /// The width.
  public var width: LayoutDimensionProperty { dimensionProperty(view.widthAnchor) }
  /// The height.
  public var height: LayoutDimensionProperty { dimensionProperty(view.heightAnchor) }
  /// The horizontal centre.
  public var centerX: LayoutAnchorProperty<LayoutXAxisAnchor> { property(view.centerXAnchor) }
  /// The vertical centre.
  public var centerY: LayoutAnchorProperty<LayoutYAxisAnchor> { property(view.centerYAnchor) }

  // MARK: The view's safe area

  /// The top edge of the view's safe area.
  public var safeTop: LayoutAnchorProperty<LayoutYAxisAnchor> { property(safeArea.topAnchor) }
  /// The bottom edge of the view's safe area.
  public var safeBottom: LayoutAnchorProperty<LayoutYAxisAnchor> {
    property(safeArea.bottomAnchor)
  }
  /// The left edge of the view's safe area.
  public var safeLeft: LayoutAnchorProperty<LayoutXAxisAnchor> { property(safeArea.leftAnchor) }
  /// The right edge of the view's safe area.
  public var safeRight: LayoutAnchorProperty<LayoutXAxisAnchor> {
    property(safeArea.rightAnchor)
  }
  /// The leading edge of the view's safe area.
  public var safeLeading: LayoutAnchorProperty<LayoutXAxisAnchor> {
    property(safeArea.leadingAnchor)
  }
  /// The trailing edge of the view's safe area.
  public var safeTrailing: LayoutAnchorProperty<LayoutXAxisAnchor> {
    property(safeArea.trailingAnchor)
  }
  /// The width of the view's safe area.
  public var safeWidth: LayoutDimensionProperty { dimensionProperty(safeArea.widthAnchor) }
  /// The height of the view's safe area.
  public var safeHeight: LayoutDimensionProperty { dimensionProperty(safeArea.heightAnchor) }
  /// The horizontal centre of the view's safe area.
  public var safeCenterX: LayoutAnchorProperty<LayoutXAxisAnchor> {
    property(safeArea.centerXAnchor)
  }
  /// The vertical centre of the view's safe area.
  public var safeCenterY: LayoutAnchorProperty<LayoutYAxisAnchor> {
    property(safeArea.centerYAnchor)
  }

  private var safeArea: LayoutGuide { view.safeAreaLayoutGuide }

  private func property(_ anchor: LayoutXAxisAnchor) -> LayoutAnchorProperty<LayoutXAxisAnchor> {
    LayoutAnchorProperty(anchor: anchor, base: anchor, proxy: self)
  }

  private func property(_ anchor: LayoutYAxisAnchor) -> LayoutAnchorProperty<LayoutYAxisAnchor> {
    LayoutAnchorProperty(anchor: anchor, base: anchor, proxy: self)
  }

  private func dimensionProperty(_ anchor: LayoutDimension) -> LayoutDimensionProperty {
    LayoutDimensionProperty(anchor: anchor, proxy: self)
  }
}
