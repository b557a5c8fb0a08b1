/// Reads a visual format string into a ``VisualFormat`` (the grammar of spec §10.1), looking up
/// metric and view names as it goes. Spaces between tokens are ignored.
struct VisualFormatParser {
  private let text: [Character]
  private let format: String
  private let metrics: [String: Double]
  private let viewNames: Set<String>
  private var position = 0

  init(format: String, metrics: [String: Double], viewNames: Set<String>) {
    self.format = format
    self.text = Array(format)
    self.metrics = metrics
    self.viewNames = viewNames
  }

  /// The whole format.
  ///
  /// - Throws: ``VisualFormatError`` at the first character that does not fit the grammar.
  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    var result = VisualFormat()
    skipSpaces()
    if let first = peek, first == "H" || first == "V" {
      let start = position
      position += 1
      skipSpaces()
      guard peek == ":" else {
        let axis = first == "V" ? "vertical" : "horizontal"
        throw error("Expected ':' after '\(first)' to specify \(axis) arrangement", at: start + 1)
      }
      position += 1
      result.isVertical = first == "V"
    }
    skipSpaces()
    if peek == "|" {
      result.leadingSuperviewOffset = position
      position += 1
      result.leadingSuperview = try connection()
    }
    result.views.append(try view())
    while true {
      skipSpaces()
      if peek == nil { break }
      let joint = try connection()
      skipSpaces()
      if peek == "|" {
        result.trailingSuperviewOffset = position
        result.trailingSuperview = joint
        position += 1
        skipSpaces()
        if peek != nil { throw error("Expected the end of the format after '|'", at: position) }
        break
      }
      guard peek == "[" else { throw error("Expected a view or '|'", at: position) }
      result.connections.append(joint)
      result.views.append(try view())
    }
    return result
  }

  // MARK: Pieces

  /// `[name]` or `[name(predicates)]`.
  private mutating func view() throws(VisualFormatError) -> VisualFormat.View {
    skipSpaces()
    let start = position
    guard peek == "[" else { throw error("Expected a view", at: position) }
    position += 1
    skipSpaces()
    let nameStart = position
    guard let name = identifier() else {
      throw error(
        "Expected a view name: a letter or '_' followed by letters, digits or '_'", at: position)
    }
    guard viewNames.contains(name) else {
      throw error("Unable to find view with name \(name)", at: nameStart)
    }
    skipSpaces()
    var predicates: [VisualFormat.Predicate] = []
    if peek == "(" {
      position += 1
      predicates = try predicateList(allowsViews: true)
      guard peek == ")" else {
        throw error(
          "A predicate on a view's thickness must end with ')' and the view must end with ']'",
          at: position)
      }
      position += 1
      skipSpaces()
    }
    guard peek == "]" else {
      throw error(
        "A predicate on a view's thickness must end with ')' and the view must end with ']'",
        at: position)
    }
    position += 1
    return VisualFormat.View(name: name, predicates: predicates, offset: start)
  }

  /// What comes between two neighbours: nothing, `-`, `-n-`, `-name-` or `-(predicates)-`.
  private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
    skipSpaces()
    guard peek == "-" else { return .flush }
    position += 1
    skipSpaces()
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [VisualFormat.Predicate]
    if peek == "(" {
      position += 1
      predicates = try predicateList(allowsViews: false)
      guard peek == ")" else { throw error("Expected ')' to end the predicates", at: position) }
      position += 1
    } else {
      let start = position
      guard let value = try simpleValue(allowsSign: false) else {
        throw error("Expected a number or a metric name for the space", at: start)
      }
      predicates = [
        VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)
      ]
    }
    skipSpaces()
    guard peek == "-" else { throw error("Expected '-' after the space", at: position) }
    position += 1
    return .predicates(predicates)
  }

  /// `predicate { , predicate }`, up to (not including) the closing `)`.
  private mutating func predicateList(allowsViews: Bool) throws(VisualFormatError)
    -> [VisualFormat.Predicate]
  {
    var list = [try predicate(allowsViews: allowsViews)]
    skipSpaces()
    while peek == "," {
      position += 1
      list.append(try predicate(allowsViews: allowsViews))
      skipSpaces()
    }
    return list
  }

  /// `[relation] object [@priority]`.
  private mutating func predicate(allowsViews: Bool) throws(VisualFormatError)
    -> VisualFormat.Predicate
  {
    skipSpaces()
    var relation = LayoutRelation.equal
    if let c = peek, c == "=" || c == "<" || c == ">" {
      let start = position
      guard position + 1 < text.count, text[position + 1] == "=" else {
        throw error("Unknown relation. Must be ==, >=, or <=", at: start)
      }
      relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
      position += 2
    }
    skipSpaces()
    let start = position
    let object: VisualFormat.Predicate.Object
    if let c = peek, c.isLetter || c == "_" {
      let name = identifier()!
      if let value = metrics[name] {
        object = .constant(value)
      } else if viewNames.contains(name) {
        guard allowsViews else {
          throw error("A space cannot be related to the view \(name)", at: start)
        }
        object = .view(name)
      } else {
        throw error("Unable to find metric or view with name \(name)", at: start)
      }
    } else if let value = number(allowsSign: true) {
      object = .constant(value)
    } else {
      throw error("Expected a number, a metric or a view name", at: start)
    }
    skipSpaces()
    var priority = LayoutPriority.required
    if peek == "@" {
      position += 1
      skipSpaces()
      let priorityStart = position
      guard let value = try simpleValue(allowsSign: false) else {
        throw error("Expected a priority after '@'", at: priorityStart)
      }
      guard (1...1000).contains(value) else {
        throw error("A priority must be between 1 and 1000", at: priorityStart)
      }
      priority = LayoutPriority(Float(value))
    }
    return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
  }

  /// A number, or the value of a metric name; `nil` when neither starts here.
  private mutating func simpleValue(allowsSign: Bool) throws(VisualFormatError) -> Double? {
    if let c = peek, c.isLetter || c == "_" {
      let start = position
      let name = identifier()!
      guard let value = metrics[name] else {
        throw error("Unable to find metric with name \(name)", at: start)
      }
      return value
    }
    return number(allowsSign: allowsSign)
  }

  // MARK: Tokens

  private var peek: Character? { position < text.count ? text[position] : nil }

  private mutating func skipSpaces() {
    while let c = peek, c == " " { position += 1 }
  }

  /// A C identifier.
  private mutating func identifier() -> String? {
    guard let c = peek, c.isASCII, c.isLetter || c == "_" else { return nil }
    var name = ""
    while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" {
      name.append(c)
      position += 1
    }
    return name
  }

  /// A decimal number (with an exponent if any), signed where `allowsSign`.
  private mutating func number(allowsSign: Bool) -> Double? {
    let start = position
    var literal = ""
    if allowsSign, let c = peek, c == "-" || c == "+" {
      literal.append(c)
      position += 1
    }
    var digits = 0
    while let c = peek, c.isASCII, c.isNumber || c == "." {
      literal.append(c)
      position += 1
      if c != "." { digits += 1 }
    }
    if digits > 0, let c = peek, c == "e" || c == "E" {
      var exponent = String(c)
      var k = position + 1
      if k < text.count, text[k] == "-" || text[k] == "+" {
        exponent.append(text[k])
        k += 1
      }
      var exponentDigits = 0
      while k < text.count, text[k].isASCII, text[k].isNumber {
        exponent.append(text[k])
        k += 1
        exponentDigits += 1
      }
      if exponentDigits > 0 {
        literal += exponent
        position = k
      }
    }
    guard digits > 0, let value = Double(literal), value.isFinite else {
      position = start
      return nil
    }
    return value
  }

  private func error(_ message: String, at offset: Int) -> VisualFormatError {
    VisualFormatError(message, format: format, offset: offset)
  }
}
