import AutoLayoutEngine
import Testing

@Suite struct RectTests {
  @Test func initializersAgree() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40.5)
    #expect(rect == Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40.5)))
    #expect(rect.origin == Point(x: 10, y: 20))
    #expect(rect.size == Size(width: 30, height: 40.5))
  }

  @Test func zeroIsEmptyAtOrigin() {
    #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(Rect.zero.isEmpty)
  }

  @Test func edges() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40.5)
    #expect(rect.minX == 10)
    #expect(rect.midX == 25)
    #expect(rect.maxX == 40)
    #expect(rect.minY == 20)
    #expect(rect.midY == 40.25)
    #expect(rect.maxY == 60.5)
    #expect(rect.width == 30)
    #expect(rect.height == 40.5)
  }

  @Test func negativeSizeIsNotStandardized() {
    let rect = Rect(x: 10, y: 10, width: -4, height: -6)
    #expect(rect.width == -4)
    #expect(rect.height == -6)
    #expect(rect.minX == 10)
    #expect(rect.midX == 8)
    #expect(rect.maxX == 6)
    #expect(rect.minY == 10)
    #expect(rect.midY == 7)
    #expect(rect.maxY == 4)
    #expect(rect.isEmpty)
    #expect(rect != Rect(x: 6, y: 4, width: 4, height: 6))
  }

  @Test func isEmpty() {
    #expect(!Rect(x: -5, y: -5, width: 1, height: 1).isEmpty)
    #expect(Rect(x: 0, y: 0, width: 0, height: 10).isEmpty)
    #expect(Rect(x: 0, y: 0, width: 10, height: 0).isEmpty)
    #expect(Rect(x: 0, y: 0, width: 10, height: -1).isEmpty)
    #expect(Rect(x: 0, y: 0, width: -1, height: 10).isEmpty)
  }

  @Test func equalityIsExact() {
    #expect(Rect(x: 0, y: 0, width: 1, height: 2) != Rect(x: 0, y: 0, width: 2, height: 1))
    #expect(
      Rect(x: 0.1 + 0.2, y: 0, width: 1, height: 1) != Rect(x: 0.3, y: 0, width: 1, height: 1))
    #expect(Set([Rect.zero, Rect(x: 0, y: 0, width: 0, height: 0)]).count == 1)
  }

  @Test func insetByMovesEveryEdgeInward() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
    #expect(rect.insetBy(dx: -5, dy: -2.5) == Rect(x: 5, y: 17.5, width: 110, height: 55))
    #expect(rect.insetBy(dx: 0, dy: 0) == rect)
  }

  @Test func insetByIsNotClamped() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 6, dy: 1)
    #expect(rect == Rect(x: 6, y: 1, width: -2, height: 8))
    #expect(rect.isEmpty)
  }

  @Test func offsetByMovesOriginOnly() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.offsetBy(dx: -10, dy: 2.5) == Rect(x: 0, y: 22.5, width: 100, height: 50))
    #expect(rect.offsetBy(dx: 0, dy: 0) == rect)
  }

  @Test func insetByEdgeInsetsMatchesUIKit() {
    let screen = Rect(x: 0, y: 0, width: 375, height: 812)
    let safeArea = EdgeInsets(top: 44, left: 8, bottom: 34, right: 16)
    #expect(screen.inset(by: safeArea) == Rect(x: 8, y: 44, width: 351, height: 734))
    #expect(screen.inset(by: .zero) == screen)
    #expect(
      Rect(x: 10, y: 10, width: 20, height: 20).inset(
        by: EdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
        == Rect(x: 8, y: 9, width: 26, height: 24))
  }

  @Test func insetByEdgeInsetsIsNotClamped() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
      .inset(by: EdgeInsets(top: 4, left: 6, bottom: 8, right: 7))
    #expect(rect == Rect(x: 6, y: 4, width: -3, height: -2))
  }

  @Test func containsPointIsHalfOpen() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 5, y: 5)))
    #expect(rect.contains(Point(x: 9.5, y: 9.5)))
    #expect(rect.contains(Point(x: 0, y: 9.999)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 10)))
    #expect(!rect.contains(Point(x: 10, y: 10)))
    #expect(!rect.contains(Point(x: -0.001, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: -0.001)))
  }

  @Test func emptyRectContainsNoPoint() {
    #expect(!Rect.zero.contains(Point.zero))
    #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 5)))
    #expect(!Rect(x: 5, y: 5, width: -2, height: 10).contains(Point(x: 4, y: 6)))
  }

  @Test func containsRectIncludesEdges() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(rect))
    #expect(rect.contains(Rect(x: 2, y: 3, width: 4, height: 5)))
    #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 5)))
    #expect(rect.contains(Rect(x: 5, y: 5, width: 5, height: 5)))
    #expect(rect.contains(Rect(x: 10, y: 10, width: 0, height: 0)))
    #expect(!rect.contains(Rect(x: 5, y: 5, width: 5.5, height: 5)))
    #expect(!rect.contains(Rect(x: -1, y: 0, width: 5, height: 5)))
    #expect(!rect.contains(Rect(x: 0, y: 0, width: 10, height: 10.5)))
    #expect(!rect.contains(Rect(x: 20, y: 20, width: 1, height: 1)))
    #expect(!Rect(x: 2, y: 3, width: 4, height: 5).contains(rect))
  }

  @Test func intersectsRequiresSharedArea() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.intersects(rect))
    #expect(rect.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
    #expect(rect.intersects(Rect(x: 2, y: 2, width: 1, height: 1)))
    #expect(rect.intersects(Rect(x: -5, y: 4, width: 20, height: 2)))
    #expect(!rect.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    #expect(!rect.intersects(Rect(x: 0, y: 10, width: 10, height: 10)))
    #expect(!rect.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
    #expect(!rect.intersects(Rect(x: -10, y: 0, width: 10, height: 10)))
    #expect(!rect.intersects(Rect(x: 20, y: 20, width: 5, height: 5)))
    #expect(!rect.intersects(Rect(x: 5, y: 5, width: 0, height: 3)))
    #expect(!rect.intersects(.zero))
  }

  @Test func intersection() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    let other = Rect(x: 5, y: 2.5, width: 10, height: 10)
    #expect(rect.intersection(other) == Rect(x: 5, y: 2.5, width: 5, height: 7.5))
    #expect(other.intersection(rect) == Rect(x: 5, y: 2.5, width: 5, height: 7.5))
    #expect(rect.intersection(rect) == rect)
    let inner = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(rect.intersection(inner) == inner)
    #expect(
      rect.intersection(Rect(x: -5, y: 4, width: 20, height: 2))
        == Rect(x: 0, y: 4, width: 10, height: 2))
  }

  @Test func intersectionIsNilWithoutSharedArea() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.intersection(Rect(x: 10, y: 0, width: 10, height: 10)) == nil)
    #expect(rect.intersection(Rect(x: 0, y: -10, width: 10, height: 10)) == nil)
    #expect(rect.intersection(Rect(x: 10, y: 10, width: 1, height: 1)) == nil)
    #expect(rect.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
    #expect(rect.intersection(Rect(x: 5, y: 5, width: 0, height: 3)) == nil)
  }

  @Test func union() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      rect.union(Rect(x: 20, y: -5, width: 5, height: 5))
        == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(
      Rect(x: 20, y: -5, width: 5, height: 5).union(rect)
        == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(rect.union(Rect(x: 2, y: 3, width: 4, height: 5)) == rect)
    #expect(rect.union(rect) == rect)
    #expect(
      Rect(x: 5, y: 5, width: 5, height: 5).union(.zero)
        == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func descriptionMatchesCoreGraphics() {
    #expect(Rect(x: 0, y: 0, width: 375, height: 812).description == "(0.0, 0.0, 375.0, 812.0)")
    #expect(Rect(x: -3.25, y: 0.5, width: 10, height: -4).description == "(-3.25, 0.5, 10.0, -4.0)")
    #expect(Rect.zero.description == "(0.0, 0.0, 0.0, 0.0)")
    #expect("\(Rect(x: 1, y: 2, width: 3, height: 4))" == "(1.0, 2.0, 3.0, 4.0)")
  }
}
