import AutoLayoutEngine
import Testing

/// Three text-like views of 50×20, 60×30 and 40×10, named a, b and c.
func threeViews() -> (TextView, TextView, TextView) {
  (
    TextView("a", width: 50, height: 20), TextView("b", width: 60, height: 30),
    TextView("c", width: 40, height: 10)
  )
}

/// A stack in a 400×400 root, pinned to the root's top left, with an optional fixed length on
/// each axis.
func pinnedStack(
  _ views: [LayoutView], axis: LayoutConstraint.Axis = .horizontal, width: Double? = nil,
  height: Double? = nil
) -> (root: LayoutView, stack: StackView) {
  let root = makeRoot(width: 400, height: 400)
  let stack = StackView(arrangedSubviews: views)
  stack.name = "stack"
  stack.axis = axis
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  var pins = [
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ]
  if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
  if let height { pins.append(stack.heightAnchor.constraint(equalToConstant: height)) }
  LayoutConstraint.activate(pins)
  return (root, stack)
}

/// Expects `view.frame` to be `expected` to within 1e-9 on every edge.
func expectFrame(
  _ view: LayoutView, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = view.frame
  let errors: [Double] = [
    frame.minX - x, frame.minY - y, frame.width - width, frame.height - height,
  ]
  let close: Bool = errors.allSatisfy { abs($0) < 1e-9 }
  let message: Comment = "\(view.name ?? "view"): \(frame) is not (\(x), \(y), \(width), \(height))"
  #expect(close, message, sourceLocation: sourceLocation)
}

/// A stack built at once in `stack`'s state, laid out: a copy of each arranged view (made by
/// `copy`, hidden as the original), the stack's axis, alignment, distribution, spacing, margin
/// and baseline arrangement, and its custom gaps. For comparing a stack changed step by step
/// with one that never was.
func freshStack(
  like stack: StackView, copying copy: (LayoutView) -> LayoutView,
  sourceLocation: SourceLocation = #_sourceLocation
) -> (root: LayoutView, stack: StackView, copies: [LayoutView]) {
  let copies = stack.arrangedSubviews.map(copy)
  for (copy, original) in zip(copies, stack.arrangedSubviews) {
    copy.isHidden = original.isHidden
  }
  let (root, fresh) = pinnedStack(copies)
  fresh.axis = stack.axis
  fresh.alignment = stack.alignment
  fresh.distribution = stack.distribution
  fresh.spacing = stack.spacing
  fresh.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
  fresh.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
  for (copy, original) in zip(copies, stack.arrangedSubviews) {
    let custom = stack.customSpacing(after: original)
    if custom != StackView.spacingUseDefault { fresh.setCustomSpacing(custom, after: copy) }
  }
  quietly(sourceLocation: sourceLocation) { root.layoutIfNeeded() }
  return (root, fresh, copies)
}
