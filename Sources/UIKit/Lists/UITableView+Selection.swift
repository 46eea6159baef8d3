import Foundation

/// The row a finger went down on, until it lifts or the touch is cancelled.
struct SelectionTracking {
    let indexPath: IndexPath
}

/// Highlight and selection. A touch down on a row highlights it (once the scroll view lets the
/// touch through: `delaysContentTouches` holds it until the finger is known not to drag);
/// lifting on the row selects it. A drag that begins cancels the touch: the highlight goes and
/// nothing is selected. Delegate order, as iOS logs it: `shouldHighlightRowAt`,
/// `didHighlightRowAt` on the touch down; `didUnhighlightRowAt`, `willSelectRowAt`, then for the
/// row losing the selection `willDeselectRowAt` and `didDeselectRowAt`, then `didSelectRowAt` on
/// the lift. A row the delegate will not highlight is not selected by a touch either (as UIKit).
/// `selectRow`/`deselectRow` in code tell the delegate nothing (Apple's documentation of both).
extension UITableView {
    var currentIndexPathForSelectedRow: IndexPath? {
        selectedRows.first
    }

    /// The selected rows in index-path order; nil when none is selected.
    var currentIndexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects a row (deselecting the others unless multiple selection is on) and scrolls it to
    /// `scrollPosition`; the delegate hears nothing.
    func performSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selectedRows { deselectRow(at: path, animated: animated) }
            return
        }
        guard geometry.contains(indexPath), allowsSelection || (isEditing && allowsSelectionDuringEditing) else {
            return
        }
        if !selectionAllowsMany {
            for path in selectedRows where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        displayedCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row, its cell fading when animated; the delegate hears nothing.
    func performDeselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        displayedCells[indexPath]?.setSelected(false, animated: animated)
    }

    var selectionAllowsMany: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var touchesMaySelect: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    // MARK: Touches (they reach the table through its cells' responder chain)

    func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touchesMaySelect, tracking == nil, swipeState == nil else {
            if swipeState != nil { closeSwipeActions(animated: true) }
            return
        }
        guard let path = indexPathForRow(at: touch.location(in: self)) else { return }
        guard delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        tracking = SelectionTracking(indexPath: path)
        highlightRow(at: path)
    }

    func handleTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    func handleTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = tracking else { return }
        tracking = nil
        let lifted = touches.first.map { indexPathForRow(at: $0.location(in: self)) } ?? nil
        unhighlightRow()
        guard lifted == tracked.indexPath else { return }
        userSelectRow(at: tracked.indexPath)
    }

    func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking != nil else { return }
        tracking = nil
        unhighlightRow()
    }

    func highlightRow(at path: IndexPath) {
        highlightedRow = path
        displayedCells[path]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: path)
    }

    func unhighlightRow() {
        guard let path = highlightedRow else { return }
        highlightedRow = nil
        displayedCells[path]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// A selection by the user: asks and tells the delegate around the change.
    func userSelectRow(at path: IndexPath) {
        if selectionAllowsMany && selectedRows.contains(path) {
            userDeselectRow(at: path)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path,
            geometry.contains(target)
        else {
            return
        }
        if !selectionAllowsMany {
            for other in selectedRows where other != target { userDeselectRow(at: other) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        displayedCells[target]?.setSelected(true, animated: false)
        // A storyboard cell's segue runs before the delegate hears of the selection, as on iOS.
        displayedCells[target]?.storyboardSelectionSegue?()
        delegate?.tableView(self, didSelectRowAt: target)
    }

    func userDeselectRow(at path: IndexPath) {
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
