// The unit a constraint's row is written in.
//
// A constraint's marker and error symbols enter its row with coefficient ±1 in the units of its
// expression. When the constraint is written at a scale far from the other constraints on the
// same variables (`1.6e-5·x + 3.2e-5·y == 0.0022` beside `31622·x == 6.2e6`), its markers are
// that far from the cells that substitutions bring into its row: substituting `x = 197 +
// (e⁺ - e⁻) / 31622` gives cells of 5e-10 beside a marker of 1. Every relative tolerance of the
// tableau (a residue is a coefficient at most 1e-9 of its row's largest; phase one enters only
// coefficients above that) then compares the terms with an arbitrary unit instead of with each
// other, and at a spread of 1e9 between constraints a feasible required constraint is refused.
//
// So each variable keeps its typical coefficient (the geometric mean of the coefficients of the
// constraints that mentioned it), and a constraint written far from its variables' typical
// coefficients measures its markers in its own scale: `expression + constant + unit · (±marker)
// = 0`, where `unit` is the power of two nearest to the geometric mean of its coefficients
// divided by their variables' typical ones. The marker's value is then the error divided by the
// unit, and each error symbol costs `unit` per unit of its value, so the objective still sums
// the errors in the constraint's own units. A variable's own scale (every coefficient of `x`
// about 3e-5, `x` about 3e6) leaves the unit at 1: the markers are measured against the
// variables' coefficients, not against 1.

enum ConstraintUnit {
  /// Constraints written within this factor (as a binary exponent: 1024) of their variables'
  /// typical coefficients keep the unit 1 (layouts: every constraint), so that their rows and
  /// pivots are exactly as they were.
  static let bandExponent = 10.0

  /// The unit for a constraint with `coefficients` on the variables in `slots` (after merging
  /// repeated variables), against the typical coefficients `variables` keeps; 1 when none of
  /// its variables has one yet. A power of two scales the markers exactly.
  static func of(_ coefficients: [Double], slots: [Int32], in variables: VariableTable) -> Double {
    var sum = 0.0
    var count = 0
    for k in coefficients.indices where coefficients[k] != 0 && coefficients[k].isFinite {
      guard let typical = variables.typicalExponent(ofSlot: slots[k]) else { continue }
      sum += Double(abs(coefficients[k]).exponent) - typical
      count += 1
    }
    guard count > 0 else { return 1 }
    let exponent = (sum / Double(count)).rounded()
    guard abs(exponent) > bandExponent else { return 1 }
    return Double(sign: .plus, exponent: Int(exponent), significand: 1)
  }
}
