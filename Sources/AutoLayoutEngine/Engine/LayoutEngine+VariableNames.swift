import AutoLayoutSolver

// The names of an item's solver variables. They are for reading a solver's system, which only
// an exported workload shows; making the description of an unnamed view (its class's name and
// its address) for each view a layout engages was a tenth of the cost of activating a layout of
// a thousand views. An item with a name of its own names its variables at once; the others' are
// named when the system is written out.

extension LayoutEngine {
  /// The name an item's variables take when they are made (`name.minX`, …): the item's own
  /// name, or the guide's identifier or role beside its owner's name; empty (the variables then
  /// stay unnamed) when only a description made from the class and address would name it.
  static func variableBaseName(of item: any LayoutItem) -> String {
    if let view = item as? LayoutView { return view.name ?? "" }
    guard let guide = item as? LayoutGuide else { return "" }
    if let role = guide.role {
      guard let ownerName = guide.owningView?.name else { return "" }
      return "\(ownerName).\(role.propertyName)"
    }
    return guide.identifier
  }

  /// The name of an unnamed variable of an item engaged here, as a named one would have it:
  /// the item's description and the component (`LayoutView:0x….minX`); `nil` for a variable
  /// of no item of this engine.
  func variableName(of variable: Variable) -> String? {
    guard let item = item(inContext: variable.context) else { return nil }
    return "\(item.itemDescription).\(ItemVariables.componentNames[variable.context & 3])"
  }
}
