/// A relation between two attributes of two layout items — views or layout guides — that the
/// engine keeps true: `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute
/// + constant`, at a priority. This is UIKit's `NSLayoutConstraint`.
///
/// A new constraint is inactive; activate it with ``isActive`` or ``activate(_:)``. Only
/// ``constant``, ``priority`` (within one class: required or optional), ``identifier`` and
/// ``isActive`` change after creation, and the first two are applied to the solver in place.
/// A constraint that cannot be made (mismatched attributes, a location equal to a constant, a
/// non-finite number) reports a ``LayoutDiagnostic`` when it is created and never activates;
/// nothing crashes.
///
/// Two kinds of anchor-made constraints stretch the equation. The system-spacing factories
/// (``LayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)`` and its kin) make
/// ordinary ones whose constant is the spacing. A side made by
/// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` is a distance between two anchors, so such a
/// constraint relates up to four anchors of up to four items: `(b.leading - a.trailing) ==
/// (c.leading - b.trailing)`; see ``firstItem`` for what its accessors read.
open class LayoutConstraint: CustomStringConvertible {
  /// UIKit's nested name for ``LayoutAttribute``.
  public typealias Attribute = LayoutAttribute
  /// UIKit's nested name for ``LayoutRelation``.
  public typealias Relation = LayoutRelation

