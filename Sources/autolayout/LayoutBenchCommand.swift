import AutoLayoutEngine
import Foundation

/// `autolayout bench-layout [--sizes 100,1000,10000] [--repeat K] [--export DIR] [--row N]
/// [--steps S] [--form F] [--chains C1,C2] [--margins M1,M2] [--one-at-a-time O1,O2]
/// [--in-process]`: times the engine
/// on views in a flat
/// container and in a nested tree, phase by phase, then the same trees' outermost inset animated
/// (see `LayoutBenchCommand+Inset.swift`), then a row of N text-like views in a container
/// resized S times (see `LayoutBenchCommand+Rows.swift`), then a form of F rows activated at once
/// and row by row (see `LayoutBenchCommand+Form.swift`), then views nested C deep and a row of C
/// equal widths (see `LayoutBenchCommand+Chains.swift`), then M views in their parents' margins
/// under a phone's safe area (see `LayoutBenchCommand+Margins.swift`), then O views added to a
/// container one at a time and removed one by one (see `LayoutBenchCommand+OneAtATime.swift`).
///
/// Phases: create and activate (views, hierarchy, constraints, one activation batch); first
/// layout; one constant changed and laid out again; the same constant changed again, nine times
/// (the median of those); a switch between two complete layout sets
/// (deactivate one, activate the other, lay out); removing everything (deactivating every
/// constraint). `--export DIR` writes each scenario's constraint system after the first layout
/// as a solver workload, to time the same system with `kiwi_run.py bench`. The sizes are run in
/// turn (each run times every size once), so that the growth ratios compare like with like on
/// a noisy machine, and each run in a new process unless `--in-process` is given (see
/// `LayoutBenchCommand+Isolation.swift`).
enum LayoutBenchCommand {
  /// One benchmark layout: a tree of views and two complete sets of constraints for it.
  struct Scenario {
    var root: LayoutView
    var first: [LayoutConstraint]
    var second: [LayoutConstraint]
    var fixed: [LayoutConstraint]
  }

  static let phases = [
    "create+activate", "first layout", "one constant", "next constants", "switch sets",
    "remove all",
  ]
  /// How many changes of the same constant follow the first one; "next constants" is the
  /// median of their times.
  static let followingChanges = 9

