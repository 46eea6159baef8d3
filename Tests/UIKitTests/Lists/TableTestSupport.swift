import Foundation

import UIKit

func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

func label(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

/// A cell that counts how many were made and reused (process-wide counters reset per test).
@MainActor
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var alive = 0
    var reuses = 0
    nonisolated(unsafe) static var reused = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
        Self.alive += 1
    }

    required init?(coder: NSCoder) { nil }

    deinit { Self.alive -= 1 }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        Self.reused += 1
    }

    static func resetCounts() {
        made = 0
        reused = 0
    }
}

/// A data source and delegate over `sections` (each an array of row titles) that logs the
/// calls a test names in `logged` (all when nil), in order.
@MainActor
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var logged: Set<String>?
    var heights: [IndexPath: CGFloat] = [:]
    var fixedHeight: CGFloat?
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var willSelect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight: ((IndexPath) -> Bool)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var onSelect: ((IndexPath) -> Void)?
    var onCommit: ((UITableViewCell.EditingStyle, IndexPath) -> Void)?
    var movable = false
    var identifier = "cell"

    init(_ sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int, sections count: Int = 1) {
        self.init((0..<count).map { section in (0..<rows).map { "\(section).\($0)" } })
    }

    func record(_ name: String, _ detail: String) {
        if logged == nil || logged!.contains(name) { log.append("\(name)(\(detail))") }
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        record("numberOfSections", "")
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        record("numberOfRows", "\(section)")
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        record("cellForRow", label(indexPath))
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.textLabel?.numberOfLines = 0
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        record("heightForRow", label(indexPath))
        return heights[indexPath] ?? fixedHeight ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("willDisplay", label(indexPath))
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record("didEndDisplaying", label(indexPath))
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        record("willDisplayHeader", "\(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        record("didEndDisplayingHeader", "\(section)")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight", label(indexPath))
        return shouldHighlight?(indexPath) ?? true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record("didHighlight", label(indexPath))
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record("didUnhighlight", label(indexPath))
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willSelect", label(indexPath))
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record("didSelect", label(indexPath))
        onSelect?(indexPath)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willDeselect", label(indexPath))
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record("didDeselect", label(indexPath))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { trailingActions?(indexPath) }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        record("commit", "\(editingStyle == .delete ? "delete" : "insert") \(label(indexPath))")
        onCommit?(editingStyle, indexPath)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        record("moveRow", "\(label(sourceIndexPath))→\(label(destinationIndexPath))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
}

/// A table filling a 320×240 key window, with a recorder as data source and delegate and
/// `CountingCell` registered as "cell".
@MainActor
struct TableFixture {
    let window: UIWindow
    let table: UITableView
    let recorder: TableRecorder

    init(
        _ recorder: TableRecorder, style: UITableView.Style = .plain, rowHeight: CGFloat? = 44,
        height: CGFloat = 240
    ) {
        CountingCell.resetCounts()
        window = makeKeyWindow(width: 320, height: height)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        if let rowHeight { table.rowHeight = rowHeight }
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        self.recorder = recorder
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
    }

    /// The text of the visible cells, top to bottom.
    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// Frames one frame forward on the manual clock.
    func frame(_ count: Int = 1) {
        for _ in 0..<count { UIApplication.shared.advance(by: 1.0 / 60) }
    }
}
