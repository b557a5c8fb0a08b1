import AutoLayoutSolver

/// One randomized scenario: a small random system, then a random sequence of calls, with every
/// observable property checked after every step against a model of what the solver holds and
/// against ``LexicographicOracle``.
///
/// The first failed check stops the session and is kept in ``failure`` with the seed and the
/// log of calls so far, so that a failure reads as a reproduction.
final class RandomSession {
  /// A constraint the session added, with its terms as variable indices.
  struct Entry {
    let constraint: Constraint
    let label: String
    let terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var priority: Double

    var isRequired: Bool { priority >= 1000 }
  }

  /// An edit variable the session added.
  struct Edit {
    let variable: Int
    var priority: Double
    var value: Double
  }

  static let priorityChoices: [Double] = [1, 50, 249, 250, 251, 500, 749, 750, 999, 999.5]
  static let coefficientChoices: [Double] = [1, -1, 2, 0.5]

  let seed: UInt64
  private var random: SplitMix64
  let solver = Solver()
  let variables: [Variable]
  let levels: [Double]
  /// The constraints the solver holds, in the order they were added.
  private(set) var entries: [Entry] = []
  /// Constraints that were removed or refused, for unknown-constraint calls.
  private var retired: [Entry] = []
  /// The edit variables, in the order they were added.
  private(set) var edits: [Edit] = []
  private var nextLabel = 1
  /// The calls made so far, readable.
  private(set) var log: [String] = []
  /// The first failed check, with the seed and the log.
  private(set) var failure: String?
  /// The values (bit patterns) and dump after every step, for determinism checks.
  private(set) var trace: [String] = []
  /// How many calls were refused as unsatisfiable, and how many calls were made.
  private(set) var unsatisfiableCount = 0
  private(set) var callCount = 0

  /// Whether generated constraints may mention a variable whose coefficients add up to zero
  /// (`x - x + y`).
  let allowsCancellingTerms: Bool

  /// Whether ``trace`` is recorded.
  let recordsTrace: Bool

  /// - Parameter variableCount: The range the number of variables is drawn from.
  init(
    seed: UInt64, allowsCancellingTerms: Bool = false, recordsTrace: Bool = false,
    variableCount: ClosedRange<Int> = 2...8
  ) {
    self.seed = seed
    self.recordsTrace = recordsTrace
    self.allowsCancellingTerms = allowsCancellingTerms
    random = SplitMix64(seed: seed)
    let count = random.int(in: variableCount)
    variables = (0..<count).map { Variable("x\($0)") }
    var levels: [Double] = []
    let levelCount = random.int(in: 3...5)
    while levels.count < levelCount {
      let level = random.pick(Self.priorityChoices)
      if !levels.contains(level) { levels.append(level) }
    }
    self.levels = levels
  }

  // MARK: - Running

  /// Builds the initial system, runs `steps` random calls, then removes everything, checking
  /// after every call. Stops at the first failed check.
  func run(initialConstraints: ClosedRange<Int> = 3...10, steps: Int = 30) {
    let initial = random.int(in: initialConstraints)
    for _ in 0..<initial {
      addRandomConstraint()
      if !checkStep() { return }
    }
    for _ in 0..<steps {
      randomStep()
      if !checkStep() { return }
    }
    compareWithFreshSolver()
    if failure != nil { return }
    removeEverything()
  }

  /// One random call (or one batch of calls).
  private func randomStep() {
    let roll = random.below(100)
    switch roll {
    case 0..<25: addRandomConstraint()
    case 25..<27: addDuplicate()
    case 27..<40: removeRandomConstraint()
    case 40..<42: removeUnknownConstraint()
    case 42..<54: setRandomConstant()
    case 54..<62: setRandomPriority()
    case 62..<70: addRandomEdit()
    case 70..<75: removeRandomEdit()
    case 75..<92: suggestRandomValue()
    default: randomBatch()
    }
  }

  /// Two to four calls inside one `batch`, checking feasibility after each.
  private func randomBatch() {
    log.append("solver.batch {")
    indent = "  "
    defer {
      indent = ""
      log.append("}")
    }
    solver.batch {
      for _ in 0..<random.int(in: 2...4) {
        switch random.below(4) {
        case 0: addRandomConstraint()
        case 1: removeRandomConstraint()
        case 2: setRandomConstant()
        default: suggestRandomValue()
        }
        if failure != nil { return }
        let problems = solver.validate()
        if !problems.isEmpty { fail("invariants broken inside a batch: \(problems)") }
        solver.updateVariables()
        checkRequiredConstraints()
        if failure != nil { return }
      }
    }
  }

