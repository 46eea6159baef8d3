import UIKit

/// What the fuzzer does with a controller's table.
public enum FuzzTableStep: Equatable, Sendable {
    /// New random data (sections and rows), then `reloadData()`.
    case reload(seed: Int)
    case insert(section: Int, row: Int)
    case delete(section: Int, row: Int)
    case move(fromSection: Int, fromRow: Int, toSection: Int, toRow: Int)
    /// One batch: a delete, an insert and a move together.
    case batch(seed: Int)
    case select(section: Int, row: Int)
    /// `contentOffset` set to this fraction of the scrollable height.
    case scroll(Double)
    /// A horizontal drag across a row, right to left.
    case swipe(row: Int)
    case editing(Bool)
    /// A batch with two operations on one row (kind 0: two moves to one row; 1: a delete and a
    /// move of one row; 2: an insert and a move to one row): UIKit raises, and the table must
    /// go on showing its data source.
    case duplicateBatch(kind: Int, seed: Int)

    /// The statement for a repro (`table<n>` is the table of controller n).
    func swift(_ table: String) -> [String] {
        switch self {
        case .reload(let seed): ["// \(table): new random data (seed \(seed)); \(table).reloadData()"]
        case .insert(let s, let r): ["\(table).insertRows(at: [IndexPath(row: \(r), section: \(s))], with: .fade)"]
        case .delete(let s, let r): ["\(table).deleteRows(at: [IndexPath(row: \(r), section: \(s))], with: .fade)"]
        case .move(let fs, let fr, let ts, let tr):
            ["\(table).moveRow(at: IndexPath(row: \(fr), section: \(fs)), to: IndexPath(row: \(tr), section: \(ts)))"]
        case .batch(let seed): ["\(table).performBatchUpdates { /* delete, insert, move (seed \(seed)) */ }"]
        case .select(let s, let r):
            ["\(table).selectRow(at: IndexPath(row: \(r), section: \(s)), animated: true, scrollPosition: .none)"]
        case .scroll(let fraction): ["\(table).contentOffset.y = \(fraction) * scrollableHeight"]
        case .swipe(let row): ["// swipe left across visible row \(row) of \(table)"]
        case .editing(let on): ["\(table).setEditing(\(on), animated: true)"]
        case .duplicateBatch(let kind, let seed):
            [
                "\(table).setNeedsLayout(); \(table).layoutIfNeeded()",
                "\(table).performBatchUpdates { /* two operations on one row (kind \(kind), seed \(seed)) */ }",
            ]
        }
    }
}

