/// A visual format string, read: its axis, its views with their size predicates, and the
/// connections between them and to the superview (spec §10.1).
struct VisualFormat {
  /// `(relation object @priority)`: one constraint each.
  struct Predicate {
    /// What the predicate relates to: a number (or metric), or another view's length.
    enum Object {
      case constant(Double)
      case view(String)
    }

    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
  }

  /// The space between two neighbours.
  enum Connection {
    /// No space: `[a][b]`.
    case flush
    /// The standard space: `[a]-[b]`, `|-[a]`.
    case standard
    /// Spaces given by predicates: `-8-`, `-(>=8,<=20@500)-`.
    case predicates([Predicate])
  }

  /// `[name(predicates)]`.
  struct View {
    var name: String
    var predicates: [Predicate]
    /// Where the view starts in the format, for errors.
    var offset: Int
  }

  /// Whether the string lays views out vertically (`V:`).
  var isVertical = false
  /// The connection from the superview's near edge to the first view (`|...`), if any.
  var leadingSuperview: Connection?
  /// Where the leading `|` is, for errors.
  var leadingSuperviewOffset = 0
  /// The views in order.
  var views: [View] = []
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  var connections: [Connection] = []
  /// The connection from the last view to the superview's far edge (`...|`), if any.
  var trailingSuperview: Connection?
  /// Where the trailing `|` is, for errors.
  var trailingSuperviewOffset = 0
}
