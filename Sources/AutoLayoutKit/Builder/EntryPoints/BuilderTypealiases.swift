/// The builder of a view: `LayoutViewLayout.equalWidths(buttons)` (the seed's `UIViewLayout`).
public typealias LayoutViewLayout = AutoLayout<LayoutView>

/// The builder of a layout guide (the seed's `UILayoutGuideLayout`).
public typealias LayoutGuideLayout = AutoLayout<LayoutGuide>
