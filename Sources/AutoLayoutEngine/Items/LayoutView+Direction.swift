// Reading direction: which edge is leading (spec §9).

extension LayoutView {
  /// How the view's content follows the reading direction; not inherited by subviews.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { storedSemanticContentAttribute }
    set {
      guard newValue != storedSemanticContentAttribute else { return }
      storedSemanticContentAttribute = newValue
      layoutItemState.engine?.directionDidChange(under: self)
      setNeedsLayout()
    }
  }

  /// The reading direction this view and its descendants inherit (like a trait), or `nil` to
  /// inherit the superview's; a root without one reads left to right.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection? {
    get { storedLayoutDirectionTrait }
    set {
      guard newValue != storedLayoutDirectionTrait else { return }
      storedLayoutDirectionTrait = newValue
      layoutItemState.engine?.directionDidChange(under: self)
      setNeedsLayout()
    }
  }

  /// The direction inherited from the view or its closest ancestor that sets one.
  package var inheritedLayoutDirection: UserInterfaceLayoutDirection {
    // Unretained references, as ``rootView`` walks: no reference counting per ancestor.
    var view: Unmanaged<LayoutView>? = Unmanaged.passUnretained(self)
    while let candidate = view {
      let (direction, parent) = candidate._withUnsafeGuaranteedRef {
        ($0.storedLayoutDirectionTrait, $0.superviewReference)
      }
      if let direction { return direction }
      view = parent
    }
    return .leftToRight
  }

  /// The direction this view lays out its content in: its semantic content attribute resolved
  /// against the inherited direction.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    LayoutView.userInterfaceLayoutDirection(
      for: storedSemanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The direction a semantic content attribute resolves to in a left-to-right app.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
  }

  /// The direction a semantic content attribute resolves to against a given direction.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: direction
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
