import AutoLayoutKit
import Testing

/// Everything that identifies a constraint, for exact comparisons in the DSL tests: both items
/// (by identity), both attributes, relation, multiplier, constant, priority, identifier and
/// whether it is active.
struct ExactConstraint: Equatable, CustomStringConvertible {
  var first: ItemReference?
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var second: ItemReference?
  var secondAttribute: LayoutAttribute
  var multiplier: Double
  var constant: Double
  var priority: LayoutPriority
  var identifier: String?
  var isActive: Bool

  /// The expected constraint `first.firstAttribute RELATION multiplier × second.secondAttribute
  /// + constant`; inactive, required and without identifier unless told otherwise.
  init(
    _ first: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: AnyObject? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    identifier: String? = nil, isActive: Bool = false
  ) {
    self.first = ItemReference(first)
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second.map(ItemReference.init)
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.isActive = isActive
  }

  /// What a constraint actually is.
  init(_ constraint: LayoutConstraint) {
    first = constraint.firstItem.map(ItemReference.init)
    firstAttribute = constraint.firstAttribute
    relation = constraint.relation
    second = constraint.secondItem.map(ItemReference.init)
    secondAttribute = constraint.secondAttribute
    multiplier = constraint.multiplier
    constant = constraint.constant
    priority = constraint.priority
    identifier = constraint.identifier
    isActive = constraint.isActive
  }

  var description: String {
    var text = "\(first?.name ?? "nil").\(firstAttribute) \(relation) "
    if let second {
      text += "\(multiplier == 1 ? "" : "\(multiplier)*")\(second.name).\(secondAttribute)"
      text += " + \(constant)"
    } else {
      text += "\(constant)"
    }
    text += " @\(priority)"
    if let identifier { text += " '\(identifier)'" }
    return text + (isActive ? " (active)" : " (inactive)")
  }
}

/// A view or guide compared by identity and shown by name.
struct ItemReference: Equatable {
  let id: ObjectIdentifier
  let name: String

  init(_ object: AnyObject) {
    id = ObjectIdentifier(object)
    if let view = object as? LayoutView {
      name = view.name ?? "view"
    } else if let guide = object as? LayoutGuide {
      let owner = guide.owningView?.name ?? "?"
      name = guide.identifier.isEmpty ? "guide" : "\(owner).\(guide.identifier)"
    } else {
      name = String(describing: type(of: object))
    }
  }

  static func == (lhs: ItemReference, rhs: ItemReference) -> Bool { lhs.id == rhs.id }
}

/// The exact descriptions of several constraints, in order.
func exact(_ constraints: [LayoutConstraint]) -> [ExactConstraint] {
  constraints.map(ExactConstraint.init)
}
