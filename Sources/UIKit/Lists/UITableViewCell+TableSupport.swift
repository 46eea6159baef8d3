import Foundation

/// What the table (same module) drives in a cell, beyond UIKit's public API:
/// - `prepareForReuseFromTable()` before handing a reused cell out;
/// - `editingStyle` (from `tableView(_:editingStyleForRowAt:)`), `editingControlTapped` (the
///   delete or insert control was tapped), `reorderControlFrame` (where a drag reorders);
/// - `isSwiped`, `isReordering` (the configuration state's, while swipe actions show or the
///   row moves);
/// - `accessoryButtonTapped` (the info button of `.detailButton`/`.detailDisclosureButton`);
/// - `showsSeparator`, `separatorColor`, `listBackgroundColor` (plain or grouped colour) and
///   `usesMultipleSelectionBackground`. The separator inset is the cell's own: left alone it
///   follows the text (past an image), so a table sets `separatorInset` only when the app set
///   the table's. A highlighted or selected cell fades its own separator; the row above's is
///   the table's to hide.
/// - For `UITableViewHeaderFooterView`: `listRole` (plain or grouped, header or footer) and
///   `prepareForReuseFromTable()`.
extension UITableViewCell {
    /// Resets what UIKit resets before reuse — highlight, selection and editing, without
    /// animation, any fade in flight stopped — and then calls the open `prepareForReuse()`
    /// (Apple: "resets attributes of the cell that aren't related to content, for example,
    /// alpha, editing, and selection state").
    func prepareForReuseFromTable() {
        storedIsHighlighted = false
        storedIsSelected = false
        isSwiped = false
        isReordering = false
        if storedIsEditing {
            storedIsEditing = false
            editingDidChange(animated: false)
        }
        alpha = 1
        selectionDidChange(animated: false)
        prepareForReuse()
    }

    /// The reorder grip in the cell's coordinates; nil when it is not shown.
    var reorderControlFrame: CGRect? {
        guard isEditing && showsReorderControl else { return nil }
        return arrangement(width: bounds.width, height: bounds.height).reorderControl
    }

    /// The colour drawn behind the content when the app sets neither `backgroundColor` nor
    /// `backgroundView`: `.systemBackground` in a plain table, the grouped cell colour in a grouped one.
    var listBackgroundColor: UIColor? {
        get { systemBackground.backgroundColor }
        set { systemBackground.backgroundColor = newValue }
    }
}
