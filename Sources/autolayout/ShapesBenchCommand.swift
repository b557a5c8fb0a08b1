import AutoLayoutEngine
import Foundation

/// `autolayout bench-shapes [--sizes 250,1000,4000] [--repeat K]`: times layouts whose cost
/// once grew faster than their size, at several sizes, and prints each phase's growth from one
/// size to the next, so that a phase that turns quadratic again shows at a glance (a size four
/// times larger should take about four times as long).
///
/// The shapes: a chain of views activated in order and the same chain's constraints in a
/// shuffled order; a container whose views are activated before the container's own edges; a
/// container of views with inequalities and preferences moved to another root; a vertical
/// stack view filled one arranged view at a time with a layout pass after each, then emptied
/// the same way.
enum ShapesBenchCommand {
  /// One shape: its name, its phases and a function that builds it at a size and returns each
  /// phase's time in milliseconds.
  struct Shape: Sendable {
    let name: String
    let phases: [String]
    let measure: @Sendable (Int) -> [Double]
  }

  static let shapes: [Shape] = [
    Shape(
      name: "chain in order", phases: ["activate", "first layout", "deactivate"],
      measure: { measureChain(count: $0, shuffledWith: nil) }),
    Shape(
      name: "chain shuffled", phases: ["activate", "first layout", "deactivate"],
      measure: { measureChain(count: $0, shuffledWith: 7) }),
    Shape(
      name: "container last", phases: ["activate views", "activate container", "first layout"],
      measure: measureContainerLast),
    Shape(
      name: "moved container",
      phases: ["activate", "remove from root", "add to other root", "pin + layout"],
      measure: measureMovedContainer),
    Shape(
      name: "stack one at a time", phases: ["add + layout each", "remove + layout each"],
      measure: measureStackOneAtATime),
  ]

  static func run(_ arguments: [String]) throws -> Int32 {
    var sizes = [250, 1_000, 4_000]
    var repeatCount = 3
    var index = 0
    while index < arguments.count {
      let option = arguments[index]
      guard index + 1 < arguments.count else {
        throw WorkloadError("\(option) needs a value")
      }
      let value = arguments[index + 1]
      switch option {
      case "--sizes":
        let parsed = value.split(separator: ",").compactMap { Int($0) }
        guard !parsed.isEmpty, parsed.count == value.split(separator: ",").count,
          parsed.allSatisfy({ $0 >= 1 })
        else { throw WorkloadError("--sizes needs positive integers separated by commas") }
        sizes = parsed
      case "--repeat":
        guard let count = Int(value), count >= 1 else {
          throw WorkloadError("--repeat needs a positive integer")
        }
        repeatCount = count
      default:
        throw WorkloadError("unknown bench-shapes option \(option) (use --sizes, --repeat)")
      }
      index += 2
    }
    print("shapes whose cost once grew faster than their size (median ms of \(repeatCount))")
    for shape in shapes {
      // Each of the K runs times every size once, in turn, as bench-layout does.
      var times = [[[Double]]](repeating: [], count: sizes.count)
      for _ in 0..<repeatCount {
        for (position, size) in sizes.enumerated() { times[position].append(shape.measure(size)) }
      }
      let medians = times.map { runs in
        shape.phases.indices.map { phase in
          let values = runs.map { $0[phase] }.sorted()
          return values[values.count / 2]
        }
      }
      print("\n\(shape.name)")
      print(
        "  " + "views".padding(toLength: 22, withPad: " ", startingAt: 0)
          + sizes.map { String($0).leftPadded(to: 11) }.joined() + "   growth")
      for (phase, name) in shape.phases.enumerated() {
        let values = medians.map { $0[phase] }
        let growth = zip(values.dropFirst(), values).map { later, earlier in
          earlier > 0 ? String(format: "%.1fx", later / earlier) : "-"
        }
        print(
          "  " + name.padding(toLength: 22, withPad: " ", startingAt: 0)
            + values.map { String(format: "%.3f", $0).leftPadded(to: 11) }.joined() + "   "
            + growth.joined(separator: " "))
      }
    }
    return 0
  }

