import Foundation

/// Attaching recognizers: a recognizer belongs to one view at a time; adding it to another
/// moves it, and taking it off mid-gesture ends its gesture (cancelled if recognized).
extension UIView {
    func performAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    func performRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.environment?.recognizerWasRemoved(gestureRecognizer)
        gestureRecognizer.view = nil
    }

    func performSetGestureRecognizers(_ gestureRecognizers: [UIGestureRecognizer]) {
        for old in attachedGestureRecognizers where !gestureRecognizers.contains(where: { $0 === old }) {
            removeGestureRecognizer(old)
        }
        for recognizer in gestureRecognizers { addGestureRecognizer(recognizer) }
        attachedGestureRecognizers = gestureRecognizers.filter { $0.view === self }
    }
}
