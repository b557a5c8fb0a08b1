import AutoLayoutTesting
import Testing

@Suite struct LineDiffTests {
  @Test func identicalTextsHaveNoChanges() {
    let diff = LineDiff(from: "a\nb\n", to: "a\nb")
    #expect(!diff.hasChanges)
    #expect(diff.unified() == "")
  }

  @Test func marksRemovedAndAddedLinesAroundCommonOnes() {
    let diff = LineDiff(from: ["a", "b", "c", "d"], to: ["a", "c", "x", "d"])
    #expect(
      diff.lines == [.unchanged("a"), .removed("b"), .unchanged("c"), .added("x"), .unchanged("d")])
  }

  @Test func printsSeparateHunksWithContext() {
    let old = (1...12).map { "line \($0)" }
    var new = old
    new[1] = "LINE 2"
    new[10] = "LINE 11"
    #expect(
      LineDiff(from: old, to: new).unified(context: 1) == """
        @@ -1,3 +1,3 @@
         line 1
        -line 2
        +LINE 2
         line 3
        @@ -10,3 +10,3 @@
         line 10
        -line 11
        +LINE 11
         line 12
        """)
  }

  @Test func insertionsIntoAnEmptyTextStartAtLineZero() {
    #expect(
      LineDiff(from: "", to: "a\nb").unified() == """
        @@ -0,0 +1,2 @@
        +a
        +b
        """)
  }
}
