// A stack keeps the specs of the constraints it made beside them, and compares its next specs
// with those rather than with the constraints (see `StackView.generationIsPristine`). That holds
// only while nothing but the stack changes them: these hooks tell it otherwise.

extension LayoutConstraint {
  /// Tells the stack holding this constraint, if it made it, that the constraint may no longer
  /// be the spec it keeps for it: its constant, priority or identifier changed, or it is being
  /// deactivated (`deactivating`: listed, up to a limit, since a view leaving the stack
  /// deactivates its constraints). The stack's own changes call this too; its regeneration marks
  /// the generation pristine again when it ends.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func noteChangeToStackConstraint(deactivating: Bool = false) {
    guard case .stack = origin, let installation,
      let stack = installation.holder as? StackView, stack.generationIsPristine
    else { return }
    if deactivating, stack.deactivatedGeneration.count < StackView.deactivatedGenerationLimit {
      stack.deactivatedGeneration.append(self)
    } else {
      stack.generationIsPristine = false
    }
  }
}
