import AutoLayoutKit
import Testing

/// Spells every public form of both operator DSLs, with their types written out, so that a
/// change to any of them breaks this file. Each test also checks what the forms made.
@Suite struct SourceCompatibilityTests {
  let scene = DSLScene()

  // MARK: AMGAutolayout style

  @Test func proxyForms() {
    let a = scene.view("a")
    let b = scene.constrainedView("b")
    let proxy: LayoutProxy = b.layout
    let container: any AnchorProviding = a.safeAnchorContainer
    #expect(container === a.safeAreaLayoutGuide)
    #expect(proxy.view === b)

    let x: [LayoutAnchorProperty<LayoutXAxisAnchor>] = [
      proxy.leading, proxy.trailing, proxy.left, proxy.right, proxy.centerX,
      proxy.safeLeading, proxy.safeTrailing, proxy.safeLeft, proxy.safeRight, proxy.safeCenterX,
    ]
    let y: [LayoutAnchorProperty<LayoutYAxisAnchor>] = [
      proxy.top, proxy.bottom, proxy.centerY, proxy.safeTop, proxy.safeBottom, proxy.safeCenterY,
    ]
    let dimensions: [LayoutDimensionProperty] = [
      proxy.width, proxy.height, proxy.safeWidth, proxy.safeHeight,
    ]
    let xAnchor: LayoutXAxisAnchor = x[0].anchor
    let yAnchor: LayoutYAxisAnchor = y[0].anchor
    let dimension: LayoutDimension = dimensions[0].anchor
    #expect(xAnchor.layoutAttribute == .leading)
    #expect(yAnchor.layoutAttribute == .top)
    #expect(dimension.layoutAttribute == .width)

    let offset: LayoutAnchorOffset<LayoutYAxisAnchor> = b.layout.bottom + 20 - 5
    #expect(offset.offset == 15)
    #expect(offset.property.anchor.layoutAttribute == .bottom)
    let dimensionOffset: LayoutDimensionOffset = b.layout.height + 1
    let dimensionMultiplier: LayoutDimensionMultiplier = b.layout.height * 2
    let both: LayoutDimensionMultiplierAndOffset = b.layout.height * 3 + 50 - 1
    #expect(dimensionOffset.offset == 1)
    #expect(dimensionMultiplier.multiplier == 2)
    #expect((both.multiplier, both.offset) == (3, 49))
    #expect(both.property.anchor.layoutAttribute == .height)

    var kept: LayoutConstraint?
    var keptToo: LayoutConstraint!
    var helpers: [[LayoutConstraint]] = []
    let made: [LayoutConstraint] = a.makeLayout(using: { (layout: LayoutProxy) in
      // Edges and centres: ==, <=, >= against a property, property + c and property - c.
      layout.top == b.layout.bottom
      layout.top <= b.layout.bottom + 1
      layout.top >= b.layout.bottom - 1
      layout.leading == b.layout.leading
      layout.trailing <= b.layout.trailing + 2
      layout.centerX >= b.layout.centerX - 2
      kept = layout.left == b.layout.right + 50
      // Dimensions: against a dimension, × m, × m + c, × m - c, + c, - c and a constant.
      layout.width == b.layout.width
      layout.width <= b.layout.width * 2
      layout.width >= b.layout.width * 0.5 + 3
      layout.height == b.layout.height * 3 - 1
      layout.height <= b.layout.height + 4
      layout.height >= b.layout.height - 4
      keptToo = layout.height == 50
      layout.width <= 50
      layout.height >= 20
      // The method forms, with and without their defaults.
      layout.top.equal(to: b.layout.top)
      layout.top.equal(to: b.layout.top, offsetBy: 20)
      layout.bottom.greaterThanOrEqual(to: b.layout.bottom)
      layout.bottom.greaterThanOrEqual(to: b.layout.bottom, offsetBy: 1)
      layout.left.lessThanOrEqual(to: b.layout.left)
      layout.left.lessThanOrEqual(to: b.layout.left, offsetBy: -1)
      layout.height.equal(to: 52)
      layout.height.greaterThanOrEqual(to: 1)
      layout.height.lessThanOrEqual(to: 100)
      layout.width.equal(to: b.layout.width)
      layout.width.equal(to: b.layout.width, multiplier: 2)
      layout.width.equal(to: b.layout.width, constant: 10)
      layout.width.equal(to: b.layout.width, multiplier: 2, constant: 10)
      layout.width.greaterThanOrEqual(to: b.layout.width, multiplier: 0.5, constant: 1)
      layout.width.lessThanOrEqual(to: b.layout.width, multiplier: 3, constant: 2)
      // The helpers, with and without their defaults.
      helpers.append(layout.fillSuperview())
      helpers.append(layout.fillSuperview(with: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
      helpers.append(layout.fillSuperview(relativeToSafeArea: true))
      helpers.append(
        layout.fillSuperview(
          with: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), relativeToSafeArea: false))
      helpers.append(layout.centerSuperview())
      helpers.append(layout.center(b))
      helpers.append(layout.center(scene.root.safeAreaLayoutGuide))
      helpers.append([layout.aspectRatio()])
      helpers.append([layout.aspectRatio(5)])
    })
    a.makeLayout { $0.width == 1 }
    b.layout.top == a.layout.top
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(made.count == 31 + helpers.map(\.count).reduce(0, +))
    #expect(helpers.map(\.count) == [4, 4, 4, 4, 2, 2, 2, 1, 1])
    #expect(made.allSatisfy { $0.isActive })
    #expect(kept?.constant == 50)
    #expect(keptToo.constant == 50)
  }

  // MARK: FlooidLayout style

  @Test func anchorForms() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let xParameters: XAxisConstraintParameters = b.leadingAnchor + 15 - 5
    let yParameters: YAxisConstraintParameters = b.topAnchor - 5 + 1
    let dimensionParameters: DimensionConstraintParameters = b.widthAnchor * 0.8 - 10
    #expect(xParameters.anchor.layoutAttribute == .leading && xParameters.constant == 10)
    #expect(yParameters.anchor.layoutAttribute == .top && yParameters.constant == -4)
    #expect(dimensionParameters.multiplier == 0.8 && dimensionParameters.constant == -10)
    #expect(dimensionParameters.anchor.layoutAttribute == .width)

    let made: [LayoutConstraint] = [
      a.leadingAnchor == b.trailingAnchor,
      a.leadingAnchor <= b.trailingAnchor + 1,
      a.leadingAnchor >= b.trailingAnchor - 1,
      a.topAnchor == b.bottomAnchor,
      a.topAnchor <= b.bottomAnchor + 1,
      a.topAnchor >= b.bottomAnchor - 1,
      a.widthAnchor == b.widthAnchor,
      a.widthAnchor <= b.widthAnchor * 0.8,
      a.widthAnchor >= b.widthAnchor * 0.8 + 1,
      a.heightAnchor == b.heightAnchor * 0.8 - 10,
      a.heightAnchor == b.heightAnchor + 1,
      a.heightAnchor == b.heightAnchor - 1,
      a.heightAnchor == b.heightAnchor ++ 1,
      a.heightAnchor == b.heightAnchor -- 1,
      a.heightAnchor == b.heightAnchor * 2 ++ 1,
      a.heightAnchor == b.heightAnchor * 2 -- 1,
      a.heightAnchor == (b.heightAnchor + 1) * 2,
      a.heightAnchor == 50,
      a.heightAnchor <= 50,
      a.heightAnchor >= 50,
    ]
    #expect(made.count == 20)
    #expect(made.allSatisfy { !$0.isActive && $0.firstItem === a })
  }

