import Foundation
import Testing

@testable import UIKit

/// Batches UIKit refuses because two operations name one row or section, with the messages of
/// UIKit's `-[UITableView _endCellAnimationsWithContext:]` (UIKit-3698, its NSAssert strings),
/// and the table after any refused batch: it shows its data source, as after `reloadData`.
@MainActor @Suite struct TableUpdateValidationTests {
    private func fixture(rows: Int = 4, sections: Int = 1) -> TableFixture {
        let recorder = TableRecorder(rows: rows, sections: sections)
        recorder.logged = []
        return TableFixture(recorder)
    }

    /// Runs `updates` in one batch, the data source already changed as `change` says; returns the
    /// diagnostics.
    private func batch(
        _ fixture: TableFixture, change: (inout [[String]]) -> Void, _ updates: @escaping () -> Void
    )
        -> [Diagnostic]
    {
        capturingDiagnostics {
            change(&fixture.recorder.sections)
            fixture.table.performBatchUpdates(updates)
            fixture.frame(30)
        }
    }

    private func expectShowsItsDataSource(_ fixture: TableFixture, sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = fixture.recorder.sections.flatMap { $0 }
        let expected = Array(rows.prefix(fixture.table.visibleCells.count))
        #expect(!fixture.table.visibleCells.isEmpty, "rows on screen", sourceLocation: sourceLocation)
        #expect(fixture.visibleTexts == expected, sourceLocation: sourceLocation)
        #expect(fixture.table.numberOfSections == fixture.recorder.sections.count, sourceLocation: sourceLocation)
        for (section, rows) in fixture.recorder.sections.enumerated() {
            #expect(fixture.table.numberOfRows(inSection: section) == rows.count, sourceLocation: sourceLocation)
        }
    }

