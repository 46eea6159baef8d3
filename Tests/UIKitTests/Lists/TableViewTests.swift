import Foundation
import Testing

@testable import UIKit

/// UITableView's loading, tiling and reuse, heights, headers and scrolling to a row.
@MainActor @Suite struct TableViewTests {
    /// iOS's order on the first layout: the counts, then per visible row its height, its cell
    /// and willDisplay (only rows on screen are asked: 240 pt shows six 44 pt rows).
    @Test func theFirstLayoutAsksForCountsThenEachVisibleRowInOrder() {
        let recorder = TableRecorder(rows: 100)

        let fixture = TableFixture(recorder)

        var expected = ["numberOfSections()", "numberOfRows(0)"]
        for row in 0..<6 { expected += ["heightForRow(0.\(row))", "cellForRow(0.\(row))", "willDisplay(0.\(row))"] }
        #expect(recorder.log == expected)
        #expect(fixture.visibleTexts == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
        #expect(fixture.table.contentSize == CGSize(width: 320, height: 4400))
    }

    @Test func scrollingReusesTheCellsThatLeftAndKeepsThemInPlaceAmongTheSubviews() {
        let fixture = TableFixture(TableRecorder(rows: 1000))
        let table = fixture.table
        let firstCell = table.cellForRow(at: ip(0, 0))
        let subviewIndex = table.subviews.firstIndex { $0 === firstCell }

        for step in 1...1000 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 43.1)
            table.layoutIfNeeded()
            if step == 1 {
                #expect(table.subviews.firstIndex { $0 === firstCell } == subviewIndex, "reused in place")
            }
        }

        #expect(CountingCell.made <= 6 + 1 + 2, "visible rows (at most 7 at a time) plus two spares")
        #expect(CountingCell.reused >= 970, "about one reuse per row passed")
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 7 + 2)
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(visible.first == ip(0, Int((1000 * 43.1) / 44)))
        #expect(fixture.visibleTexts == visible.map { "0.\($0.row)" })
    }

    /// A 100 000-row table scrolled through on the frame clock: the cells alive stay at the
    /// visible rows plus two, wherever it is, and nothing was asked of rows never shown.
    @Test func aHundredThousandRowTableScrolledThroughKeepsItsCellsBounded() {
        let recorder = TableRecorder(rows: 100_000)
        recorder.logged = ["heightForRow"]
        let fixture = TableFixture(recorder)
        let table = fixture.table
        // Cells other suites' tables still hold are not this table's.
        let elsewhere = CountingCell.alive - table.subviews.filter { $0 is CountingCell }.count
        var most = 0

        for frame in 0..<600 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(frame) * 7_000)
            fixture.frame()
            most = max(most, CountingCell.alive - elsewhere)
        }
        table.scrollToRow(at: ip(0, 99_999), at: .bottom, animated: false)
        fixture.frame()

        #expect(most <= 7 + 2)
        #expect(table.indexPathsForVisibleRows?.last == ip(0, 99_999))
        #expect(recorder.log.count < 600 * 8, "only rows shown were measured")
    }

    @Test func rowsScrolledAwayEndDisplayBeforeNewOnesAreAskedFor() {
        let recorder = TableRecorder(rows: 100)
        let fixture = TableFixture(recorder)
        recorder.log = []
        recorder.logged = ["cellForRow", "willDisplay", "didEndDisplaying"]

        fixture.table.contentOffset = CGPoint(x: 0, y: 50)
        fixture.table.layoutIfNeeded()

        #expect(recorder.log == ["didEndDisplaying(0.0)", "cellForRow(0.6)", "willDisplay(0.6)"])
    }

    @Test func rowsTakeTheDelegatesHeightsOrTheFixedRowHeight() {
        let recorder = TableRecorder(rows: 10)
        recorder.heights = [ip(0, 1): 80, ip(0, 2): 20]
        let fixture = TableFixture(recorder, rowHeight: 50)

        let frames = (0..<4).map { fixture.table.rectForRow(at: ip(0, $0)) }

        #expect(frames.map(\.minY) == [0, 50, 130, 150])
        #expect(frames.map(\.height) == [50, 80, 20, 50])
        #expect(fixture.table.cellForRow(at: ip(0, 1))?.frame == CGRect(x: 0, y: 50, width: 320, height: 80))
    }

    @Test func automaticHeightsComeFromTheCellsFittingSize() {
        let recorder = TableRecorder([["short", String(repeating: "a long line of text ", count: 12)]])
        let fixture = TableFixture(recorder, rowHeight: nil)
        let long = fixture.table.cellForRow(at: ip(0, 1))

        let heights = [fixture.table.rectForRow(at: ip(0, 0)).height, fixture.table.rectForRow(at: ip(0, 1)).height]

        #expect(fixture.table.rowHeight == UITableView.automaticDimension)
        #expect(heights[0] == 44, "one line: the standard row")
        #expect(heights[1] > 80, "several lines wrap and the row grows")
        #expect(long?.frame.height == heights[1])
    }

    /// Scrolling up into rows measured taller than their estimate moves the offset by the
    /// difference, so the rows on screen do not jump.
    @Test func estimatesCorrectedAboveTheTopKeepTheVisibleRowsStill() {
        let recorder = TableRecorder(rows: 200)
        recorder.fixedHeight = 60
        let fixture = TableFixture(recorder, rowHeight: nil)
        let table = fixture.table
        table.estimatedRowHeight = 40
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 4000)
        table.layoutIfNeeded()
        let anchor = table.visibleCells[1]
        let anchorOnScreen = anchor.frame.minY - table.contentOffset.y

        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 30)
        table.layoutIfNeeded()

        #expect(anchor.frame.minY - table.contentOffset.y == anchorOnScreen + 30, "moved by the scroll alone")
        let first = table.indexPathsForVisibleRows!.first!
        #expect(table.rectForRow(at: first).height == 60)
    }

    @Test func aPlainTablesHeaderFloatsAtTheTopUntilTheNextSectionPushesIt() {
        let recorder = TableRecorder(rows: 10, sections: 3)
        recorder.headerTitles = [0: "A", 1: "B", 2: "C"]
        let fixture = TableFixture(recorder)
        let table = fixture.table
        let headerHeight = table.rectForHeader(inSection: 0).height

        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        let floating = table.headerView(forSection: 0)?.frame
        let sectionEnd = table.rect(forSection: 0).maxY
        table.contentOffset = CGPoint(x: 0, y: sectionEnd - headerHeight / 2)
        table.layoutIfNeeded()
        let pushed = table.headerView(forSection: 0)?.frame

        #expect(headerHeight > 0)
        #expect(floating?.minY == 200, "pinned at the top of the visible area")
        #expect(pushed?.maxY == sectionEnd, "the section's end pushes it up")
        #expect(table.headerView(forSection: 1)?.frame.minY == sectionEnd)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
    }

    @Test func groupedSectionsAreSpacedOnTheGroupedBackground() {
        let fixture = TableFixture(TableRecorder(rows: 2, sections: 2), style: .grouped)
        let table = fixture.table

        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(table.rectForRow(at: ip(0, 0)).minY == UITableView.groupedFirstHeaderSpacing)
        #expect(
            table.rectForRow(at: ip(1, 0)).minY
                == table.rectForRow(at: ip(0, 1)).maxY + 2 * UITableView.groupedSectionSpacing)
        #expect(table.cellForRow(at: ip(0, 1))?.showsSeparator == false, "no line under a section's last row")
    }

    @Test func scrollToRowPutsTheRowAtTopMiddleOrBottomWithinTheContent() {
        let fixture = TableFixture(TableRecorder(rows: 100))
        let table = fixture.table

        table.scrollToRow(at: ip(0, 50), at: .top, animated: false)
        let top = table.contentOffset.y
        table.scrollToRow(at: ip(0, 50), at: .middle, animated: false)
        let middle = table.contentOffset.y
        table.scrollToRow(at: ip(0, 50), at: .bottom, animated: false)
        let bottom = table.contentOffset.y
        table.scrollToRow(at: ip(0, 99), at: .top, animated: false)
        let clamped = table.contentOffset.y
        table.scrollToRow(at: ip(0, 10), at: .none, animated: false)
        let nearest = table.contentOffset.y

        #expect(top == 2200)
        let rowMiddle: CGFloat = 2200 + 22
        let rowBottom: CGFloat = 2244
        let contentEnd: CGFloat = 4400
        #expect(middle == rowMiddle - 120)
        #expect(bottom == rowBottom - 240)
        #expect(clamped == contentEnd - 240, "the last row cannot reach the top")
        #expect(nearest == 440, "scrolled the least: the row at the top")
        #expect(table.indexPathsForVisibleRows?.first == ip(0, 10))
    }

    @Test func geometryQueriesAnswerInTheTablesCoordinates() {
        let fixture = TableFixture(TableRecorder(rows: 20))
        let table = fixture.table

        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == ip(0, 2))
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 50)) == [ip(0, 0), ip(0, 1), ip(0, 2)])
        #expect(table.indexPath(for: table.visibleCells[3]) == ip(0, 3))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 20)
        #expect(table.cellForRow(at: ip(0, 15)) == nil, "not on screen")
    }

    @Test func dequeueingAnUnregisteredIdentifierReportsUIKitsException() {
        let recorder = TableRecorder(rows: 3)
        recorder.identifier = "missing"

        var fixture: TableFixture?
        let diagnostics = capturingDiagnostics { fixture = TableFixture(recorder) }

        #expect(diagnostics.first?.kind == .exception)
        #expect(
            diagnostics.first?.message
                == "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard")
        #expect(fixture?.table.visibleCells.count == 3, "the table still shows its rows")
    }

    @Test func aTableHeaderViewSitsAboveTheFirstSection() {
        let fixture = TableFixture(TableRecorder(rows: 5))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))

        fixture.table.tableHeaderView = header
        fixture.table.layoutIfNeeded()

        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(fixture.table.rectForRow(at: ip(0, 0)).minY == 60)
        let expectedHeight: CGFloat = 60 + 5 * 44
        #expect(fixture.table.contentSize.height == expectedHeight)
    }

    @Test func theTablesDelegateIsTheScrollViewsDelegate() {
        let fixture = TableFixture(TableRecorder(rows: 5))
        let scrollView: UIScrollView = fixture.table

        #expect(scrollView.delegate === fixture.recorder)
        #expect(fixture.table.delegate === fixture.recorder)
    }
}
