import AutoLayoutEngine
import Testing

/// Seeded random edits of a stack, each laid out: after every step the stack holds the
/// constraints that a stack built at once in the same state holds (spec §11.5), whether its
/// regeneration compared its specs with those of the last generation or with the constraints
/// (after the app changed one of them, or a view left and came back).
@Suite struct StackRandomizedTests {
  /// SplitMix64: a small deterministic generator.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// View number `index`: sizes and baselines that differ from one view to the next.
  func view(_ index: Int) -> TextView {
    TextView(
      "v\(index)", width: Double(20 + index % 7 * 5), height: Double(10 + index % 5 * 3),
      firstBaseline: Double(index % 4 + 2), lastBaseline: Double(index % 3 + 1))
  }

  /// The stack's own constraints as `identifier equation [@priority]`, sorted.
  func summary(_ stack: StackView) -> [String] {
    stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }.map { constraint in
      var text = "\(constraint.identifier ?? "-") \(constraint.equationDescription)"
      if !constraint.priority.isRequired { text += " @\(constraint.priority.rawValue)" }
      if !constraint.isActive { text += " (inactive)" }
      return text
    }.sorted()
  }

  /// Changes one of the stack's constraints as the app might, then changes the stack so that it
  /// regenerates: the change must not survive the regeneration.
  func tamper(_ stack: StackView, _ random: inout Generator) {
    let own = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
    guard !own.isEmpty else { return }
    let constraint = own[random.below(own.count)]
    if !constraint.priority.isRequired, random.below(2) == 0 {
      constraint.priority = LayoutPriority(17)
    } else {
      constraint.constant += 3
    }
    stack.spacing += 1
  }

  /// Six seeds of random edits, two where every solver call is checked (see
  /// `solverChecksInvariants`).
  @Test(arguments: 0..<(solverChecksInvariants ? 2 : 6))
  func randomEditsLeaveTheConstraintsOfAStackBuiltAtOnce(seed: Int) {
    var random = Generator(state: UInt64(seed) &* 7919 &+ 11)
    let pool = (0..<20).map(view)
    let (root, stack) = pinnedStack(Array(pool.prefix(10)))
    quietly { root.layoutIfNeeded() }
    for step in 0..<50 {
      let arranged = stack.arrangedSubviews
      let someArranged = arranged.isEmpty ? nil : arranged[random.below(arranged.count)]
      switch random.below(12) {
      case 0, 1:
        let waiting = pool.filter { view in !arranged.contains { $0 === view } }
        if let view = waiting.isEmpty ? nil : waiting[random.below(waiting.count)] {
          stack.insertArrangedSubview(view, at: random.below(arranged.count + 1))
        }
      case 2: someArranged.map { stack.removeArrangedSubview($0) }
      case 3: someArranged?.removeFromSuperview()
      case 4: someArranged.map { $0.isHidden.toggle() }
      case 5: stack.spacing = [0, 4, 8, 10.5][random.below(4)]
      case 6:
        if let view = someArranged {
          let gaps = [StackView.spacingUseDefault, 2, 12]
          stack.setCustomSpacing(gaps[random.below(gaps.count)], after: view)
        }
      case 7: stack.alignment = StackView.Alignment.allCases.randomElement(using: &random)!
      case 8: stack.distribution = StackView.Distribution.allCases.randomElement(using: &random)!
      case 9: stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      case 10:
        // Out and back in before the next layout pass.
        if let view = someArranged, let index = arranged.firstIndex(where: { $0 === view }) {
          view.removeFromSuperview()
          stack.insertArrangedSubview(view, at: index)
        }
      default:
        if random.below(2) == 0 {
          stack.isLayoutMarginsRelativeArrangement.toggle()
        } else {
          stack.isBaselineRelativeArrangement.toggle()
        }
      }
      if random.below(4) == 0 { tamper(stack, &random) }
      quietly { root.layoutIfNeeded() }
      let fresh = freshStack(like: stack) { view(Int($0.name!.dropFirst())!) }
      #expect(summary(stack) == summary(fresh.stack), "seed \(seed), step \(step)")
    }
  }
}

extension StackRandomizedTests.Generator: RandomNumberGenerator {}
