import AutoLayoutSolver
import Foundation

/// A solver workload in the shared JSON format (`/work/shared/bench/FORMAT.md`): variables,
/// constraints `Σ coefficient·variable + constant OP 0` with priorities, edit variables,
/// suggestion steps, `remove: "all"`, and the expected values or refusal.
///
/// Two extensions: `changes`, steps of in-place changes (a constraint's new constant or
/// priority), as `autolayout solve` reads them (see `Docs/Solver.md`); and, for this test target
/// only, `expect_conflicting`, the indices of the constraints an expected `unsatisfiable` refusal
/// must list.
struct WorkloadFile {
  struct ConstraintSpec {
    var terms: [(coefficient: Double, variable: Int)]
    var constant: Double
    var relation: Constraint.Relation
    var priority: Double
  }

  /// One in-place change: a constraint's new constant or new priority.
  struct ChangeSpec {
    enum Kind {
      case constant(Double)
      case priority(Double)
    }
    var constraint: Int
    var kind: Kind
  }

  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  var name: String
  var variableNames: [String]
  var constraints: [ConstraintSpec]
  var edits: [(variable: Int, priority: Double)]
  var suggestions: [[(variable: Int, value: Double)]]
  var changes: [[ChangeSpec]]
  var removeAll: Bool
  var expect: [(variable: Int, value: Double)]
  var expectError: String?
  var expectErrorAt: Int?
  var expectConflicting: [Int]?

  /// The fixtures folder next to this test target's sources, so that a fresh clone finds it.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Reads `Fixtures/<name>.json`.
  static func load(_ name: String) throws -> WorkloadFile {
    let url = fixtures.appendingPathComponent(name + ".json")
    return try WorkloadFile(data: Data(contentsOf: url), name: name)
  }

  init(data: Data, name fallbackName: String) throws {
    func fail(_ message: String) -> FormatError {
      FormatError(description: "\(fallbackName): \(message)")
    }
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw fail("the top level must be an object")
    }
    name = object["name"] as? String ?? fallbackName
    guard let names = object["variables"] as? [String] else {
      throw fail("'variables' must be a list of strings")
    }
    variableNames = names
    var index: [String: Int] = [:]
    for (k, name) in names.enumerated() where index.updateValue(k, forKey: name) != nil {
      throw fail("duplicate variable \(name)")
    }
    func variable(_ value: Any?) throws -> Int {
      guard let name = value as? String, let k = index[name] else {
        throw fail("unknown variable \(String(describing: value))")
      }
      return k
    }
    func number(_ value: Any?) throws -> Double {
      guard let number = value as? NSNumber else { throw fail("expected a number") }
      return number.doubleValue
    }
    constraints = try (object["constraints"] as? [[String: Any]] ?? []).map { entry in
      let terms = try (entry["terms"] as? [[Any]] ?? []).map { pair in
        guard pair.count == 2 else { throw fail("a term must be [coefficient, variable]") }
        return (try number(pair[0]), try variable(pair[1]))
      }
      let relation: Constraint.Relation
      switch entry["op"] as? String {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw fail("bad op \(String(describing: entry["op"]))")
      }
      return ConstraintSpec(
        terms: terms, constant: try number(entry["constant"] ?? 0), relation: relation,
        priority: try number(entry["priority"] ?? 1000))
    }
    edits = try (object["edits"] as? [[String: Any]] ?? []).map {
      (try variable($0["variable"]), try number($0["priority"]))
    }
    suggestions = try (object["suggestions"] as? [[String: Any]] ?? []).map { step in
      try step.keys.sorted().map { (try variable($0), try number(step[$0])) }
    }
    let constraintIndices = constraints.indices
    changes = try (object["changes"] as? [[[String: Any]]] ?? []).map { step in
      try step.map { entry in
        guard let k = (entry["constraint"] as? NSNumber)?.intValue, constraintIndices.contains(k)
        else { throw fail("bad constraint index in a change") }
        if let constant = entry["constant"] {
          return ChangeSpec(constraint: k, kind: .constant(try number(constant)))
        }
        return ChangeSpec(constraint: k, kind: .priority(try number(entry["priority"])))
      }
    }
    removeAll = object["remove"] as? String == "all"
    let expected = object["expect"] as? [String: Any] ?? [:]
    expect = try expected.keys.sorted().map { (try variable($0), try number(expected[$0])) }
    expectError = object["expect_error"] as? String
    expectErrorAt = (object["expect_error_at"] as? NSNumber)?.intValue
    expectConflicting = (object["expect_conflicting"] as? [NSNumber])?.map(\.intValue)
  }

  /// The variables and constraints as solver objects.
  func makeObjects() -> (variables: [Variable], constraints: [Constraint]) {
    let variables = variableNames.map { Variable($0) }
    let constraints = self.constraints.map { spec in
      Constraint(
        LinearExpression(
          terms: spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) },
          constant: spec.constant),
        spec.relation, priority: Priority(spec.priority))
    }
    return (variables, constraints)
  }

  /// A new solver holding every constraint and edit variable of the workload (none may be
  /// refused), with the objects it was built from.
  ///
  /// - Parameter solving: Whether to update the values once before returning.
  func makeSolver(solving: Bool = true) throws -> (
    solver: Solver, variables: [Variable], constraints: [Constraint]
  ) {
    let (variables, constraints) = makeObjects()
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    for edit in edits {
      try solver.addEditVariable(variables[edit.variable], priority: Priority(edit.priority))
    }
    if solving { solver.updateVariables() }
    return (solver, variables, constraints)
  }
}