/// A table in the lower part of a controller's view over random sections of numbered rows, and the rules it
/// must keep after every step: each visible cell shows its row's item, the cells alive (in the
/// table, shown or spare) stay at most the visible rows plus two (plus those animating out),
/// the selection names items that exist and that were selected, and once settled no two cells
/// overlap.
@MainActor
final class FuzzTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let table: UITableView
    private var sections: [[Int]] = []
    private var nextItem = 0
    /// Items selected through the table (deletes drop them; a reload clears them).
    private var selectedItems = Set<Int>()

    init(in view: UIView) {
        // The lower part of the view: the controller's own background stays in sight (the
        // screen rules compare what it shows).
        let bounds = view.bounds
        table = UITableView(
            frame: CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6), style: .plain
        )
        super.init()
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.rowHeight = 44
        sections = Self.randomSections(seed: 1, from: &nextItem)
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    private static func randomSections(seed: Int, from next: inout Int) -> [[Int]] {
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: seed))
        return (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                defer { next += 1 }
                return next
            }
        }
    }

    // MARK: Steps

    /// Performs a step if it makes sense for the data now; returns whether it ran.
    func perform(_ step: FuzzTableStep) -> Bool {
        switch step {
        case .reload(let seed):
            sections = Self.randomSections(seed: seed, from: &nextItem)
            selectedItems = []
            table.reloadData()
        case .insert(let s, let r):
            guard s < sections.count, r <= sections[s].count else { return false }
            sections[s].insert(newItem(), at: r)
            table.insertRows(at: [IndexPath(row: r, section: s)], with: .fade)
        case .delete(let s, let r):
            guard s < sections.count, r < sections[s].count else { return false }
            selectedItems.remove(sections[s].remove(at: r))
            table.deleteRows(at: [IndexPath(row: r, section: s)], with: .left)
        case .move(let fs, let fr, let ts, let tr):
            guard fs < sections.count, fr < sections[fs].count, ts < sections.count else { return false }
            let item = sections[fs].remove(at: fr)
            guard tr <= sections[ts].count else {
                sections[fs].insert(item, at: fr)
                return false
            }
            sections[ts].insert(item, at: tr)
            table.moveRow(at: IndexPath(row: fr, section: fs), to: IndexPath(row: tr, section: ts))
        case .batch(let seed): return batch(seed: seed)
        case .duplicateBatch(let kind, let seed): return duplicateBatch(kind: kind, seed: seed)
        case .select(let s, let r):
            guard s < sections.count, r < sections[s].count else { return false }
            table.selectRow(at: IndexPath(row: r, section: s), animated: true, scrollPosition: .none)
            selectedItems = [sections[s][r]]
        case .scroll(let fraction):
            let scrollable = max(0, table.contentSize.height - table.bounds.height)
            table.contentOffset = CGPoint(x: 0, y: (scrollable * fraction).rounded())
        case .swipe(let row): return swipe(row: row)
        case .editing(let on):
            guard table.isEditing != on else { return false }
            table.setEditing(on, animated: true)
            if !table.allowsSelectionDuringEditing { selectedItems = on ? [] : selectedItems }
        }
        return true
    }

    /// One batch: a random row deleted and a new one inserted in the first section of three
    /// rows or more.
    private func batch(seed: Int) -> Bool {
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: seed))
        guard let s = sections.indices.first(where: { sections[$0].count >= 3 }) else { return false }
        let deleted = Int.random(in: 0..<sections[s].count, using: &generator)
        selectedItems.remove(sections[s].remove(at: deleted))
        let inserted = Int.random(in: 0...sections[s].count, using: &generator)
        sections[s].insert(newItem(), at: inserted)
        table.performBatchUpdates {
            self.table.deleteRows(at: [IndexPath(row: deleted, section: s)], with: .fade)
            self.table.insertRows(at: [IndexPath(row: inserted, section: s)], with: .right)
        }
        return true
    }

    /// A batch with two operations on one row, which UIKit refuses (`FuzzTableStep.duplicateBatch`).
    private func duplicateBatch(kind: Int, seed: Int) -> Bool {
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: seed))
        guard let s = sections.indices.first(where: { sections[$0].count >= 3 }) else { return false }
        // UIKit checks a batch against the data the table has loaded; one that never loaded
        // takes the data as it is. Loaded first, the batch must be refused.
        table.setNeedsLayout()
        table.layoutIfNeeded()
        let count = sections[s].count
        let a = Int.random(in: 0..<count, using: &generator)
        let b = (a + 1 + Int.random(in: 0..<count - 1, using: &generator)) % count
        let to = Int.random(in: 0..<count, using: &generator)
        func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: s) }
        switch kind % 3 {
        case 0:
            // The data makes the first move; the batch says two rows land on `to`.
            sections[s].insert(sections[s].remove(at: a), at: to)
            table.performBatchUpdates {
                self.table.moveRow(at: path(a), to: path(to))
                self.table.moveRow(at: path(b), to: path(to))
            }
        case 1:
            selectedItems.remove(sections[s].remove(at: a))
            table.performBatchUpdates {
                self.table.deleteRows(at: [path(a)], with: .fade)
                self.table.moveRow(at: path(a), to: path(to))
            }
        default:
            sections[s].insert(newItem(), at: to)
            table.performBatchUpdates {
                self.table.insertRows(at: [path(to)], with: .fade)
                self.table.moveRow(at: path(b), to: path(to))
            }
        }
        return true
    }

    /// A drag right to left across a visible row, when its middle is inside the table on screen.
    private func swipe(row: Int) -> Bool {
        let visible = table.visibleCells
        guard !visible.isEmpty, table.window != nil else { return false }
        let cell = visible[row % visible.count]
        let frame = cell.convert(cell.bounds, to: nil)
        let y = frame.midY
        guard table.convert(table.bounds, to: nil).insetBy(dx: 0, dy: 4).contains(CGPoint(x: frame.midX, y: y))
        else { return false }
        Automation().drag(from: CGPoint(x: frame.maxX - 10, y: y), to: CGPoint(x: frame.maxX - 150, y: y), steps: 6)
        return true
    }

    private func newItem() -> Int {
        defer { nextItem += 1 }
        return nextItem
    }

    // MARK: Rules

    /// What is wrong now; `settled` adds the rules that hold once nothing animates.
    func problems(settled: Bool) -> [String] {
        var found: [String] = []
        table.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows ?? []
        for path in visible {
            guard path.section < sections.count, path.row < sections[path.section].count else {
                found.append("a visible cell at \(path), which the data does not have")
                continue
            }
            let text = table.cellForRow(at: path)?.textLabel?.text
            if text != "\(sections[path.section][path.row])" {
                found.append("the cell at \(path) shows \(text ?? "nil"), the data \(sections[path.section][path.row])")
            }
        }
        // Spares wait hidden; a shown cell that is not a visible row's is animating out.
        let shown = Set(table.visibleCells.map(ObjectIdentifier.init))
        let cells = table.subviews.compactMap { $0 as? UITableViewCell }
        let spares = cells.filter(\.isHidden).count
        let leaving = cells.filter { !$0.isHidden && !shown.contains(ObjectIdentifier($0)) }.count
        if spares > 2 { found.append("\(spares) spare cells kept (at most 2)") }
        if settled && leaving > 0 { found.append("\(leaving) cells still shown for no row once settled") }
        let selected = Set(
            (table.indexPathsForSelectedRows ?? []).compactMap { path in
                path.section < sections.count && path.row < sections[path.section].count
                    ? sections[path.section][path.row] : -1
            })
        if selected.contains(-1) { found.append("a selected row the data does not have") }
        if !selected.isSubset(of: selectedItems) {
            found.append("selected items \(selected.sorted()) were never selected (\(selectedItems.sorted()))")
        }
        if settled, table.window != nil, table.bounds.height > 0 { found += dataSourceProblems(visible: visible) }
        if settled {
            let frames = visible.compactMap { table.cellForRow(at: $0)?.frame }.sorted { $0.minY < $1.minY }
            for (a, b) in zip(frames, frames.dropFirst()) where a.maxY > b.minY + 0.5 {
                found.append("cells overlap: \(a) and \(b)")
            }
        }
        return found
    }

    /// The table shows exactly its data source: the counts it reports are the data's, and its
    /// visible rows are those whose rows lie in its bounds (a 1 pt edge either way).
    private func dataSourceProblems(visible: [IndexPath]) -> [String] {
        guard table.numberOfSections == sections.count else {
            return ["the table has \(table.numberOfSections) sections, the data \(sections.count)"]
        }
        for (s, rows) in sections.enumerated() where table.numberOfRows(inSection: s) != rows.count {
            return ["section \(s) has \(table.numberOfRows(inSection: s)) rows in the table, \(rows.count) in the data"]
        }
        let bounds = table.bounds
        let shown = Set(visible)
        var found: [String] = []
        for (s, rows) in sections.enumerated() {
            for row in rows.indices {
                let path = IndexPath(row: row, section: s)
                let rect = table.rectForRow(at: path)
                if !shown.contains(path) && rect.intersects(bounds.insetBy(dx: 0, dy: 1)) && rect.height > 1 {
                    found.append("row \(path) lies in the table's bounds but is not visible")
                } else if shown.contains(path) && !rect.intersects(bounds.insetBy(dx: 0, dy: -1)) {
                    found.append("row \(path) is visible but lies outside the table's bounds")
                }
                if found.count >= 2 { return found }
            }
        }
        return found
    }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = "\(sections[indexPath.section][indexPath.row])"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section % 2 == 0 ? "Section \(section)" : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedItems = [sections[indexPath.section][indexPath.row]]
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        selectedItems.remove(sections[indexPath.section].remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

// MARK: Generation and steps

extension FuzzDraws {
    /// Mostly a controller on screen, where the table's touches and layout matter.
    mutating func table() -> FuzzOperation {
        func small(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        let steps: [FuzzTableStep] = [
            .reload(seed: small(0...1000)), .insert(section: small(0...2), row: small(0...12)),
            .delete(section: small(0...2), row: small(0...12)),
            .move(fromSection: small(0...2), fromRow: small(0...12), toSection: small(0...2), toRow: small(0...12)),
            .batch(seed: small(0...1000)), .select(section: small(0...2), row: small(0...12)),
            .scroll(Double(small(0...10)) / 10), .swipe(row: small(0...8)), .editing(flag()),
        ]
        let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
        return .table(among(shown), steps.randomElement(using: &generator)!)
    }

    mutating func duplicateBatch() -> FuzzOperation {
        let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
        return .table(
            among(shown),
            .duplicateBatch(
                kind: Int.random(in: 0...2, using: &generator), seed: Int.random(in: 0...1000, using: &generator)))
    }
}

extension FuzzWorld {
    /// A step on the controller's table, made by the first step.
    func table(_ index: Int, _ step: FuzzTableStep) -> Bool {
        let key = ObjectIdentifier(pool[index])
        guard let view = pool[index].viewIfLoaded else { return false }
        let made = tables[key] == nil
        let table = tables[key] ?? FuzzTable(in: view)
        tables[key] = table
        guard table.perform(step) else {
            // Making the table is this operation's effect; its step did not run.
            onlyPreparedForStep = made
            return made
        }
        return true
    }
}
