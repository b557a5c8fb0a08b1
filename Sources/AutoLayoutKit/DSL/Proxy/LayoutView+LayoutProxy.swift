// The entry points of the AMGAutolayout-style DSL.

extension LayoutView {
  /// A new proxy for the view's anchors. Comparisons on it activate constraints at once; unlike
  /// ``makeLayout(using:)`` it leaves ``translatesAutoresizingMaskIntoConstraints`` alone.
  public var layout: LayoutProxy { LayoutProxy(view: self) }

  /// Turns off ``translatesAutoresizingMaskIntoConstraints`` and runs `closure` with a proxy for
  /// the view's anchors; every comparison and helper in it activates its constraints.
  ///
  /// - Returns: Every constraint made with the proxy's properties, in order, on either side
  ///   of a comparison (`other.layout.top == $0.bottom + 4` too).
  @discardableResult
  public func makeLayout(using closure: (LayoutProxy) -> Void) -> [LayoutConstraint] {
    translatesAutoresizingMaskIntoConstraints = false
    let proxy = LayoutProxy(view: self)
    closure(proxy)
    return proxy.made
  }

  /// The item whose anchors the `safe…` proxy properties use: the view's safe area guide
  /// (AMGAutolayout fell back to the view itself before iOS 11; the safe area always exists
  /// here).
  public var safeAnchorContainer: any AnchorProviding { safeAreaLayoutGuide }
}