  // MARK: - Calls

  /// The indentation of log lines (deeper inside a batch).
  private var indent = ""

  private func makeLabel() -> String {
    defer { nextLabel += 1 }
    return "c\(nextLabel)"
  }

  private func randomConstraint() -> Entry {
    var terms: [(Int, Double)] = []
    repeat {
      terms = []
      for _ in 0..<random.int(in: 1...3) {
        terms.append((random.below(variables.count), random.pick(Self.coefficientChoices)))
      }
    } while !allowsCancellingTerms && cancels(terms)
    let relation: Constraint.Relation = random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let priority = random.chance(35) ? 1000 : random.pick(levels)
    let constant = Double(random.int(in: -20...20))
    let constraint = Constraint(
      LinearExpression(
        terms: terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: constant),
      relation, priority: Priority(priority))
    let label = makeLabel()
    let termsCode = terms.map { "(\($0.1), x\($0.0))" }.joined(separator: ", ")
    log.append(
      indent
        + "let \(label) = makeConstraint([\(termsCode)], \(constant), \(relationCode(relation)), \(priority))"
        + "  // \(constraint)")
    return Entry(
      constraint: constraint, label: label, terms: terms, constant: constant, priority: priority)
  }

  private func addRandomConstraint() {
    let entry = randomConstraint()
    var expected: Expected = .success
    if entry.isRequired {
      let rows = entries.filter(\.isRequired).map(oracleRow) + [oracleRow(entry)]
      if !LexicographicOracle.isFeasible(variableCount: variables.count, rows: rows) {
        expected = .unsatisfiable(entry.constraint, oracleRow(entry))
      }
    }
    let text = "solver.add(\(entry.label))"
    if perform(text, expected, { () throws(SolverError) in try solver.add(entry.constraint) }) {
      entries.append(entry)
    } else {
      retired.append(entry)
    }
  }

  private func addDuplicate() {
    guard let entry = entries.isEmpty ? nil : random.pick(entries) else { return }
    perform(
      "solver.add(\(entry.label))", .error(.duplicateConstraint(entry.constraint)),
      { () throws(SolverError) in try solver.add(entry.constraint) })
  }

  private func removeRandomConstraint() {
    guard !entries.isEmpty else { return }
    let index = random.below(entries.count)
    let entry = entries[index]
    if perform(
      "solver.remove(\(entry.label))", .success,
      { () throws(SolverError) in try solver.remove(entry.constraint) })
    {
      entries.remove(at: index)
      retired.append(entry)
    }
  }

  private func removeUnknownConstraint() {
    let entry = retired.isEmpty ? randomConstraint() : random.pick(retired)
    let constraint = entry.constraint
    let call = random.below(3)
    switch call {
    case 0:
      perform(
        "solver.remove(\(entry.label))", .error(.unknownConstraint(constraint)),
        { () throws(SolverError) in try solver.remove(constraint) })
    case 1:
      perform(
        "solver.setConstant(1, for: \(entry.label))", .error(.unknownConstraint(constraint)),
        { () throws(SolverError) in try solver.setConstant(1, for: constraint) })
    default:
      perform(
        "solver.setPriority(500, for: \(entry.label))", .error(.unknownConstraint(constraint)),
        { () throws(SolverError) in try solver.setPriority(500, for: constraint) })
    }
  }

  private func setRandomConstant() {
    guard !entries.isEmpty else { return }
    let index = random.below(entries.count)
    var changed = entries[index]
    changed.constant = Double(random.int(in: -20...20))
    var expected: Expected = .success
    if changed.isRequired {
      let rows = entries.indices.filter { $0 != index && entries[$0].isRequired }
        .map { oracleRow(entries[$0]) }
      if !LexicographicOracle.isFeasible(
        variableCount: variables.count, rows: rows + [oracleRow(changed)])
      {
        expected = .unsatisfiable(changed.constraint, oracleRow(changed))
      }
    }
    if perform(
      "solver.setConstant(\(changed.constant), for: \(changed.label))", expected,
      { () throws(SolverError) in try solver.setConstant(changed.constant, for: changed.constraint)
      }
    ) {
      entries[index] = changed
    }
  }

