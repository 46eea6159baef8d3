import Foundation

/// Editing mode: every row shows the control `editingStyleForRowAt` gives it (delete or insert)
/// where the data source lets it edit, and the reorder grip where it lets it move. Tapping a
/// delete control opens the row's Delete button (the trailing swipe); tapping an insert control
/// commits the insert.
extension UITableView {
    var currentIsEditing: Bool { editingMode }

    func performSetEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        closeSwipeActions(animated: false)
        editingMode = editing
        // Selections the new mode does not allow go.
        if !touchesMaySelect || !selectionAllowsMany && selectedRows.count > 1 {
            for path in selectedRows { deselectRow(at: path, animated: animated) }
        }
        for path in displayedCells.keys.sorted() {
            guard let cell = displayedCells[path] else { continue }
            configureEditing(cell, at: path)
            cell.setEditing(editing, animated: animated)
        }
    }

    /// The editing control, grip and state of a displayed cell.
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
        let style = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        if cell.editingStyle != style { cell.editingStyle = style }
        let canMove = editingMode && (dataSource?.tableView(self, canMoveRowAt: path) ?? false)
        if cell.showsReorderControl != canMove { cell.showsReorderControl = canMove }
        cell.usesMultipleSelectionBackground = editingMode && allowsMultipleSelectionDuringEditing
        cell.editingControlTapped = { [weak self] cell in self?.editingControlTapped(in: cell) }
        cell.accessoryButtonTapped = { [weak self] cell in
            guard let self, let path = self.indexPath(for: cell) else { return }
            self.delegate?.tableView(self, accessoryButtonTappedForRowWith: path)
        }
        if cell.isEditing != editingMode { cell.setEditing(editingMode, animated: false) }
    }

    private func editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete: openSwipeActions(at: path, edge: .trailing, animated: true)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .none: break
        }
    }
}
