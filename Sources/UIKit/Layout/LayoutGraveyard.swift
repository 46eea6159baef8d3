import Synchronization

/// Solver rows whose constraints died. A constraint dies with the views holding it, and views
/// may be released on any thread (a test's, say), while the solver belongs to the main actor:
/// the row waits here until the engine next solves.
final class LayoutGraveyard: Sendable {
    static let shared = LayoutGraveyard()

    private struct Row: @unchecked Sendable { let row: LayoutSolverConstraint }
    private let rows = Mutex<[Row]>([])
    private let count = Atomic<Int>(0)

    func bury(_ row: LayoutSolverConstraint) {
        rows.withLock { $0.append(Row(row: row)) }
        count.add(1, ordering: .relaxed)
    }

    var hasDead: Bool { count.load(ordering: .relaxed) > 0 }

    func exhume() -> [LayoutSolverConstraint] {
        let dead = rows.withLock { rows in
            defer { rows.removeAll() }
            return rows.map(\.row)
        }
        count.subtract(dead.count, ordering: .relaxed)
        return dead
    }
}
