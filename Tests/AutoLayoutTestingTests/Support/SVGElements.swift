import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an XML document, in order, with their attributes and text.
final class XMLElementCollector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []

  /// Parses `text`; returns `nil` when it is not well-formed XML.
  static func parse(_ text: String) -> [Element]? {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = XMLElementCollector()
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributeDict))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let index = open.last else { return }
    elements[index].text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    open.removeLast()
  }
}
