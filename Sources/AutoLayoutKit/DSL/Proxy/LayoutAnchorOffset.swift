/// An edge or centre plus an offset: the right side of `$0.top == title.layout.bottom + 20`.
/// Each further `+` or `-` adds to the offset.
public struct LayoutAnchorOffset<Anchor: AnyObject> {
  /// The property the offset applies to.
  public let property: LayoutAnchorProperty<Anchor>
  /// The offset.
  public let offset: Double

}
