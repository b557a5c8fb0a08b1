import AutoLayoutTesting

/// Layouts with known frames for the tests.
enum SampleLayouts {
  /// A 400 × 300 screen: a header band, a sidebar and a content area below it, and a card
  /// inset by 40 in the content area.
  ///
  /// ```
  /// screen  (0, 0, 400, 300)
  /// header  (0, 40, 400, 40)
  /// sidebar (0, 80, 100, 220)
  /// content (100, 80, 300, 220)
  /// card    (40, 40, 220, 140) in content
  /// ```
  static func screen() -> (
    screen: LayoutView, header: LayoutView, sidebar: LayoutView, content: LayoutView,
    card: LayoutView
  ) {
    let screen = named(LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 300)), "screen")
    let header = named(LayoutView(), "header")
    let sidebar = named(LayoutView(), "sidebar")
    let content = named(LayoutView(), "content")
    let card = named(LayoutView(), "card")
    for view in [header, sidebar, content] { add(view, to: screen) }
    add(card, to: content)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
      header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 40),
      sidebar.topAnchor.constraint(equalTo: header.bottomAnchor),
      sidebar.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
      sidebar.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
      sidebar.widthAnchor.constraint(equalToConstant: 100),
      content.topAnchor.constraint(equalTo: header.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
      content.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
      card.topAnchor.constraint(equalTo: content.topAnchor, constant: 40),
      card.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 40),
      card.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -40),
      card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -40),
    ])
    screen.layoutIfNeeded()
    return (screen, header, sidebar, content, card)
  }

  /// A 200 × 100 root with one view whose vertical position nothing decides.
  static func ambiguous() -> (root: LayoutView, loose: LayoutView) {
    let root = named(LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100)), "root")
    let loose = named(LayoutView(), "loose")
    add(loose, to: root)
    LayoutConstraint.activate([
      loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      loose.widthAnchor.constraint(equalToConstant: 50),
      loose.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, loose)
  }

  /// Gives a view a name and returns it.
  static func named(_ view: LayoutView, _ name: String) -> LayoutView {
    view.name = name
    return view
  }

  /// Adds a constraint-positioned subview.
  static func add(_ view: LayoutView, to parent: LayoutView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
  }
}