  /// An axis of a layout, as in UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (the x axis).
    case horizontal = 0
    /// Top to bottom (the y axis).
    case vertical = 1
  }

  // What activating, deactivating and uninstalling read for every constraint comes first, in
  // the object's first cache line (a class keeps its stored properties in declaration order,
  // after a 16-byte header): deactivating tens of thousands of constraints reads each one two
  // or three times, from memory once they no longer fit in the caches, and a read of the
  // installation then finds the flag, the attributes, the states and the list positions beside
  // it instead of two or three lines apart.
  /// Where the constraint lives while it is active.
  @exclusivity(unchecked) package var installation: Installation?
  /// Whether the app made the constraint (not the engine): ``origin`` is `.user`.
  package let isUserConstraint: Bool
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// How the two sides relate.
  public let relation: LayoutRelation
  /// The attribute of the second item (``LayoutAttribute/notAnAttribute`` without one).
  public let secondAttribute: LayoutAttribute
  /// What kind of equation the constraint is (one byte, in the padding before the states).
  package let form: Form
  /// The items' states (retained), through which the constraint reaches its items without
  /// keeping them alive, as UIKit's constraints do not.
  package let firstState: LayoutItemState?
  package let secondState: LayoutItemState?
  /// This constraint's positions in its items' and holder's lists (for O(1) removal).
  @exclusivity(unchecked) package var holderIndex = -1
  @exclusivity(unchecked) package var firstItemIndex = -1
  @exclusivity(unchecked) package var secondItemIndex = -1

  // MARK: Equation

  /// The first item, or `nil` once it is gone.
  package var first: (any LayoutItem)? { firstState?.item }
  /// The second item, or `nil` (none, or gone).
  package var second: (any LayoutItem)? { secondState?.item }

  /// Every item the constraint names (``CompositeLayoutConstraint``s name up to four).
  package var namedItems: [(any LayoutItem)?] { [first, second] }

  /// The item on the left side (a ``LayoutView`` or ``LayoutGuide``).
  ///
  /// When the left side is a distance made by ``LayoutXAxisAnchor/anchorWithOffset(to:)`` or
  /// ``LayoutYAxisAnchor/anchorWithOffset(to:)``, this is the item the distance starts from (the
  /// one whose anchor the offset was asked of), and ``firstAttribute`` its attribute, so the
  /// accessor is never `nil` for a constraint an anchor made (UIKit's header declares it
  /// nullable for such constraints); the whole equation is in ``equationDescription``.
  public var firstItem: AnyObject? { first }
  /// The item on the right side, or `nil` for a constant-only size constraint. When the right
  /// side is a distance (see ``firstItem``), the item the distance starts from.
  public var secondItem: AnyObject? { second }
  /// The factor applied to the second attribute.
  public let multiplier: Double

  /// The number added to the right side. Changing it on an active constraint updates the layout
  /// in place (the cheap way to animate).
  public var constant: Double {
    get { storedConstant }
    set {
      guard newValue.isFinite else {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .nonFiniteValue,
            "Ignoring the non-finite constant \(newValue) for \(self); it keeps \(storedConstant).")
        )
        return
      }
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      noteChangeToStackConstraint()
      installation?.engine?.constantDidChange(self)
    }
  }

  /// How strongly the constraint holds; ``LayoutPriority/required`` by default.
  ///
  /// An active constraint cannot move between required and optional (UIKit raises an exception;
  /// this reports a ``LayoutDiagnostic`` and keeps the old value). Values outside `1...1000` are
  /// refused the same way.
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      guard newValue.isValid else {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .invalidPriority,
            "The priority \(newValue) of \(self) is outside 1...1000; it keeps \(storedPriority)."))
        return
      }
      guard newValue != storedPriority else { return }
      if installation != nil, newValue.isRequired != storedPriority.isRequired {
        LayoutDiagnostics.report(
          LayoutDiagnostic(
            .requiredPriorityMutation,
            "Mutating a priority from required to not on an installed constraint (or vice-versa) "
              + "is not supported.  You passed priority \(formatFixed(Double(newValue.rawValue))) "
              + "and the existing priority was \(formatFixed(Double(storedPriority.rawValue)))."))
        return
      }
      storedPriority = newValue
      noteChangeToStackConstraint()
      installation?.engine?.priorityDidChange(self)
    }
  }

  // Unchecked: a stack's regeneration compares the identifiers of thousands of its constraints.
  /// A name shown in descriptions and logs.
  @exclusivity(unchecked) public var identifier: String? {
    didSet { noteChangeToStackConstraint() }
  }

  /// Whether the constraint takes part in layout. Setting it activates the constraint on the
  /// closest common ancestor of its items, or deactivates it (except a constraint the engine
  /// made, which stays as long as the engine needs it).
  public var isActive: Bool {
    get { installation != nil }
    set {
      if newValue {
        LayoutConstraint.activate([self])
      } else {
        LayoutConstraint.deactivate([self])
      }
    }
  }

  // MARK: Engine state

  @exclusivity(unchecked) package var storedConstant: Double
  @exclusivity(unchecked) package var storedPriority: LayoutPriority
  /// Why the constraint cannot be made, or `nil` when it is valid.
  package let problem: String?
  /// What made the constraint.
  package let origin: Origin

  /// Who made a constraint; system constraints are kept and described differently.
  package enum Origin: Sendable, Equatable {
    /// Made by the app.
    case user
    /// Translated from a view's frame and autoresizing mask (`h=… v=…` in logs).
    case autoresizing(horizontal: String, vertical: String)
    /// Made by the engine for a view's built-in guide (margins, safe area, readable content).
    case system
    /// Implied by the model and never shown in logs (sizes are never negative).
    case implicit
    /// Made by a ``StackView`` to arrange its views (`UISV-…` identifiers). Held by the stack
    /// and broken on conflict like the app's (UIKit's are plain constraints), but only the
    /// stack deactivates them.
    case stack
    /// One of the two rows a view's intrinsic content size makes on an axis: the hugging row
    /// (`size <= value`) or the compression-resistance row (`size >= value`).
    case contentSize(Axis, hugging: Bool)
  }

  /// Whether the constraint places its items' alignment rects (the app's and stacks'
  /// constraints, and intrinsic sizes) rather than their frames (the engine's frame, guide and
  /// implied constraints).
  package var placesAlignmentRects: Bool {
    switch origin {
    case .user, .stack, .contentSize: true
    case .autoresizing, .system, .implicit: false
    }
  }

  /// The kind of equation a constraint is.
  package enum Form: UInt8, Sendable {
    /// `first RELATION multiplier × second + constant`: every constraint but the two below.
    case plain
    /// A plain constraint made by a system-spacing factory
    /// (``LayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)`` and its kin):
    /// its constant is the spacing, and its description says so.
    case systemSpacing
    /// A ``CompositeLayoutConstraint``: a side is a distance made by
    /// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` (up to four terms).
    case composite
  }

  // MARK: Creation

  /// Creates a constraint `item.attribute RELATION multiplier × toItem.attribute + constant`, as
  /// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// - Parameters:
  ///   - item: The first item: a ``LayoutView`` or a ``LayoutGuide``.
  ///   - toItem: The second item, or `nil` (with ``LayoutAttribute/notAnAttribute``) for a
  ///     constant-only size constraint.
  public init(
    item: Any, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: Any?, attribute secondAttribute: LayoutAttribute, multiplier: Double,
    constant: Double
  ) {
    let first = item as AnyObject as? any LayoutItem
    let second = toItem.map { $0 as AnyObject } as? any LayoutItem
    self.firstState = first?.layoutItemState
    self.secondState = second?.layoutItemState
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.storedConstant = constant
    self.storedPriority = .required
    self.origin = .user
    self.isUserConstraint = true
    self.form = .plain
    var problem = LayoutConstraint.problem(
      first: first, firstAttribute, second: second, secondAttribute, multiplier: multiplier,
      constant: constant)
    if problem == nil, first == nil { problem = "The first item is not a view or a layout guide." }
    if problem == nil, toItem != nil, second == nil {
      problem = "The second item is not a view or a layout guide."
    }
    self.problem = problem
    if let problem {
      LayoutDiagnostics.report(
        LayoutDiagnostic(.invalidConstraint, "Cannot make the constraint \(self): \(problem)"))
    }
  }

  /// A constraint that cannot be made (an anchor's item is gone); it reports `problem` and never
  /// activates.
  package static func invalid(
    _ first: (any LayoutItem)?, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, problem: String
  ) -> LayoutConstraint {
    LayoutConstraint(
      first, firstAttribute, relation, second, secondAttribute, multiplier: 1, constant: 0,
      problem: problem)
  }

  /// Creates a constraint made by the engine or by an anchor factory.
  package init(
    _ first: (any LayoutItem)?, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, origin: Origin = .user,
    identifier: String? = nil, problem: String? = nil, form: Form = .plain
  ) {
    self.firstState = first?.layoutItemState
    self.secondState = second?.layoutItemState
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.storedConstant = constant
    self.storedPriority = priority
    self.origin = origin
    // A stack's constraints take part in conflicts and hierarchy changes as the app's do.
    self.isUserConstraint = origin == .user || origin == .stack
    self.identifier = identifier
    self.form = form
    // A composite constraint checks its own terms (``CompositeLayoutConstraint``).
    let problem =
      form == .composite
      ? problem
      : problem
        ?? LayoutConstraint.problem(
          first: first, firstAttribute, second: second, secondAttribute, multiplier: multiplier,
          constant: constant)
    self.problem = problem
    if let problem {
      LayoutDiagnostics.report(
        LayoutDiagnostic(.invalidConstraint, "Cannot make the constraint \(self): \(problem)"))
    }
  }

  /// Why the attributes cannot be related (spec §1.3), or `nil` when they can.
  package static func problem(
    first: (any LayoutItem)?, _ firstAttribute: LayoutAttribute, second: (any LayoutItem)?,
    _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double
  ) -> String? {
    guard multiplier.isFinite, constant.isFinite else {
      return "The multiplier and the constant must be finite numbers."
    }
    guard firstAttribute != .notAnAttribute else {
      return "The first attribute cannot be notAnAttribute."
    }
    for (item, attribute) in [(first, firstAttribute), (second, secondAttribute)] {
      guard let item, item.isLayoutGuide else { continue }
      if attribute == .firstBaseline || attribute == .lastBaseline || attribute.marginBase != nil {
        return "A layout guide has no \(attribute) attribute."
      }
    }
    let constantOnly = second == nil || secondAttribute == .notAnAttribute
    if constantOnly {
      if second != nil || secondAttribute != .notAnAttribute {
        return "Invalid pairing of layout attributes."
      }
      if !firstAttribute.isSize {
        return
          "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. Location "
          + "attributes must be specified in pairs."
      }
      return nil
    }
    let a = firstAttribute.family
    let b = secondAttribute.family
    if (a == .size) != (b == .size) { return "Invalid pairing of layout attributes." }
    if a == .size { return nil }
    if (a == .leftRight && b == .leadingTrailing) || (a == .leadingTrailing && b == .leftRight) {
      return
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    if firstAttribute.axis != secondAttribute.axis {
      return "Invalid pairing of layout attributes."
    }
    if multiplier == 0 {
      return
        "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs."
    }
    return nil
  }

  // MARK: Description

  /// The constraint in the shape of UIKit's logs (spec §4.4), with view names and, below
  /// required, the priority:
  /// `<LayoutConstraint:0x… 'identifier' a.leading == b.trailing + 8 @750   (active)>`.
  open var description: String {
    if case .contentSize(let axis, _) = origin, let view = first as? LayoutView {
      // One description per axis for both rows, as UIKit's NSContentSizeLayoutConstraint.
      let index = axis == .horizontal ? 0 : 1
      let hugging = index == 0 ? view.storedHugging.0 : view.storedHugging.1
      let resistance =
        index == 0 ? view.storedCompressionResistance.0 : view.storedCompressionResistance.1
      return "<\(typeName):0x\(hexAddress(self)) \(axis == .horizontal ? "H" : "V"):["
        + "\(view.itemDescription)(\(formatG(constant)))] Hug:\(formatG(Double(hugging.rawValue)))"
        + " CompressionResistance:\(formatG(Double(resistance.rawValue)))>"
    }
    var text = "<\(typeName):0x\(hexAddress(self))"
    if let identifier { text += " '\(identifier)'" }
    if case .autoresizing(let h, let v) = origin { text += " h=\(h) v=\(v)" }
    text += " " + equationDescription
    // An optional constraint shows its priority after the equation, as UIKit's do (spec §4.4).
    if !storedPriority.isRequired { text += " @" + formatG(Double(storedPriority.rawValue)) }
    if isActive { text += "   (active)" }
    return text + ">"
  }

  /// The class name shown in descriptions.
  package var typeName: String {
    switch origin {
    case .autoresizing: "AutoresizingMaskLayoutConstraint"
    case .contentSize: "ContentSizeLayoutConstraint"
    case .user, .system, .implicit, .stack:
      String(describing: type(of: self))
    }
  }

  /// The equation alone: `a.width == 0.5*b.width + 8`.
  public var equationDescription: String {
    let left = "\(first?.itemDescription ?? "nil").\(attributeName(firstAttribute))"
    // An autoresizing position fixed in its superview prints as UIKit's `minX == 20`.
    let fixedInSuperview: Bool = {
      guard case .autoresizing = origin else { return false }
      return secondAttribute == .left || secondAttribute == .top
    }()
    guard let second, secondAttribute != .notAnAttribute, !fixedInSuperview else {
      return "\(left) \(relation) \(formatG(constant))"
    }
    var right =
      "\(second.itemDescription).\(attributeName(secondAttribute, ofSuperview: true))"
    if multiplier != 1 { right = "\(formatG(multiplier))*" + right }
    if form == .systemSpacing {
      // UIKit's `NSLayoutAnchorConstraintSpace(8)` (spec §4.4): the spacing, in points.
      right +=
        (constant < 0 ? " - " : " + ") + "LayoutAnchorConstraintSpace(\(formatG(abs(constant))))"
    } else if constant > 0 {
      right += " + \(formatG(constant))"
    } else if constant < 0 {
      right += " - \(formatG(-constant))"
    }
    return "\(left) \(relation) \(right)"
  }

  private func attributeName(_ attribute: LayoutAttribute, ofSuperview: Bool = false) -> String {
    guard case .autoresizing = origin else { return attribute.description }
    // In its own space a superview's far edge is its length, which UIKit's logs print.
    if ofSuperview, attribute == .right { return "width" }
    if ofSuperview, attribute == .bottom { return "height" }
    switch attribute {
    case .left: return "minX"
    case .centerX: return "midX"
    case .right: return "maxX"
    case .top: return "minY"
    case .centerY: return "midY"
    case .bottom: return "maxY"
    default: return attribute.description
    }
  }
}