  private func setRandomPriority() {
    guard !entries.isEmpty else { return }
    let index = random.below(entries.count)
    let entry = entries[index]
    let constraint = entry.constraint
    if entry.isRequired {
      let target = random.pick(levels)
      perform(
        "solver.setPriority(\(target), for: \(entry.label))",
        .error(.requiredPriorityChange(constraint, from: .required, to: Priority(target))),
        { () throws(SolverError) in try solver.setPriority(Priority(target), for: constraint) })
    } else if random.chance(15) {
      perform(
        "solver.setPriority(1000, for: \(entry.label))",
        .error(.requiredPriorityChange(constraint, from: Priority(entry.priority), to: .required)),
        { () throws(SolverError) in try solver.setPriority(.required, for: constraint) })
    } else {
      let target = random.pick(levels)
      if perform(
        "solver.setPriority(\(target), for: \(entry.label))", .success,
        { () throws(SolverError) in try solver.setPriority(Priority(target), for: constraint) })
      {
        entries[index].priority = target
      }
    }
  }

  private func addRandomEdit() {
    let index = random.below(variables.count)
    let variable = variables[index]
    let priority = random.pick(levels)
    if edits.contains(where: { $0.variable == index }) {
      perform(
        "solver.addEditVariable(\(variable), priority: \(priority))",
        .error(.duplicateEditVariable(variable)),
        { () throws(SolverError) in
          try solver.addEditVariable(variable, priority: Priority(priority))
        })
      return
    }
    let before = variables.map { solver.value(of: $0) }
    if perform(
      "solver.addEditVariable(\(variable), priority: \(priority))", .success,
      { () throws(SolverError) in try solver.addEditVariable(variable, priority: Priority(priority))
      }
    ) {
      edits.append(Edit(variable: index, priority: priority, value: before[index]))
      solver.updateVariables()
      for (k, other) in variables.enumerated() where !isNear(solver.value(of: other), before[k]) {
        fail(
          "adding an edit on \(variable) moved \(other) from \(before[k]) to \(solver.value(of: other))"
        )
        return
      }
    }
  }

  private func removeRandomEdit() {
    if edits.isEmpty || random.chance(20) {
      let variable = random.pick(variables)
      if !solver.hasEditVariable(variable) {
        perform(
          "solver.removeEditVariable(\(variable))", .error(.unknownEditVariable(variable)),
          { () throws(SolverError) in try solver.removeEditVariable(variable) })
        return
      }
    }
    guard !edits.isEmpty else { return }
    let index = random.below(edits.count)
    let variable = variables[edits[index].variable]
    if perform(
      "solver.removeEditVariable(\(variable))", .success,
      { () throws(SolverError) in try solver.removeEditVariable(variable) })
    {
      edits.remove(at: index)
    }
  }

  private func suggestRandomValue() {
    let value = Double(random.int(in: -60...60))
    if edits.isEmpty || random.chance(5) {
      let variable = random.pick(variables)
      if !solver.hasEditVariable(variable) {
        perform(
          "solver.suggestValue(\(value), for: \(variable))",
          .error(.unknownEditVariable(variable)),
          { () throws(SolverError) in try solver.suggestValue(value, for: variable) })
        return
      }
    }
    guard !edits.isEmpty else { return }
    let index = random.below(edits.count)
    let variable = variables[edits[index].variable]
    if random.chance(3) {
      perform(
        "solver.suggestValue(.nan, for: \(variable))",
        .error(.nonFiniteValue(.nan, context: "suggested value for \(variable)")),
        { () throws(SolverError) in try solver.suggestValue(.nan, for: variable) })
      return
    }
    if perform(
      "solver.suggestValue(\(value), for: \(variable))", .success,
      { () throws(SolverError) in try solver.suggestValue(value, for: variable) })
    {
      edits[index].value = value
    }
  }

