/// How a view that translates its autoresizing mask follows its superview's size, as in UIKit's
/// `UIView.AutoresizingMask`: the flexible parts share the change in proportion to their sizes.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
  /// The mask's bits (UIKit's values).
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The left margin grows and shrinks.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width grows and shrinks.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin grows and shrinks.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin grows and shrinks.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height grows and shrinks.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin grows and shrinks.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
  /// How one axis of a view follows its superview's length: its position and length are each
  /// `slope × newLength + offset`.
  package struct AxisRule: Equatable {
    /// The position's share of the superview's new length, and its fixed part.
    package var position: (slope: Double, offset: Double)
    /// The length's share of the superview's new length, and its fixed part.
    package var length: (slope: Double, offset: Double)

    package static func == (a: AxisRule, b: AxisRule) -> Bool {
      a.position == b.position && a.length == b.length
    }
  }

  /// The rule for one axis (spec §6.4): the flexible parts of (margin, length, far margin)
  /// share any change of the superview's length in proportion to their current values, or
  /// equally when they are all zero (Appendix C 11); with no flexible part the frame stays.
  ///
  /// - Parameters:
  ///   - position: The view's origin on the axis, `x`.
  ///   - length: The view's length, `w`.
  ///   - container: The superview's current length, `S` (the far margin is `S − x − w`).
  ///   - flexible: Whether the near margin, the length and the far margin are flexible.
  package static func axisRule(
    position x: Double, length w: Double, container s: Double,
    flexible: (near: Bool, length: Bool, far: Bool)
  ) -> AxisRule {
    let parts = [x, w, s - x - w]
    let flags = [flexible.near, flexible.length, flexible.far]
    let flexibleCount = flags.filter { $0 }.count
    if flexibleCount == 0 || flags == [false, false, true] {
      return AxisRule(position: (0, x), length: (0, w))
    }
    let flexibleTotal = zip(parts, flags).reduce(0.0) { $0 + ($1.1 ? $1.0 : 0) }
    let fixed = s - flexibleTotal
    // Each flexible part p becomes p · (S' − K) / T: slope p/T, offset −(p/T)·K.
    func share(_ index: Int) -> (slope: Double, offset: Double) {
      guard flags[index] else { return (0, parts[index]) }
      let fraction =
        flexibleTotal != 0 ? parts[index] / flexibleTotal : 1 / Double(flexibleCount)
      return (fraction, -fraction * fixed)
    }
    return AxisRule(position: share(0), length: share(1))
  }

  /// The horizontal rule of a frame in a superview of width `container`.
  package func horizontalRule(for frame: Rect, container: Double) -> AxisRule {
    Self.axisRule(
      position: frame.minX, length: frame.width, container: container,
      flexible: (
        contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)
      ))
  }

  /// The vertical rule of a frame in a superview of height `container`.
  package func verticalRule(for frame: Rect, container: Double) -> AxisRule {
    Self.axisRule(
      position: frame.minY, length: frame.height, container: container,
      flexible: (
        contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)
      ))
  }

  /// Where a frame goes when its superview's size changes from `old` to `new`.
  package func resize(_ frame: Rect, from old: Size, to new: Size) -> Rect {
    let h = horizontalRule(for: frame, container: old.width)
    let v = verticalRule(for: frame, container: old.height)
    return Rect(
      x: h.position.offset + h.position.slope * new.width,
      y: v.position.offset + v.position.slope * new.height,
      width: h.length.offset + h.length.slope * new.width,
      height: v.length.offset + v.length.slope * new.height)
  }
}
