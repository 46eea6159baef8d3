import Foundation
import Testing

@testable import UIKit

private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

/// The table's geometry model (`TableRowLayout`) and its batch bookkeeping
/// (`TableUpdateMapping`), without views.
@MainActor @Suite struct TableGeometryTests {
    @Test func sectionsStackHeaderRowsFooterBelowTheTableHeader() {
        let layout = TableRowLayout(
            rowCounts: [2, 3], estimate: 44, headers: [28, 10], footers: [5, 0], top: 100, bottom: 7)

        let first: [CGFloat] = (0..<2).map { layout.span(of: .row(path(0, $0))).minY }
        let rows: [CGFloat] = first + (0..<3).map { layout.span(of: .row(path(1, $0))).minY }

        let secondSection: CGFloat = 100 + 28 + 88 + 5 + 10
        let expected: [CGFloat] = [128, 172, secondSection, secondSection + 44, secondSection + 88]
        #expect(rows == expected)
        #expect(layout.span(of: .footer(section: 0)) == (216, 5))
        #expect(layout.span(ofSection: 1) == (221, 10 + 132))
        #expect(layout.contentHeight == secondSection + 132 + 7)
    }

    @Test func theRowAtAYIsFoundThroughTheTreeAndHeadersAnswerNil() {
        let layout = TableRowLayout(rowCounts: [3, 2], estimate: 50, headers: [20, 20], footers: [0, 0])

        #expect(layout.row(atY: 10) == nil, "inside section 0's header")
        #expect(layout.row(atY: 20) == path(0, 0))
        #expect(layout.row(atY: 69.5) == path(0, 0))
        #expect(layout.row(atY: 70) == path(0, 1))
        #expect(layout.row(atY: 170) == nil, "section 1's header")
        #expect(layout.row(atY: 190) == path(1, 0))
        #expect(layout.row(atY: 289) == path(1, 1))
        #expect(layout.row(atY: 290) == nil, "below the content")
    }

    @Test func measuringARowMovesOnlyWhatIsBelowIt() {
        var layout = TableRowLayout(rowCounts: [100_000], estimate: 44, headers: [0], footers: [0])
        let before = layout.span(of: .row(path(0, 99_999))).minY

        let delta = layout.setHeight(80, of: .row(path(0, 500)))

        #expect(delta == 36)
        #expect(layout.span(of: .row(path(0, 500))) == (500 * 44, 80))
        #expect(layout.span(of: .row(path(0, 499))).minY - 499 * 44 == 0)
        #expect(layout.span(of: .row(path(0, 99_999))).minY == before + 36)
        #expect(layout.isMeasured(path(0, 500)) && !layout.isMeasured(path(0, 501)))
        #expect(layout.row(atY: 500 * 44 + 79) == path(0, 500))
        #expect(layout.row(atY: 500 * 44 + 80) == path(0, 501))
    }

    @Test func itemsInARangeSkipEmptyHeaders() {
        let layout = TableRowLayout(rowCounts: [3], estimate: 40, headers: [0], footers: [0])

        let items = layout.items(from: 30, to: 90)

        #expect(items == [.row(path(0, 0)), .row(path(0, 1)), .row(path(0, 2))])
    }

    @Test func deletesApplyBeforeInsertsAndSurvivorsKeepTheirOrder() throws {
        var batch = TableUpdateBatch()
        batch.deletedRows = [path(0, 1), path(0, 3)]
        batch.insertedRows = [path(0, 0)]

        let mapping = try TableUpdateMapping(batch, oldCounts: [5], newCounts: [4])

        #expect(
            (0..<5).map { mapping.newIndexPath(for: path(0, $0)) } == [path(0, 1), nil, path(0, 2), nil, path(0, 3)])
        #expect((0..<4).map { mapping.oldIndexPath(for: path(0, $0)) } == [nil, path(0, 0), path(0, 2), path(0, 4)])
    }

    @Test func movesAcrossSectionsAndInsertedSectionsMapBothWays() throws {
        var batch = TableUpdateBatch()
        batch.insertedSections = [0]
        batch.movedRows = [path(0, 0): path(2, 1)]
        batch.deletedRows = [path(1, 0)]

        let mapping = try TableUpdateMapping(batch, oldCounts: [2, 2], newCounts: [3, 1, 2])

        #expect(mapping.newSection(for: 0) == 1 && mapping.newSection(for: 1) == 2)
        #expect(mapping.newIndexPath(for: path(0, 0)) == path(2, 1))
        #expect(mapping.newIndexPath(for: path(0, 1)) == path(1, 0))
        #expect(mapping.newIndexPath(for: path(1, 0)) == nil)
        #expect(mapping.newIndexPath(for: path(1, 1)) == path(2, 0))
        #expect(mapping.oldIndexPath(for: path(0, 2)) == nil)
        #expect(mapping.oldIndexPath(for: path(2, 1)) == path(0, 0))
    }

    @Test func anUnbalancedSectionIsRefusedWithUIKitsMessage() {
        var batch = TableUpdateBatch()
        batch.insertedRows = [path(0, 0)]

        #expect(throws: TableUpdateError.self) { try TableUpdateMapping(batch, oldCounts: [2], newCounts: [2]) }
        do {
            _ = try TableUpdateMapping(batch, oldCounts: [2], newCounts: [2])
        } catch {
            #expect(
                error.message
                    == "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                    + "existing section after the update (2) must be equal to the number of rows contained in that "
                    + "section before the update (2), plus or minus the number of rows inserted or deleted from that "
                    + "section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of "
                    + "that section (0 moved in, 0 moved out).")
        }
    }

    @Test func aWrongSectionCountIsRefusedWithUIKitsMessage() {
        do {
            _ = try TableUpdateMapping(TableUpdateBatch(), oldCounts: [], newCounts: [1])
            Issue.record("accepted")
        } catch {
            #expect(
                error.message
                    == "Invalid update: invalid number of sections. The number of sections contained in the table "
                    + "view after the update (1) must be equal to the number of sections contained in the table view "
                    + "before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, "
                    + "0 deleted).")
        }
    }

    @Test func theGeometryAfterAnUpdateKeepsMeasuredHeightsOfSurvivors() throws {
        var layout = TableRowLayout(rowCounts: [3], estimate: 44, headers: [0], footers: [0])
        layout.setHeight(60, of: .row(path(0, 2)))
        var batch = TableUpdateBatch()
        batch.deletedRows = [path(0, 0)]
        batch.insertedRows = [path(0, 2)]
        let mapping = try TableUpdateMapping(batch, oldCounts: [3], newCounts: [3])

        let after = layout.applying(mapping, rowCounts: [3], estimate: 44, headers: [0], footers: [0])

        #expect(after.height(of: .row(path(0, 1))) == 60)
        #expect(after.isMeasured(path(0, 1)) && !after.isMeasured(path(0, 2)))
        #expect(after.contentHeight == 148)
    }
}
