/// Which attribute of the builder's source a ``Connection`` constrains: its first attribute.
/// ``AutoLayout/findAll(_:)`` looks connections up by it.
public enum LayoutConnectionType: Sendable, Hashable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The first baseline.
  case firstBaseline
  /// The last baseline.
  case lastBaseline

  /// The engine attribute the type stands for.
  public var attribute: LayoutAttribute {
    switch self {
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .firstBaseline: .firstBaseline
    case .lastBaseline: .lastBaseline
    }
  }
}
