import Testing

@testable import AutoLayoutSolver

/// A rebuild of the column index gives each list a run of consecutive nodes, read in the order
/// that listing the rows one by one at the heads gave (rows listed last first), so that walks
/// read memory front to back and visit the rows in the same order as before.
@Suite struct ColumnRebuildTests {
  /// Rebuilds `index` from `rows` (each row's symbols), in order.
  private func rebuild(_ index: inout ColumnIndex, from rows: [[Symbol]]) {
    index.beginRebuild()
    for symbols in rows { symbols.withUnsafeBufferPointer { index.countCells($0) } }
    index.layOutRebuild()
    for (row, symbols) in rows.enumerated() {
      symbols.withUnsafeBufferPointer { index.relist($0, row: Int32(row)) }
    }
    index.endRebuild()
  }

  /// The nodes of `symbol`'s list, front to back.
  private func nodes(of symbol: Symbol, in index: ColumnIndex) -> [Int32] {
    var result: [Int32] = []
    var node = index.head(of: symbol)
    while node >= 0 {
      result.append(node)
      node = index.nodes[Int(node)].next
    }
    return result
  }

  @Test func eachListIsARunOfConsecutiveNodesWithTheLastRowFirst() {
    var index = ColumnIndex()
    index.reserveSymbols(6)
    let rows: [[Symbol]] = [[0, 2], [1, 2, 3], [2, 4], [], [0, 2, 4, 5]]
    rebuild(&index, from: rows)
    #expect(index.usedNodes == 11)
    for symbol in Symbol(0)..<6 {
      let list = nodes(of: symbol, in: index)
      let holding = rows.indices.filter { rows[$0].contains(symbol) }.map(Int32.init)
      #expect(list.map { index.nodes[Int($0)].row } == holding.reversed(), "symbol \(symbol)")
      #expect(index.count(of: symbol) == Int32(holding.count))
      if let first = list.first {
        #expect(list == Array(first..<(first + Int32(list.count))), "symbol \(symbol)")
      }
    }
    // The runs follow one another in symbol order.
    #expect(index.head(of: 0) == 0)
    #expect(index.head(of: 1) == 2)
    #expect(index.head(of: 2) == 3)
  }

  @Test func aNodeAddedAfterARebuildComesFirstAndTheRunFollows() {
    var index = ColumnIndex()
    index.reserveSymbols(3)
    rebuild(&index, from: [[0, 1], [1], [1, 2]])
    index.add(1, row: 7)
    let list = nodes(of: 1, in: index)
    #expect(list.map { index.nodes[Int($0)].row } == [7, 2, 1, 0])
    #expect(Array(list.dropFirst()) == [1, 2, 3])
    #expect(index.count(of: 1) == 4)
    // A second rebuild from the same rows gives the same lists, the stale row gone.
    rebuild(&index, from: [[0, 1], [1], [1, 2]])
    #expect(nodes(of: 1, in: index).map { index.nodes[Int($0)].row } == [2, 1, 0])
    #expect(index.usedNodes == 5)
  }

  @Test func walksThatReadScatteredNodesAskForARebuild() {
    var index = ColumnIndex()
    index.reserveSymbols(2)
    rebuild(&index, from: [])
    // Two lists of nodes added in turn: no node of either follows the one before it in the
    // pool. Together they stay well inside the budget of nodes.
    let perList = ColumnIndex.minimumRebuildThreshold / 4
    for row in 0..<Int32(perList) {
      let first = index.add(0, row: row)
      let second = index.add(1, row: row)
      #expect(!first && !second)
    }
    var collected: [Int32] = []
    var positions: [Int32] = []
    var walks = 0
    // Each walk reads `perList - 1` nodes out of place; past as many as the nodes in use
    // after the last rebuild (at least the minimum budget), the next add asks for a rebuild.
    while walks * (perList - 1) <= ColumnIndex.minimumRebuildThreshold {
      #expect(!index.wantsRebuild)
      collected.removeAll()
      index.collect(0, into: &collected, positions: &positions) { _ in 0 }
      #expect(collected == Array((0..<Int32(perList)).reversed()))
      walks += 1
    }
    #expect(!index.needsRebuild)
    let asks = index.add(1, row: 99)
    #expect(asks)
    // A rebuild lays the lists out in runs again and starts the count afresh.
    rebuild(&index, from: (0..<perList).map { _ in [0, 1] })
    #expect(!index.wantsRebuild)
    for _ in 0..<(2 * walks) {
      index.collect(0, into: &collected, positions: &positions) { _ in 0 }
    }
    let asksAgain = index.add(1, row: 99)
    #expect(!asksAgain)
  }
}
