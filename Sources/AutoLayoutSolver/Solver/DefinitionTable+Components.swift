// The definitions fall apart into components: two definitions are in one component when a
// chain of variables links them (one defines a variable the other refers to, or both refer to
// one variable). A layout's horizontal and vertical definitions are such parts, and so are the
// definitions of independent subtrees; a resize that moves only the widths changes nothing in
// the vertical part. A sweep after a change visits only the components that hold a variable
// that changed: the values of the others depend on nothing that moved.

extension DefinitionTable {
  /// Groups ``order`` by component, keeping each component's definitions in (height, slot)
  /// order, and fills ``componentStart`` and ``componentOfSlot``. Components are numbered in
  /// the order of their first definition in height order, so the grouping is deterministic.
  ///
  /// - Complexity: O((definitions + terms + the highest variable slot they mention) · α), with
  ///   a union-find (union by size, path halving) over the slots.
  mutating func groupOrderByComponent() {
    var sizes: [Int32] = []
    var componentOfDefinition = [Int32](repeating: 0, count: order.count)
    var slots: [Int32] = []
    swap(&slots, &componentOfSlot)
    order.withUnsafeBufferPointer { order in
      variable.withUnsafeBufferPointer { variable in
        termStart.withUnsafeBufferPointer { termStart in
          termCount.withUnsafeBufferPointer { termCount in
            termVariables.withUnsafeBufferPointer { termVariables in
              componentOfDefinition.withUnsafeMutableBufferPointer { componentOfDefinition in
                Self.findComponents(
                  order: order, variable: variable, termStart: termStart, termCount: termCount,
                  termVariables: termVariables, componentOfDefinition: componentOfDefinition,
                  componentOfSlot: &slots, sizes: &sizes)
              }
            }
          }
        }
      }
    }
    swap(&slots, &componentOfSlot)
    componentStart.clearKeepingCapacity()
    componentStart.append(0)
    for size in sizes { componentStart.append(componentStart[componentStart.count - 1] + size) }
    if sizes.count > 1 {
      var next = Array(componentStart.dropLast())
      var grouped = [Int32](repeating: 0, count: order.count)
      for (index, slot) in order.enumerated() {
        let component = Int(componentOfDefinition[index])
        grouped[Int(next[component])] = slot
        next[component] += 1
      }
      order = grouped
    }
    if componentMarks.count < sizes.count {
      componentMarks.append(contentsOf: repeatElement(0, count: sizes.count - componentMarks.count))
    }
  }

  /// The union-find of ``groupOrderByComponent()``: numbers the components of the definitions
  /// `order` lists (in the order of their first definition there), writing each definition's
  /// component, each variable slot's (-1 for a slot no definition mentions) and each
  /// component's size.
  ///
  /// - Complexity: O((definitions + terms + the highest variable slot they mention) · α).
  private static func findComponents(
    order: UnsafeBufferPointer<Int32>, variable: UnsafeBufferPointer<Int32>,
    termStart: UnsafeBufferPointer<Int32>, termCount: UnsafeBufferPointer<Int32>,
    termVariables: UnsafeBufferPointer<Int32>,
    componentOfDefinition: UnsafeMutableBufferPointer<Int32>,
    componentOfSlot: inout [Int32], sizes: inout [Int32]
  ) {
    var bound = 0
    for slot in order {
      let s = Int(slot)
      bound = max(bound, Int(variable[s]) + 1)
      let first = Int(termStart[s])
      for k in first..<(first + Int(termCount[s])) {
        bound = max(bound, Int(termVariables[k]) + 1)
      }
    }
    var parent = [Int32](0..<Int32(truncatingIfNeeded: bound))
    // A root's tree size. Linking the smaller tree under the larger keeps the trees shallow:
    // linking each term's tree under the variable being defined made a chain of definitions
    // (each one over the variable of the one before, as in a row of views) one path as long as
    // the chain, and the finds that followed walked it again and again (O(n log n) steps with
    // path halving alone: a third of a millisecond for `grid-50x50`'s 7,453 definitions).
    var treeSize = [Int32](repeating: 1, count: bound)
    var componentOfRoot = [Int32](repeating: -1, count: bound)
    componentOfSlot.clearKeepingCapacity()
    componentOfSlot.reserveCapacity(bound)
    parent.withUnsafeMutableBufferPointer { parent in
      treeSize.withUnsafeMutableBufferPointer { treeSize in
        componentOfRoot.withUnsafeMutableBufferPointer { componentOfRoot in
          func find(_ x: Int32) -> Int32 {
            var x = x
            while parent[Int(x)] != x {
              parent[Int(x)] = parent[Int(parent[Int(x)])]
              x = parent[Int(x)]
            }
            return x
          }
          for slot in order {
            let s = Int(slot)
            let first = Int(termStart[s])
            for k in first..<(first + Int(termCount[s])) {
              var root = find(variable[s])
              var other = find(termVariables[k])
              guard other != root else { continue }
              if treeSize[Int(root)] < treeSize[Int(other)] { swap(&root, &other) }
              parent[Int(other)] = root
              treeSize[Int(root)] += treeSize[Int(other)]
            }
          }
          for (index, slot) in order.enumerated() {
            let root = Int(find(variable[Int(slot)]))
            if componentOfRoot[root] < 0 {
              componentOfRoot[root] = Int32(truncatingIfNeeded: sizes.count)
              sizes.append(0)
            }
            let component = componentOfRoot[root]
            componentOfDefinition[index] = component
            sizes[Int(component)] += 1
          }
          for s in 0..<bound { componentOfSlot.append(componentOfRoot[Int(find(Int32(s)))]) }
        }
      }
    }
  }

  /// Lists in ``visitedComponents``, ascending, the components that hold any of the variable
  /// slots `dirty`; returns whether that is fewer than all of them (a partial sweep).
  ///
  /// - Complexity: O(`dirty.count` + components listed · log of that).
  mutating func selectComponents(holding dirty: [Int32]) -> Bool {
    let componentCount = componentStart.count - 1
    visitedComponents.clearKeepingCapacity()
    if componentCount <= 1 { return false }
    componentStamp &+= 1
    if componentStamp == 0 {
      for c in componentMarks.indices { componentMarks[c] = 0 }
      componentStamp = 1
    }
    for slot in dirty where Int(slot) < componentOfSlot.count {
      let component = componentOfSlot[Int(slot)]
      if component >= 0, componentMarks[Int(component)] != componentStamp {
        componentMarks[Int(component)] = componentStamp
        visitedComponents.append(component)
        // Every component is dirty: the whole sweep, in order.
        if visitedComponents.count == componentCount { return false }
      }
    }
    visitedComponents.sort()
    return true
  }

  /// How many definitions a refresh follows one by one from the changed variable slots
  /// `dirty` before it sweeps their components instead: a thirty-second of the definitions in
  /// those components (at least 4). Following a change costs a queue push and pop per
  /// definition, some forty times a sweep's step, so by then following on could cost more
  /// than the sweep, and a sweep after it costs at most a little more than following alone
  /// would have. `nil` while the components are not known (the definitions changed since the
  /// last sweep).
  ///
  /// - Complexity: O(`dirty.count` + components listed · log of that).
  mutating func followingLimit(from dirty: [Int32]) -> Int? {
    guard !orderIsStale else { return nil }
    var total = Int(componentStart[componentStart.count - 1])
    if selectComponents(holding: dirty) {
      total = 0
      for component in visitedComponents {
        total += Int(componentStart[Int(component) + 1] - componentStart[Int(component)])
      }
    }
    return max(4, total / 32)
  }
}
