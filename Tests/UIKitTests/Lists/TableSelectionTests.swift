import Foundation
import Testing

import UIKit

/// Highlight and selection by touch and in code. The order is iOS's: shouldHighlight and
/// didHighlight when the touch reaches the row, didUnhighlight, willSelect, the old row's
/// willDeselect/didDeselect and didSelect when it lifts.
@MainActor @Suite struct TableSelectionTests {
    private func selectionFixture(rows: Int = 20) -> TableFixture {
        let recorder = TableRecorder(rows: rows)
        recorder.logged = [
            "shouldHighlight", "didHighlight", "didUnhighlight", "willSelect", "didSelect", "willDeselect",
            "didDeselect",
        ]
        return TableFixture(recorder)
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let fixture = selectionFixture()

        Automation().tap(at: CGPoint(x: 100, y: 70))

        #expect(
            fixture.recorder.log == [
                "shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)", "willSelect(0.1)", "didSelect(0.1)",
            ])
        #expect(fixture.table.indexPathForSelectedRow == ip(0, 1))
        #expect(fixture.table.cellForRow(at: ip(0, 1))?.isSelected == true)
        #expect(fixture.table.cellForRow(at: ip(0, 1))?.isHighlighted == false)
    }

    @Test func tappingAnotherRowDeselectsTheFirstBetweenWillSelectAndDidSelect() {
        let fixture = selectionFixture()
        Automation().tap(at: CGPoint(x: 100, y: 70))
        fixture.recorder.log = []

        Automation().tap(at: CGPoint(x: 100, y: 150))

        #expect(
            fixture.recorder.log == [
                "shouldHighlight(0.3)", "didHighlight(0.3)", "didUnhighlight(0.3)", "willSelect(0.3)",
                "willDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.3)",
            ])
        #expect(fixture.table.indexPathsForSelectedRows == [ip(0, 3)])
        #expect(fixture.table.cellForRow(at: ip(0, 1))?.isSelected == false)
    }

    /// Without the content-touch delay the row highlights as the finger goes down; a drag
    /// that starts then takes the touch: unhighlighted, nothing selected.
    @Test func aDragThatBeginsCancelsTheHighlightAndSelectsNothing() {
        let fixture = selectionFixture()
        fixture.table.delaysContentTouches = false
        let automation = Automation()

        automation.touchDown(at: CGPoint(x: 100, y: 70))
        fixture.frame(12)
        let highlightedWhileHeld = fixture.table.cellForRow(at: ip(0, 1))?.isHighlighted
        for step in 1...6 {
            automation.touchMove(to: CGPoint(x: 100, y: 70 - CGFloat(step) * 8))
            fixture.frame()
        }
        automation.touchUp(at: CGPoint(x: 100, y: 22))
        fixture.frame()

        #expect(highlightedWhileHeld == true)
        #expect(fixture.recorder.log == ["shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)"])
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.table.contentOffset.y > 0, "the drag scrolled")
    }

    /// With the delay (the default), a quick drag never reaches the table at all.
    @Test func aQuickDragWithTheContentTouchDelayNeverHighlights() {
        let fixture = selectionFixture()

        Automation().drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 60), steps: 5)

        #expect(fixture.recorder.log == [])
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test func willSelectReturningNilRefusesAndAnotherPathRedirects() {
        let fixture = selectionFixture()
        fixture.recorder.willSelect = { $0.row == 1 ? nil : ip(0, 4) }

        Automation().tap(at: CGPoint(x: 100, y: 70))
        let afterRefusal = fixture.table.indexPathForSelectedRow
        let refusedLog = fixture.recorder.log
        fixture.recorder.log = []
        Automation().tap(at: CGPoint(x: 100, y: 110))

        #expect(afterRefusal == nil)
        #expect(
            refusedLog == ["shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)", "willSelect(0.1)"])
        #expect(
            fixture.recorder.log == [
                "shouldHighlight(0.2)", "didHighlight(0.2)", "didUnhighlight(0.2)", "willSelect(0.2)", "didSelect(0.4)",
            ])
        #expect(fixture.table.indexPathForSelectedRow == ip(0, 4))
    }

    /// A row the delegate will not highlight is not selected by a touch (UIKit does the same:
    /// didSelectRowAt is not called when shouldHighlightRowAt says false).
    @Test func aRowThatMayNotHighlightIsNotSelected() {
        let fixture = selectionFixture()
        fixture.recorder.shouldHighlight = { _ in false }

        Automation().tap(at: CGPoint(x: 100, y: 70))

        #expect(fixture.recorder.log == ["shouldHighlight(0.1)"])
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test func multipleSelectionTogglesRowsAndKeepsTheOthers() {
        let fixture = selectionFixture()
        fixture.table.allowsMultipleSelection = true

        for y in [30, 110, 190, 110] as [CGFloat] { Automation().tap(at: CGPoint(x: 100, y: y)) }

        #expect(fixture.table.indexPathsForSelectedRows == [ip(0, 0), ip(0, 4)])
        #expect(
            fixture.recorder.log.filter { $0.hasPrefix("did") && !$0.contains("ighlight") } == [
                "didSelect(0.0)", "didSelect(0.2)", "didSelect(0.4)", "didDeselect(0.2)",
            ])
    }

    @Test func selectingInCodeTellsTheDelegateNothingAndScrollsWhenAsked() {
        let fixture = selectionFixture(rows: 100)

        fixture.table.selectRow(at: ip(0, 50), animated: false, scrollPosition: .top)
        fixture.table.selectRow(at: ip(0, 51), animated: false, scrollPosition: .none)
        let single = fixture.table.indexPathsForSelectedRows
        fixture.table.deselectRow(at: ip(0, 51), animated: false)

        #expect(fixture.recorder.log == [])
        #expect(single == [ip(0, 51)])
        let rowTop: CGFloat = 50 * 44
        #expect(fixture.table.contentOffset.y == rowTop)
        #expect(fixture.table.indexPathForSelectedRow == nil)
    }

    @Test func aSelectedRowScrolledAwayAndBackIsShownSelected() {
        let fixture = selectionFixture(rows: 200)
        fixture.table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        let original = fixture.table.cellForRow(at: ip(0, 2))

        fixture.table.contentOffset = CGPoint(x: 0, y: 3000)
        fixture.table.layoutIfNeeded()
        let anySelectedFarAway = fixture.table.visibleCells.contains { $0.isSelected }
        fixture.table.contentOffset = .zero
        fixture.table.layoutIfNeeded()

        #expect(original != nil)
        #expect(!anySelectedFarAway, "the reused cell was reset")
        #expect(fixture.table.cellForRow(at: ip(0, 2))?.isSelected == true)
        #expect(fixture.table.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test func reloadDataClearsTheSelection() {
        let fixture = selectionFixture()
        fixture.table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)

        fixture.table.reloadData()

        #expect(fixture.table.indexPathForSelectedRow == nil)
    }
}
