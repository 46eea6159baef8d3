import Foundation

/// The views a table keeps for reuse, by reuse identifier. A view that leaves the screen stays
/// a (hidden) subview of the table at the position it had, so the next row that needs the same
/// identifier takes it in place — the compositor diffs children by position, and reuse in place
/// moves nothing — and at most `limit` spares are kept in all, so however far a table scrolls
/// the views alive stay at the visible ones plus `limit`.
@MainActor
struct CellReuseQueue<View: UIView> {
    private var spares: [String: [View]] = [:]
    /// How many spares survive `trim()`.
    let limit: Int

    init(limit: Int) { self.limit = limit }

    var count: Int { spares.values.reduce(0) { $0 + $1.count } }
    /// Every spare, by identifier in sorted order, oldest first (never in hash order).
    var all: [View] { spares.keys.sorted().flatMap { spares[$0] ?? [] } }

    mutating func enqueue(_ view: View, identifier: String) {
        view.isHidden = true
        spares[identifier, default: []].append(view)
    }

    /// The spare that was enqueued last under `identifier` (it sits where a row just left).
    mutating func dequeue(identifier: String) -> View? {
        guard let view = spares[identifier]?.popLast() else { return nil }
        view.isHidden = false
        return view
    }

    /// Drops spares beyond the limit (oldest first) from the table and from memory.
    mutating func trim() {
        var excess = count - limit
        guard excess > 0 else { return }
        for identifier in spares.keys.sorted() where excess > 0 {
            while excess > 0, let view = spares[identifier]?.first {
                spares[identifier]?.removeFirst()
                view.removeFromSuperview()
                excess -= 1
            }
        }
    }

    /// Forgets every spare (they leave the table).
    mutating func removeAll() {
        for view in all { view.removeFromSuperview() }
        spares = [:]
    }
}
