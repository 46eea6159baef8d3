import Foundation

/// The view a presentation controller's presentation lives in (UIKit's `UITransitionView`): it
/// fills the window above the presenter, holds the presented view and the presentation
/// controller's own views (a dimming view), and tells the presentation controller about layout.
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?

    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Touches that reach no view of the presentation (around an undimmed sheet) go on to the
    /// presenter below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