  /// A new view laid out by constraints, added to `parent`.
  static func constrainedView(in parent: LayoutView) -> LayoutView {
    let view = LayoutView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// `count` views in a row, each 2 points after the one before, its width its own and its
  /// height twice its width: activated in one call, in order or shuffled with a seed, laid out,
  /// then deactivated in one call.
  static func measureChain(count: Int, shuffledWith seed: UInt64?) -> [Double] {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
    var constraints: [LayoutConstraint] = []
    var previous: LayoutView?
    for index in 0..<count {
      let view = constrainedView(in: root)
      constraints += [
        view.leadingAnchor.constraint(
          equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 2),
        view.topAnchor.constraint(equalTo: previous?.topAnchor ?? root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: Double(index % 7 + 1)),
        view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2),
      ]
      previous = view
    }
    if let seed {
      // Fisher–Yates with SplitMix64, so that every run shuffles the same way.
      var state = seed
      for index in constraints.indices.reversed() {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        constraints.swapAt(index, Int(mixed % UInt64(index + 1)))
      }
    }
    return [
      milliseconds { LayoutConstraint.activate(constraints) },
      milliseconds { root.layoutIfNeeded() },
      milliseconds { LayoutConstraint.deactivate(constraints) },
    ]
  }

  /// `count` views on a grid in a container, their constraints activated first and the four
  /// that place the container in the root after them, then laid out.
  static func measureContainerLast(count: Int) -> [Double] {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
    let container = constrainedView(in: root)
    var views: [LayoutConstraint] = []
    for index in 0..<count {
      let view = constrainedView(in: container)
      views += [
        view.leadingAnchor.constraint(
          equalTo: container.leadingAnchor, constant: Double(index % 100) * 19),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: Double(index / 100) * 19),
        view.widthAnchor.constraint(equalToConstant: 16),
        view.heightAnchor.constraint(equalToConstant: 16),
      ]
    }
    let edges = pin(container, to: root, inset: 10)
    return [
      milliseconds { LayoutConstraint.activate(views) },
      milliseconds { LayoutConstraint.activate(edges) },
      milliseconds { root.layoutIfNeeded() },
    ]
  }

  /// `count` views in a container, each kept inside it by inequalities and placed by two
  /// preferences of different priorities: the container is taken out of its root and added to
  /// another one, where it is pinned again and laid out.
  static func measureMovedContainer(count: Int) -> [Double] {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
    let container = constrainedView(in: root)
    var constraints = pin(container, to: root, inset: 10)
    for index in 0..<count {
      let view = constrainedView(in: container)
      let low = view.centerXAnchor.constraint(
        equalTo: container.centerXAnchor, constant: Double(index % 50) * 5)
      low.priority = .defaultLow
      let high = view.centerXAnchor.constraint(
        equalTo: container.leadingAnchor, constant: Double(index % 40) * 7)
      high.priority = .defaultHigh
      let middle = view.centerYAnchor.constraint(
        equalTo: container.centerYAnchor, constant: Double(index % 30) * 3)
      middle.priority = LayoutPriority(500)
      constraints += [
        view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
        view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        view.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
        view.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 30),
        low, high, middle,
      ]
    }
    let other = LayoutView(frame: Rect(x: 0, y: 0, width: 1500, height: 1500))
    return [
      milliseconds {
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
      },
      milliseconds { container.removeFromSuperview() },
      milliseconds { other.addSubview(container) },
      milliseconds {
        LayoutConstraint.activate(pin(container, to: other, inset: 20))
        other.layoutIfNeeded()
      },
    ]
  }

  /// A vertical stack view pinned to a root's top and sides, given `count` arranged views with
  /// an intrinsic size one at a time with a layout pass after each, then emptied from the end
  /// the same way.
  static func measureStackOneAtATime(count: Int) -> [Double] {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 30 * Double(count) + 100))
    let stack = StackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    return [
      milliseconds {
        for _ in 0..<count {
          stack.addArrangedSubview(LayoutBenchCommand.TextLikeView(width: 40))
          root.layoutIfNeeded()
        }
      },
      milliseconds {
        while let view = stack.arrangedSubviews.last {
          view.removeFromSuperview()
          root.layoutIfNeeded()
        }
      },
    ]
  }

  /// The four constraints that place `view` in `container`, `inset` points inside its edges.
  static func pin(_ view: LayoutView, to container: LayoutView, inset: Double)
    -> [LayoutConstraint]
  {
    [
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ]
  }
}
