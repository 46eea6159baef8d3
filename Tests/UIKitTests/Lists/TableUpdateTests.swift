import Foundation
import SnapshotTesting
import Testing
import UIKitSnapshotTesting

import UIKit

/// Inserting, deleting, moving and reloading rows: the data source's counts checked with
/// UIKit's message, cells and selection following their rows, and the animation on the frame
/// clock (goldens in `__Snapshots__/TableUpdateTests/`, looked at when recorded).
@MainActor @Suite struct TableUpdateTests {
    private func fixture(rows: Int = 10) -> TableFixture {
        let recorder = TableRecorder(rows: rows)
        recorder.logged = ["cellForRow", "willDisplay", "didEndDisplaying"]
        let fixture = TableFixture(recorder)
        recorder.log = []
        return fixture
    }

    /// Deleting row 1, inserting a new row 0 and moving row 4 to the end, in one batch: the
    /// cells that stay are the same objects at their new rows, the new row is asked for, the
    /// deleted one ends display, and the selection follows its row.
    @Test func aBatchOfInsertDeleteAndMoveRemapsCellsAndSelection() {
        let fixture = fixture()
        let table = fixture.table
        table.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
        let cell3 = table.cellForRow(at: ip(0, 3))
        let cell0 = table.cellForRow(at: ip(0, 0))
        var completed: [Bool] = []

        table.performBatchUpdates(
            {
                var rows = fixture.recorder.sections[0]
                rows.remove(at: 1)
                let moved = rows.remove(at: 3)  // old row 4
                rows.insert("new", at: 0)
                rows.append(moved)
                fixture.recorder.sections[0] = rows
                table.deleteRows(at: [ip(0, 1)], with: .fade)
                table.insertRows(at: [ip(0, 0)], with: .fade)
                table.moveRow(at: ip(0, 4), to: ip(0, 9))
            }, completion: { completed.append($0) })
        let logDuringUpdate = fixture.recorder.log
        fixture.frame(30)

        #expect(fixture.visibleTexts == ["new", "0.0", "0.2", "0.3", "0.5", "0.6"])
        #expect(table.cellForRow(at: ip(0, 3)) === cell3, "0.3 stays at row 3: one deleted above, one inserted")
        #expect(table.cellForRow(at: ip(0, 1)) === cell0)
        #expect(table.indexPathForSelectedRow == ip(0, 3))
        #expect(cell3?.isSelected == true)
        #expect(logDuringUpdate.first == "didEndDisplaying(0.1)")
        #expect(logDuringUpdate.contains("cellForRow(0.0)") && logDuringUpdate.contains("willDisplay(0.0)"))
        #expect(completed == [true])
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == 6)
    }

    /// Half way through (0.15 s of 0.3 s) the inserted row is half faded in and the rows below
    /// are half way down to their new places.
    @Test func atHalfTimeRowsBelowAnInsertAreHalfWayAndTheNewRowHalfFaded() {
        let fixture = fixture()
        let table = fixture.table
        let cell2 = table.cellForRow(at: ip(0, 2))!

        fixture.recorder.sections[0].insert("new", at: 1)
        table.insertRows(at: [ip(0, 1)], with: .fade)
        UIApplication.shared.advance(by: SystemTimings.tableUpdate / 2)
        let inserted = table.cellForRow(at: ip(0, 1))!

        let y = cell2.layer.presentationOrModel.frame.minY
        let alpha = inserted.layer.presentationOrModel.opacity
        #expect(y > 88 && y < 132, "between its old and new place")
        #expect(alpha > 0.05 && alpha < 0.95)
        #expect(cell2.frame.minY == 132, "the model is at the end already")
    }

    @Test(arguments: [("fade", UITableView.RowAnimation.fade), ("right", .right), ("left", .left), ("top", .top)])
    func insertAndDeleteAtHalfTime(name: String, animation: UITableView.RowAnimation) {
        let recorder = TableRecorder(rows: 6)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = recorder
        table.delegate = recorder

        assertSnapshot(
            of: table as UIView,
            as: .image(
                size: CGSize(width: 320, height: 240), at: SystemTimings.tableUpdate / 2,
                after: { _ in
                    table.layoutIfNeeded()
                    recorder.sections[0].remove(at: 1)
                    recorder.sections[0].insert("Inserted", at: 3)
                    table.performBatchUpdates {
                        table.deleteRows(at: [ip(0, 1)], with: animation)
                        table.insertRows(at: [ip(0, 3)], with: animation)
                    }
                }),
            named: name)
    }

    @Test func anUnbalancedUpdateIsReportedWithUIKitsMessageAndTheTableReloads() {
        let fixture = fixture()
        fixture.recorder.sections[0].append("extra")

        let diagnostics = capturingDiagnostics {
            fixture.table.insertRows(at: [ip(0, 0), ip(0, 1)], with: .automatic)
        }

        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(
            diagnostics.first?.message
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (11) must be equal to the number of rows contained in that section before "
                + "the update (10), plus or minus the number of rows inserted or deleted from that section (2 "
                + "inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 "
                + "moved in, 0 moved out).")
        #expect(fixture.table.numberOfRows(inSection: 0) == 11, "reloaded: the table shows the data as it is")
    }

    @Test func reloadRowsAsksForTheRowsCellAgain() {
        let fixture = fixture()
        fixture.recorder.sections[0][2] = "changed"

        fixture.table.reloadRows(at: [ip(0, 2)], with: .none)
        fixture.frame()

        #expect(fixture.recorder.log.contains("cellForRow(0.2)"))
        #expect(fixture.visibleTexts[2] == "changed")
        #expect(fixture.table.numberOfRows(inSection: 0) == 10)
    }

    @Test func sectionsInsertAndDeleteWithTheirRows() {
        let recorder = TableRecorder(rows: 2, sections: 2)
        let fixture = TableFixture(recorder)

        recorder.sections.insert(["x", "y", "z"], at: 1)
        fixture.table.insertSections(IndexSet(integer: 1), with: .fade)
        recorder.sections.remove(at: 0)
        fixture.table.deleteSections(IndexSet(integer: 0), with: .fade)
        fixture.frame(30)

        #expect(fixture.table.numberOfSections == 2)
        #expect(fixture.visibleTexts == ["x", "y", "z", "1.0", "1.1"])
    }

    @Test func beginAndEndUpdatesGroupCallsIntoOneCheckedBatch() {
        let fixture = fixture()

        let diagnostics = capturingDiagnostics {
            fixture.table.beginUpdates()
            fixture.recorder.sections[0].remove(at: 0)
            fixture.table.deleteRows(at: [ip(0, 0)], with: .top)
            fixture.recorder.sections[0].insert("a", at: 0)
            fixture.recorder.sections[0].insert("b", at: 0)
            fixture.table.insertRows(at: [ip(0, 0), ip(0, 1)], with: .bottom)
            fixture.table.endUpdates()
        }
        fixture.frame(30)

        #expect(diagnostics.isEmpty)
        #expect(fixture.visibleTexts == ["b", "a", "0.1", "0.2", "0.3", "0.4"])
    }
}

extension CALayer {
    /// The values on screen now: the presentation layer while animating.
    var presentationOrModel: CALayer { presentation() ?? self }
}
