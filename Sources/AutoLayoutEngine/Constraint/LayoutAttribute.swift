/// A part of an item's layout rectangle that a constraint relates, as in UIKit's
/// `NSLayoutConstraint.Attribute` (the raw values are Objective-C's, which some APIs compute
/// with).
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable {
  /// No attribute: the second attribute of a constant-only size constraint.
  case notAnAttribute = 0
  /// The left edge.
  case left = 1
  /// The right edge.
  case right = 2
  /// The top edge.
  case top = 3
  /// The bottom edge.
  case bottom = 4
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  case leading = 5
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  case trailing = 6
  /// The width.
  case width = 7
  /// The height.
  case height = 8
  /// The horizontal centre.
  case centerX = 9
  /// The vertical centre.
  case centerY = 10
  /// The baseline of the last line of text (the bottom for a view without text).
  case lastBaseline = 11
  /// The baseline of the first line of text (the top for a view without text).
  case firstBaseline = 12
  /// The left edge inset by the left layout margin.
  case leftMargin = 13
  /// The right edge inset by the right layout margin.
  case rightMargin = 14
  /// The top edge inset by the top layout margin.
  case topMargin = 15
  /// The bottom edge inset by the bottom layout margin.
  case bottomMargin = 16
  /// The leading edge inset by the leading layout margin.
  case leadingMargin = 17
  /// The trailing edge inset by the trailing layout margin.
  case trailingMargin = 18
  /// The horizontal centre of the margins.
  case centerXWithinMargins = 19
  /// The vertical centre of the margins.
  case centerYWithinMargins = 20

  /// UIKit's older name for ``lastBaseline``.
  public static let baseline = LayoutAttribute.lastBaseline
}

extension LayoutAttribute: CustomStringConvertible {
  /// The attribute's Swift name, as constraint descriptions print it (`leading`, `centerX`).
  public var description: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }
}

extension LayoutAttribute {
  /// How an attribute may be paired (spec §1.3): sizes with sizes, and locations of one axis,
  /// never mixing leading/trailing with left/right.
  package enum Family: Sendable {
    case none, size, vertical, leftRight, leadingTrailing, horizontalCenter
  }

  /// The pairing family of the attribute.
  package var family: Family {
    switch self {
    case .notAnAttribute: .none
    case .width, .height: .size
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .vertical
    case .left, .right, .leftMargin, .rightMargin: .leftRight
    case .leading, .trailing, .leadingMargin, .trailingMargin: .leadingTrailing
    case .centerX, .centerXWithinMargins: .horizontalCenter
    }
  }

  /// The axis the attribute measures along (`nil` for ``notAnAttribute``).
  package var axis: LayoutConstraint.Axis? {
    switch family {
    case .none: nil
    case .size: self == .width ? .horizontal : .vertical
    case .vertical: .vertical
    case .leftRight, .leadingTrailing, .horizontalCenter: .horizontal
    }
  }

  /// Whether the attribute is a size (width or height).
  package var isSize: Bool { self == .width || self == .height }

  /// The edge or centre a margin attribute insets (`.leftMargin` → `.left`); `nil` for the
  /// other attributes.
  package var marginBase: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
