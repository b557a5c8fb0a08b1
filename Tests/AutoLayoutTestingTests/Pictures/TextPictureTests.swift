import AutoLayoutTesting
import Testing

@Suite struct TextPictureTests {
  @Test func drawsAKnownLayoutWithJoinedEdgesAndNames() throws {
    let layout = SampleLayouts.screen()
    let picture = try TextPicture(of: layout.screen, columns: 41)
    #expect(
      picture.text == """
        ┌───────────────────────────────────────┐
        │screen                                 │
        ├───────────────────────────────────────┤
        │header                                 │
        ├─────────┬─────────────────────────────┤
        │sidebar  │content                      │
        │         │   ┌─────────────────────┐   │
        │         │   │card                 │   │
        │         │   │                     │   │
        │         │   │                     │   │
        │         │   │                     │   │
        │         │   │                     │   │
        │         │   │                     │   │
        │         │   └─────────────────────┘   │
        │         │                             │
        └─────────┴─────────────────────────────┘
        """)
    #expect(picture.lines.allSatisfy { $0.count == 41 })
  }

  @Test func drawsWithPlainASCIIAndCutsNamesToTheirBox() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    root.name = "root"
    let left = LayoutView(frame: Rect(x: 0, y: 0, width: 50, height: 40))
    left.name = "left"
    let right = LayoutView(frame: Rect(x: 50, y: 0, width: 50, height: 40))
    right.name = "right"
    root.addSubview(left)
    root.addSubview(right)
    #expect(
      try TextPicture(of: root, columns: 11, style: .ascii).lines == [
        "+----+----+",
        "|left|righ|",
        "+----+----+",
      ])
  }

  @Test func scalesToTheRequestedWidth() throws {
    let layout = SampleLayouts.screen()
    let narrow = try TextPicture(of: layout.screen, columns: 21)
    #expect(narrow.lines.count == 9)
    #expect(narrow.lines.first == "┌" + String(repeating: "─", count: 19) + "┐")
    #expect(
      narrow.lines.last == "└" + String(repeating: "─", count: 4) + "┴"
        + String(repeating: "─", count: 14) + "┘")
  }

  @Test func clipsViewsOutsideTheRootAndSkipsNamesThatDoNotFit() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    root.name = "r"
    let outside = LayoutView(frame: Rect(x: 50, y: 10, width: 500, height: 500))
    outside.name = "outside"
    root.addSubview(outside)
    #expect(
      try TextPicture(of: root, columns: 11, style: .ascii).lines == [
        "+---------+",
        "|r   +----+",
        "+----+----+",
      ])
  }

  @Test func badInputIsATypedError() {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(throws: PictureError.invalidColumns(1)) { try TextPicture(of: root, columns: 1) }
    #expect(throws: PictureError.invalidColumns(20_000)) {
      try TextPicture(of: root, columns: 20_000)
    }
    #expect(throws: PictureError.emptyLayout(width: 0, height: 0)) {
      try TextPicture(of: LayoutView(), columns: 40)
    }
    #expect(throws: PictureError.invalidScale(0)) {
      try TextPicture(of: root, columns: 40, rowAspect: 0)
    }
    let tall = LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10_000))
    #expect(throws: PictureError.tooManyRows(needed: 39_501, limit: 1_000)) {
      try TextPicture(of: tall, columns: 80)
    }
  }

  @Test func errorsDescribeTheProblem() {
    #expect(
      PictureError.invalidColumns(0).description
        == "Cannot draw a picture 0 columns wide: use 2 to 10000.")
    #expect(
      PictureError.emptyLayout(width: 0, height: 12.5).description
        == "Cannot draw an empty layout: the root view is 0 × 12.5; lay it out with a positive "
        + "size first.")
  }
}
