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

    /// A touch that reaches no view of the presentation stops here (the presentation is modal),
    /// unless the presentation controller lets it through (around an undimmed sheet).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self && presentationController?.letsTouchesThroughContainer == true ? nil : view
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
