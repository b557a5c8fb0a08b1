import AutoLayoutEngine
import Testing

/// `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`: when they are called, with which
/// insets in place, and what a view that follows them in its hooks ends up with.
@Suite struct InsetHookTests {
  /// A view that records its hook calls (its name, the hook, and the insets it saw then).
  final class Log {
    var lines: [String] = []
  }

  final class Recording: LayoutView {
    var log = Log()
    var onSafeArea: ((Recording) -> Void)?
    var onUpdateConstraints: ((Recording) -> Void)?

    override func updateConstraints() {
      onUpdateConstraints?(self)
      super.updateConstraints()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      log.lines.append("\(name ?? "?") safeArea \(safeAreaInsets.top)")
      onSafeArea?(self)
    }

    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      log.lines.append("\(name ?? "?") margins \(layoutMargins.left)")
    }
  }

  let log = Log()

  func recording(_ name: String, in parent: LayoutView?) -> Recording {
    let view = Recording()
    view.name = name
    view.log = log
    if let parent {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    } else {
      view.frame = Rect(x: 0, y: 0, width: 375, height: 812)
    }
    return view
  }

  /// A root and a header pinned to its top, 100 points tall: the header's safe area is the part
  /// of the root's top inset it covers.
  func scene(headerTop: Double) -> (Recording, Recording, LayoutConstraint) {
    let root = recording("root", in: nil)
    let header = recording("header", in: root)
    let top = header.topAnchor.constraint(equalTo: root.topAnchor, constant: headerTop)
    LayoutConstraint.activate([
      top,
      header.leftAnchor.constraint(equalTo: root.leftAnchor),
      header.widthAnchor.constraint(equalToConstant: 200),
      header.heightAnchor.constraint(equalToConstant: 100),
    ])
    return (root, header, top)
  }

  @Test func theSafeAreaHooksFollowTheInsets() {
    log.lines = []
    let (root, header, top) = scene(headerTop: 0)
    root.layoutIfNeeded()
    #expect(log.lines == [])  // no insets anywhere yet

    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    // The root is told at once, the header (in the engine) as its insets are derived again.
    #expect(
      log.lines == [
        "root safeArea 47.0", "root margins 8.0", "header safeArea 47.0",
        "header margins 8.0",
      ])
    log.lines = []
    root.layoutIfNeeded()
    #expect(log.lines == [])  // nothing changed since

    // Moving the header halfway out of the status bar changes its insets in the next pass.
    top.constant = 20
    #expect(log.lines == [])
    root.layoutIfNeeded()
    #expect(log.lines == ["header safeArea 27.0", "header margins 8.0"])
    #expect(header.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    log.lines = []

    // Out of it: zero insets, told once; a move that keeps them is not told.
    top.constant = 60
    root.layoutIfNeeded()
    top.constant = 70
    root.layoutIfNeeded()
    #expect(log.lines == ["header safeArea 0.0", "header margins 8.0"])
    log.lines = []

    // Setting the same insets on the root again changes nothing.
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(log.lines == [])
  }

  @Test func settingMarginsCallsTheMarginsHook() {
    log.lines = []
    let (root, header, _) = scene(headerTop: 0)
    root.layoutIfNeeded()
    header.layoutMargins = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    header.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 4, leading: 16, bottom: 4, trailing: 16)
    header.insetsLayoutMarginsFromSafeArea = false
    #expect(log.lines == ["header margins 12.0", "header margins 16.0", "header margins 16.0"])
    log.lines = []
    // With margins not measured from the safe area, a safe area change leaves them alone.
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
    #expect(log.lines.filter { $0.hasPrefix("header") } == ["header safeArea 47.0"])
  }

  /// A hook that changes a constraint: the pass that told it lays out with the change.
  @Test func whatAHookChangesIsLaidOutInTheSamePass() {
    log.lines = []
    let (root, header, top) = scene(headerTop: 0)
    let content = makeChild("content", in: header)
    let contentTop = content.topAnchor.constraint(equalTo: header.topAnchor)
    LayoutConstraint.activate([
      contentTop,
      content.leftAnchor.constraint(equalTo: header.leftAnchor),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    // The header keeps its content below its unsafe band by hand, as apps do in the hook.
    header.onSafeArea = { view in contentTop.constant = view.safeAreaInsets.top }
    root.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 30, width: 50, height: 10))
    top.constant = 10
    root.layoutIfNeeded()
    #expect(header.frame.minY == 10)
    #expect(content.frame == Rect(x: 0, y: 20, width: 50, height: 10))
  }

  /// A hook that asks for a constraints update: the update runs, and is solved, before the
  /// pass that told it lays out (not one pass later).
  @Test func aConstraintsUpdateAHookAsksForRunsInTheSamePass() {
    let (root, header, top) = scene(headerTop: 0)
    let content = makeChild("content", in: header)
    let contentTop = content.topAnchor.constraint(equalTo: header.topAnchor)
    LayoutConstraint.activate([
      contentTop,
      content.leftAnchor.constraint(equalTo: header.leftAnchor),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    header.onSafeArea = { view in view.setNeedsUpdateConstraints() }
    header.onUpdateConstraints = { view in contentTop.constant = view.safeAreaInsets.top }
    root.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    top.constant = 10
    root.layoutIfNeeded()
    #expect(header.frame.minY == 10)
    #expect(content.frame == Rect(x: 0, y: 20, width: 50, height: 10))
    #expect(!header.needsUpdateConstraints())
  }
}
