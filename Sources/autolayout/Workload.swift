import AutoLayoutSolver
import Foundation

/// A solver workload in the shared format (see `Docs/Solver.md`, "Workload files"): a
/// constraint system plus a script of edits, suggestions and removals.
struct Workload {
  /// One constraint: `Σ coefficient·variable + constant OP 0` at a priority.
  struct ConstraintSpec {
    var terms: [(coefficient: Double, variable: Int)]
    var constant: Double
    var relation: Constraint.Relation
    var priority: Double
  }

  /// One in-place change of an added constraint (the `changes` extension, see `Docs/Solver.md`):
  /// a new constant through `Solver.setConstant(_:for:)` or a new priority through
  /// `Solver.setPriority(_:for:)`.
  struct ChangeSpec {
    /// What the change sets.
    enum Kind {
      case constant(Double)
      case priority(Double)
    }

    var constraint: Int
    var kind: Kind
    /// The error kind the solver must refuse this change with (`nil`: it must accept it).
    var expectError: String?
  }

  var name: String
  var variableNames: [String]
  var constraints: [ConstraintSpec]
  var edits: [(variable: Int, priority: Double)]
  var suggestions: [[(variable: Int, value: Double)]]
  /// Steps of in-place changes, run after the suggestions; the values are updated after each.
  var changes: [[ChangeSpec]]
  var removeAll: Bool
  var expect: [(variable: Int, value: Double)]?
  var expectError: String?
  var expectErrorAt: Int?

  /// Reads and checks a workload file.
  init(contentsOf path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw WorkloadError("\(path): the top level must be an object")
    }
    name = object["name"] as? String ?? (path as NSString).lastPathComponent
    guard let names = object["variables"] as? [String] else {
      throw WorkloadError("\(path): 'variables' must be a list of strings")
    }
    variableNames = names
    var index: [String: Int] = [:]
    for (k, name) in names.enumerated() {
      if index.updateValue(k, forKey: name) != nil {
        throw WorkloadError("\(path): duplicate variable '\(name)'")
      }
    }
    func variable(_ name: Any?, _ context: String) throws -> Int {
      guard let name = name as? String, let k = index[name] else {
        throw WorkloadError("\(path): \(context): unknown variable \(String(describing: name))")
      }
      return k
    }
    func number(_ value: Any?, _ context: String) throws -> Double {
      guard let number = value as? NSNumber else {
        throw WorkloadError("\(path): \(context): expected a number")
      }
      return number.doubleValue
    }
    constraints = []
    for (k, entry) in (object["constraints"] as? [[String: Any]] ?? []).enumerated() {
      let context = "constraint \(k)"
      var terms: [(Double, Int)] = []
      for pair in entry["terms"] as? [[Any]] ?? [] {
        guard pair.count == 2 else { throw WorkloadError("\(path): \(context): bad term") }
        terms.append((try number(pair[0], context), try variable(pair[1], context)))
      }
      let relation: Constraint.Relation
      switch entry["op"] as? String {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw WorkloadError("\(path): \(context): bad op")
      }
      constraints.append(
        ConstraintSpec(
          terms: terms, constant: try number(entry["constant"] ?? 0, context), relation: relation,
          priority: try number(entry["priority"] ?? 1000, context)))
    }
    edits = try (object["edits"] as? [[String: Any]] ?? []).map {
      (try variable($0["variable"], "edit"), try number($0["priority"], "edit"))
    }
    suggestions = try (object["suggestions"] as? [[String: Any]] ?? []).map { step in
      try step.keys.sorted().map {
        (try variable($0, "suggestion"), try number(step[$0], "suggestion"))
      }
    }
    let constraintIndices = constraints.indices
    changes = []
    for (s, step) in (object["changes"] as? [Any] ?? []).enumerated() {
      guard let step = step as? [[String: Any]] else {
        throw WorkloadError("\(path): change step \(s) must be a list of objects")
      }
      changes.append(
        try step.map { entry in
          let context = "change step \(s)"
          guard let k = (entry["constraint"] as? NSNumber)?.intValue,
            constraintIndices.contains(k)
          else { throw WorkloadError("\(path): \(context): bad constraint index") }
          let kind: ChangeSpec.Kind
          switch (entry["constant"], entry["priority"]) {
          case (let constant?, nil): kind = .constant(try number(constant, context))
          case (nil, let priority?): kind = .priority(try number(priority, context))
          default:
            throw WorkloadError("\(path): \(context): give either 'constant' or 'priority'")
          }
          return ChangeSpec(
            constraint: k, kind: kind, expectError: entry["expect_error"] as? String)
        })
    }
    removeAll = (object["remove"] as? String) == "all"
    if let expected = object["expect"] as? [String: Any] {
      expect = try expected.keys.sorted().map {
        (try variable($0, "expect"), try number(expected[$0], "expect"))
      }
    }
    expectError = object["expect_error"] as? String
    expectErrorAt = (object["expect_error_at"] as? NSNumber)?.intValue
  }
}

/// A malformed workload file.
struct WorkloadError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
