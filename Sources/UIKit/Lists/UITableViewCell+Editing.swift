import Foundation

/// Editing mode, as Apple's table view guide describes it: the content moves right to make room
/// for the editing control at the leading side (a red circle with a minus to delete, a green
/// one with a plus to insert) and, when `showsReorderControl`, the reorder grip appears at the
/// trailing side; the editing accessory replaces the normal one. Animated, the move and the
/// controls' fade run on the frame clock.
extension UITableViewCell {
    /// How long entering or leaving editing takes (UIKit's table uses about a third of a second).
    static let editingAnimationDuration: TimeInterval = 0.3

    func editingDidChange(animated: Bool) {
        accessoryDidChange()
        let showsControl = isEditing && editingStyle != .none
        let showsGrip = isEditing && showsReorderControl
        if showsControl { editingControl.isHidden = false }
        if showsGrip { reorderControl.isHidden = false }
        editingControl.style = editingStyle
        setNeedsUpdateConfiguration()
        let update = { [self] in
            editingControl.alpha = showsControl ? 1 : 0
            reorderControl.alpha = showsGrip ? 1 : 0
            layoutCell()
        }
        let finish = { [self] in
            editingControl.isHidden = !(isEditing && editingStyle != .none)
            reorderControl.isHidden = !(isEditing && showsReorderControl)
        }
        if animated && window != nil {
            UIView.animate(
                withDuration: Self.editingAnimationDuration, delay: 0, options: [.beginFromCurrentState],
                animations: update, completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation(update)
            finish()
        }
        selectionDidChange(animated: false)
    }
}
