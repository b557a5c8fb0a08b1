// The built-in guides the builder's fill calls target.

/// Anything with a safe-area guide: views.
public protocol SafeAreaProviding: AnyObject {
  /// The guide inset by the safe area.
  var safeAreaLayoutGuide: LayoutGuide { get }
}

/// Anything with a layout-margins guide: views.
public protocol MarginGuideProviding: AnyObject {
  /// The guide inset by the layout margins.
  var layoutMarginsGuide: LayoutGuide { get }
}

/// Anything with a readable-content guide: views.
public protocol ReadableContentGuideProviding: AnyObject {
  /// The guide of comfortable reading width.
  var readableContentGuide: LayoutGuide { get }
}

extension LayoutView: SafeAreaProviding, MarginGuideProviding, ReadableContentGuideProviding {}