  static func run(_ arguments: [String]) throws -> Int32 {
    var sizes = [100, 1000, 10_000]
    var repeatCount = 5
    var exportDirectory: String?
    var rowCount = 1000
    var resizeSteps = 100
    var formRows = 1000
    var chainSizes = [100, 1000]
    var marginSizes = [1000, 10_000]
    var oneAtATimeSizes = [1000, 10_000]
    var inProcess = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--sizes":
        guard let value = rest.popFirst() else { throw WorkloadError("--sizes needs a list") }
        sizes = value.split(separator: ",").compactMap { Int($0) }
      case "--repeat":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw WorkloadError("--repeat needs a positive count")
        }
        repeatCount = count
      case "--export":
        exportDirectory = rest.popFirst()
      case "--in-process":
        inProcess = true
      case "--row":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw WorkloadError("--row needs a positive count")
        }
        rowCount = count
      case "--steps":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw WorkloadError("--steps needs a positive count")
        }
        resizeSteps = count
      case "--form":
        guard let value = rest.popFirst(), let count = Int(value), count >= 1 else {
          throw WorkloadError("--form needs a positive count")
        }
        formRows = count
      case "--chains":
        guard let value = rest.popFirst() else { throw WorkloadError("--chains needs a list") }
        chainSizes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 1 }
      case "--margins":
        guard let value = rest.popFirst() else { throw WorkloadError("--margins needs a list") }
        marginSizes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 1 }
      case "--one-at-a-time":
        guard let value = rest.popFirst() else {
          throw WorkloadError("--one-at-a-time needs a list")
        }
        oneAtATimeSizes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 1 }
      default:
        throw WorkloadError("unknown option \(argument)")
      }
    }
    print(
      "scenario".padding(toLength: 16, withPad: " ", startingAt: 0)
        + phases.map { $0.leftPadded(to: 16) }.joined() + "   (median ms of \(repeatCount)"
        + (inProcess ? ", one process)" : ", a process per run)"))
    var medians: [String: [Double]] = [:]
    var exportFailure: String?
    for shape in ["flat", "nested"] {
      // The sizes take turns, run by run, so that a noisy stretch of the machine falls on
      // every size alike instead of on one size's runs only (the growth ratios compare them).
      var samples = [[[Double]]](
        repeating: [[Double]](repeating: [], count: phases.count), count: sizes.count)
      for run in 0..<repeatCount {
        for (sizeIndex, size) in sizes.enumerated() {
          let directory = run == 0 ? exportDirectory : nil
          let times =
            inProcess
            ? measure(shape: shape, size: size) { scenario in
              if let directory {
                exportFailure =
                  exportFailure ?? export(scenario, named: "layout-\(shape)-\(size)", to: directory)
              }
            }
            : try measureInChild(shape: shape, size: size, exportDirectory: directory)
          for (index, time) in times.enumerated() { samples[sizeIndex][index].append(time) }
        }
      }
      if let failure = exportFailure { throw WorkloadError(failure) }
      for (sizeIndex, size) in sizes.enumerated() {
        let median = samples[sizeIndex].map { values -> Double in
          let sorted = values.sorted()
          return sorted[sorted.count / 2]
        }
        medians["\(shape)-\(size)"] = median
        print(
          "\(shape) \(size)".padding(toLength: 16, withPad: " ", startingAt: 0)
            + median.map { String(format: $0 < 0.1 ? "%.4f" : "%.3f", $0).leftPadded(to: 16) }
            .joined())
      }
    }
    if sizes.contains(1000), sizes.contains(10_000) {
      print("\ngrowth from 1,000 to 10,000 views (target at most 12x):")
      for shape in ["flat", "nested"] {
        guard let small = medians["\(shape)-1000"], let large = medians["\(shape)-10000"] else {
          continue
        }
        let ratios = zip(large, small).map { String(format: "%.1fx", $0 / max($1, 1e-9)) }
        print(
          "\(shape)".padding(toLength: 16, withPad: " ", startingAt: 0)
            + ratios.map { $0.leftPadded(to: 16) }.joined())
        print(
          "  one constant change on 10,000 views: "
            + String(format: "%.3f%%", 100 * large[2] / max(large[1], 1e-9))
            + " of the first layout for the first change, "
            + String(format: "%.3f%%", 100 * large[3] / max(large[1], 1e-9))
            + " for the next ones (target under 1%)")
      }
    }
    runInset(sizes: sizes, repeatCount: repeatCount)
    runRows(count: rowCount, steps: resizeSteps, repeatCount: repeatCount)
    runForm(count: formRows, repeatCount: repeatCount)
    runChains(sizes: chainSizes, repeatCount: repeatCount)
    runMargins(sizes: marginSizes, repeatCount: repeatCount)
    runOneAtATime(sizes: oneAtATimeSizes, repeatCount: repeatCount)
    return 0
  }

  /// Runs the phases once on a fresh scenario and returns their times in milliseconds.
  static func measure(
    shape: String, size: Int, afterFirstLayout: (Scenario) -> Void,
    afterSwitch: (Scenario) -> Void = { _ in }
  ) -> [Double] {
    let clock = ContinuousClock()
    var times: [Double] = []
    var start = clock.now
    let scenario = shape == "flat" ? flat(size) : nested(size)
    LayoutConstraint.activate(scenario.fixed + scenario.first)
    times.append((clock.now - start).milliseconds)

    start = clock.now
    scenario.root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    afterFirstLayout(scenario)

    let changed = scenario.first[scenario.first.count / 2]
    start = clock.now
    changed.constant += 1
    scenario.root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)

    // The first change meets the solver's rows and the views it moves outside the cache; an
    // animation's next frames change the same constant again with them warm.
    var following: [Double] = []
    for _ in 0..<followingChanges {
      start = clock.now
      changed.constant += 1
      scenario.root.layoutIfNeeded()
      following.append((clock.now - start).milliseconds)
    }
    times.append(following.sorted()[following.count / 2])

    start = clock.now
    LayoutConstraint.deactivate(scenario.first)
    LayoutConstraint.activate(scenario.second)
    scenario.root.layoutIfNeeded()
    times.append((clock.now - start).milliseconds)
    afterSwitch(scenario)

    start = clock.now
    LayoutConstraint.deactivate(scenario.fixed + scenario.second)
    times.append((clock.now - start).milliseconds)
    return times
  }

  /// `size` views in one container: set one places them on a grid from the top left, set two
  /// from the bottom right, each view with its own size.
  static func flat(_ size: Int) -> Scenario {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
    let container = LayoutView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let fixed = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      container.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ]
    var first: [LayoutConstraint] = []
    var second: [LayoutConstraint] = []
    for index in 0..<size {
      let view = LayoutView()
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      let column = Double(index % 100)
      let row = Double(index / 100)
      first += [
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: column * 19),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: row * 19),
        view.widthAnchor.constraint(equalToConstant: 16),
        view.heightAnchor.constraint(equalToConstant: 16),
      ]
      second += [
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -column * 19),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -row * 19),
        view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.005),
        view.heightAnchor.constraint(equalTo: view.widthAnchor),
      ]
    }
    return Scenario(root: root, first: first, second: second, fixed: fixed)
  }

  /// `size` views in a tree where every view has up to four children: set one stacks children
  /// vertically inside their parent, each a quarter of its height, set two side by side.
  static func nested(_ size: Int) -> Scenario {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 4000, height: 4000))
    var views: [LayoutView] = []
    var fixed: [LayoutConstraint] = []
    var first: [LayoutConstraint] = []
    var second: [LayoutConstraint] = []
    for index in 0..<size {
      let view = LayoutView()
      view.translatesAutoresizingMaskIntoConstraints = false
      views.append(view)
      if index == 0 {
        root.addSubview(view)
        fixed += [
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          view.topAnchor.constraint(equalTo: root.topAnchor),
          view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        continue
      }
      let parent = views[(index - 1) / 4]
      parent.addSubview(view)
      let slot = (index - 1) % 4
      let previous = slot == 0 ? nil : views[index - 1]
      first += [
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? view.topAnchor.constraint(equalTo: parent.topAnchor),
        view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.25),
      ]
      second += [
        view.topAnchor.constraint(equalTo: parent.topAnchor),
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor) }
          ?? view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.25),
      ]
    }
    return Scenario(root: root, first: first, second: second, fixed: fixed)
  }
}
