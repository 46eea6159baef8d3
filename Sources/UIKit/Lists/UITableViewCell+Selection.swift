import Foundation

/// Highlight and selection show one background over the cell's colour: the app's
/// `selectedBackgroundView` (or `multipleSelectionBackgroundView` in multiple-selection
/// editing), otherwise iOS's grey (systemGray4: #D1D1D6 light, #3A3A3C dark). The labels keep
/// their colours (iOS 13 and later). The selection background covers the whole row and the row's
/// separator fades while it shows (the table hides the separator of the row above). Animated
/// changes fade on the frame clock.
extension UITableViewCell {
    static let selectionColor = UIColor.systemGray4
    /// How long an animated deselection fades (UIKit does not document it).
    static let selectionFadeDuration: TimeInterval = 0.25

    /// The background shown for highlight and selection now.
    var activeSelectionBackground: UIView {
        if isEditing, usesMultipleSelectionBackground, let multipleSelectionBackgroundView {
            return multipleSelectionBackgroundView
        }
        return selectedBackgroundView ?? systemSelectedBackground
    }

    /// Whether the selection background shows.
    var showsSelectionBackground: Bool { (isHighlighted || isSelected) && selectionStyle != .none }

    func selectionDidChange(animated: Bool) {
        let active = activeSelectionBackground
        let show = showsSelectionBackground
        let views = [systemSelectedBackground, selectedBackgroundView, multipleSelectionBackgroundView].compactMap {
            $0
        }
        let update = { [separatorView] in
            for view in views { view.alpha = view === active && show ? 1 : 0 }
            // The grey covers the whole row; its separator goes while it shows, as on iOS.
            separatorView.alpha = show ? 0 : 1
        }
        if animated {
            UIView.animate(
                withDuration: Self.selectionFadeDuration, delay: 0,
                options: [.allowUserInteraction, .beginFromCurrentState], animations: update)
        } else {
            for view in views + [separatorView] { view.layer.removeAllAnimations() }
            UIView.performWithoutAnimation(update)
        }
        setNeedsUpdateConfiguration()
    }

    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = isEditing
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
}
