// Intrinsic content size, content hugging and compression resistance (spec §3).

extension LayoutView {
  /// The value of an ``intrinsicContentSize`` axis that has no intrinsic size (-1, as UIKit's).
  public static let noIntrinsicMetric = -1.0

  /// Tells the engine that ``intrinsicContentSize`` changed; the next layout pass re-reads it
  /// and changes the content-size constraints' constants in place (no constraint is rebuilt
  /// unless an axis gains or loses its value). Baseline constraints naming the view are
  /// refreshed too.
  public func invalidateIntrinsicContentSize() {
    if let stack = storedSuperview as? StackView {
      stack.arrangedSubviewIntrinsicSizeDidChange(self)
    }
    guard layoutItemState.engine != nil else { return }  // Read when the view joins an engine.
    if !intrinsicSizeIsStale {
      intrinsicSizeIsStale = true
      let root = rootView
      // A root is not listed in its own queue (it would keep itself alive); its flag says it.
      if root !== self { root.pendingConstraintUpdates.append(self) }
    }
    rootView.setNeedsLayout()
  }

  /// The priority with which the view resists growing larger than its intrinsic size on an
  /// axis (250, `.defaultLow`, unless set).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    contentPriority(axis, hugging: true)
  }

  /// Sets the priority with which the view resists growing larger than its intrinsic size on
  /// an axis. A priority outside 1...1000 is reported and ignored.
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    setContentPriority(priority, axis, hugging: true)
  }

  /// The priority with which the view resists shrinking below its intrinsic size on an axis
  /// (750, `.defaultHigh`, unless set).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    contentPriority(axis, hugging: false)
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size on an
  /// axis. A priority outside 1...1000 is reported and ignored.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    setContentPriority(priority, axis, hugging: false)
  }

  package func contentPriority(_ axis: LayoutConstraint.Axis, hugging: Bool) -> LayoutPriority {
    switch (axis, hugging) {
    case (.horizontal, true): storedHugging.0
    case (.vertical, true): storedHugging.1
    case (.horizontal, false): storedCompressionResistance.0
    case (.vertical, false): storedCompressionResistance.1
    }
  }

  private func setContentPriority(
    _ priority: LayoutPriority, _ axis: LayoutConstraint.Axis, hugging: Bool
  ) {
    guard priority.rawValue >= 1, priority.rawValue <= 1000 else {
      LayoutDiagnostics.report(
        LayoutDiagnostic(
          .invalidPriority,
          "The \(hugging ? "content hugging" : "compression resistance") priority \(priority) "
            + "of \(itemDescription) is outside 1...1000; it keeps "
            + "\(contentPriority(axis, hugging: hugging))."))
      return
    }
    guard priority != contentPriority(axis, hugging: hugging) else { return }
    switch (axis, hugging) {
    case (.horizontal, true): storedHugging.0 = priority
    case (.vertical, true): storedHugging.1 = priority
    case (.horizontal, false): storedCompressionResistance.0 = priority
    case (.vertical, false): storedCompressionResistance.1 = priority
    }
    layoutItemState.engine?.contentPriorityDidChange(of: self, axis, hugging: hugging)
  }
}