  @Test func compositeForms() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let guide = LayoutGuide()
    b.addLayoutGuide(guide)

    let size: LayoutSize = a.sizeAnchor
    let built = LayoutSize(width: a.widthAnchor, height: a.heightAnchor)
    #expect(size.width.layoutAttribute == built.width.layoutAttribute)
    // Every operator on the anchor, then every operator on the expression (kept in a variable:
    // long literal chains cost the type checker more, see Docs/OperatorDSLs.md).
    let scaled: SizeConstraintParameters = b.sizeAnchor * 2
    let sizeParameters: [SizeConstraintParameters] = [
      b.sizeAnchor + 20, b.sizeAnchor - 20, b.sizeAnchor ++ 20, b.sizeAnchor -- 20,
      b.sizeAnchor * 0.5, b.sizeAnchor + (width: 1, height: 2),
      b.sizeAnchor - (width: 1, height: 2), b.sizeAnchor ++ (width: 1, height: 2),
      b.sizeAnchor -- (width: 1, height: 2), b.sizeAnchor * (width: 0.5, height: 0.4),
      scaled + 1, scaled - 1, scaled ++ 1, scaled -- 1, scaled * 0.5,
      scaled + (width: 1, height: 2), scaled - (width: 1, height: 2),
      scaled ++ (width: 1, height: 2), scaled -- (width: 1, height: 2),
      scaled * (width: 0.5, height: 0.25),
    ]
    #expect(
      sizeParameters.map(\.width.constant)
        == [20, -20, 40, -40, 0, 1, -1, 2, -2, 0, 1, -1, 2, -2, 0, 1, -1, 2, -2, 0])
    #expect(
      sizeParameters.map(\.height.multiplier)
        == [1, 1, 1, 1, 0.5, 1, 1, 1, 1, 0.4, 2, 2, 2, 2, 1, 2, 2, 2, 2, 0.5])
    let sizes: [LayoutSizeConstraints] = [
      a.sizeAnchor == b.sizeAnchor, a.sizeAnchor <= b.sizeAnchor, a.sizeAnchor >= b.sizeAnchor,
      a.sizeAnchor == sizeParameters[0], a.sizeAnchor <= sizeParameters[1],
      a.sizeAnchor >= sizeParameters[2],
      a.sizeAnchor == Size(width: 1, height: 2), a.sizeAnchor <= Size(width: 1, height: 2),
      a.sizeAnchor >= Size(width: 1, height: 2), guide.sizeAnchor == b.sizeAnchor,
    ]
    #expect(
      sizes.map(\.width.relation) == [.equal, .lessThanOrEqual, .greaterThanOrEqual] + [
        .equal, .lessThanOrEqual, .greaterThanOrEqual, .equal, .lessThanOrEqual,
        .greaterThanOrEqual, .equal,
      ])
    #expect(sizes.map(\.height.firstAttribute).allSatisfy { $0 == .height })

    let locations: [LayoutLocation] = [
      a.centerAnchor, a.leadingTopAnchor, a.leadingCenterAnchor, a.leadingBottomAnchor,
      a.centerTopAnchor, a.centerBottomAnchor, a.trailingTopAnchor, a.trailingCenterAnchor,
      a.trailingBottomAnchor, a.leftTopAnchor, a.leftCenterAnchor, a.leftBottomAnchor,
      a.rightTopAnchor, a.rightCenterAnchor, a.rightBottomAnchor,
      LayoutLocation(x: a.leadingAnchor, y: a.firstBaselineAnchor), guide.centerAnchor,
    ]
    #expect(locations.count == 17)
    let locationParameters: [LocationConstraintParameters] = [
      b.centerAnchor + 1, b.centerAnchor - 1, b.centerAnchor + (x: 1, y: 2),
      b.centerAnchor - (x: 1, y: 2),
    ]
    let moved = locationParameters[0]
    let movedAgain: [LocationConstraintParameters] = [
      moved + 1, moved - 1, moved + (x: 1, y: 2), moved - (x: 1, y: 2),
    ]
    #expect(locationParameters.map(\.x.constant) == [1, -1, 1, -1])
    #expect(locationParameters.map(\.y.constant) == [1, -1, 2, -2])
    #expect(movedAgain.map(\.x.constant) == [2, 0, 2, 0])
    #expect(movedAgain.map(\.y.constant) == [2, 0, 3, -1])
    let placed: [LayoutLocationConstraints] = [
      a.centerAnchor == b.centerAnchor, a.centerAnchor <= b.centerAnchor,
      a.centerAnchor >= b.centerAnchor, a.centerAnchor == locationParameters[0],
      a.centerAnchor <= locationParameters[1], a.centerAnchor >= locationParameters[2],
    ]
    #expect(placed.map(\.x.constant) == [0, 0, 0, 1, -1, 1])
    #expect(placed.map(\.y.constant) == [0, 0, 0, 1, -1, 2])

    let edges: LayoutEdges = a.edgesAnchor
    let customEdges = LayoutEdges(
      leading: a.leftAnchor, trailing: a.rightAnchor, top: a.topAnchor, bottom: a.bottomAnchor)
    #expect(customEdges.leading.layoutAttribute == .left)
    #expect(edges.trailing.layoutAttribute == .trailing)
    let edgesParameters: [EdgesConstraintParameters] = [
      b.edgesAnchor -- 1, b.edgesAnchor ++ 1,
      b.edgesAnchor -- (horizontally: 1, vertically: 2),
      b.edgesAnchor ++ (horizontally: 1, vertically: 2),
      b.edgesAnchor -- (leading: 1, trailing: 2, top: 3, bottom: 4),
      b.edgesAnchor ++ (leading: 1, trailing: 2, top: 3, bottom: 4),
      b.edgesAnchor -- DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
      b.edgesAnchor ++ DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
    ]
    let inset = edgesParameters[0]
    let insetAgain: [EdgesConstraintParameters] = [
      inset -- 1, inset ++ 1, inset -- (horizontally: 1, vertically: 2),
      inset ++ (horizontally: 1, vertically: 2),
      inset -- (leading: 1, trailing: 2, top: 3, bottom: 4),
      inset ++ (leading: 1, trailing: 2, top: 3, bottom: 4),
      inset -- DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
      inset ++ DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
    ]
    #expect(insetAgain.map(\.leading.constant) == [2, 0, 2, 0, 2, 0, 3, -1])
    #expect(insetAgain.map(\.bottom.constant) == [-2, 0, -3, 1, -5, 3, -4, 2])
    #expect(edgesParameters.map(\.leading.constant) == [1, -1, 1, -1, 1, -1, 2, -2])
    #expect(edgesParameters.map(\.trailing.constant) == [-1, 1, -1, 1, -2, 2, -4, 4])
    #expect(edgesParameters.map(\.top.constant) == [1, -1, 2, -2, 3, -3, 1, -1])
    #expect(edgesParameters.map(\.bottom.constant) == [-1, 1, -2, 2, -4, 4, -3, 3])
    #expect(edgesParameters[0].horizontal.leading.constant == 1)
    #expect(edgesParameters[0].vertical.bottom.constant == -1)
    let fitted: [LayoutEdgeConstraints] = [
      a.edgesAnchor == b.edgesAnchor, a.edgesAnchor <= b.edgesAnchor,
      a.edgesAnchor >= b.edgesAnchor, a.edgesAnchor == edgesParameters[0],
      a.edgesAnchor <= edgesParameters[1], a.edgesAnchor >= edgesParameters[2],
      guide.edgesAnchor == b.layoutMarginsGuide.edgesAnchor,
    ]
    #expect(
      fitted.map(\.top.relation) == [.equal, .greaterThanOrEqual, .lessThanOrEqual] + [
        .equal, .greaterThanOrEqual, .lessThanOrEqual, .equal,
      ])
    #expect(fitted.map { $0.leading.firstItem === $0.bottom.firstItem }.allSatisfy { $0 })

    let horizontal: LayoutXAxisEdges = a.horizontalEdgesAnchor
    let vertical: LayoutYAxisEdges = a.verticalEdgesAnchor
    #expect(
      LayoutXAxisEdges(leading: a.leftAnchor, trailing: a.rightAnchor).trailing.layoutAttribute
        == .right)
    #expect(
      LayoutYAxisEdges(top: a.topAnchor, bottom: a.lastBaselineAnchor).bottom.layoutAttribute
        == .lastBaseline)
    let horizontalParameters: [XAxisEdgesConstraintParameters] = [
      b.horizontalEdgesAnchor -- 1, b.horizontalEdgesAnchor ++ 1,
      b.horizontalEdgesAnchor -- (leading: 1, trailing: 2),
      b.horizontalEdgesAnchor ++ (leading: 1, trailing: 2),
    ]
    let row = horizontalParameters[0]
    let rowAgain: [XAxisEdgesConstraintParameters] = [
      row -- 1, row ++ 1, row -- (leading: 1, trailing: 2), row ++ (leading: 1, trailing: 2),
    ]
    #expect(horizontalParameters.map(\.trailing.constant) == [-1, 1, -2, 2])
    #expect(rowAgain.map(\.trailing.constant) == [-2, 0, -3, 1])
    let verticalParameters: [YAxisEdgesConstraintParameters] = [
      b.verticalEdgesAnchor -- 1, b.verticalEdgesAnchor ++ 1,
      b.verticalEdgesAnchor -- (top: 1, bottom: 2), b.verticalEdgesAnchor ++ (top: 1, bottom: 2),
    ]
    let column = verticalParameters[0]
    let columnAgain: [YAxisEdgesConstraintParameters] = [
      column -- 1, column ++ 1, column -- (top: 1, bottom: 2), column ++ (top: 1, bottom: 2),
    ]
    #expect(verticalParameters.map(\.bottom.constant) == [-1, 1, -2, 2])
    #expect(columnAgain.map(\.top.constant) == [2, 0, 2, 0])
    let pairs: [LayoutXAxisEdgesConstraints] = [
      horizontal == b.horizontalEdgesAnchor, horizontal <= b.horizontalEdgesAnchor,
      horizontal >= b.horizontalEdgesAnchor, horizontal == horizontalParameters[0],
      horizontal <= horizontalParameters[1], horizontal >= horizontalParameters[2],
    ]
    #expect(pairs.map(\.leading.constant) == [0, 0, 0, 1, -1, 1])
    #expect(
      pairs.map(\.trailing.relation) == [.equal, .lessThanOrEqual, .greaterThanOrEqual] + [
        .equal, .lessThanOrEqual, .greaterThanOrEqual,
      ])
    let columns: [LayoutYAxisEdgesConstraints] = [
      vertical == b.verticalEdgesAnchor, vertical <= b.verticalEdgesAnchor,
      vertical >= b.verticalEdgesAnchor, vertical == verticalParameters[0],
      vertical <= verticalParameters[1], vertical >= verticalParameters[2],
    ]
    #expect(columns.map(\.top.constant) == [0, 0, 0, 1, -1, 1])
    #expect(columns.map(\.bottom.constant) == [0, 0, 0, -1, 1, -2])
  }

  @Test func modifierCaptureAndBuilderForms() {
    let a = scene.view("a")
    let b = scene.constrainedView("b")
    let guide = LayoutGuide()
    b.addLayoutGuide(guide)
    let properties: [LayoutConstraintProperty] = [
      .priority(.defaultHigh), .priority(750), .identifier("id"), .activated,
    ]
    #expect(properties.count == 4)

    var single: LayoutConstraint?
    var implicit: LayoutConstraint!
    var plain: LayoutConstraint = a.widthAnchor == 1
    var size: LayoutSizeConstraints?
    var location: LayoutLocationConstraints?
    var edges: LayoutEdgeConstraints?
    var horizontal: LayoutXAxisEdgesConstraints?
    var vertical: LayoutYAxisEdgesConstraints?
    let result: LayoutConstraint =
      a.heightAnchor == a.widthAnchor * 0.6 --! .priority(.defaultHigh) --! .identifier("h")
      --> single
    result --> implicit
    result --> plain
    let sizeResult: LayoutSizeConstraints =
      a.sizeAnchor == b.sizeAnchor --! .priority(.defaultLow) --! .identifier("s") --> size
    let locationResult: LayoutLocationConstraints =
      a.centerAnchor == b.centerAnchor --! .identifier("c") --> location
    let edgesResult: LayoutEdgeConstraints =
      guide.edgesAnchor == b.edgesAnchor -- 1 --! .activated --> edges
    let horizontalResult: LayoutXAxisEdgesConstraints =
      a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor --! .priority(1) --> horizontal
    let verticalResult: LayoutYAxisEdgesConstraints =
      a.verticalEdgesAnchor >= b.verticalEdgesAnchor --! .identifier("v") --> vertical
    #expect(single === result && implicit === result && plain === result)
    #expect(size?.width === sizeResult.width)
    #expect(location?.y === locationResult.y)
    #expect(edges?.top === edgesResult.top && edgesResult.top.isActive)
    #expect(horizontal?.trailing === horizontalResult.trailing)
    #expect(vertical?.bottom === verticalResult.bottom)

    let accumulations: [any LayoutConstraintsAccumulation] = [
      result, [result], Optional(result), sizeResult, locationResult, edgesResult,
      horizontalResult, verticalResult,
    ]
    #expect(accumulations.map(\.asMultipleConstraints.count) == [1, 1, 1, 2, 2, 4, 2, 2])

    @LayoutConstraintsBuilder func rows(_ views: [LayoutView]) -> [LayoutConstraint] {
      for view in views {
        view.heightAnchor == 10
      }
    }
    let fromView: [LayoutConstraint] = a.constraints(constraintsBuilder: { (view: LayoutView) in
      view.leadingTopAnchor == scene.root.leadingTopAnchor
      rows([view])
    })
    let fromTrailingClosure = a.constraints { $0.widthAnchor == 10 }
    let fromGuide: [LayoutConstraint] = guide.constraints(constraintsBuilder: {
      (guide: LayoutGuide) in
      guide.widthAnchor == 10
    })
    let fromGuideTrailingClosure = guide.constraints { $0.heightAnchor == 10 }
    let activated: [LayoutConstraint] = LayoutConstraint.activate(constraintsBuilder: {
      b.widthAnchor == 5
    })
    let activatedTrailing = LayoutConstraint.activate { b.heightAnchor == 5 }
    let inactive: [LayoutConstraint] = LayoutConstraint.make(constraintsBuilder: {
      b.widthAnchor == 6
    })
    let inactiveTrailing = LayoutConstraint.make { b.heightAnchor == 6 }
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(
      [
        fromView, fromTrailingClosure, fromGuide, fromGuideTrailingClosure, activated,
        activatedTrailing,
      ]
      .map(\.count) == [3, 1, 1, 1, 1, 1])
    #expect(
      (fromView + fromTrailingClosure + fromGuide + fromGuideTrailingClosure + activated
        + activatedTrailing).allSatisfy { $0.isActive })
    #expect((inactive + inactiveTrailing).allSatisfy { !$0.isActive })
  }
}
