import AutoLayoutEngine
import Testing

@Suite struct PointTests {
  @Test func storesCoordinates() {
    let point = Point(x: 10, y: -20.5)
    #expect(point.x == 10)
    #expect(point.y == -20.5)
  }

  @Test func zeroIsOrigin() {
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Point.zero.x == 0)
    #expect(Point.zero.y == 0)
  }

  @Test func equalityIsExact() {
    #expect(Point(x: 0.1 + 0.2, y: 0) != Point(x: 0.3, y: 0))
    #expect(Point(x: 1, y: 2) != Point(x: 2, y: 1))
    #expect(Set([Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]).count == 2)
  }

  @Test func descriptionMatchesCoreGraphics() {
    #expect(Point(x: 10, y: 20.5).description == "(10.0, 20.5)")
    #expect(Point(x: -3.25, y: 0.5).description == "(-3.25, 0.5)")
    #expect(Point.zero.description == "(0.0, 0.0)")
    #expect("\(Point(x: 1, y: 2))" == "(1.0, 2.0)")
  }
}

@Suite struct SizeTests {
  @Test func storesDimensions() {
    let size = Size(width: 375, height: 812.5)
    #expect(size.width == 375)
    #expect(size.height == 812.5)
  }

  @Test func zeroHasNoExtent() {
    #expect(Size.zero == Size(width: 0, height: 0))
  }

  @Test func equalityIsExact() {
    #expect(Size(width: 1, height: 2) != Size(width: 2, height: 1))
    #expect(Set([Size(width: 1, height: 2), Size(width: 1, height: 2)]).count == 1)
  }

  @Test func descriptionMatchesCoreGraphics() {
    #expect(Size(width: 375, height: 812).description == "(375.0, 812.0)")
    #expect(Size(width: 0.5, height: -1.75).description == "(0.5, -1.75)")
    #expect(Size.zero.description == "(0.0, 0.0)")
  }
}