  /// Removes every edit and constraint in a random order, checking after each, and expects an
  /// empty solver at the end.
  private func removeEverything() {
    while !(entries.isEmpty && edits.isEmpty) {
      if !edits.isEmpty && (entries.isEmpty || random.chance(30)) {
        let index = random.below(edits.count)
        let variable = variables[edits[index].variable]
        guard
          perform(
            "solver.removeEditVariable(\(variable))", .success,
            { () throws(SolverError) in try solver.removeEditVariable(variable) })
        else { return }
        edits.remove(at: index)
      } else {
        let index = random.below(entries.count)
        let entry = entries[index]
        guard
          perform(
            "solver.remove(\(entry.label))", .success,
            { () throws(SolverError) in try solver.remove(entry.constraint) })
        else { return }
        entries.remove(at: index)
      }
      if !checkStep() { return }
    }
    let sizes = solver.sizes
    if solver.constraintCount != 0 || sizes.rows != 0 || sizes.definitions != 0 {
      fail(
        "not empty after removing everything: \(solver.constraintCount) constraints, "
          + "\(sizes.rows) rows, \(sizes.definitions) definitions\n\(solver.dump)")
    }
    for variable in variables where solver.value(of: variable) != 0 {
      fail("\(variable) reads \(solver.value(of: variable)) in an empty solver")
      return
    }
  }

  // MARK: - Checking one call

  private enum Expected {
    case success
    case error(SolverError)
    /// A required constraint (with the given oracle row) that cannot hold.
    case unsatisfiable(Constraint, LexicographicOracle.Row)
  }

  /// Makes one call, checks its outcome against `expected`, and for a refused call checks that
  /// nothing changed. Returns whether the call succeeded.
  @discardableResult
  private func perform(
    _ text: String, _ expected: Expected, _ body: () throws(SolverError) -> Void
  ) -> Bool {
    guard failure == nil else { return false }
    callCount += 1
    // Only calls expected to be refused need the state before (a surprise refusal is a failure
    // anyway).
    var before: SolverSnapshot?
    if case .success = expected {
    } else {
      before = SolverSnapshot(solver, variables: variables, constraints: entries.map(\.constraint))
    }
    var thrown: SolverError?
    do {
      try body()
    } catch {
      thrown = error
    }
    log.append(
      indent + (thrown == nil ? "try " : "try? ") + text
        + (thrown.map { "  // throws \(kind(of: $0))" } ?? "") + "\n" + indent
        + "solver.updateVariables()")
    switch (expected, thrown) {
    case (.success, nil):
      return true
    case (.success, let error?):
      fail("unexpected error: \(error)")
      return false
    case (.error(let error), nil):
      fail("expected \(error), but the call succeeded")
      return true
    case (.unsatisfiable, nil):
      fail("the call succeeded although the required constraints cannot hold together")
      return true
    case (.error(let error), let actual?):
      if actual != error { fail("expected \(error), got \(actual)") }
    case (.unsatisfiable(let target, let row), let actual?):
      checkUnsatisfiable(actual, target: target, row: row)
      unsatisfiableCount += 1
    }
    let problems = solver.validate()
    if !problems.isEmpty { fail("invariants broken after a refused call: \(problems)") }
    let after = SolverSnapshot(solver, variables: variables, constraints: entries.map(\.constraint))
    if let before, after != before {
      fail(
        "a refused call changed the solver\(indent.isEmpty ? "" : " inside a batch"):\nbefore:\n\(before.dump)\nafter:\n\(after.dump)"
      )
    }
    return false
  }

  /// Checks an unsatisfiable error: it names the target, and lists required constraints the
  /// solver holds, in add order, that cannot hold together with the target but can without any
  /// one of them (a minimal conflict).
  private func checkUnsatisfiable(
    _ error: SolverError, target: Constraint, row: LexicographicOracle.Row
  ) {
    guard case .unsatisfiable(let constraint, let conflicting) = error else {
      fail("expected an unsatisfiable error, got \(error)")
      return
    }
    if constraint !== target { fail("the error names \(constraint), not the refused constraint") }
    var positions: [Int] = []
    for listed in conflicting {
      guard let position = entries.firstIndex(where: { $0.constraint === listed }) else {
        fail("the conflict lists \(listed), which the solver does not hold (or the target)")
        return
      }
      if !entries[position].isRequired { fail("the conflict lists optional \(listed)") }
      positions.append(position)
    }
    if positions != positions.sorted() || Set(positions).count != positions.count {
      fail("the conflict is not in add order: \(conflicting)")
    }
    let rows = positions.map { oracleRow(entries[$0]) }
    if LexicographicOracle.isFeasible(variableCount: variables.count, rows: rows + [row]) {
      fail("the listed conflict \(conflicting) can hold together with \(target)")
    }
    for k in rows.indices {
      var fewer = rows
      fewer.remove(at: k)
      if !LexicographicOracle.isFeasible(variableCount: variables.count, rows: fewer + [row]) {
        fail("the conflict \(conflicting) is not minimal: \(conflicting[k]) is not needed")
        return
      }
    }
  }

