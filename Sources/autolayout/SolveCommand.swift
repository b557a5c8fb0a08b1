import AutoLayoutSolver
import Foundation

/// `autolayout solve FILE`: runs a workload once and prints the final values as JSON.
///
/// Exit status: 0 when every call was accepted (or the refusal was the expected one) and the
/// values match `expect`; 1 when `expect` does not hold or a change the workload expected to be
/// refused was accepted; 2 when a call was refused unexpectedly.
enum SolveCommand {
  static func run(_ path: String) throws -> Int32 {
    let workload = try Workload(contentsOf: path)
    var run = WorkloadRun(workload)
    var refusal: WorkloadRun.Refusal?
    var acceptedChange: Int?
    do {
      try run.add()
      run.solve()
      try run.suggest()
      acceptedChange = try run.change()
    } catch {
      refusal = error
    }
    if let acceptedChange {
      FileHandle.standardError.write(
        Data(
          "error: a change of step \(acceptedChange) was expected to be refused, got none\n".utf8))
      printValues(run)
      return 1
    }
    if let refusal {
      let expected =
        refusal.change == nil && workload.expectError == refusal.kind
        && workload.expectErrorAt == refusal.constraint
      if !expected {
        let index =
          refusal.change.map { ", \"change\": \($0)" }
          ?? refusal.constraint.map { ", \"constraint\": \($0)" } ?? ""
        print("{\"error\": \"\(refusal.kind)\"\(index)}")
        FileHandle.standardError.write(Data("error: \(refusal.error)\n".utf8))
        return 2
      }
      run.solve()
    } else if let kind = workload.expectError {
      FileHandle.standardError.write(
        Data(
          "error: expected \(kind) at constraint \(workload.expectErrorAt ?? -1), got none\n".utf8))
      printValues(run)
      return 1
    }
    printValues(run)
    var status: Int32 = 0
    if let expect = workload.expect {
      var mismatches = 0
      for (variable, want) in expect {
        let got = run.solver.value(of: run.variables[variable])
        if abs(got - want) > 1e-6 * max(1, abs(want)) {
          mismatches += 1
          if mismatches <= 50 {
            FileHandle.standardError.write(
              Data(
                "MISMATCH \(workload.variableNames[variable]): expected \(want), got \(got)\n".utf8)
            )
          }
        }
      }
      if mismatches > 0 {
        FileHandle.standardError.write(
          Data("\(mismatches) of \(expect.count) expected values differ (\(path))\n".utf8))
        status = 1
      } else {
        FileHandle.standardError.write(
          Data("ok: \(expect.count) expected values match (\(path))\n".utf8))
      }
    }
    if refusal == nil {
      do {
        try run.remove()
      } catch {
        FileHandle.standardError.write(Data("error while removing: \(error.error)\n".utf8))
        return 2
      }
    }
    return status
  }

  private static func printValues(_ run: WorkloadRun) {
    let body = run.values().map { "\(jsonString($0.name)): \(jsonNumber($0.value))" }
    print("{" + body.joined(separator: ", ") + "}")
  }
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    default:
      if scalar.value < 0x20 {
        result += "\\u" + String(format: "%04x", scalar.value)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}

/// A JSON number (finite values only; others become `null`).
func jsonNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
