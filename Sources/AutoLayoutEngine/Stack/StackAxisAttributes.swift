/// The attributes a stack uses along and across its axis (spec §11.3): for a horizontal stack
/// start, end, length and centre are leading, trailing, width and centerX, and top, bottom,
/// thickness and middle are top, bottom, height and centerY; a vertical stack swaps them.
struct StackAxisAttributes {
  let start: LayoutAttribute
  let end: LayoutAttribute
  let length: LayoutAttribute
  let centre: LayoutAttribute
  let top: LayoutAttribute
  let bottom: LayoutAttribute
  let thickness: LayoutAttribute
  let middle: LayoutAttribute

  init(_ axis: LayoutConstraint.Axis) {
    switch axis {
    case .horizontal:
      (start, end, length, centre) = (.leading, .trailing, .width, .centerX)
      (top, bottom, thickness, middle) = (.top, .bottom, .height, .centerY)
    case .vertical:
      (start, end, length, centre) = (.top, .bottom, .height, .centerY)
      (top, bottom, thickness, middle) = (.leading, .trailing, .width, .centerX)
    }
  }
}
