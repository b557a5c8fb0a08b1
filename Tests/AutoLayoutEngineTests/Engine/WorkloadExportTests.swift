import AutoLayoutEngine
import AutoLayoutSolver
import Foundation
import Testing

/// A root's constraint system exported as a workload (the shared benchmark format) solves, in a
/// fresh solver, to the frames the engine laid out.
@Suite struct WorkloadExportTests {
  /// The workload's constraints, rebuilt as solver constraints over fresh variables.
  func rebuild(_ json: String) throws -> (Solver, [String: Variable], Int) {
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let object = try #require(parsed as? [String: Any])
    let names = try #require(object["variables"] as? [String])
    let records = try #require(object["constraints"] as? [[String: Any]])
    #expect(object["remove"] as? String == "all")
    var variables: [String: Variable] = [:]
    for name in names { variables[name] = Variable(name) }
    let solver = Solver()
    for record in records {
      let terms = try #require(record["terms"] as? [[Any]])
      let constant = try #require((record["constant"] as? NSNumber)?.doubleValue)
      var expression = LinearExpression(constant: constant)
      for term in terms {
        let coefficient = try #require((term[0] as? NSNumber)?.doubleValue)
        let name = try #require(term[1] as? String)
        let variable = try #require(variables[name])
        expression.terms.append(Term(variable, coefficient: coefficient))
      }
      let relation: Constraint.Relation =
        switch record["op"] as? String {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      let value = try #require((record["priority"] as? NSNumber)?.doubleValue)
      let priority = Priority(value)
      try solver.add(Constraint(expression, relation, priority: priority))
    }
    solver.updateVariables()
    return (solver, variables, records.count)
  }

  /// An unnamed view's variables are named when the system is written out, after the view's
  /// description (its class and address), as a named view's are after its name; the unnamed
  /// root's margins guide after the root's description.
  @Test func theExportNamesTheVariablesOfUnnamedItems() throws {
    let root = LayoutView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let plain = LayoutView()
    plain.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(plain)
    let named = makeChild("named", in: root)
    LayoutConstraint.activate([
      plain.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
      plain.widthAnchor.constraint(equalToConstant: 50),
      plain.heightAnchor.constraint(equalToConstant: 30),
      named.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 8),
      named.topAnchor.constraint(equalTo: plain.topAnchor),
    ])
    root.layoutIfNeeded()
    let (_, variables, _) = try rebuild(root.constraintSystemWorkload(named: "unnamed"))
    let names = Set(variables.keys)
    for suffix in ["minX", "minY", "width", "height"] {
      #expect(names.contains("\(plain.itemDescription).\(suffix)"), "\(suffix)")
    }
    #expect(names.contains("named.minX"))
    #expect(names.contains("\(root.itemDescription).layoutMarginsGuide.minX"))
    #expect(plain.itemDescription.hasPrefix("LayoutView:0x"))
    #expect(!names.contains("v"))
  }

  @Test func theExportSolvesToTheSameFrames() throws {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let b = TextView("b", width: 40, height: 20)
    root.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
      a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
      a.heightAnchor.constraint(equalToConstant: 30),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
    ])
    root.layoutIfNeeded()
    let json = root.constraintSystemWorkload(named: "export-test")
    let (solver, variables, count) = try rebuild(json)
    #expect(count > 10)
    for view in [a, b as LayoutView] {
      let name = view.name ?? ""
      let frame = view.frame
      for (suffix, value) in [
        ("minX", frame.minX), ("minY", frame.minY), ("width", frame.width),
        ("height", frame.height),
      ] {
        let variable = try #require(variables["\(name).\(suffix)"])
        #expect(abs(solver.value(of: variable) - value) < 1e-9, "\(name).\(suffix)")
      }
    }
    #expect(a.frame == Rect(x: 8, y: 12, width: 75, height: 30))
    #expect(b.frame == Rect(x: 91, y: 17, width: 40, height: 20))
  }

  /// The engine keeps each size's `>= 0` out of its solver until it binds; the export holds
  /// them all, so that the workload solves to the same frames.
  @Test func theExportHoldsTheSizesBounds() throws {
    let root = makeRoot(width: 300, height: 200)
    let a = makeChild("a", in: root)
    let pull = a.widthAnchor.constraint(equalToConstant: -30)
    pull.priority = .defaultHigh
    LayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), pull,
    ])
    root.layoutIfNeeded()
    let (solver, variables, count) = try rebuild(root.constraintSystemWorkload(named: "bounds"))
    // The root's pins and size (4), a's four constraints, and both views' two bounds.
    #expect(count == 4 + 4 + 4)
    #expect(solver.value(of: try #require(variables["a.width"])) == 0)
    #expect(a.frame.width == 0)
  }

  @Test func aTreeWithoutConstraintsExportsAnEmptySystem() throws {
    let root = makeRoot(width: 10, height: 10)
    let (_, variables, count) = try rebuild(root.constraintSystemWorkload(named: "empty"))
    #expect(count == 0)
    #expect(variables.isEmpty)
  }
}
