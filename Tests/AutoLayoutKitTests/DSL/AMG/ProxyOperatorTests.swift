import AutoLayoutKit
import Testing

/// `view.layout` exposes every anchor listed by AMGAutolayout, and each operator form makes the
/// engine's constraint, already active.
@Suite struct ProxyOperatorTests {
  let scene = DSLScene()
  let a: LayoutView
  let b: LayoutView

  init() {
    a = scene.constrainedView("a")
    b = scene.constrainedView("b")
  }

  @Test func everyPropertyWrapsItsAnchor() {
    let proxy = a.layout
    let safe = a.safeAreaLayoutGuide
    let x: [(LayoutAnchorProperty<LayoutXAxisAnchor>, AnyObject, LayoutAttribute)] = [
      (proxy.leading, a, .leading), (proxy.trailing, a, .trailing), (proxy.left, a, .left),
      (proxy.right, a, .right), (proxy.centerX, a, .centerX),
      (proxy.safeLeading, safe, .leading), (proxy.safeTrailing, safe, .trailing),
      (proxy.safeLeft, safe, .left), (proxy.safeRight, safe, .right),
      (proxy.safeCenterX, safe, .centerX),
    ]
    for (property, owner, attribute) in x {
      #expect(property.anchor.owner === owner)
      #expect(property.anchor.layoutAttribute == attribute)
    }
    let y: [(LayoutAnchorProperty<LayoutYAxisAnchor>, AnyObject, LayoutAttribute)] = [
      (proxy.top, a, .top), (proxy.bottom, a, .bottom), (proxy.centerY, a, .centerY),
      (proxy.safeTop, safe, .top), (proxy.safeBottom, safe, .bottom),
      (proxy.safeCenterY, safe, .centerY),
    ]
    for (property, owner, attribute) in y {
      #expect(property.anchor.owner === owner)
      #expect(property.anchor.layoutAttribute == attribute)
    }
    let dimensions: [(LayoutDimensionProperty, AnyObject, LayoutAttribute)] = [
      (proxy.width, a, .width), (proxy.height, a, .height),
      (proxy.safeWidth, safe, .width), (proxy.safeHeight, safe, .height),
    ]
    for (property, owner, attribute) in dimensions {
      #expect(property.anchor.owner === owner)
      #expect(property.anchor.layoutAttribute == attribute)
    }
    #expect(proxy.view === a)
    #expect(a.safeAnchorContainer === a.safeAreaLayoutGuide)
  }

