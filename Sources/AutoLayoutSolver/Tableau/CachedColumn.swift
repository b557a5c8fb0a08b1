/// A dense copy of one long column of the tableau: each row that holds the symbol, with the
/// symbol's coefficient there and the kind of the row's basic symbol, each as of the row's
/// ``RowStore/version`` counter.
///
/// Moving an edit variable adds a multiple of its marker's column to the row constants
/// (``Tableau/shiftMarker(_:by:infeasible:scratch:)``), and a window's width is held by every
/// row of a layout. Through the ``ColumnIndex`` each row costs a linked node, a binary search of
/// the row's cells, its bounds, a stamp and its basic symbol: about eight cache lines a row,
/// which on ten thousand rows no longer fit in the cache. The copy is read in order and needs
/// only the row's counter and constant, so a column visited again and again (an animation, a
/// drag, a window resize) costs two scattered lines a row.
///
/// An entry is exact while its version matches the row's: every change to a row's cells or basic
/// symbol moves the counter, and a row's constant is read live. An entry whose version differs
/// is looked up again (or dropped). A row that gains a cell for the symbol after the copy was
/// taken is listed in ``pending`` by ``ColumnIndex/add(_:row:)``; its counter moved too, so it
/// never also has an exact entry.
struct CachedColumn {
  /// The symbol whose column this is (`-1` for an unused slot).
  var symbol: Symbol = -1
  /// The ``RowStore/versionEpoch`` the entries were taken in.
  var epoch: UInt32 = 0
  /// The row of each entry.
  var rows: [Int32] = []
  /// The row's ``RowStore/version`` counter when the entry was taken.
  var versions: [UInt32] = []
  /// The symbol's coefficient in the row.
  var coefficients: [Double] = []
  /// The kind of the row's basic symbol.
  var kinds: [SymbolKind] = []
  /// Rows that gained a cell for the symbol since the entries were last brought up to date
  /// (possibly repeated, possibly no longer holding it).
  var pending: [Int32] = []
  /// When the copy was last used, on the ``ColumnIndex``'s clock: the least recently used copy
  /// makes room for a new one.
  var lastUse: UInt64 = 0

  /// Appends an entry.
  @inline(__always)
  mutating func append(row: Int32, version: UInt32, coefficient: Double, kind: SymbolKind) {
    rows.append(row)
    versions.append(version)
    coefficients.append(coefficient)
    kinds.append(kind)
  }

  /// Empties the copy, keeping its storage for the next column.
  mutating func removeAll() {
    rows.clearKeepingCapacity()
    versions.clearKeepingCapacity()
    coefficients.clearKeepingCapacity()
    kinds.clearKeepingCapacity()
    pending.clearKeepingCapacity()
  }
}
