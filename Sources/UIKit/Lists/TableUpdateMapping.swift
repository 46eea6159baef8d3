import Foundation

/// What one batch of updates asked for, in UIKit's terms: deletions, reloads and move sources
/// name index paths before the update; insertions and move destinations name them after it
/// (Apple, "Batch insertion, deletion, and reloading of rows and sections": the table applies
/// deletions before insertions whatever order the calls came in).
struct TableUpdateBatch: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [IndexPath: IndexPath] = [:]
    /// Moves of a row `movedRows` already moves elsewhere (UIKit refuses the batch).
    var clashingMoves: [RowMove] = []

    var isEmpty: Bool { self == TableUpdateBatch() }

    /// Records `moveRow(at:to:)`: a move made twice counts once, as UIKit drops equal update
    /// items; a second destination for one row is kept to be refused.
    mutating func addMove(from source: IndexPath, to destination: IndexPath) {
        guard let earlier = movedRows[source] else {
            movedRows[source] = destination
            return
        }
        if earlier != destination { clashingMoves.append(RowMove(from: source, to: destination)) }
    }
}

/// One `moveRow(at:to:)` call.
struct RowMove: Equatable {
    let from: IndexPath
    let to: IndexPath
}

/// Why UIKit refuses a batch (its NSInternalInconsistencyException reasons).
struct TableUpdateError: Error, Equatable {
    let message: String
}

/// The index-path mapping of one validated batch: old → new and new → old for rows and
/// sections. Each query costs O(changes in that section), never O(rows), so remapping the
/// visible cells and the selection of a 100 000-row table is cheap.
struct TableUpdateMapping {
    let batch: TableUpdateBatch
    /// Each old section's new index (nil: deleted).
    private let newSectionOfOld: [Int?]
    /// Each new section's old index (nil: inserted).
    private let oldSectionOfNew: [Int?]
    /// Per old section, the sorted rows leaving it (deleted or moved away).
    private let leaving: [Int: [Int]]
    /// Per new section, the sorted rows arriving in it (inserted or moved in).
    private let arriving: [Int: [Int]]
    private let moveSourceOf: [IndexPath: IndexPath]