  @Test func edgeAndCenterOperators() {
    #expect(
      ExactConstraint(a.layout.top == b.layout.bottom)
        == ExactConstraint(a, .top, .equal, b, .bottom, isActive: true))
    #expect(
      ExactConstraint(a.layout.top == b.layout.bottom + 50)
        == ExactConstraint(a, .top, .equal, b, .bottom, constant: 50, isActive: true))
    #expect(
      ExactConstraint(a.layout.right <= b.layout.right - 30)
        == ExactConstraint(a, .right, .lessThanOrEqual, b, .right, constant: -30, isActive: true))
    #expect(
      ExactConstraint(a.layout.centerX <= b.layout.centerX)
        == ExactConstraint(a, .centerX, .lessThanOrEqual, b, .centerX, isActive: true))
    #expect(
      ExactConstraint(a.layout.leading >= b.layout.safeLeading)
        == ExactConstraint(
          a, .leading, .greaterThanOrEqual, b.safeAreaLayoutGuide, .leading, isActive: true))
    #expect(
      ExactConstraint(a.layout.centerY >= b.layout.centerY + 2)
        == ExactConstraint(
          a, .centerY, .greaterThanOrEqual, b, .centerY, constant: 2, isActive: true))
  }

  @Test func dimensionOperators() {
    #expect(
      ExactConstraint(a.layout.height == 50)
        == ExactConstraint(a, .height, .equal, constant: 50, isActive: true))
    #expect(
      ExactConstraint(a.layout.width <= 50)
        == ExactConstraint(a, .width, .lessThanOrEqual, constant: 50, isActive: true))
    #expect(
      ExactConstraint(a.layout.height >= 20)
        == ExactConstraint(a, .height, .greaterThanOrEqual, constant: 20, isActive: true))
    #expect(
      ExactConstraint(a.layout.width == b.layout.height)
        == ExactConstraint(a, .width, .equal, b, .height, isActive: true))
    #expect(
      ExactConstraint(a.layout.width == b.layout.width - 50)
        == ExactConstraint(a, .width, .equal, b, .width, constant: -50, isActive: true))
    #expect(
      ExactConstraint(a.layout.width <= b.layout.width + 5)
        == ExactConstraint(a, .width, .lessThanOrEqual, b, .width, constant: 5, isActive: true))
    #expect(
      ExactConstraint(a.layout.height >= b.layout.height * 3)
        == ExactConstraint(
          a, .height, .greaterThanOrEqual, b, .height, multiplier: 3, isActive: true))
    #expect(
      ExactConstraint(a.layout.height == b.layout.height * 3 + 50)
        == ExactConstraint(
          a, .height, .equal, b, .height, multiplier: 3, constant: 50, isActive: true))
    #expect(
      ExactConstraint(a.layout.height <= b.layout.safeHeight * 0.5 - 10)
        == ExactConstraint(
          a, .height, .lessThanOrEqual, b.safeAreaLayoutGuide, .height, multiplier: 0.5,
          constant: -10, isActive: true))
  }

  /// A proxy operator makes what the engine factory makes, then activates it.
  @Test func operatorsMatchTheEngineFactories() {
    let pairs: [(LayoutConstraint, LayoutConstraint)] = [
      (
        a.layout.top == b.layout.bottom + 8,
        a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
      ),
      (
        a.layout.height >= b.layout.width * 2 - 1,
        a.heightAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: -1)
      ),
      (a.layout.width <= 30, a.widthAnchor.constraint(lessThanOrEqualToConstant: 30)),
    ]
    for (proxyMade, factoryMade) in pairs {
      #expect(proxyMade.isActive)
      factoryMade.isActive = true
      #expect(ExactConstraint(proxyMade) == ExactConstraint(factoryMade))
    }
  }

  /// `view.layout` activates but leaves autoresizing translation alone; `makeLayout` turns it
  /// off and returns everything it made.
  @Test func layoutVersusMakeLayout() {
    let loose = scene.view("loose")
    loose.layout.width == 10
    #expect(loose.translatesAutoresizingMaskIntoConstraints)
    let made = loose.makeLayout {
      $0.height == 20
      $0.top == a.layout.top
      $0.centerSuperview()
      $0.aspectRatio(0.5)
    }
    #expect(!loose.translatesAutoresizingMaskIntoConstraints)
    #expect(
      exact(made) == [
        ExactConstraint(loose, .height, .equal, constant: 20, isActive: true),
        ExactConstraint(loose, .top, .equal, a, .top, isActive: true),
        ExactConstraint(loose, .centerX, .equal, scene.root, .centerX, isActive: true),
        ExactConstraint(loose, .centerY, .equal, scene.root, .centerY, isActive: true),
        ExactConstraint(loose, .width, .equal, loose, .height, multiplier: 0.5, isActive: true),
      ])
  }

  /// `makeLayout` returns the constraints its proxy's properties take part in on either side:
  /// one written the other way round, with `$0` on the right, is made by the other view's proxy
  /// but must come back too, or keeping the result to deactivate later would leave it behind.
  @Test func makeLayoutReturnsConstraintsWithItsViewOnTheRight() {
    let loose = scene.view("loose")
    let made = loose.makeLayout { proxy in
      a.layout.top == proxy.bottom + 4
      proxy.width.equal(to: 5)
      b.layout.height == proxy.height * 2 + 1
      proxy.height == 10
    }
    #expect(
      exact(made) == [
        ExactConstraint(a, .top, .equal, loose, .bottom, constant: 4, isActive: true),
        ExactConstraint(loose, .width, .equal, constant: 5, isActive: true),
        ExactConstraint(
          b, .height, .equal, loose, .height, multiplier: 2, constant: 1, isActive: true),
        ExactConstraint(loose, .height, .equal, constant: 10, isActive: true),
      ])
    LayoutConstraint.deactivate(made)
    #expect(made.allSatisfy { !$0.isActive })
  }
}