/// The hexadecimal address of an object, as UIKit's descriptions print it.
package func hexAddress(_ object: AnyObject) -> String {
  String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

/// Formats a number like C's `%g`: six significant digits, no trailing zeros (`0.4`, `1.66667`,
/// `133.333`, `8`), and an exponent when the rounded number is below 1e-4 or at least 1e6
/// (`1e+07`, `2.22507e-308`).
package func formatG(_ value: Double) -> String {
  if value == 0 { return "0" }
  guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
  let sign = value < 0 ? "-" : ""
  let magnitude = abs(value)
  if magnitude < 1e6, Double(Int64(magnitude)) == magnitude {
    return sign + String(Int64(magnitude))
  }
  // The magnitude as six significant digits (100000...999999) times a power of ten.
  var exponent = 0
  var scaled = magnitude
  while scaled >= 10 {
    scaled /= 10
    exponent += 1
  }
  while scaled < 1 {
    scaled *= 10
    exponent -= 1
  }
  var digits = Int64((scaled * 100_000).rounded())
  if digits >= 1_000_000 {
    // Rounding carried into a seventh digit (9.999996 is 10.0000).
    digits /= 10
    exponent += 1
  }
  /// `digits` with a point after its first `whole` digits (all of them when `whole` is 6),
  /// leading zeros added when `whole` is not positive, trailing zeros dropped.
  func decimal(whole: Int) -> String {
    var text = String(digits)
    if whole <= 0 {
      text = "0." + String(repeating: "0", count: -whole) + text
    } else if whole < text.count {
      text.insert(".", at: text.index(text.startIndex, offsetBy: whole))
    }
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
  if exponent < -4 || exponent >= 6 {
    let power = String(abs(exponent))
    return sign + decimal(whole: 1) + (exponent < 0 ? "e-" : "e+")
      + (power.count < 2 ? "0" + power : power)
  }
  return sign + decimal(whole: exponent + 1)
}

/// Formats a number like C's `%f` (six decimals), as UIKit's priority messages print it.
package func formatFixed(_ value: Double) -> String {
  let scaled = (abs(value) * 1_000_000).rounded()
  let whole = Int64(scaled / 1_000_000)
  let fraction = Int64(scaled) - whole * 1_000_000
  var digits = String(fraction)
  digits = String(repeating: "0", count: 6 - digits.count) + digits
  return (value < 0 ? "-" : "") + "\(whole).\(digits)"
}
