// How a relation between two spans of edges (a leading–trailing or top–bottom pair, or all four
// edges) is split into one relation per edge. `==` makes both edges equal; `<=` keeps the left
// span within the right one (its start edge at or after, its end edge at or before), and `>=`
// keeps it around the right one, just as `<=` on a size keeps it smaller.

extension LayoutRelation {
  /// The relation for a span's start edge (leading or top).
  var startEdgeRelation: LayoutRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }

  /// The relation for a span's end edge (trailing or bottom).
  var endEdgeRelation: LayoutRelation { self }
}
