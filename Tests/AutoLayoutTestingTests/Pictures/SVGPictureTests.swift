import AutoLayoutTesting
import Testing

@Suite struct SVGPictureTests {
  /// The `x y width height` attributes of a rectangle, as numbers.
  private func geometry(_ element: XMLElementCollector.Element) -> [Double] {
    ["x", "y", "width", "height"].map { Double(element.attributes[$0] ?? "") ?? .nan }
  }

  @Test func holdsOneRectanglePerViewAtItsPlaceInTheRoot() throws {
    let layout = SampleLayouts.screen()
    let svg = try SVGPicture(of: layout.screen)
    let elements = try #require(XMLElementCollector.parse(svg.text))
    #expect(elements.first?.name == "svg")
    #expect(elements.first?.attributes["viewBox"] == "-1 -1 402 302")
    let views = elements.filter { $0.name == "rect" && $0.attributes["class"] == "view" }
    #expect(
      views.map { $0.attributes["data-name"] ?? "" } == [
        "screen", "header", "sidebar", "content", "card",
      ])
    #expect(
      views.map(geometry) == [
        [0, 0, 400, 300], [0, 40, 400, 40], [0, 80, 100, 220], [100, 80, 300, 220],
        [140, 120, 220, 140],
      ])
    #expect(
      elements.filter { $0.name == "text" }.map(\.text) == [
        "screen", "header", "sidebar", "content", "card",
      ])
    #expect(elements.filter { $0.name == "rect" }.count == 5)
  }

  @Test func drawsGuidesAndMarginsInALighterStrokeWhenAsked() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    root.name = "root"
    let child = SampleLayouts.named(LayoutView(), "child")
    SampleLayouts.add(child, to: root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    let plain = try #require(XMLElementCollector.parse(SVGPicture(of: root).text))
    #expect(plain.filter { $0.name == "rect" }.count == 2)
    let options = SVGPicture.Options(scale: 2, showsGuides: true, showsMargins: true)
    let elements = try #require(
      XMLElementCollector.parse(SVGPicture(of: root, options: options).text))
    let rects = elements.filter { $0.name == "rect" }
    #expect(
      rects.map { $0.attributes["class"] ?? "" } == ["view", "view", "margins", "guide", "margins"])
    #expect(
      rects.map(geometry) == [
        [0, 0, 400, 200], [16, 16, 100, 60], [16, 16, 368, 168], [16, 16, 368, 168],
        [32, 32, 68, 28],
      ])
    #expect(rects[3].attributes["data-name"] == "LayoutViewLayoutMarginsGuide")
    #expect(rects[3].attributes["stroke"] == "#94a3b8")
    #expect(rects[0].attributes["stroke"] == "#334155")
  }

  @Test func escapesNamesAndStaysWellFormed() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    root.name = "a <b> & \"c\" 'd'\u{1}"
    let elements = try #require(XMLElementCollector.parse(SVGPicture(of: root).text))
    #expect(elements.first { $0.name == "text" }?.text == "a <b> & \"c\" 'd'\u{FFFD}")
  }

  @Test func isTheSameTextEveryTime() throws {
    let first = try SVGPicture(of: SampleLayouts.screen().screen)
    let second = try SVGPicture(of: SampleLayouts.screen().screen)
    #expect(first == second)
    #expect(first.text.hasSuffix("</svg>\n"))
  }

  @Test func badInputIsATypedError() {
    #expect(throws: PictureError.emptyLayout(width: 0, height: 0)) {
      try SVGPicture(of: LayoutView())
    }
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: PictureError.invalidScale(-1)) {
      try SVGPicture(of: root, options: SVGPicture.Options(scale: -1))
    }
  }

  @Test func placesPicturesSideBySideWithTitles() throws {
    let layout = SampleLayouts.screen()
    let wide = try SVGPicture(of: layout.screen)
    let small = try SVGPicture(of: SampleLayouts.ambiguous().root)
    let sheet = try SVGPicture(sideBySide: [wide, small], titles: ["wide", "small"], spacing: 10)
    #expect(sheet.width == 402 + 10 + 202)
    #expect(sheet.height == 20 + 302)
    let elements = try #require(XMLElementCollector.parse(sheet.text))
    let frames = elements.filter { $0.name == "svg" }.map { element in
      ["x", "y", "width", "height"].map { element.attributes[$0] ?? "-" }
    }
    #expect(
      frames == [
        ["-", "-", "614", "322"], ["0", "20", "402", "302"], ["412", "20", "202", "102"],
      ])
    #expect(elements.first?.attributes["viewBox"] == "0 0 614 322")
    #expect(elements.filter { $0.attributes["class"] == "title" }.map(\.text) == ["wide", "small"])
    #expect(elements.filter { $0.attributes["class"] == "view" }.count == 5 + 2)
    #expect(throws: PictureError.nothingToDraw) { try SVGPicture(sideBySide: []) }
  }
}