    /// Validates the batch against the counts before and after, with UIKit's messages.
    init(_ batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]) throws(TableUpdateError) {
        self.batch = batch
        try Self.checkOneOperationPerRow(batch)
        let expectedSections = oldCounts.count - batch.deletedSections.count + batch.insertedSections.count
        guard newCounts.count == expectedSections else {
            throw TableUpdateError(
                message: "Invalid update: invalid number of sections. The number of sections contained in the table "
                    + "view after the update (\(newCounts.count)) must be equal to the number of sections contained "
                    + "in the table view before the update (\(oldCounts.count)), plus or minus the number of "
                    + "sections inserted or deleted (\(batch.insertedSections.count) inserted, "
                    + "\(batch.deletedSections.count) deleted).")
        }
        if let bad = batch.deletedSections.first(where: { $0 >= oldCounts.count })
            ?? batch.reloadedSections.first(where: { $0 >= oldCounts.count })
        {
            throw TableUpdateError(
                message: "attempt to delete section \(bad), but there are only \(oldCounts.count) sections before "
                    + "the update")
        }
        if let bad = batch.insertedSections.first(where: { $0 >= newCounts.count }) {
            throw TableUpdateError(
                message: "attempt to insert section \(bad) but there are only \(newCounts.count) sections after the "
                    + "update")
        }
        // Sections: survivors fill, in order, the new slots no insertion claims.
        var newOfOld = [Int?](repeating: nil, count: oldCounts.count)
        var oldOfNew = [Int?](repeating: nil, count: newCounts.count)
        var survivors = (0..<oldCounts.count).filter { !batch.deletedSections.contains($0) }.makeIterator()
        for new in 0..<newCounts.count where !batch.insertedSections.contains(new) {
            guard let old = survivors.next() else { break }
            newOfOld[old] = new
            oldOfNew[new] = old
        }
        newSectionOfOld = newOfOld
        oldSectionOfNew = oldOfNew

        try Self.checkBounds(batch, oldCounts: oldCounts, newCounts: newCounts)

        var leaving: [Int: [Int]] = [:]
        var arriving: [Int: [Int]] = [:]
        for path in batch.deletedRows where newOfOld[path[0]] != nil { leaving[path[0], default: []].append(path[1]) }
        for path in batch.insertedRows where oldOfNew[path[0]] != nil { arriving[path[0], default: []].append(path[1]) }
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var sourceOf: [IndexPath: IndexPath] = [:]
        for (from, to) in batch.movedRows {
            leaving[from[0], default: []].append(from[1])
            arriving[to[0], default: []].append(to[1])
            sourceOf[to] = from
            if newOfOld[from[0]] != to[0] {
                movedOut[from[0], default: 0] += 1
                movedIn[to[0], default: 0] += 1
            }
        }
        self.leaving = leaving.mapValues { Array(Set($0)).sorted() }
        self.arriving = arriving.mapValues { Array(Set($0)).sorted() }
        moveSourceOf = sourceOf

        // Rows: every surviving, not reloaded section balances.
        for new in 0..<newCounts.count {
            guard let old = oldOfNew[new], !batch.reloadedSections.contains(old) else { continue }
            let inserted = batch.insertedRows.filter { $0[0] == new }.count
            let deleted = batch.deletedRows.filter { $0[0] == old }.count
            let into = movedIn[new] ?? 0
            let outOf = movedOut[old] ?? 0
            guard newCounts[new] == oldCounts[old] + inserted - deleted + into - outOf else {
                throw TableUpdateError(
                    message: "Invalid update: invalid number of rows in section \(new). The number of rows contained "
                        + "in an existing section after the update (\(newCounts[new])) must be equal to the number of "
                        + "rows contained in that section before the update (\(oldCounts[old])), plus or minus the "
                        + "number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                        + "deleted) and plus or minus the number of rows moved into or out of that section (\(into) "
                        + "moved in, \(outOf) moved out).")
            }
        }
    }

    /// UIKit's refusals of two operations on one row or section, in the order UIKit's
    /// `_endCellAnimationsWithContext:` checks them (reloads against deletes, deletes against
    /// moves, inserts against moves, moves against moves), each in index-path order. A reload
    /// is a delete and an insert there, so it clashes with a move as a delete does.
    private static func checkOneOperationPerRow(_ batch: TableUpdateBatch) throws(TableUpdateError) {
        if let path = batch.reloadedRows.intersection(batch.deletedRows).min() {
            throw TableUpdateError(message: "attempt to delete and reload the same index path (\(describe(path)))")
        }
        if let section = batch.reloadedSections.intersection(batch.deletedSections).first {
            let path = IndexPath(indexes: [section, NSNotFound])
            throw TableUpdateError(message: "attempt to delete and reload the same index path (\(describe(path)))")
        }
        let moves = batch.movedRows.sorted { $0.key < $1.key }
        if let (source, _) = moves.first(where: {
            batch.deletedRows.contains($0.key) || batch.reloadedRows.contains($0.key)
        }) {
            throw TableUpdateError(
                message: "attempt to perform a delete and a move from the same index path (\(describe(source)))")
        }
        if let destination = moves.map(\.value).filter(batch.insertedRows.contains).min() {
            throw TableUpdateError(
                message: "attempt to perform an insert and a move to the same index path (\(describe(destination)))")
        }
        if let clash = batch.clashingMoves.min(by: { ($0.from, $0.to) < ($1.from, $1.to) }),
            let earlier = batch.movedRows[clash.from]
        {
            let (first, second) = earlier < clash.to ? (earlier, clash.to) : (clash.to, earlier)
            throw TableUpdateError(
                message: "attempt to move row at index path \(describe(clash.from)) to both \(describe(first)) and "
                    + "\(describe(second))")
        }
        var sourceOf: [IndexPath: IndexPath] = [:]
        for (source, destination) in moves {
            if let other = sourceOf[destination] {
                throw TableUpdateError(
                    message: "attempt to move both row at index path \(describe(other)) and \(describe(source)) to "
                        + "\(describe(destination))")
            }
            sourceOf[destination] = source
        }
    }

    /// Every index path the batch names exists on its side of the update, with UIKit's messages,
    /// checked in UIKit's order (deletes and reloads, inserts, moves) and in index-path order
    /// within each, so the message never depends on a set's hash order.
    private static func checkBounds(
        _ batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]
    )
        throws(TableUpdateError)
    {
        func fits(_ path: IndexPath, _ counts: [Int]) -> (section: Bool, row: Bool) {
            let section = path.count == 2 && path[0] >= 0 && path[0] < counts.count
            return (section, section && path[1] >= 0 && path[1] < counts[path[0]])
        }
        func row(_ path: IndexPath) -> Int { path.count == 2 ? path[1] : -1 }
        func section(_ path: IndexPath) -> Int { path.count == 2 ? path[0] : -1 }
        for path in batch.deletedRows.union(batch.reloadedRows).sorted() {
            let fit = fits(path, oldCounts)
            if !fit.section {
                throw TableUpdateError(
                    message: "attempt to delete row \(row(path)) from section \(section(path)), but there are only "
                        + "\(oldCounts.count) sections before the update")
            }
            if !fit.row {
                throw TableUpdateError(
                    message: "attempt to delete row \(row(path)) from section \(section(path)) which only contains "
                        + "\(oldCounts[path[0]]) rows before the update")
            }
        }
        for path in batch.insertedRows.sorted() {
            let fit = fits(path, newCounts)
            if !fit.section {
                throw TableUpdateError(
                    message: "attempt to insert row \(row(path)) into section \(section(path)), but there are only "
                        + "\(newCounts.count) sections after the update")
            }
            if !fit.row {
                throw TableUpdateError(
                    message: "attempt to insert row \(row(path)) into section \(section(path)), but there are only "
                        + "\(newCounts[path[0]]) rows in section \(path[0]) after the update")
            }
        }
        for (source, destination) in batch.movedRows.sorted(by: { $0.key < $1.key }) {
            let from = fits(source, oldCounts)
            let to = fits(destination, newCounts)
            if !from.section {
                throw TableUpdateError(
                    message: "attempt to move index path (\(describe(source))) from a section that does not exist - "
                        + "there are only \(oldCounts.count) sections before the update")
            }
            if !from.row {
                throw TableUpdateError(
                    message: "attempt to move index path (\(describe(source))) that does not exist - there are only "
                        + "\(oldCounts[source[0]]) rows in section \(source[0]) before the update")
            }
            if !to.section {
                throw TableUpdateError(
                    message: "attempt to move index path (\(describe(source))) to index path "
                        + "(\(describe(destination))) in section that does not exist - there are only "
                        + "\(newCounts.count) sections after the update")
            }
            if !to.row {
                throw TableUpdateError(
                    message: "attempt to move index path (\(describe(source))) to index path "
                        + "(\(describe(destination))) that does not exist - there are only "
                        + "\(newCounts[destination[0]]) rows in section \(destination[0]) after the update")
            }
        }
    }

    /// An index path as UIKit's messages print an NSIndexPath (`<NSIndexPath: 0x…> {length = 2,
    /// path = 0 - 3}`), without the object address a value does not have. A section's update
    /// names the section with NSNotFound for the row, as UIKit's section update items do.
    static func describe(_ path: IndexPath) -> String {
        "<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))}"
    }

    func newSection(for old: Int) -> Int? { old < newSectionOfOld.count ? newSectionOfOld[old] : nil }
    func oldSection(for new: Int) -> Int? { new < oldSectionOfNew.count ? oldSectionOfNew[new] : nil }

    /// Whether the row's content was asked to reload (itself or its whole section).
    func isReloaded(_ old: IndexPath) -> Bool {
        batch.reloadedRows.contains(old) || batch.reloadedSections.contains(old[0])
    }

    /// Where an old row is after the update; nil if it was deleted (or its section was).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let moved = batch.movedRows[old] { return moved }
        guard let section = newSection(for: old[0]), !batch.deletedRows.contains(old) else { return nil }
        let gone = leaving[old[0]] ?? []
        if gone.contains(old[1]) { return nil }
        let rank = old[1] - gone.prefix { $0 < old[1] }.count
        return IndexPath(indexes: [section, Self.slot(rank, skipping: arriving[section] ?? [])])
    }

    /// Where a new row was before the update; nil if it was inserted (or its section was).
    func oldIndexPath(for new: IndexPath) -> IndexPath? {
        if let source = moveSourceOf[new] { return source }
        guard let section = oldSection(for: new[0]), !batch.insertedRows.contains(new) else { return nil }
        let came = arriving[new[0]] ?? []
        if came.contains(new[1]) { return nil }
        let rank = new[1] - came.prefix { $0 < new[1] }.count
        return IndexPath(indexes: [section, Self.slot(rank, skipping: leaving[section] ?? [])])
    }

    /// The index of the `rank`-th position (0-based) not taken by `taken` (sorted).
    private static func slot(_ rank: Int, skipping taken: [Int]) -> Int {
        var index = rank
        for position in taken {
            if position <= index { index += 1 } else { break }
        }
        return index
    }

    /// Whether a new section kept every row in place (for copying its geometry wholesale).
    func isUntouched(newSection new: Int) -> Bool {
        guard let old = oldSection(for: new) else { return false }
        return leaving[old] == nil && arriving[new] == nil && !batch.reloadedSections.contains(old)
            && !batch.reloadedRows.contains { $0[0] == old }
    }
}
