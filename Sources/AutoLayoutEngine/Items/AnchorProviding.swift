/// Anything with layout anchors: views and layout guides. The fluent builders of
/// `AutoLayoutKit` are generic over it.
public protocol AnchorProviding: AnyObject {
  /// The leading edge (left in a left-to-right layout, right in a right-to-left one).
  var leadingAnchor: LayoutXAxisAnchor { get }
  /// The trailing edge.
  var trailingAnchor: LayoutXAxisAnchor { get }
  /// The left edge.
  var leftAnchor: LayoutXAxisAnchor { get }
  /// The right edge.
  var rightAnchor: LayoutXAxisAnchor { get }
  /// The top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The width.
  var widthAnchor: LayoutDimension { get }
  /// The height.
  var heightAnchor: LayoutDimension { get }
  /// The horizontal centre.
  var centerXAnchor: LayoutXAxisAnchor { get }
  /// The vertical centre.
  var centerYAnchor: LayoutYAxisAnchor { get }
}
