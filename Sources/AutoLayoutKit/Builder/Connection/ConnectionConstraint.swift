/// The ``LayoutConstraint`` a builder makes: an ordinary constraint that also remembers the
/// source file and line of the builder call that made it, and shows them in its description —
/// and so in unsatisfiable-constraint logs — right after its address:
/// `<ConnectionConstraint:0x… @App/Screen.swift:42 header.top == container.top + 8   (active)>`.
public final class ConnectionConstraint: LayoutConstraint {
  /// The file of the builder call, as `#fileID` spells it (`Module/File.swift`).
  public let file: StaticString
  /// The line of the builder call.
  public let line: UInt

  init(
    _ first: (any LayoutItem)?, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double,
    constant: Double, priority: LayoutPriority, identifier: String?, file: StaticString,
    line: UInt
  ) {
    self.file = file
    self.line = line
    super.init(
      first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, identifier: identifier)
  }

  /// Where the constraint was made: `App/Screen.swift:42`.
  public var location: String { "\(file):\(line)" }

  /// The constraint as logs show it, with its location after the address:
  /// `<ConnectionConstraint:0x… @App/Screen.swift:42 'id' a.top == b.top + 8   (active)>`.
  public override var description: String {
    let text = super.description
    guard let space = text.firstIndex(of: " ") else { return text }
    return text[..<space] + " @" + location + text[space...]
  }
}
