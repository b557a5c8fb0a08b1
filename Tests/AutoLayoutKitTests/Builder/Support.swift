import AutoLayoutKit
import Testing

/// A constraint reduced to what it relates, for exact comparisons: items by name, attributes,
/// relation, multiplier, constant and priority.
struct Equation: Equatable, CustomStringConvertible {
  var first: String
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var second: String?
  var secondAttribute: LayoutAttribute
  var multiplier: Double
  var constant: Double
  var priority: LayoutPriority

  init(
    _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: String? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  init(_ constraint: LayoutConstraint) {
    self.init(
      itemName(constraint.firstItem) ?? "nil", constraint.firstAttribute, constraint.relation,
      itemName(constraint.secondItem), constraint.secondAttribute,
      multiplier: constraint.multiplier, constant: constraint.constant,
      priority: constraint.priority)
  }

  var description: String {
    var right = second.map { "\($0).\(secondAttribute)" } ?? ""
    if multiplier != 1 { right = "\(multiplier)*" + right }
    if constant != 0 || second == nil { right += (second == nil ? "" : " + ") + "\(constant)" }
    return "\(first).\(firstAttribute) \(relation) \(right) @\(priority)"
  }
}

/// How a test names a view or guide: the view's name, or `owner.guideProperty` for a built-in
/// guide, or the guide's identifier.
func itemName(_ item: AnyObject?) -> String? {
  if let view = item as? LayoutView { return view.name ?? "unnamed" }
  if let guide = item as? LayoutGuide {
    let owner = guide.owningView?.name ?? "unnamed"
    if guide === guide.owningView?.safeAreaLayoutGuide { return owner + ".safeArea" }
    if guide === guide.owningView?.layoutMarginsGuide { return owner + ".margins" }
    if guide === guide.owningView?.readableContentGuide { return owner + ".readable" }
    return guide.identifier
  }
  return nil
}

/// The equations of a builder's connections, in order.
func equations<Source>(_ builder: AutoLayout<Source>) -> [Equation] {
  builder.connections.map { Equation($0.constraint) }
}

/// The equations of several builders' connections, in order.
func equations<Source>(_ builders: [AutoLayout<Source>]) -> [Equation] {
  builders.flatMap { $0.connections.map { Equation($0.constraint) } }
}

/// A root view standing for a screen or window.
func makeRoot(_ width: Double, _ height: Double, name: String = "root") -> LayoutView {
  let root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height))
  root.name = name
  return root
}

/// A named view, added to `parent` when one is given (its autoresizing translation untouched).
func makeView(_ name: String, in parent: LayoutView? = nil) -> LayoutView {
  let view = LayoutView()
  view.name = name
  parent?.addSubview(view)
  return view
}

/// Rounds a coordinate to a 3x display's pixel grid, as the engine (and UIKit on an iPhone
/// with a scale of 3) does with each edge of a frame.
func pixel(_ value: Double) -> Double {
  (value * 3).rounded() / 3
}

/// The frame a 3x display shows for a rectangle whose exact edges, in the root's coordinates,
/// are given, inside a parent whose rounded origin is `parent`: every edge is rounded to the
/// pixel grid, then made relative to the parent.
func pixelFrame(
  minX: Double, minY: Double, maxX: Double, maxY: Double, parent: Point = Point(x: 0, y: 0)
) -> Rect {
  let x = pixel(minX)
  let y = pixel(minY)
  return Rect(x: x - parent.x, y: y - parent.y, width: pixel(maxX) - x, height: pixel(maxY) - y)
}

/// The equations of a builder's connections; the builder is destroyed afterwards (so that a
/// snippet that is only inspected does not warn that it was never activated).
func built<Source>(_ builder: AutoLayout<Source>) -> [Equation] {
  defer { builder.destroy() }
  return equations(builder)
}

/// Whether two rectangles agree to within a billionth of a point: for checking a computed frame
/// against hand-written fractions such as `367.0 / 3`, which round differently in the last bit.
func isClose(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

/// Whether the builder's debug-only warnings are compiled in: a debug build, which `swift test`
/// makes unless asked for `-c release`. The tests of those warnings run only then.
let builderWarningsAreCompiledIn: Bool = {
  #if DEBUG
    return true
  #else
    return false
  #endif
}()
