import Foundation

/// A row being dragged by its reorder grip.
struct ReorderState {
    let source: IndexPath
    let cell: UITableViewCell
    /// Where the row would land if dropped now.
    var target: IndexPath
    /// The finger's distance below the cell's top when the drag began.
    let grab: CGFloat
}

/// Reordering in editing mode: a drag that starts on a row's grip lifts the row, which follows
/// the finger while the other rows of its section slide aside to open the place it would take;
/// the delegate's `targetIndexPathForMoveFromRowAt` may redirect that place. On the drop the
/// table moves the row (the data source's `moveRowAt` is told, as in UIKit: the table has
/// already moved it). Rows move within their section here (UIKit also allows other sections).
extension UITableView {
    static let reorderShiftDuration: TimeInterval = 0.2

    func setUpReordering() {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.reorderPanChanged(pan) }
        pan.delegate = reorderArbiter
        reorderArbiter.table = self
        addGestureRecognizer(pan)
        panGestureRecognizer.require(toFail: pan)
        reorderPan = pan
    }

    /// The displayed row whose grip is under `point` (table coordinates).
    func rowWithGrip(at point: CGPoint) -> IndexPath? {
        guard isEditing else { return nil }
        return displayedCells.first { _, cell in
            guard let grip = cell.reorderControlFrame else { return false }
            return cell.convert(grip, to: self).insetBy(dx: -8, dy: 0).contains(point)
        }?.key
    }

    private func reorderPanChanged(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: self)
        switch pan.state {
        case .began:
            let start = CGPoint(
                x: location.x - pan.translation(in: self).x, y: location.y - pan.translation(in: self).y)
            guard let source = rowWithGrip(at: start), let cell = displayedCells[source] else { return }
            bringSubviewToFront(cell)
            cell.isReordering = true
            reorderState = ReorderState(source: source, cell: cell, target: source, grab: start.y - cell.frame.minY)
            followFinger(location)
        case .changed:
            followFinger(location)
        case .ended:
            drop()
        case .cancelled, .failed:
            guard let state = reorderState else { return }
            reorderState?.target = state.source
            drop()
        default: break
        }
    }

    /// The lifted row follows the finger; the place it would take opens under it.
    private func followFinger(_ location: CGPoint) {
        guard var state = reorderState else { return }
        let section = state.source[0]
        let sectionSpan = geometry.span(ofSection: section)
        var frame = state.cell.frame
        frame.origin.y = min(
            max(location.y - state.grab, sectionSpan.minY), sectionSpan.minY + sectionSpan.height - frame.height)
        state.cell.frame = frame
        let rows = rowCounts[section]
        let proposedRow: Int
        if let row = geometry.row(atY: frame.midY), row[0] == section {
            proposedRow = row[1]
        } else {
            proposedRow = frame.midY < sectionSpan.minY + sectionSpan.height / 2 ? 0 : rows - 1
        }
        var target = IndexPath(indexes: [section, proposedRow])
        if let redirected = delegate?.tableView(
            self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: target),
            redirected[0] == section, redirected[1] >= 0, redirected[1] < rows
        {
            target = redirected
        }
        guard target != state.target else { return }
        state.target = target
        reorderState = state
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState]) {
            for (path, cell) in self.displayedCells where cell !== state.cell {
                cell.frame = self.reorderFrame(ofRowAt: path, source: state.source, target: target)
            }
        }
    }

    /// Where a row shows while the dragged row would land at `target`: rows between the two
    /// slide by the dragged row's height.
    private func reorderFrame(ofRowAt path: IndexPath, source: IndexPath, target: IndexPath) -> CGRect {
        let span = geometry.span(of: .row(path))
        var frame = rowRect(minY: span.minY, height: span.height)
        guard path[0] == source[0] else { return frame }
        let lifted = geometry.height(of: .row(source))
        if source[1] < target[1] && path[1] > source[1] && path[1] <= target[1] { frame.origin.y -= lifted }
        if target[1] < source[1] && path[1] >= target[1] && path[1] < source[1] { frame.origin.y += lifted }
        return frame
    }

    /// Settles the row in its new place, tells the data source and moves the row in the table.
    private func drop() {
        guard let state = reorderState else { return }
        reorderState = nil
        state.cell.isReordering = false
        if state.target != state.source {
            dataSource?.tableView(self, moveRowAt: state.source, to: state.target)
            var batch = TableUpdateBatch()
            batch.movedRows = [state.source: state.target]
            if let mapping = try? TableUpdateMapping(batch, oldCounts: rowCounts, newCounts: rowCounts) {
                var remapped: [IndexPath: UITableViewCell] = [:]
                for (old, cell) in displayedCells {
                    if let new = mapping.newIndexPath(for: old) { remapped[new] = cell }
                }
                displayedCells = remapped
                selectedRows = selectedRows.compactMap { mapping.newIndexPath(for: $0) }
                geometry = geometry.applying(
                    mapping, rowCounts: rowCounts, estimate: rowEstimate,
                    headers: rowCounts.indices.map { geometry.height(of: .header(section: $0)) },
                    footers: rowCounts.indices.map { geometry.height(of: .footer(section: $0)) })
            }
        }
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState]) {
            for (path, cell) in self.displayedCells.sorted(by: { $0.key < $1.key }) {
                let span = self.geometry.span(of: .row(path))
                cell.frame = self.rowRect(minY: span.minY, height: span.height)
            }
        }
        setNeedsLayout()
    }
}

/// Lets the reorder pan begin only on a grip in editing mode.
@MainActor
final class ReorderGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var table: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let location = pan.location(in: table)
        let moved = pan.translation(in: table)
        return table.rowWithGrip(at: CGPoint(x: location.x - moved.x, y: location.y - moved.y)) != nil
    }
}