  // MARK: - Checking the state

  /// Checks the state after a step; returns false (and stops) after a failed check.
  private func checkStep() -> Bool {
    guard failure == nil else { return false }
    let problems = solver.validate()
    if !problems.isEmpty {
      fail("invariants broken: \(problems)")
      return false
    }
    solver.updateVariables()
    checkModel()
    checkRequiredConstraints()
    checkOptimality()
    if recordsTrace {
      trace.append(
        variables.map { String(solver.value(of: $0).bitPattern, radix: 16) }.joined(separator: " ")
          + "\n" + solver.dump)
    }
    return failure == nil
  }

  /// The solver holds exactly the model's constraints, constants, priorities and edits.
  private func checkModel() {
    if solver.constraintCount != entries.count {
      fail("constraintCount \(solver.constraintCount), expected \(entries.count)")
    }
    for entry in entries {
      if !solver.contains(entry.constraint) { fail("\(entry.label) is missing") }
      if solver.constant(of: entry.constraint) != entry.constant {
        fail(
          "\(entry.label): constant \(String(describing: solver.constant(of: entry.constraint)))")
      }
      if solver.priority(of: entry.constraint) != Priority(entry.priority) {
        fail(
          "\(entry.label): priority \(String(describing: solver.priority(of: entry.constraint)))")
      }
    }
    for entry in retired where solver.contains(entry.constraint) {
      fail("\(entry.label) was removed or refused but the solver holds it")
    }
    for (k, variable) in variables.enumerated()
    where solver.hasEditVariable(variable) != edits.contains(where: { $0.variable == k }) {
      fail("hasEditVariable(\(variable)) is wrong")
    }
  }

  /// Every required constraint holds within 1e-9 relative to the size of its terms.
  private func checkRequiredConstraints() {
    if let violated = violatedRequiredConstraint(value: solver.value(of:)) {
      fail("required \(violated): \(valuesText())")
    }
  }

  /// The first required constraint that does not hold at the given values.
  private func violatedRequiredConstraint(value: (Variable) -> Double) -> String? {
    for entry in entries where entry.isRequired {
      var residual = entry.constant
      var scale = abs(entry.constant)
      for (variable, coefficient) in entry.terms {
        let term = coefficient * value(variables[variable])
        residual += term
        scale += abs(term)
      }
      let tolerance = 1e-9 * max(1, scale)
      let holds =
        switch entry.constraint.relation {
        case .equal: abs(residual) <= tolerance
        case .lessThanOrEqual: residual <= tolerance
        case .greaterThanOrEqual: residual >= -tolerance
        }
      if !holds { return "\(entry.label) (\(describe(entry))), off by \(residual)" }
    }
    return nil
  }

  /// The errors of each optional level are the smallest possible, as the oracle finds them.
  private func checkOptimality() {
    guard
      let optimum = LexicographicOracle.solve(
        variableCount: variables.count, rows: entries.map(oracleRow) + edits.map(oracleRow))
    else {
      fail("the oracle finds the required constraints infeasible, yet the solver accepted them")
      return
    }
    let actual = levelErrors { self.solver.value(of: $0) }
    if let difference = firstDifference(actual, optimum.levelErrors) {
      fail("not optimal: \(difference)\n\(valuesText())")
    }
  }

  /// A fresh solver built from the final constraints (in order) and edits reaches the same
  /// error totals at every level.
  private func compareWithFreshSolver() {
    guard failure == nil else { return }
    let fresh = Solver()
    var step = ""
    func freshIsSound() -> Bool {
      let problems = fresh.validate()
      if !problems.isEmpty { fail("a fresh solver broke at \(step): \(problems)") }
      return problems.isEmpty
    }
    do {
      for entry in entries {
        step = "add \(entry.label)"
        try fresh.add(
          Constraint(
            LinearExpression(terms: entry.constraint.expression.terms, constant: entry.constant),
            entry.constraint.relation, priority: Priority(entry.priority)))
        guard freshIsSound() else { return }
      }
      for edit in edits {
        step = "edit \(variables[edit.variable])"
        try fresh.addEditVariable(variables[edit.variable], priority: Priority(edit.priority))
        try fresh.suggestValue(edit.value, for: variables[edit.variable])
        guard freshIsSound() else { return }
      }
    } catch {
      fail("a fresh solver refused the final system at \(step): \(error)")
      return
    }
    fresh.updateVariables()
    if let violated = violatedRequiredConstraint(value: fresh.value(of:)) {
      fail("a fresh solver of the final system violates \(violated)")
    }
    let incremental = levelErrors { self.solver.value(of: $0) }
    let rebuilt = levelErrors { fresh.value(of: $0) }
    if let difference = firstDifference(incremental, rebuilt) {
      let optimum = LexicographicOracle.solve(
        variableCount: variables.count, rows: entries.map(oracleRow) + edits.map(oracleRow))
      fail(
        "incremental and fresh solvers disagree: \(difference); the oracle finds "
          + "\(optimum.map { "\($0.levelErrors)" } ?? "no solution")\nfresh values: "
          + variables.map { "\($0) = \(fresh.value(of: $0))" }.joined(separator: ", "))
    }
  }

