// Moving a long column through its dense copy (see `CachedColumn`): the copy is taken on the
// column's first move, and each later move reads it in order, looking up again only the rows
// that changed since.

extension Tableau {
  /// The column length from which a moved marker's column is copied. Shorter columns fit in the
  /// cache anyway, and a copy of a constraint moved once would only cost memory. With
  /// `AUTOLAYOUT_INTERNAL_CHECKS` copies are taken from four rows on, so that the randomized
  /// tests, small systems all, go through them with every invariant checked after each call.
  #if AUTOLAYOUT_INTERNAL_CHECKS
    static let cachedColumnLength: Int32 = 4
  #else
    static let cachedColumnLength: Int32 = 256
  #endif

  /// Adds `shift` times the marker's coefficient to the constant of every row that holds
  /// `marker`, walking its column list
  /// (``shiftColumn(_:by:stamp:rows:kinds:columns:stamps:flagged:copy:into:)``) or, for a long
  /// column, its copy. A copy is taken on the column's second move among the last few long
  /// ones (see ``ColumnIndex/noteLongMove(_:)``): a column moved once, or one of many columns
  /// moved in turn, is walked instead of being copied in vain. On return `flagged` lists the
  /// rows whose basic symbol is unrestricted or infeasible.
  ///
  /// - Complexity: through a copy, O(entries + rows noted since the last move), plus
  ///   O(log row length) for each row that changed since; otherwise O(length of the column
  ///   list · log row length).
  mutating func shiftMarkerColumn(_ marker: Symbol, by shift: Double, flagged: inout [Int32]) {
    flagged.clearKeepingCapacity()
    let stamp = nextRowStamp()
    let slot = columns.cacheSlot(of: marker)
    if slot >= 0 {
      if columns.caches[slot].epoch == rows.versionEpoch {
        if deferShift(marker, by: shift, slot: slot, flagged: &flagged) {
          statistics.deferredMoves += 1
          return
        }
        var column = columns.takeCache(at: slot)
        Self.shiftCopy(
          marker, by: shift, stamp: stamp, column: &column, rows: &rows, kinds: kinds,
          stamps: &rowStamp, flagged: &flagged)
        columns.putCache(column, at: slot)
        statistics.cachedColumnMoves += 1
        return
      }
      // A copy from another epoch may match counters by chance: it is taken again.
      columns.dropCache(of: marker)
    }
    let copying =
      slot >= 0
      || (columns.count(of: marker) >= Self.cachedColumnLength && columns.noteLongMove(marker))
    guard copying else {
      // A short column's walk fills no copy: it is handed the idle one, which it never
      // touches (a fresh empty copy cost its construction and release on every move).
      Self.shiftColumn(
        marker, by: shift, stamp: stamp, rows: &rows, kinds: kinds, columns: &columns,
        stamps: &rowStamp, flagged: &flagged, copy: false, into: &idleColumn)
      return
    }
    // The copy is exact only while every row change moves its row's counter.
    rows.tracksVersions = true
    let copySlot = columns.makeCacheSlot(for: marker)
    var column = columns.takeCache(at: copySlot)
    column.removeAll()
    column.epoch = rows.versionEpoch
    Self.shiftColumn(
      marker, by: shift, stamp: stamp, rows: &rows, kinds: kinds, columns: &columns,
      stamps: &rowStamp, flagged: &flagged, copy: true, into: &column)
    // The walk saw every row that holds the marker: nothing noted before it is pending.
    column.pending.clearKeepingCapacity()
    columns.putCache(column, at: copySlot)
  }

  /// The walk of ``shiftMarkerColumn(_:by:flagged:)`` over the copy: exact entries are applied as
  /// they are; stale ones are looked up again (and dropped when the row no longer holds the
  /// marker); pending rows are looked up and appended. Rows looked up are stamped, so that a row
  /// both stale and pending is moved once.
  ///
  /// - Complexity: O(entries + pending rows), plus O(log row length) per row looked up.
  private static func shiftCopy(
    _ marker: Symbol, by shift: Double, stamp: UInt32, column: inout CachedColumn,
    rows: inout RowStore, kinds: [SymbolKind], stamps: inout [UInt32], flagged: inout [Int32]
  ) {
    let count = column.rows.count
    var kept = 0
    kinds.withUnsafeBufferPointer { kinds in
      stamps.withUnsafeMutableBufferPointer { stamps in
        rows.withViewAndConstants { view, constant in
          /// The entry of row `r` as it is now, or `nil` when the row does not hold the marker
          /// (or was looked up already in this walk).
          func lookUp(_ r: Int32) -> (version: UInt32, coefficient: Double, kind: SymbolKind)? {
            guard Int(r) < view.basic.count, stamps[Int(r)] != stamp, view.basic[Int(r)] >= 0
            else { return nil }
            stamps[Int(r)] = stamp
            let position = view.index(of: marker, in: r)
            if position < 0 { return nil }
            return (view.version[Int(r)], view.values[position], kinds[Int(view.basic[Int(r)])])
          }
          column.rows.withUnsafeMutableBufferPointer { entryRows in
            column.versions.withUnsafeMutableBufferPointer { versions in
              column.coefficients.withUnsafeMutableBufferPointer { coefficients in
                column.kinds.withUnsafeMutableBufferPointer { entryKinds in
                  for i in 0..<count {
                    let r = entryRows[i]
                    var coefficient = coefficients[i]
                    var kind = entryKinds[i]
                    var version = versions[i]
                    if version != view.version[Int(r)] {
                      guard let entry = lookUp(r) else { continue }
                      (version, coefficient, kind) = entry
                      versions[i] = version
                      coefficients[i] = coefficient
                      entryKinds[i] = kind
                    }
                    if kept != i {
                      entryRows[kept] = r
                      versions[kept] = version
                      coefficients[kept] = coefficient
                      entryKinds[kept] = kind
                    }
                    kept &+= 1
                    let value = Tolerance.constantSum(constant[Int(r)], coefficient * shift)
                    constant[Int(r)] = value
                    if kind.isUnrestricted || isInfeasible(kind, at: value) { flagged.append(r) }
                  }
                }
              }
            }
          }
          column.rows.removeLast(count - kept)
          column.versions.removeLast(count - kept)
          column.coefficients.removeLast(count - kept)
          column.kinds.removeLast(count - kept)
          for r in column.pending {
            guard let entry = lookUp(r) else { continue }
            column.append(
              row: r, version: entry.version, coefficient: entry.coefficient, kind: entry.kind)
            let value = Tolerance.constantSum(constant[Int(r)], entry.coefficient * shift)
            constant[Int(r)] = value
            if entry.kind.isUnrestricted || isInfeasible(entry.kind, at: value) {
              flagged.append(r)
            }
          }
          column.pending.clearKeepingCapacity()
        }
      }
    }
  }
}
