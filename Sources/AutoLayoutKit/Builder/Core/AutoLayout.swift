/// A chain of layout calls on one view or layout guide — its source — that records each
/// constraint it makes as a ``Connection``, inactive until ``activate()``.
///
/// Get a builder from a view or guide, chain calls, and activate the result in one engine
/// batch:
///
/// ```swift
/// header.autoLayout(in: container).top().left().right().height(44).activate()
/// ```
///
/// A builder keeps its connections, so it can switch them off and on (``deactivate()``,
/// ``activate()``), find them again (``findAll(_:)``), change them (``Connection/constant``) or
/// replace them (``replace(_:)``). Each access to `autoLayout` makes a new builder: keep the one
/// you want to change later. A builder holds its source weakly; once the source is gone, calls
/// add nothing.
///
/// A positive number is always an inset or a gap: `bottom(8)` puts the bottom 8 points above
/// the parent's bottom, `above(8, to: view)` leaves 8 points between the two (inventory §1.5).
public final class AutoLayout<Source: AnchorProviding> {
  /// The view or guide the builder constrains, while it exists.
  public var source: Source? {
    if let sourceState { return sourceState.item == nil ? nil : unretainedSource }
    return weakSource
  }

  /// A view's or guide's engine state (retained), which knows whether the item still exists.
  /// Through it the builder holds its source without keeping it alive and without a weak
  /// reference, which would slow down every reference count of the view (as in the engine).
  private let sourceState: LayoutItemState?
  /// The source, unretained: read only while `sourceState` says it exists.
  private unowned(unsafe) let unretainedSource: Source
  /// A source that is neither a view nor a guide, held weakly.
  private weak var weakSource: Source?

  /// The connections made so far, in the order of the calls.
  public internal(set) var connections: [Connection] = []

  /// Whether ``activate()`` was called more recently than ``deactivate()`` or ``destroy()``.
  /// It is the builder's state; a connection switched by hand does not change it.
  public internal(set) var isActive = false

  /// Whether the builder has ever been activated (for the not-activated warning).
  var wasActivated = false

  /// Whether the source view no longer translates its autoresizing mask.
  var preparedSource = false

  /// How many connections were refused (a non-finite number) so far; ``whole(_:)`` compares it
  /// before and after its call.
  var refusals = 0

  /// Whether ``replace(_:)`` is running: ``activate()`` then waits for it to end, so the old and
  /// new connections are never active together.
  var isReplacing = false

  /// Creates a builder for any anchor provider. Views and guides usually get theirs from
  /// `autoLayout` or `autoLayout(in:)`; this is for your own ``AnchorProviding`` types, which
  /// the builder holds weakly.
  public init(source: Source) {
    unretainedSource = source
    if let view = source as? LayoutView {
      sourceState = view.layoutItemState
    } else if let guide = source as? LayoutGuide {
      sourceState = guide.layoutItemState
    } else {
      sourceState = nil
      weakSource = source
    }
    connections.reserveCapacity(4)
  }

  deinit {
    #if DEBUG
      if !wasActivated, !connections.isEmpty, let source {
        reportNotActivated(source)
      }
    #endif
  }

  /// Runs one call that makes several connections (a fill, a size, a place between two views):
  /// they are made whole or not at all, as the operator DSLs make their statements. When one of
  /// them is refused (after its diagnostic), the others the call made are dropped too.
  func whole(_ body: () -> Self) -> Self {
    let start = connections.count
    let refusedBefore = refusals
    _ = body()
    if refusals != refusedBefore { connections.removeSubrange(start...) }
    return self
  }

  /// Records a constraint `first RELATION multiplier × second + constant` as a connection of
  /// `type`; the first anchor is the source's.
  func add<AnchorType>(
    _ type: LayoutConnectionType, _ first: LayoutAnchor<AnchorType>, _ relation: LayoutRelation,
    _ second: LayoutAnchor<AnchorType>?, multiplier: Double = 1, constant: Double,
    priority: LayoutPriority, identifier: String?, negated: Bool = false, file: StaticString,
    line: UInt
  ) {
    guard constant.isFinite, multiplier.isFinite else {
      refusals += 1
      return reportNonFinite(
        type, constant: constant, multiplier: multiplier, file: file, line: line)
    }
    let firstItem = first.item
    if !preparedSource {
      preparedSource = true
      if let view = firstItem as? LayoutView {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
    }
    let constraint = ConnectionConstraint(
      firstItem, first.attribute, relation, second?.item, second?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant,
      priority: validated(priority, file: file, line: line), identifier: identifier, file: file,
      line: line)
    connections.append(Connection(type, constraint, negated: negated))
  }

  /// Records `first RELATION second ± value` from a simple relation, negating it where the
  /// sign convention says so.
  func add<AnchorType>(
    _ type: LayoutConnectionType, _ first: LayoutAnchor<AnchorType>,
    _ relation: LayoutConnectionSimpleRelation, _ second: LayoutAnchor<AnchorType>?,
    priority: LayoutPriority?, identifier: String?, negated: Bool = false, file: StaticString,
    line: UInt
  ) {
    let applied = negated ? relation.negated : relation
    add(
      type, first, applied.relation, second, constant: applied.constant,
      priority: priority ?? applied.priority, identifier: identifier, negated: negated,
      file: file, line: line)
  }

  /// Records `first == second ± value`, negating it where the sign convention says so.
  func add<AnchorType>(
    _ type: LayoutConnectionType, _ first: LayoutAnchor<AnchorType>, value: Double,
    _ second: LayoutAnchor<AnchorType>?, priority: LayoutPriority, identifier: String?,
    negated: Bool = false, file: StaticString, line: UInt
  ) {
    add(
      type, first, .equal, second, constant: negated ? -value : value, priority: priority,
      identifier: identifier, negated: negated, file: file, line: line)
  }

  /// The priority itself when it is valid; otherwise a diagnostic and ``LayoutPriority/required``,
  /// as the engine keeps a constraint's priority when it refuses a new one.
  private func validated(_ priority: LayoutPriority, file: StaticString, line: UInt)
    -> LayoutPriority
  {
    if priority.isValid { return priority }
    LayoutDiagnostics.report(
      LayoutDiagnostic(
        .invalidPriority,
        "The priority \(priority) passed at \(file):\(line) is outside 1...1000; the "
          + "connection is required instead."))
    return .required
  }
}
