import AutoLayoutKit
import Testing

@Suite struct EntryPointTests {
  @Test func readingAutoLayoutChangesNothing() {
    let root = makeRoot(100, 100)
    let view = makeView("view", in: root)
    let layout = view.autoLayout
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(layout.source === view && layout.connections.isEmpty)
    // The first connection on the view turns the translation off.
    _ = layout.width(10)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    layout.destroy()
  }

  @Test func autoLayoutInAddsTheViewAndPreparesIt() {
    let root = makeRoot(100, 100)
    let other = makeView("other", in: root)
    let view = LayoutView()
    let layout = view.autoLayout(in: root)
    #expect(view.superview === root)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(layout.connections.isEmpty)
    // Asking again for the same superview keeps the view's place among its siblings.
    _ = view.autoLayout(in: root)
    #expect(root.subviews.map { $0 === view } == [false, true])
    _ = other.autoLayout(in: root)
    #expect(root.subviews.first === other)
    // Another superview moves it.
    _ = view.autoLayout(in: other)
    #expect(view.superview === other)
  }

  @Test func guideBuilders() {
    let root = makeRoot(200, 100)
    let guide = LayoutGuide()
    let layout = guide.autoLayout(in: root)
    #expect(guide.owningView === root)
    #expect(layout.connections.isEmpty)
    let spacer = guide.autoLayout.top(to: root).bottom(to: root).leading(20, to: root)
      .width(to: root, multiplier: 0.5).activate()
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 20, y: 0, width: 100, height: 100))
    let view = makeView("view", in: root)
    view.autoLayout.after(guide).top().bottom().trailing().activate()
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 120, y: 0, width: 80, height: 100))
    #expect(spacer.connections.count == 4)
  }

  @Test func typealiases() {
    #expect(LayoutViewLayout.self == AutoLayout<LayoutView>.self)
    #expect(LayoutGuideLayout.self == AutoLayout<LayoutGuide>.self)
  }
}

/// An anchor provider that is neither a view nor a guide: a card that forwards to its view.
final class Card: AnchorProviding {
  let view: LayoutView
  init(_ view: LayoutView) { self.view = view }
  var leadingAnchor: LayoutXAxisAnchor { view.leadingAnchor }
  var trailingAnchor: LayoutXAxisAnchor { view.trailingAnchor }
  var leftAnchor: LayoutXAxisAnchor { view.leftAnchor }
  var rightAnchor: LayoutXAxisAnchor { view.rightAnchor }
  var topAnchor: LayoutYAxisAnchor { view.topAnchor }
  var bottomAnchor: LayoutYAxisAnchor { view.bottomAnchor }
  var widthAnchor: LayoutDimension { view.widthAnchor }
  var heightAnchor: LayoutDimension { view.heightAnchor }
  var centerXAnchor: LayoutXAxisAnchor { view.centerXAnchor }
  var centerYAnchor: LayoutYAxisAnchor { view.centerYAnchor }
}

@Suite struct CustomSourceTests {
  @Test func anyAnchorProviderCanBeLaidOutAndIsHeldWeakly() {
    let root = makeRoot(200, 100)
    let view = makeView("card", in: root)
    var card: Card? = Card(view)
    let layout = AutoLayout(source: card!)
    _ = layout.top(to: root).leading(10, to: root).width(50).height(20)
    layout.activate()
    root.layoutIfNeeded()
    #expect(view.frame == Rect(x: 10, y: 0, width: 50, height: 20))
    #expect(layout.source === card)
    card = nil
    #expect(layout.source == nil)
    #expect(layout.left(to: root).connections.count == 4)  // nothing added once it is gone
  }
}
