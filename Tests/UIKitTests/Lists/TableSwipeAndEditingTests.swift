import Foundation
import Testing

@testable import UIKit

/// Swipe actions and editing mode.
@MainActor @Suite struct TableSwipeAndEditingTests {
    private let automation = Automation()

    private func swipeFixture() -> (TableFixture, [String]) {
        let recorder = TableRecorder(rows: 10)
        recorder.logged = ["commit", "didSelect"]
        let fixture = TableFixture(recorder)
        return (fixture, [])
    }

    private func actions(_ log: @escaping (String) -> Void, fixture: TableFixture) -> UISwipeActionsConfiguration {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            log("delete")
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            log("flag")
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    @Test func draggingARowLeftRevealsItsTrailingActionsAndItStaysOpen() {
        let (fixture, _) = swipeFixture()
        var handled: [String] = []
        fixture.recorder.trailingActions = { _ in self.actions({ handled.append($0) }, fixture: fixture) }

        automation.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 180, y: 70), steps: 6)
        fixture.frame(30)
        let cell = fixture.table.cellForRow(at: ip(0, 1))!
        let buttons = fixture.table.swipeState?.actionsView.buttons ?? []

        #expect(fixture.table.swipeState?.indexPath == ip(0, 1))
        #expect(buttons.count == 2)
        #expect(cell.frame.minX == -(fixture.table.swipeState?.actionsView.naturalWidth ?? 0))
        #expect(buttons.first?.backgroundColor == .systemRed, "destructive: red, nearest the edge")
        #expect(buttons.first.map { $0.frame.maxX } == 320)
        #expect(buttons.last?.backgroundColor == .systemOrange)
        #expect(handled.isEmpty)
        #expect(fixture.recorder.log.isEmpty, "a swipe selects nothing")
    }

    @Test func tappingAnActionRunsItsHandlerAndTheCompletionClosesTheRow() {
        let (fixture, _) = swipeFixture()
        var handled: [String] = []
        fixture.recorder.trailingActions = { _ in self.actions({ handled.append($0) }, fixture: fixture) }
        automation.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 180, y: 70), steps: 6)
        fixture.frame(30)
        let flag = fixture.table.swipeState!.actionsView.buttons[1]
        let point = flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: nil)

        automation.tap(at: point)
        fixture.frame(30)

        #expect(handled == ["flag"])
        #expect(fixture.table.swipeState == nil)
        #expect(fixture.table.cellForRow(at: ip(0, 1))?.frame.minX == 0)
    }

    /// A destructive action whose handler deletes the row from the data and the table: the
    /// row animates away and the rows below move up.
    @Test func aFullSwipePerformsTheFirstActionAndADeletedRowAnimatesAway() {
        let (fixture, _) = swipeFixture()
        let table = fixture.table
        fixture.recorder.trailingActions = { path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                fixture.recorder.sections[0].remove(at: path.row)
                table.deleteRows(at: [path], with: .automatic)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }

        automation.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 20, y: 110), steps: 14)
        fixture.frame(2)
        let midAnimation = table.departingViews.count
        fixture.frame(30)

        #expect(midAnimation == 1, "the deleted row's cell is animating out")
        #expect(fixture.visibleTexts == ["0.0", "0.1", "0.3", "0.4", "0.5", "0.6"])
        #expect(table.swipeState == nil)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }

    @Test func withoutAConfigurationAnEditableRowOffersUIKitsDeleteWhichCommits() {
        let (fixture, _) = swipeFixture()
        fixture.recorder.onCommit = { style, path in
            fixture.recorder.sections[0].remove(at: path.row)
            fixture.table.deleteRows(at: [path], with: .fade)
        }
        automation.drag(from: CGPoint(x: 300, y: 30), to: CGPoint(x: 180, y: 30), steps: 6)
        fixture.frame(30)
        let titles = fixture.table.swipeState?.actionsView.actions.map(\.title)
        let button = fixture.table.swipeState!.actionsView.buttons[0]

        automation.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        fixture.frame(30)

        #expect(titles == ["Delete"])
        #expect(fixture.recorder.log == ["commit(delete 0.0)"])
        #expect(fixture.visibleTexts.first == "0.1")
    }

    @Test func scrollingClosesAnOpenRowAndOnlyOneRowIsOpenAtATime() {
        let (fixture, _) = swipeFixture()
        fixture.recorder.trailingActions = { _ in self.actions({ _ in }, fixture: fixture) }
        automation.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 180, y: 70), steps: 6)
        fixture.frame(30)

        automation.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 180, y: 150), steps: 6)
        fixture.frame(30)
        let openAfterSecond = fixture.table.swipeState?.indexPath
        let firstClosed = fixture.table.cellForRow(at: ip(0, 1))?.frame.minX == 0
        fixture.table.contentOffset = CGPoint(x: 0, y: 40)
        fixture.table.layoutIfNeeded()
        fixture.frame(30)

        #expect(openAfterSecond == ip(0, 3))
        #expect(firstClosed)
        #expect(fixture.table.swipeState == nil)
    }

    @Test func editingShowsDeleteControlsAndGripsAndTheDeleteControlOpensTheDeleteButton() {
        let (fixture, _) = swipeFixture()
        fixture.recorder.movable = true
        let table = fixture.table

        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: ip(0, 2))!
        let states = (cell.isEditing, cell.editingStyle, cell.showsReorderControl)
        cell.editingControlTapped?(cell)
        fixture.frame(30)
        let opened = table.swipeState.map { ($0.indexPath, $0.actionsView.actions.map(\.title)) }

        #expect(states == (true, .delete, true))
        #expect(opened?.0 == ip(0, 2) && opened?.1 == ["Delete"])
        table.setEditing(false, animated: false)
        #expect(table.swipeState == nil && !cell.isEditing && !cell.showsReorderControl)
    }
}

/// Reordering by the grip in editing mode.
@MainActor @Suite struct TableReorderTests {
    @Test func draggingAGripMovesTheOthersAsideAndTheDropCallsMoveRow() {
        let recorder = TableRecorder(rows: 8)
        recorder.movable = true
        recorder.logged = ["moveRow"]
        let fixture = TableFixture(recorder)
        let table = fixture.table
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell1 = table.cellForRow(at: ip(0, 1))!
        let cell3 = table.cellForRow(at: ip(0, 3))!
        let grip = cell1.convert(cell1.reorderControlFrame!, to: nil)
        let start = CGPoint(x: grip.midX, y: grip.midY)
        let automation = Automation()

        automation.touchDown(at: start)
        fixture.frame()
        for step in 1...6 {
            automation.touchMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 16))
            fixture.frame()
        }
        fixture.frame(20)
        let cell3WhileDragging = cell3.frame.minY
        automation.touchUp(at: CGPoint(x: start.x, y: start.y + 96))
        fixture.frame(20)

        #expect(cell3WhileDragging == 88, "row 3 slid up into row 1's place")
        #expect(recorder.log == ["moveRow(0.1→0.3)"])
        #expect(fixture.visibleTexts == ["0.0", "0.2", "0.3", "0.1", "0.4", "0.5"])
        #expect(table.cellForRow(at: ip(0, 3)) === cell1)
        #expect(cell1.frame.minY == 132)
        #expect(table.contentOffset.y == 0, "the drag did not scroll")
    }
}
