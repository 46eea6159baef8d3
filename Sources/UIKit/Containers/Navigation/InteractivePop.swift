import Foundation

/// UIKit's swipe back: a screen-edge pan from the left edge of the navigation controller's view
/// pops the top controller interactively. The pop is an ordinary animated pop driven by a
/// percent-driven interaction: the covered view and the bar follow the finger; released past
/// half way, or flung right, it finishes, otherwise it cancels and the stack is put back with
/// the order recorded on iOS (DESIGN §2). Its delegate plays UIKit's private one: the drag begins
/// only with something to pop and no push or pop running. An app may replace the delegate, or
/// set `isEnabled` to false, as on iOS.
@MainActor
final class InteractivePop: NSObject, UIGestureRecognizerDelegate {
    /// Faster than this to the right (points per second) on release finishes the pop wherever
    /// the finger is; as fast to the left cancels it. (UIKit does not publish its threshold.)
    static let flingSpeed: CGFloat = 500

    let recognizer = UIScreenEdgePanGestureRecognizer()
    /// Weak: the navigation controller's view (and the recognizer on it) may outlive it.
    private weak var navigation: UINavigationController?
    /// The interaction of the pop being dragged; the navigation controller hands it to the
    /// transition of the pop it starts.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    init(navigation: UINavigationController) {
        self.navigation = navigation
        super.init()
        recognizer.edges = .left
        recognizer.name = "_UIParallaxTransitionPanGestureRecognizer"
        recognizer.delegate = self
        _ = recognizer.addTarget { [weak self] pan in self?.follow(pan) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.viewControllers.count > 1 && navigation.runningTransitionContext == nil
            && navigation.presentedViewController == nil
    }

    private func follow(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view, let navigation else { return }
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            navigation.popViewController(animated: true)
            // A delegate's animator without an interaction controller pops on its own.
            if navigation.runningTransitionContext?.interactor !== interaction { self.interaction = nil }
            interaction.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view).x
            let finishes = velocity > Self.flingSpeed || (progress > 0.5 && velocity > -Self.flingSpeed)
            if finishes { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
