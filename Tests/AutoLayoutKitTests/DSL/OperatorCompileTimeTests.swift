import AutoLayoutKit
import Testing

// Compile-time budget for the operator DSLs: this file holds 538 operator constraints of every
// form (single anchors, composite anchors, modifiers, capture, the result builder and the
// AMGAutolayout-style proxies). Building the test target with
// `-Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=100` must print no warning
// for it; Docs/OperatorDSLs.md records how long it takes to type-check. The statements are
// generated variations; the tests check that each one made valid constraints.

// swift-format-ignore-file

@Suite struct OperatorCompileTimeTests {
  let scene = DSLScene()

  /// 60 statements in a `LayoutConstraint.make { }` block; 60 constraints.
  @Test func builderBlock1() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.leadingAnchor == b.trailingAnchor
        a.leadingAnchor == b.trailingAnchor + 1
        a.leadingAnchor == b.trailingAnchor - 1.5
        a.leadingAnchor <= b.trailingAnchor
        a.leadingAnchor <= b.trailingAnchor + 2
        a.leadingAnchor <= b.trailingAnchor - 2.5
        a.leadingAnchor >= b.trailingAnchor
        a.leadingAnchor >= b.trailingAnchor + 3
        a.leadingAnchor >= b.trailingAnchor - 3.5
        a.leadingAnchor == b.trailingAnchor + 4 + 4
        a.leadingAnchor == b.trailingAnchor - 1 + 2
        a.trailingAnchor == b.leadingAnchor
        a.trailingAnchor == b.leadingAnchor + 4
        a.trailingAnchor == b.leadingAnchor - 4.5
        a.trailingAnchor <= b.leadingAnchor
        a.trailingAnchor <= b.leadingAnchor + 5
        a.trailingAnchor <= b.leadingAnchor - 5.5
        a.trailingAnchor >= b.leadingAnchor
        a.trailingAnchor >= b.leadingAnchor + 6
        a.trailingAnchor >= b.leadingAnchor - 6.5
        a.trailingAnchor == b.leadingAnchor + 4 + 4
        a.trailingAnchor == b.leadingAnchor - 1 + 2
        a.centerXAnchor == b.centerXAnchor
        a.centerXAnchor == b.centerXAnchor + 7
        a.centerXAnchor == b.centerXAnchor - 7.5
        a.centerXAnchor <= b.centerXAnchor
        a.centerXAnchor <= b.centerXAnchor + 8
        a.centerXAnchor <= b.centerXAnchor - 8.5
        a.centerXAnchor >= b.centerXAnchor
        a.centerXAnchor >= b.centerXAnchor + 9
        a.centerXAnchor >= b.centerXAnchor - 9.5
        a.centerXAnchor == b.centerXAnchor + 4 + 4
        a.centerXAnchor == b.centerXAnchor - 1 + 2
        a.leftAnchor == b.rightAnchor
        a.leftAnchor == b.rightAnchor + 10
        a.leftAnchor == b.rightAnchor - 10.5
        a.leftAnchor <= b.rightAnchor
        a.leftAnchor <= b.rightAnchor + 11
        a.leftAnchor <= b.rightAnchor - 11.5
        a.leftAnchor >= b.rightAnchor
        a.leftAnchor >= b.rightAnchor + 12
        a.leftAnchor >= b.rightAnchor - 12.5
        a.leftAnchor == b.rightAnchor + 4 + 4
        a.leftAnchor == b.rightAnchor - 1 + 2
        a.rightAnchor == b.leftAnchor
        a.rightAnchor == b.leftAnchor + 13
        a.rightAnchor == b.leftAnchor - 13.5
        a.rightAnchor <= b.leftAnchor
        a.rightAnchor <= b.leftAnchor + 14
        a.rightAnchor <= b.leftAnchor - 14.5
        a.rightAnchor >= b.leftAnchor
        a.rightAnchor >= b.leftAnchor + 15
        a.rightAnchor >= b.leftAnchor - 15.5
        a.rightAnchor == b.leftAnchor + 4 + 4
        a.rightAnchor == b.leftAnchor - 1 + 2
        a.topAnchor == b.bottomAnchor
        a.topAnchor == b.bottomAnchor + 16
        a.topAnchor == b.bottomAnchor - 16.5
        a.topAnchor <= b.bottomAnchor
        a.topAnchor <= b.bottomAnchor + 17
      }
      #expect(made.count == 60)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 60 statements in a `LayoutConstraint.make { }` block; 60 constraints.
  @Test func builderBlock2() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.topAnchor <= b.bottomAnchor - 17.5
        a.topAnchor >= b.bottomAnchor
        a.topAnchor >= b.bottomAnchor + 18
        a.topAnchor >= b.bottomAnchor - 18.5
        a.topAnchor == b.bottomAnchor + 4 + 4
        a.topAnchor == b.bottomAnchor - 1 + 2
        a.bottomAnchor == b.centerYAnchor
        a.bottomAnchor == b.centerYAnchor + 19
        a.bottomAnchor == b.centerYAnchor - 19.5
        a.bottomAnchor <= b.centerYAnchor
        a.bottomAnchor <= b.centerYAnchor + 20
        a.bottomAnchor <= b.centerYAnchor - 20.5
        a.bottomAnchor >= b.centerYAnchor
        a.bottomAnchor >= b.centerYAnchor + 21
        a.bottomAnchor >= b.centerYAnchor - 21.5
        a.bottomAnchor == b.centerYAnchor + 4 + 4
        a.bottomAnchor == b.centerYAnchor - 1 + 2
        a.centerYAnchor == b.firstBaselineAnchor
        a.centerYAnchor == b.firstBaselineAnchor + 22
        a.centerYAnchor == b.firstBaselineAnchor - 22.5
        a.centerYAnchor <= b.firstBaselineAnchor
        a.centerYAnchor <= b.firstBaselineAnchor + 23
        a.centerYAnchor <= b.firstBaselineAnchor - 23.5
        a.centerYAnchor >= b.firstBaselineAnchor
        a.centerYAnchor >= b.firstBaselineAnchor + 24
        a.centerYAnchor >= b.firstBaselineAnchor - 24.5
        a.centerYAnchor == b.firstBaselineAnchor + 4 + 4
        a.centerYAnchor == b.firstBaselineAnchor - 1 + 2
        a.firstBaselineAnchor == b.lastBaselineAnchor
        a.firstBaselineAnchor == b.lastBaselineAnchor + 25
        a.firstBaselineAnchor == b.lastBaselineAnchor - 25.5
        a.firstBaselineAnchor <= b.lastBaselineAnchor
        a.firstBaselineAnchor <= b.lastBaselineAnchor + 26
        a.firstBaselineAnchor <= b.lastBaselineAnchor - 26.5
        a.firstBaselineAnchor >= b.lastBaselineAnchor
        a.firstBaselineAnchor >= b.lastBaselineAnchor + 27
        a.firstBaselineAnchor >= b.lastBaselineAnchor - 27.5
        a.firstBaselineAnchor == b.lastBaselineAnchor + 4 + 4
        a.firstBaselineAnchor == b.lastBaselineAnchor - 1 + 2
        a.lastBaselineAnchor == b.topAnchor
        a.lastBaselineAnchor == b.topAnchor + 28
        a.lastBaselineAnchor == b.topAnchor - 28.5
        a.lastBaselineAnchor <= b.topAnchor
        a.lastBaselineAnchor <= b.topAnchor + 29
        a.lastBaselineAnchor <= b.topAnchor - 29.5
        a.lastBaselineAnchor >= b.topAnchor
        a.lastBaselineAnchor >= b.topAnchor + 30
        a.lastBaselineAnchor >= b.topAnchor - 30.5
        a.lastBaselineAnchor == b.topAnchor + 4 + 4
        a.lastBaselineAnchor == b.topAnchor - 1 + 2
        a.widthAnchor == b.widthAnchor
        a.widthAnchor == b.widthAnchor * 0.5
        a.widthAnchor == b.widthAnchor * 2 + 31
        a.widthAnchor == b.widthAnchor * 0.8 - 31
        a.widthAnchor == b.widthAnchor + 31
        a.widthAnchor == b.widthAnchor - 31
        a.widthAnchor == b.widthAnchor -- 31
        a.widthAnchor == b.widthAnchor ++ 31
        a.widthAnchor <= b.widthAnchor
        a.widthAnchor <= b.widthAnchor * 0.6
      }
      #expect(made.count == 60)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 60 statements in a `LayoutConstraint.make { }` block; 60 constraints.
  @Test func builderBlock3() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.widthAnchor <= b.widthAnchor * 2 + 32
        a.widthAnchor <= b.widthAnchor * 0.8 - 32
        a.widthAnchor <= b.widthAnchor + 32
        a.widthAnchor <= b.widthAnchor - 32
        a.widthAnchor <= b.widthAnchor -- 32
        a.widthAnchor <= b.widthAnchor ++ 32
        a.widthAnchor >= b.widthAnchor
        a.widthAnchor >= b.widthAnchor * 0.7
        a.widthAnchor >= b.widthAnchor * 2 + 33
        a.widthAnchor >= b.widthAnchor * 0.8 - 33
        a.widthAnchor >= b.widthAnchor + 33
        a.widthAnchor >= b.widthAnchor - 33
        a.widthAnchor >= b.widthAnchor -- 33
        a.widthAnchor >= b.widthAnchor ++ 33
        a.widthAnchor == b.heightAnchor
        a.widthAnchor == b.heightAnchor * 0.8
        a.widthAnchor == b.heightAnchor * 2 + 34
        a.widthAnchor == b.heightAnchor * 0.8 - 34
        a.widthAnchor == b.heightAnchor + 34
        a.widthAnchor == b.heightAnchor - 34
        a.widthAnchor == b.heightAnchor -- 34
        a.widthAnchor == b.heightAnchor ++ 34
        a.widthAnchor <= b.heightAnchor
        a.widthAnchor <= b.heightAnchor * 0.9
        a.widthAnchor <= b.heightAnchor * 2 + 35
        a.widthAnchor <= b.heightAnchor * 0.8 - 35
        a.widthAnchor <= b.heightAnchor + 35
        a.widthAnchor <= b.heightAnchor - 35
        a.widthAnchor <= b.heightAnchor -- 35
        a.widthAnchor <= b.heightAnchor ++ 35
        a.widthAnchor >= b.heightAnchor
        a.widthAnchor >= b.heightAnchor * 0.1
        a.widthAnchor >= b.heightAnchor * 2 + 36
        a.widthAnchor >= b.heightAnchor * 0.8 - 36
        a.widthAnchor >= b.heightAnchor + 36
        a.widthAnchor >= b.heightAnchor - 36
        a.widthAnchor >= b.heightAnchor -- 36
        a.widthAnchor >= b.heightAnchor ++ 36
        a.widthAnchor == 36
        a.widthAnchor == 36.25
        a.widthAnchor <= 36
        a.widthAnchor <= 36.25
        a.widthAnchor >= 36
        a.widthAnchor >= 36.25
        a.widthAnchor == (b.widthAnchor + 10) * 0.5
        a.widthAnchor == b.widthAnchor * 0.5 -- 10
        a.heightAnchor == b.widthAnchor
        a.heightAnchor == b.widthAnchor * 0.2
        a.heightAnchor == b.widthAnchor * 2 + 37
        a.heightAnchor == b.widthAnchor * 0.8 - 37
        a.heightAnchor == b.widthAnchor + 37
        a.heightAnchor == b.widthAnchor - 37
        a.heightAnchor == b.widthAnchor -- 37
        a.heightAnchor == b.widthAnchor ++ 37
        a.heightAnchor <= b.widthAnchor
        a.heightAnchor <= b.widthAnchor * 0.3
        a.heightAnchor <= b.widthAnchor * 2 + 38
        a.heightAnchor <= b.widthAnchor * 0.8 - 38
        a.heightAnchor <= b.widthAnchor + 38
        a.heightAnchor <= b.widthAnchor - 38
      }
      #expect(made.count == 60)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 60 statements in a `LayoutConstraint.make { }` block; 78 constraints.
  @Test func builderBlock4() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.heightAnchor <= b.widthAnchor -- 38
        a.heightAnchor <= b.widthAnchor ++ 38
        a.heightAnchor >= b.widthAnchor
        a.heightAnchor >= b.widthAnchor * 0.4
        a.heightAnchor >= b.widthAnchor * 2 + 39
        a.heightAnchor >= b.widthAnchor * 0.8 - 39
        a.heightAnchor >= b.widthAnchor + 39
        a.heightAnchor >= b.widthAnchor - 39
        a.heightAnchor >= b.widthAnchor -- 39
        a.heightAnchor >= b.widthAnchor ++ 39
        a.heightAnchor == b.heightAnchor
        a.heightAnchor == b.heightAnchor * 0.5
        a.heightAnchor == b.heightAnchor * 2 + 40
        a.heightAnchor == b.heightAnchor * 0.8 - 40
        a.heightAnchor == b.heightAnchor + 40
        a.heightAnchor == b.heightAnchor - 40
        a.heightAnchor == b.heightAnchor -- 40
        a.heightAnchor == b.heightAnchor ++ 40
        a.heightAnchor <= b.heightAnchor
        a.heightAnchor <= b.heightAnchor * 0.6
        a.heightAnchor <= b.heightAnchor * 2 + 41
        a.heightAnchor <= b.heightAnchor * 0.8 - 41
        a.heightAnchor <= b.heightAnchor + 41
        a.heightAnchor <= b.heightAnchor - 41
        a.heightAnchor <= b.heightAnchor -- 41
        a.heightAnchor <= b.heightAnchor ++ 41
        a.heightAnchor >= b.heightAnchor
        a.heightAnchor >= b.heightAnchor * 0.7
        a.heightAnchor >= b.heightAnchor * 2 + 42
        a.heightAnchor >= b.heightAnchor * 0.8 - 42
        a.heightAnchor >= b.heightAnchor + 42
        a.heightAnchor >= b.heightAnchor - 42
        a.heightAnchor >= b.heightAnchor -- 42
        a.heightAnchor >= b.heightAnchor ++ 42
        a.heightAnchor == 42
        a.heightAnchor == 42.25
        a.heightAnchor <= 42
        a.heightAnchor <= 42.25
        a.heightAnchor >= 42
        a.heightAnchor >= 42.25
        a.heightAnchor == (b.heightAnchor + 10) * 0.5
        a.heightAnchor == b.heightAnchor * 0.5 -- 10
        a.sizeAnchor == b.sizeAnchor
        a.sizeAnchor == Size(width: 30, height: 40)
        a.sizeAnchor == b.sizeAnchor + 20
        a.sizeAnchor == b.sizeAnchor - 20
        a.sizeAnchor == b.sizeAnchor -- 20
        a.sizeAnchor == b.sizeAnchor ++ 20
        a.sizeAnchor == b.sizeAnchor * 0.5
        a.sizeAnchor == b.sizeAnchor + (width: 20, height: 40)
        a.sizeAnchor == b.sizeAnchor - (width: 20, height: 40)
        a.sizeAnchor == b.sizeAnchor -- (width: 20, height: 10)
        a.sizeAnchor == b.sizeAnchor ++ (width: 20, height: 10)
        a.sizeAnchor == b.sizeAnchor * (width: 0.5, height: 0.4)
        a.sizeAnchor == b.sizeAnchor * 0.5 + (width: 1, height: 2)
        a.sizeAnchor <= b.sizeAnchor
        a.sizeAnchor <= Size(width: 30, height: 40)
        a.sizeAnchor <= b.sizeAnchor + 20
        a.sizeAnchor <= b.sizeAnchor - 20
        a.sizeAnchor <= b.sizeAnchor -- 20
      }
      #expect(made.count == 78)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 60 statements in a `LayoutConstraint.make { }` block; 120 constraints.
  @Test func builderBlock5() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.sizeAnchor <= b.sizeAnchor ++ 20
        a.sizeAnchor <= b.sizeAnchor * 0.5
        a.sizeAnchor <= b.sizeAnchor + (width: 20, height: 40)
        a.sizeAnchor <= b.sizeAnchor - (width: 20, height: 40)
        a.sizeAnchor <= b.sizeAnchor -- (width: 20, height: 10)
        a.sizeAnchor <= b.sizeAnchor ++ (width: 20, height: 10)
        a.sizeAnchor <= b.sizeAnchor * (width: 0.5, height: 0.4)
        a.sizeAnchor <= b.sizeAnchor * 0.5 + (width: 1, height: 2)
        a.sizeAnchor >= b.sizeAnchor
        a.sizeAnchor >= Size(width: 30, height: 40)
        a.sizeAnchor >= b.sizeAnchor + 20
        a.sizeAnchor >= b.sizeAnchor - 20
        a.sizeAnchor >= b.sizeAnchor -- 20
        a.sizeAnchor >= b.sizeAnchor ++ 20
        a.sizeAnchor >= b.sizeAnchor * 0.5
        a.sizeAnchor >= b.sizeAnchor + (width: 20, height: 40)
        a.sizeAnchor >= b.sizeAnchor - (width: 20, height: 40)
        a.sizeAnchor >= b.sizeAnchor -- (width: 20, height: 10)
        a.sizeAnchor >= b.sizeAnchor ++ (width: 20, height: 10)
        a.sizeAnchor >= b.sizeAnchor * (width: 0.5, height: 0.4)
        a.sizeAnchor >= b.sizeAnchor * 0.5 + (width: 1, height: 2)
        a.centerAnchor == b.centerAnchor
        a.centerAnchor == b.centerAnchor + 0
        a.centerAnchor == b.centerAnchor - 0
        a.centerAnchor == b.centerAnchor + (x: 0, y: -0)
        a.centerAnchor == b.centerAnchor - (x: 1, y: 2)
        a.leadingTopAnchor <= b.leadingTopAnchor
        a.leadingTopAnchor <= b.leadingTopAnchor + 1
        a.leadingTopAnchor <= b.leadingTopAnchor - 1
        a.leadingTopAnchor <= b.leadingTopAnchor + (x: 1, y: -1)
        a.leadingTopAnchor <= b.leadingTopAnchor - (x: 1, y: 2)
        a.leadingCenterAnchor >= b.leadingCenterAnchor
        a.leadingCenterAnchor >= b.leadingCenterAnchor + 2
        a.leadingCenterAnchor >= b.leadingCenterAnchor - 2
        a.leadingCenterAnchor >= b.leadingCenterAnchor + (x: 2, y: -2)
        a.leadingCenterAnchor >= b.leadingCenterAnchor - (x: 1, y: 2)
        a.leadingBottomAnchor == b.leadingBottomAnchor
        a.leadingBottomAnchor == b.leadingBottomAnchor + 3
        a.leadingBottomAnchor == b.leadingBottomAnchor - 3
        a.leadingBottomAnchor == b.leadingBottomAnchor + (x: 3, y: -3)
        a.leadingBottomAnchor == b.leadingBottomAnchor - (x: 1, y: 2)
        a.centerTopAnchor <= b.centerTopAnchor
        a.centerTopAnchor <= b.centerTopAnchor + 4
        a.centerTopAnchor <= b.centerTopAnchor - 4
        a.centerTopAnchor <= b.centerTopAnchor + (x: 4, y: -4)
        a.centerTopAnchor <= b.centerTopAnchor - (x: 1, y: 2)
        a.centerBottomAnchor >= b.centerBottomAnchor
        a.centerBottomAnchor >= b.centerBottomAnchor + 5
        a.centerBottomAnchor >= b.centerBottomAnchor - 5
        a.centerBottomAnchor >= b.centerBottomAnchor + (x: 5, y: -5)
        a.centerBottomAnchor >= b.centerBottomAnchor - (x: 1, y: 2)
        a.trailingTopAnchor == b.trailingTopAnchor
        a.trailingTopAnchor == b.trailingTopAnchor + 6
        a.trailingTopAnchor == b.trailingTopAnchor - 6
        a.trailingTopAnchor == b.trailingTopAnchor + (x: 6, y: -6)
        a.trailingTopAnchor == b.trailingTopAnchor - (x: 1, y: 2)
        a.trailingCenterAnchor <= b.trailingCenterAnchor
        a.trailingCenterAnchor <= b.trailingCenterAnchor + 7
        a.trailingCenterAnchor <= b.trailingCenterAnchor - 7
        a.trailingCenterAnchor <= b.trailingCenterAnchor + (x: 7, y: -7)
      }
      #expect(made.count == 120)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 60 statements in a `LayoutConstraint.make { }` block; 148 constraints.
  @Test func builderBlock6() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.trailingCenterAnchor <= b.trailingCenterAnchor - (x: 1, y: 2)
        a.trailingBottomAnchor >= b.trailingBottomAnchor
        a.trailingBottomAnchor >= b.trailingBottomAnchor + 8
        a.trailingBottomAnchor >= b.trailingBottomAnchor - 8
        a.trailingBottomAnchor >= b.trailingBottomAnchor + (x: 8, y: -8)
        a.trailingBottomAnchor >= b.trailingBottomAnchor - (x: 1, y: 2)
        a.leftTopAnchor == b.leftTopAnchor
        a.leftTopAnchor == b.leftTopAnchor + 9
        a.leftTopAnchor == b.leftTopAnchor - 9
        a.leftTopAnchor == b.leftTopAnchor + (x: 9, y: -9)
        a.leftTopAnchor == b.leftTopAnchor - (x: 1, y: 2)
        a.leftCenterAnchor <= b.leftCenterAnchor
        a.leftCenterAnchor <= b.leftCenterAnchor + 10
        a.leftCenterAnchor <= b.leftCenterAnchor - 10
        a.leftCenterAnchor <= b.leftCenterAnchor + (x: 10, y: -10)
        a.leftCenterAnchor <= b.leftCenterAnchor - (x: 1, y: 2)
        a.leftBottomAnchor >= b.leftBottomAnchor
        a.leftBottomAnchor >= b.leftBottomAnchor + 11
        a.leftBottomAnchor >= b.leftBottomAnchor - 11
        a.leftBottomAnchor >= b.leftBottomAnchor + (x: 11, y: -11)
        a.leftBottomAnchor >= b.leftBottomAnchor - (x: 1, y: 2)
        a.rightTopAnchor == b.rightTopAnchor
        a.rightTopAnchor == b.rightTopAnchor + 12
        a.rightTopAnchor == b.rightTopAnchor - 12
        a.rightTopAnchor == b.rightTopAnchor + (x: 12, y: -12)
        a.rightTopAnchor == b.rightTopAnchor - (x: 1, y: 2)
        a.rightCenterAnchor <= b.rightCenterAnchor
        a.rightCenterAnchor <= b.rightCenterAnchor + 13
        a.rightCenterAnchor <= b.rightCenterAnchor - 13
        a.rightCenterAnchor <= b.rightCenterAnchor + (x: 13, y: -13)
        a.rightCenterAnchor <= b.rightCenterAnchor - (x: 1, y: 2)
        a.rightBottomAnchor >= b.rightBottomAnchor
        a.rightBottomAnchor >= b.rightBottomAnchor + 14
        a.rightBottomAnchor >= b.rightBottomAnchor - 14
        a.rightBottomAnchor >= b.rightBottomAnchor + (x: 14, y: -14)
        a.rightBottomAnchor >= b.rightBottomAnchor - (x: 1, y: 2)
        a.edgesAnchor == b.edgesAnchor
        a.edgesAnchor == b.edgesAnchor -- 10
        a.edgesAnchor == b.edgesAnchor ++ 10
        a.edgesAnchor == b.edgesAnchor -- (horizontally: 20, vertically: 10)
        a.edgesAnchor == b.edgesAnchor ++ (horizontally: 20, vertically: 10)
        a.edgesAnchor == b.edgesAnchor -- (leading: 5, trailing: 15, top: 10, bottom: 20)
        a.edgesAnchor == b.edgesAnchor ++ (leading: 5, trailing: 15, top: 10, bottom: 20)
        a.edgesAnchor == b.edgesAnchor
          -- DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        a.edgesAnchor == b.safeAreaLayoutGuide.edgesAnchor -- 10 -- 5
        a.horizontalEdgesAnchor == b.horizontalEdgesAnchor
        a.horizontalEdgesAnchor == b.horizontalEdgesAnchor -- 10
        a.horizontalEdgesAnchor == b.horizontalEdgesAnchor ++ 10
        a.horizontalEdgesAnchor == b.horizontalEdgesAnchor -- (leading: 5, trailing: 15)
        a.horizontalEdgesAnchor == b.horizontalEdgesAnchor ++ (leading: 5, trailing: 15)
        a.verticalEdgesAnchor == b.verticalEdgesAnchor
        a.verticalEdgesAnchor == b.verticalEdgesAnchor -- 10
        a.verticalEdgesAnchor == b.verticalEdgesAnchor ++ 10
        a.verticalEdgesAnchor == b.verticalEdgesAnchor -- (top: 5, bottom: 15)
        a.verticalEdgesAnchor == b.verticalEdgesAnchor ++ (top: 5, bottom: 15)
        a.edgesAnchor <= b.edgesAnchor
        a.edgesAnchor <= b.edgesAnchor -- 10
        a.edgesAnchor <= b.edgesAnchor ++ 10
        a.edgesAnchor <= b.edgesAnchor -- (horizontally: 20, vertically: 10)
        a.edgesAnchor <= b.edgesAnchor ++ (horizontally: 20, vertically: 10)
      }
      #expect(made.count == 148)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 33 statements in a `LayoutConstraint.make { }` block; 92 constraints.
  @Test func builderBlock7() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    let diagnostics = LayoutDiagnostics.capture {
      let made = LayoutConstraint.make {
        a.edgesAnchor <= b.edgesAnchor -- (leading: 5, trailing: 15, top: 10, bottom: 20)
        a.edgesAnchor <= b.edgesAnchor ++ (leading: 5, trailing: 15, top: 10, bottom: 20)
        a.edgesAnchor <= b.edgesAnchor
          -- DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        a.edgesAnchor <= b.safeAreaLayoutGuide.edgesAnchor -- 10 -- 5
        a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor
        a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor -- 10
        a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor ++ 10
        a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor -- (leading: 5, trailing: 15)
        a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor ++ (leading: 5, trailing: 15)
        a.verticalEdgesAnchor <= b.verticalEdgesAnchor
        a.verticalEdgesAnchor <= b.verticalEdgesAnchor -- 10
        a.verticalEdgesAnchor <= b.verticalEdgesAnchor ++ 10
        a.verticalEdgesAnchor <= b.verticalEdgesAnchor -- (top: 5, bottom: 15)
        a.verticalEdgesAnchor <= b.verticalEdgesAnchor ++ (top: 5, bottom: 15)
        a.edgesAnchor >= b.edgesAnchor
        a.edgesAnchor >= b.edgesAnchor -- 10
        a.edgesAnchor >= b.edgesAnchor ++ 10
        a.edgesAnchor >= b.edgesAnchor -- (horizontally: 20, vertically: 10)
        a.edgesAnchor >= b.edgesAnchor ++ (horizontally: 20, vertically: 10)
        a.edgesAnchor >= b.edgesAnchor -- (leading: 5, trailing: 15, top: 10, bottom: 20)
        a.edgesAnchor >= b.edgesAnchor ++ (leading: 5, trailing: 15, top: 10, bottom: 20)
        a.edgesAnchor >= b.edgesAnchor
          -- DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        a.edgesAnchor >= b.safeAreaLayoutGuide.edgesAnchor -- 10 -- 5
        a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor
        a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor -- 10
        a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor ++ 10
        a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor -- (leading: 5, trailing: 15)
        a.horizontalEdgesAnchor >= b.horizontalEdgesAnchor ++ (leading: 5, trailing: 15)
        a.verticalEdgesAnchor >= b.verticalEdgesAnchor
        a.verticalEdgesAnchor >= b.verticalEdgesAnchor -- 10
        a.verticalEdgesAnchor >= b.verticalEdgesAnchor ++ 10
        a.verticalEdgesAnchor >= b.verticalEdgesAnchor -- (top: 5, bottom: 15)
        a.verticalEdgesAnchor >= b.verticalEdgesAnchor ++ (top: 5, bottom: 15)
      }
      #expect(made.count == 92)
      #expect(made.allSatisfy { $0.firstItem === a && !$0.isActive })
    }
    #expect(diagnostics.isEmpty)
  }

  /// 11 modifier and capture chains outside a builder.
  @Test func modifierChains() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    var captured: LayoutConstraint!
    var optionalCapture: LayoutConstraint?
    var capturedSize: LayoutSizeConstraints?
    var capturedLocation: LayoutLocationConstraints?
    var capturedEdges: LayoutEdgeConstraints?
    var capturedHorizontal: LayoutXAxisEdgesConstraints?
    var capturedVertical: LayoutYAxisEdgesConstraints?
    var made: [LayoutConstraint] = []
    made +=
      (a.heightAnchor == a.widthAnchor * 0.6 --! .priority(.defaultHigh)).asMultipleConstraints
    made +=
      (a.centerXAnchor == b.centerXAnchor --! .identifier("iconCenterX")).asMultipleConstraints
    made += (a.topAnchor == b.topAnchor + 20 --> captured).asMultipleConstraints
    made +=
      (a.heightAnchor == a.widthAnchor * 0.6 --! .priority(.defaultHigh)
      --! .identifier("iconHeight") --> captured).asMultipleConstraints
    made +=
      (a.widthAnchor <= b.widthAnchor * 0.8 - 10 --! .priority(750) --! .identifier("w"))
      .asMultipleConstraints
    made +=
      (a.sizeAnchor == b.sizeAnchor -- 20 --! .priority(.defaultLow) --> capturedSize)
      .asMultipleConstraints
    made +=
      (a.centerAnchor == b.centerAnchor + (x: 10, y: 0) --! .identifier("center")
      --> capturedLocation).asMultipleConstraints
    made +=
      (a.edgesAnchor == b.edgesAnchor -- 10 --! .priority(.defaultHigh) --! .identifier("edges")
      --> capturedEdges).asMultipleConstraints
    made +=
      (a.horizontalEdgesAnchor <= b.horizontalEdgesAnchor -- 10 --! .priority(999)
      --> capturedHorizontal).asMultipleConstraints
    made +=
      (a.verticalEdgesAnchor >= b.verticalEdgesAnchor ++ 10 --! .identifier("v")
      --> capturedVertical).asMultipleConstraints
    made +=
      (a.leadingAnchor == b.leadingAnchor + 8 --! .priority(.required - 1) --> optionalCapture)
      .asMultipleConstraints
    #expect(made.count == 18)
    #expect(captured.identifier == "iconHeight")
    #expect(optionalCapture?.priority == LayoutPriority(999))
    #expect(capturedSize?.width.priority == .defaultLow)
    #expect(capturedLocation?.y.identifier == "center")
    #expect(capturedEdges?.bottom.identifier == "edges")
    #expect(capturedHorizontal?.trailing.priority == 999)
    #expect(capturedVertical?.top.identifier == "v")
  }

  /// 60 AMGAutolayout-style statements in a `makeLayout { }` block.
  @Test func proxyBlock1() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    var made: [LayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      made = a.makeLayout {
        $0.leading == b.layout.trailing
        $0.leading == b.layout.trailing + 0
        $0.leading == b.layout.trailing - 0
        $0.leading <= b.layout.trailing
        $0.leading <= b.layout.trailing + 0
        $0.leading <= b.layout.trailing - 0
        $0.leading >= b.layout.trailing
        $0.leading >= b.layout.trailing + 0
        $0.leading >= b.layout.trailing - 0
        $0.trailing == b.layout.leading
        $0.trailing == b.layout.leading + 1
        $0.trailing == b.layout.leading - 1
        $0.trailing <= b.layout.leading
        $0.trailing <= b.layout.leading + 1
        $0.trailing <= b.layout.leading - 1
        $0.trailing >= b.layout.leading
        $0.trailing >= b.layout.leading + 1
        $0.trailing >= b.layout.leading - 1
        $0.centerX == b.layout.centerX
        $0.centerX == b.layout.centerX + 2
        $0.centerX == b.layout.centerX - 2
        $0.centerX <= b.layout.centerX
        $0.centerX <= b.layout.centerX + 2
        $0.centerX <= b.layout.centerX - 2
        $0.centerX >= b.layout.centerX
        $0.centerX >= b.layout.centerX + 2
        $0.centerX >= b.layout.centerX - 2
        $0.left == b.layout.right
        $0.left == b.layout.right + 3
        $0.left == b.layout.right - 3
        $0.left <= b.layout.right
        $0.left <= b.layout.right + 3
        $0.left <= b.layout.right - 3
        $0.left >= b.layout.right
        $0.left >= b.layout.right + 3
        $0.left >= b.layout.right - 3
        $0.right == b.layout.left
        $0.right == b.layout.left + 4
        $0.right == b.layout.left - 4
        $0.right <= b.layout.left
        $0.right <= b.layout.left + 4
        $0.right <= b.layout.left - 4
        $0.right >= b.layout.left
        $0.right >= b.layout.left + 4
        $0.right >= b.layout.left - 4
        $0.top == b.layout.top
        $0.top == b.layout.top + 5
        $0.top == b.layout.top - 5
        $0.top <= b.layout.top
        $0.top <= b.layout.top + 5
        $0.top <= b.layout.top - 5
        $0.top >= b.layout.top
        $0.top >= b.layout.top + 5
        $0.top >= b.layout.top - 5
        $0.bottom == b.layout.bottom
        $0.bottom == b.layout.bottom + 6
        $0.bottom == b.layout.bottom - 6
        $0.bottom <= b.layout.bottom
        $0.bottom <= b.layout.bottom + 6
        $0.bottom <= b.layout.bottom - 6
      }
    }
    #expect(made.count == 60)
    // The `safe…` properties constrain the view's safe area guide.
    #expect(
      made.allSatisfy {
        ($0.firstItem === a || $0.firstItem === a.safeAreaLayoutGuide) && $0.isActive
      })
    LayoutConstraint.deactivate(made)
    // Conflicting required constraints are expected here (each is active at once); none is invalid.
    #expect(diagnostics.allSatisfy { $0.kind == .unsatisfiableConstraints })
  }

  /// 60 AMGAutolayout-style statements in a `makeLayout { }` block.
  @Test func proxyBlock2() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    var made: [LayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      made = a.makeLayout {
        $0.bottom >= b.layout.bottom
        $0.bottom >= b.layout.bottom + 6
        $0.bottom >= b.layout.bottom - 6
        $0.centerY == b.layout.centerY
        $0.centerY == b.layout.centerY + 7
        $0.centerY == b.layout.centerY - 7
        $0.centerY <= b.layout.centerY
        $0.centerY <= b.layout.centerY + 7
        $0.centerY <= b.layout.centerY - 7
        $0.centerY >= b.layout.centerY
        $0.centerY >= b.layout.centerY + 7
        $0.centerY >= b.layout.centerY - 7
        $0.width == b.layout.width
        $0.width == 50
        $0.width == b.layout.width * 3
        $0.width == b.layout.width * 3 + 50
        $0.width == b.layout.width * 0.5 - 10
        $0.width == b.layout.width + 5
        $0.width == b.layout.width - 5
        $0.width <= b.layout.width
        $0.width <= 50
        $0.width <= b.layout.width * 3
        $0.width <= b.layout.width * 3 + 50
        $0.width <= b.layout.width * 0.5 - 10
        $0.width <= b.layout.width + 5
        $0.width <= b.layout.width - 5
        $0.width >= b.layout.width
        $0.width >= 50
        $0.width >= b.layout.width * 3
        $0.width >= b.layout.width * 3 + 50
        $0.width >= b.layout.width * 0.5 - 10
        $0.width >= b.layout.width + 5
        $0.width >= b.layout.width - 5
        $0.height == b.layout.height
        $0.height == 50
        $0.height == b.layout.height * 3
        $0.height == b.layout.height * 3 + 50
        $0.height == b.layout.height * 0.5 - 10
        $0.height == b.layout.height + 5
        $0.height == b.layout.height - 5
        $0.height <= b.layout.height
        $0.height <= 50
        $0.height <= b.layout.height * 3
        $0.height <= b.layout.height * 3 + 50
        $0.height <= b.layout.height * 0.5 - 10
        $0.height <= b.layout.height + 5
        $0.height <= b.layout.height - 5
        $0.height >= b.layout.height
        $0.height >= 50
        $0.height >= b.layout.height * 3
        $0.height >= b.layout.height * 3 + 50
        $0.height >= b.layout.height * 0.5 - 10
        $0.height >= b.layout.height + 5
        $0.height >= b.layout.height - 5
        $0.safeTop == b.layout.safeTop
        $0.safeBottom == b.layout.safeBottom
        $0.safeCenterY == b.layout.safeCenterY
        $0.safeLeading == b.layout.safeLeading + 1
        $0.safeTrailing == b.layout.safeTrailing + 1
        $0.safeLeft == b.layout.safeLeft + 1
      }
    }
    #expect(made.count == 60)
    // The `safe…` properties constrain the view's safe area guide.
    #expect(
      made.allSatisfy {
        ($0.firstItem === a || $0.firstItem === a.safeAreaLayoutGuide) && $0.isActive
      })
    LayoutConstraint.deactivate(made)
    // Conflicting required constraints are expected here (each is active at once); none is invalid.
    #expect(diagnostics.allSatisfy { $0.kind == .unsatisfiableConstraints })
  }

  /// 14 AMGAutolayout-style statements in a `makeLayout { }` block.
  @Test func proxyBlock3() {
    let a = scene.constrainedView("a")
    let b = scene.constrainedView("b")
    var made: [LayoutConstraint] = []
    let diagnostics = LayoutDiagnostics.capture {
      made = a.makeLayout {
        $0.safeRight == b.layout.safeRight + 1
        $0.safeCenterX == b.layout.safeCenterX + 1
        $0.width == b.layout.safeWidth * 0.5
        $0.height == b.layout.safeHeight - 20
        $0.top.equal(to: b.layout.bottom, offsetBy: 20)
        $0.left.greaterThanOrEqual(to: b.layout.left)
        $0.right.lessThanOrEqual(to: b.layout.right, offsetBy: -20)
        $0.height.equal(to: 52)
        $0.width.equal(to: b.layout.width, constant: 10)
        $0.height.equal(to: b.layout.height, multiplier: 2, constant: 10)
        $0.width.lessThanOrEqual(to: 80)
        $0.width.greaterThanOrEqual(to: b.layout.height, multiplier: 0.5)
        $0.aspectRatio(5)
        $0.center(b)
      }
    }
    #expect(made.count == 15)
    // The `safe…` properties constrain the view's safe area guide.
    #expect(
      made.allSatisfy {
        ($0.firstItem === a || $0.firstItem === a.safeAreaLayoutGuide) && $0.isActive
      })
    LayoutConstraint.deactivate(made)
    // Conflicting required constraints are expected here (each is active at once); none is invalid.
    #expect(diagnostics.allSatisfy { $0.kind == .unsatisfiableConstraints })
  }
}