    @Test func twoMovesToOneRowAreRefusedWithUIKitsMessage() {
        let fixture = fixture()

        let diagnostics = batch(fixture, change: { $0[0] = ["0.1", "0.0", "0.2", "0.3"] }) {
            fixture.table.moveRow(at: ip(0, 0), to: ip(0, 1))
            fixture.table.moveRow(at: ip(0, 2), to: ip(0, 1))
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to move both row at index path <NSIndexPath> {length = 2, path = 0 - 0} and "
                    + "<NSIndexPath> {length = 2, path = 0 - 2} to <NSIndexPath> {length = 2, path = 0 - 1}"
            ])
        #expect(diagnostics.map(\.name) == ["NSInternalInconsistencyException"])
        expectShowsItsDataSource(fixture)
    }

    @Test func oneRowMovedToTwoPlacesIsRefusedWithUIKitsMessage() {
        let fixture = fixture()

        let diagnostics = batch(fixture, change: { $0[0] = ["0.1", "0.0", "0.2", "0.3"] }) {
            fixture.table.moveRow(at: ip(0, 0), to: ip(0, 1))
            fixture.table.moveRow(at: ip(0, 0), to: ip(0, 3))
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to move row at index path <NSIndexPath> {length = 2, path = 0 - 0} to both "
                    + "<NSIndexPath> {length = 2, path = 0 - 1} and <NSIndexPath> {length = 2, path = 0 - 3}"
            ])
        expectShowsItsDataSource(fixture)
    }

    @Test func aDeleteAndAMoveOfOneRowAreRefusedWithUIKitsMessage() {
        let fixture = fixture()

        let diagnostics = batch(fixture, change: { $0[0] = ["0.1", "0.2", "0.0"] }) {
            fixture.table.deleteRows(at: [ip(0, 0)], with: .fade)
            fixture.table.moveRow(at: ip(0, 0), to: ip(0, 2))
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, "
                    + "path = 0 - 0})"
            ])
        expectShowsItsDataSource(fixture)
    }

    /// A reload is a delete and an insert, so a reload and a move of one row clash as a delete
    /// and a move do.
    @Test func aReloadAndAMoveOfOneRowAreRefusedAsADeleteAndAMove() {
        let fixture = fixture()

        let diagnostics = batch(fixture, change: { $0[0] = ["0.1", "0.2", "0.0", "0.3"] }) {
            fixture.table.reloadRows(at: [ip(0, 0)], with: .fade)
            fixture.table.moveRow(at: ip(0, 0), to: ip(0, 2))
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, "
                    + "path = 0 - 0})"
            ])
        expectShowsItsDataSource(fixture)
    }

    @Test func anInsertAndAMoveToOneRowAreRefusedWithUIKitsMessage() {
        let fixture = fixture()

        let diagnostics = batch(fixture, change: { $0[0] = ["new", "0.1", "0.2", "0.0", "0.3"] }) {
            fixture.table.insertRows(at: [ip(0, 3)], with: .fade)
            fixture.table.moveRow(at: ip(0, 0), to: ip(0, 3))
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, "
                    + "path = 0 - 3})"
            ])
        expectShowsItsDataSource(fixture)
    }

    @Test func aDeleteAndAReloadOfOneRowAreRefusedWithUIKitsMessage() {
        let fixture = fixture()

        let diagnostics = batch(fixture, change: { $0[0].remove(at: 1) }) {
            fixture.table.deleteRows(at: [ip(0, 1)], with: .fade)
            fixture.table.reloadRows(at: [ip(0, 1)], with: .fade)
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
            ])
        expectShowsItsDataSource(fixture)
    }

    /// UIKit's section operations name their section by an index path whose row is NSNotFound.
    @Test func aDeleteAndAReloadOfOneSectionAreRefusedWithUIKitsMessage() {
        let fixture = fixture(rows: 2, sections: 3)

        let diagnostics = batch(fixture, change: { $0.remove(at: 1) }) {
            fixture.table.deleteSections([1], with: .fade)
            fixture.table.reloadSections([1], with: .fade)
        }

        #expect(
            diagnostics.map(\.message) == [
                "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 1 - "
                    + "9223372036854775807})"
            ])
        expectShowsItsDataSource(fixture)
    }

    /// UIKit merges an operation repeated on one row (its update loop drops equal index paths):
    /// deleting, inserting, reloading or moving a row twice in one batch is one operation.
    @Test func aRepeatedOperationOnOneRowCountsOnce() {
        let fixture = fixture(rows: 6)

        let diagnostics = batch(fixture, change: { $0[0] = ["new", "0.0", "0.3", "0.4", "0.2"] }) {
            fixture.table.deleteRows(at: [ip(0, 1), ip(0, 1)], with: .fade)
            fixture.table.deleteRows(at: [ip(0, 5)], with: .fade)
            fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
            fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
            fixture.table.moveRow(at: ip(0, 2), to: ip(0, 4))
            fixture.table.moveRow(at: ip(0, 2), to: ip(0, 4))
            fixture.table.reloadRows(at: [ip(0, 3), ip(0, 3)], with: .fade)
        }

        #expect(diagnostics.isEmpty)
        expectShowsItsDataSource(fixture)
    }

    /// The data source lost a section the batch does not mention: UIKit's "Invalid update", and
    /// the table reloads: its rows are on screen, none left in the reuse queue only.
    @Test func afterARefusedBatchTheTableShowsItsDataSource() {
        let fixture = fixture(rows: 2, sections: 3)
        let cellsBefore = fixture.table.visibleCells.count

        let diagnostics = batch(
            fixture,
            change: {
                $0.remove(at: 2)
                $0[0].insert("new", at: 0)
            }
        ) {
            fixture.table.insertRows(at: [ip(0, 0)], with: .fade)
        }

        #expect(diagnostics.map(\.message).first?.hasPrefix("Invalid update: invalid number of sections.") == true)
        #expect(cellsBefore > 0)
        expectShowsItsDataSource(fixture)
        #expect(fixture.visibleTexts.first == "new")
    }

    /// Of several rows that do not exist, the message names the first in index-path order, in
    /// every process (item 15: not the first in a set's hash order). Eight batches, so a hash
    /// order would miss at least one.
    @Test func theFirstMissingRowInIndexPathOrderIsNamed() {
        var messages: [String] = []

        for start in 0..<8 {
            let batch = TableUpdateBatch(deletedRows: Set((0..<6).map { ip(0, 10 + start + $0) }))
            do {
                _ = try TableUpdateMapping(batch, oldCounts: [5], newCounts: [5])
            } catch {
                messages.append(error.message)
            }
        }

        #expect(
            messages
                == (0..<8).map {
                    "attempt to delete row \(10 + $0) from section 0 which only contains 5 rows before the update"
                })
    }

    /// UIKit's wordings for rows and moves naming what does not exist (UIKit-3698's asserts).
    @Test func missingSectionsAndMovesAreRefusedWithUIKitsMessages() {
        func message(_ batch: TableUpdateBatch) -> String? {
            do {
                _ = try TableUpdateMapping(batch, oldCounts: [2], newCounts: [2])
                return nil
            } catch { return error.message }
        }
        let move = TableUpdateBatch(movedRows: [ip(0, 5): ip(0, 0)])
        let moveOut = TableUpdateBatch(movedRows: [ip(0, 0): ip(0, 7)])

        let messages = [
            message(TableUpdateBatch(deletedRows: [ip(3, 0)])), message(TableUpdateBatch(insertedRows: [ip(0, 4)])),
            message(move), message(moveOut),
        ]

        #expect(
            messages == [
                "attempt to delete row 0 from section 3, but there are only 1 sections before the update",
                "attempt to insert row 4 into section 0, but there are only 2 rows in section 0 after the update",
                "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 5}) that does not exist - there "
                    + "are only 2 rows in section 0 before the update",
                "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path (<NSIndexPath> "
                    + "{length = 2, path = 0 - 7}) that does not exist - there are only 2 rows in section 0 after the "
                    + "update",
            ])
    }
}