  // MARK: - Helpers

  /// The total error of each optional level at the given values.
  func levelErrors(_ value: (Variable) -> Double) -> [Double: Double] {
    var totals: [Double: Double] = [:]
    for entry in entries where !entry.isRequired {
      var residual = entry.constant
      for (variable, coefficient) in entry.terms {
        residual += coefficient * value(variables[variable])
      }
      let error =
        switch entry.constraint.relation {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
      totals[entry.priority, default: 0] += error
    }
    for edit in edits {
      totals[edit.priority, default: 0] += abs(value(variables[edit.variable]) - edit.value)
    }
    return totals
  }

  /// The first level (highest first) where two totals differ by more than 1e-6 relative.
  private func firstDifference(_ a: [Double: Double], _ b: [Double: Double]) -> String? {
    for level in Set(a.keys).union(b.keys).sorted(by: >) {
      let x = a[level] ?? 0
      let y = b[level] ?? 0
      if !isClose(x, y) { return "at @\(Priority(level)) the error is \(x), expected \(y)" }
    }
    return nil
  }

  private func oracleRow(_ entry: Entry) -> LexicographicOracle.Row {
    var coefficients = [Double](repeating: 0, count: variables.count)
    for (variable, coefficient) in entry.terms { coefficients[variable] += coefficient }
    return LexicographicOracle.Row(
      coefficients: coefficients, constant: entry.constant, relation: entry.constraint.relation,
      priority: entry.priority)
  }

  private func oracleRow(_ edit: Edit) -> LexicographicOracle.Row {
    var coefficients = [Double](repeating: 0, count: variables.count)
    coefficients[edit.variable] = 1
    return LexicographicOracle.Row(
      coefficients: coefficients, constant: -edit.value, relation: .equal, priority: edit.priority)
  }

  /// Whether the coefficients of some variable add up to zero.
  private func cancels(_ terms: [(Int, Double)]) -> Bool {
    var sums: [Int: Double] = [:]
    for (variable, coefficient) in terms { sums[variable, default: 0] += coefficient }
    return sums.values.contains(0)
  }

  private func relationCode(_ relation: Constraint.Relation) -> String {
    switch relation {
    case .equal: ".equal"
    case .lessThanOrEqual: ".lessThanOrEqual"
    case .greaterThanOrEqual: ".greaterThanOrEqual"
    }
  }

  private func describe(_ entry: Entry) -> String {
    "\(LinearExpression(terms: entry.constraint.expression.terms, constant: entry.constant)) "
      + "\(entry.constraint.relation) 0 @\(Priority(entry.priority))"
  }

  private func valuesText() -> String {
    variables.map { "\($0) = \(solver.value(of: $0))" }.joined(separator: ", ")
  }

  private func isNear(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(b))
  }

  private func kind(of error: SolverError) -> String {
    switch error {
    case .unsatisfiable(_, let conflicting): "unsatisfiable (conflicting: \(conflicting))"
    default: "\(error)"
    }
  }

  private func fail(_ message: String) {
    guard failure == nil else { return }
    let problems = solver.validate()
    failure =
      "seed \(seed): \(message)\n"
      + (problems.isEmpty ? "" : "validate(): \(problems)\n")
      + "levels: \(levels); reproduction:\nlet solver = Solver()\n"
      + variables.map { "let \($0) = Variable(\"\($0)\")" }.joined(separator: "\n") + "\n"
      + log.joined(separator: "\n")
  }
}
