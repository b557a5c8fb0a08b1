import AutoLayoutEngine
import Testing

@Suite struct GuideTests {
  func makeRoot(width: Double = 375, height: Double = 812) -> LayoutView {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.name = "root"
    return root
  }

  func constrainedChild(of parent: LayoutView, _ name: String) -> LayoutView {
    let view = LayoutView()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// Spec Appendix D 15: default margins of 8 put a view 8 points from both edges.
  @Test func defaultMarginsAreEight() {
    let root = makeRoot()
    let container = constrainedChild(of: root, "container")
    let child = constrainedChild(of: container, "child")
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      container.heightAnchor.constraint(equalToConstant: 200),
      child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(container.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(child.frame == Rect(x: 8, y: 8, width: 359, height: 184))
    #expect(container.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 359, height: 184))

    container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 20, y: 10, width: 315, height: 160))
  }

  @Test func marginAttributesMatchTheMarginsGuide() {
    let root = makeRoot(width: 200, height: 200)
    let child = constrainedChild(of: root, "child")
    LayoutConstraint.activate([
      LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root,
        attribute: .topMargin, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: root,
        attribute: .bottomMargin, multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 8, y: 8, width: 184, height: 184))
  }

  @Test func safeAreaOfARootAndOfASubview() {
    let root = makeRoot()
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = constrainedChild(of: root, "content")
    let header = constrainedChild(of: root, "header")
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      // A header under the status bar: its own safe area starts 47 - 20 = 27 below its top.
      header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 100),
      header.heightAnchor.constraint(equalToConstant: 100),
    ])
    let inset = constrainedChild(of: header, "inset")
    LayoutConstraint.activate([
      inset.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
      inset.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      inset.widthAnchor.constraint(equalToConstant: 10),
      inset.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 47, width: 375, height: 731))
    #expect(header.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(inset.frame == Rect(x: 0, y: 27, width: 10, height: 10))
  }

  @Test func marginsAreInsetFromTheSafeArea() {
    let root = makeRoot()
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let child = constrainedChild(of: root, "child")
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 8, y: 55, width: 10, height: 10))
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 8, y: 8, width: 10, height: 10))
  }

  @Test func readableContentGuideIsAtMost672Wide() {
    let root = makeRoot(width: 1024, height: 768)
    let text = constrainedChild(of: root, "text")
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(text.frame == Rect(x: 176, y: 8, width: 672, height: 100))
    root.frame = Rect(x: 0, y: 0, width: 375, height: 812)
    root.layoutIfNeeded()
    #expect(text.frame == Rect(x: 8, y: 8, width: 359, height: 100))
  }

  @Test func userGuidesSpaceViewsEvenly() {
    let root = makeRoot(width: 300, height: 100)
    let a = constrainedChild(of: root, "a")
    let b = constrainedChild(of: root, "b")
    let gap = LayoutGuide()
    gap.identifier = "gap"
    root.addLayoutGuide(gap)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      b.widthAnchor.constraint(equalToConstant: 50),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      gap.topAnchor.constraint(equalTo: root.topAnchor),
      gap.heightAnchor.constraint(equalToConstant: 1),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(gap.layoutFrame == Rect(x: 50, y: 0, width: 200, height: 1))
    #expect(b.frame.minX == 250)
    #expect(gap.owningView === root)
  }
}
