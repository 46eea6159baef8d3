import Foundation
import Testing

@testable import UIKit

/// Issue 32 item 15: what a table does may not depend on the process's hash seed (a fuzz seed
/// replayed in another process must run the same). Its cells are kept in dictionaries; every
/// walk over them that reaches views, callbacks or pixels goes in index-path order. Each test
/// tries many row sets, so an order taken from hashing would miss the defined one.
@MainActor @Suite struct TableDefinedOrderTests {
    /// Rows deleted together leave under the rows that stay in index-path order (each is sent
    /// below the others in turn, so the last row ends lowest) and go to the reuse queue in that
    /// order: the queue keeps the last two.
    @Test(arguments: [
        [0, 1, 2], [2, 1, 0], [1, 3, 4], [4, 0, 2, 3], [0, 2, 4], [3, 1], [5, 4, 3, 2, 1], [1, 2, 4, 5],
    ])
    func deletedRowsLeaveAndAreReusedInIndexPathOrder(rows deleted: [Int]) {
        let recorder = TableRecorder(rows: 20)
        recorder.logged = []
        let fixture = TableFixture(recorder)
        let cells = (0..<6).map { fixture.table.cellForRow(at: ip(0, $0))! }
        let leaving = deleted.sorted().map { cells[$0] }

        for row in deleted.sorted(by: >) { recorder.sections[0].remove(at: row) }
        fixture.table.deleteRows(at: deleted.map { ip(0, $0) }, with: .fade)
        let order = fixture.table.subviews.filter { view in leaving.contains { $0 === view } }
        fixture.frame(30)

        #expect(order.map { ObjectIdentifier($0) } == leaving.reversed().map { ObjectIdentifier($0) })
        #expect(
            fixture.table.cellQueue.all.map { ObjectIdentifier($0) } == leaving.suffix(2).map { ObjectIdentifier($0) })
    }
}
