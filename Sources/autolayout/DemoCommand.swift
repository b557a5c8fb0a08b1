import AutoLayoutTesting
import Foundation

/// `autolayout demo`: lays out the seed README's screen with the fluent builder on an
/// iPhone-sized root (375 × 812 points, safe area 47 at the top and 34 at the bottom, 3 pixels
/// per point), prints every view's frame and whether the layout reported diagnostics or left
/// views ambiguous, switches to a second, compact layout set and prints the same again. After each frame list it prints a terminal picture of the layout
/// (`--columns N`, 40 by default), and at the end it writes both layout sets side by side as
/// SVG (`--svg PATH`, `demo.svg` by default).
enum DemoCommand {
  static func run(_ arguments: [String]) throws -> Int32 {
    let options = try PictureOptions(arguments)
    let screen = Screen()
    var diagnostics = LayoutDiagnostics.capture { screen.root.layoutIfNeeded() }
    print("Regular layout: the seed README's screen.")
    printFrames(of: screen.root)
    printCheck(of: screen.root, diagnostics: diagnostics)
    try printPicture(of: screen.root, columns: options.columns)
    let regularSVG = try SVGPicture(of: screen.root, options: options.svg)

    diagnostics = LayoutDiagnostics.capture {
      screen.switchToCompact()
      screen.root.layoutIfNeeded()
    }
    print("\nCompact layout: the same views in one column of equal heights.")
    printFrames(of: screen.root)
    printCheck(of: screen.root, diagnostics: diagnostics)
    try printPicture(of: screen.root, columns: options.columns)
    let compactSVG = try SVGPicture(of: screen.root, options: options.svg)

    let sheet = try SVGPicture(
      sideBySide: [regularSVG, compactSVG], titles: ["regular", "compact"])
    try write(sheet.text, to: options.svgPath)
    print("\nWrote both layout sets side by side to \(options.svgPath).")
    return 0
  }

  /// Prints what the layout pass reported (nothing, for the demo's constraints) and which views
  /// the constraints leave ambiguous (none), as a test of the layout would check them.
  static func printCheck(of root: LayoutView, diagnostics: [LayoutDiagnostic]) {
    let ambiguity = TreeAmbiguity(root)
    var ambiguous: [String] = []
    root.forEachInSubtree { view in
      if let line = ambiguity.trace(of: view) { ambiguous.append(line) }
    }
    print(
      diagnostics.isEmpty
        ? "No diagnostics." : "Diagnostics:\n" + diagnostics.map(\.message).joined(separator: "\n"))
    print(
      ambiguous.isEmpty
        ? "No ambiguous views." : "Ambiguous:\n" + ambiguous.joined(separator: "\n"))
  }

  /// Prints every view of the tree, indented by depth: its name and its frame (in its
  /// superview's coordinates, rounded to two decimals).
  static func printFrames(of root: LayoutView) {
    func visit(_ view: LayoutView, depth: Int) {
      let label = String(repeating: "  ", count: depth) + (view.name ?? "unnamed")
      print(label.padding(toLength: 16, withPad: " ", startingAt: 0) + formatRect(view.frame))
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(root, depth: 0)
  }

  /// The demo's view tree and its two layout sets.
  final class Screen {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 375, height: 812))
    let container = LayoutView()
    let views = (1...5).map { _ in LayoutView() }
    let buttonsContainer = LayoutView()
    let buttons = (1...3).map { _ in LayoutView() }
    /// The README's layout of the five views.
    var regular: [AutoLayout<LayoutView>] = []
    /// The second layout: the five views in one column.
    var compact: [AutoLayout<LayoutView>] = []

    init() {
      root.name = "screen"
      root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      root.displayScale = 3
      container.name = "container"
      buttonsContainer.name = "buttons"
      for (index, view) in views.enumerated() { view.name = "view\(index + 1)" }
      for (index, button) in buttons.enumerated() { button.name = "button\(index + 1)" }

      // A container in the safe area.
      container.autoLayout(in: root).fill(in: root.safeAreaLayoutGuide, margin: 8).activate()

      // The README's five views: a header, two columns with a view between them, a footer.
      let spacing = 8.0
      let (view1, view2, view3, view4, view5) = (views[0], views[1], views[2], views[3], views[4])
      regular = [
        view1.autoLayout(in: container).top().left().right()
          .height(to: container, multiplier: 0.2),
        view2.autoLayout(in: container).below(spacing, to: view1).left()
          .widthToParent(multiplier: 1.0 / 3, constant: -spacing),
        view3.autoLayout(in: container).top(to: view2).right().width(to: view2)
          .height(to: view2),
        view4.autoLayout(in: container).centerVertically(to: view2)
          .horizontallyBetween(view2, and: view3, margin: spacing)
          .height(to: view2, multiplier: 0.75),
        view5.autoLayout(in: container).below(spacing, to: view3).left().right().bottom(48)
          .height(to: view1),
      ]

      // The button row at the bottom, in both layouts.
      buttonsContainer.autoLayout(in: container).left().bottom().right().height(40).activate()
      buttonsContainer.autoLayout.distributeHorizontally(buttons, spacing: 8).activate()
      AutoLayout<LayoutView>.equalWidths(buttons).activate()

      // The compact set: one column of equal heights above the buttons.
      compact =
        container.autoLayout.distributeVertically(
          views, spacing: 4, margin: EdgeInsets(top: 0, left: 0, bottom: 48, right: 0))
        + AutoLayout<LayoutView>.equalHeights(views)
      regular.activate()
    }

    /// Switches from the regular layout set to the compact one (two engine batches).
    func switchToCompact() {
      regular.deactivate()
      compact.activate()
    }
  }
}

// MARK: Pictures

extension DemoCommand {
  /// The demo's options: the width of the terminal pictures and where the SVG goes.
  struct PictureOptions {
    /// The width of each terminal picture, in characters.
    var columns = 40
    /// The file the SVG picture is written to.
    var svgPath = "demo.svg"
    /// How the SVG draws each layout: with guides (the safe area the container fills).
    let svg = SVGPicture.Options(showsGuides: true)

    /// Reads `--columns N` and `--svg PATH`.
    init(_ arguments: [String]) throws {
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "--columns":
          guard let value = remaining.popFirst(), let number = Int(value) else {
            throw WorkloadError("--columns needs a whole number of characters")
          }
          // Checked before any layout is built, so a bad width stops the demo at once.
          guard (2...TextPicture.maximumColumns).contains(number) else {
            throw WorkloadError(PictureError.invalidColumns(number).description)
          }
          columns = number
        case "--svg":
          guard let value = remaining.popFirst(), !value.isEmpty else {
            throw WorkloadError("--svg needs a file path")
          }
          svgPath = value
        default:
          throw WorkloadError("unknown demo option '\(argument)' (use --columns N, --svg PATH)")
        }
      }
    }
  }

  /// Prints the terminal picture of a laid-out tree after a blank line.
  static func printPicture(of root: LayoutView, columns: Int) throws {
    do {
      print("")
      print(try TextPicture(of: root, columns: columns).text)
    } catch let error as PictureError {
      throw WorkloadError(error.description)
    }
  }

  /// Writes a text file, turning a failure into a message that names the path.
  static func write(_ text: String, to path: String) throws {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw WorkloadError(
        "cannot write the SVG picture to \(path): \((error as NSError).localizedDescription)")
    }
  }
}
