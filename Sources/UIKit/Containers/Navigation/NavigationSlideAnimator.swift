import Foundation

/// The built-in push and pop: the new view slides in from the right edge while the old one moves
/// a third of the width left under a dimming layer; a pop plays it backwards. 0.35 s, as UIKit's
/// bar show/hide.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let motion: UINavigationController.StackMotion
    /// The bar whose look dissolves; weak, as the navigation controller that owns it may go first.
    weak var bar: UINavigationBar?
    private var dimming: UIView?

    /// Gives the bar the new stack's items, inside the bar's cross-dissolve.
    private let updateBarItems: () -> Void

    init(motion: UINavigationController.StackMotion, bar: UINavigationBar, updateBarItems: @escaping () -> Void) {
        self.motion = motion
        self.bar = bar
        self.updateBarItems = updateBarItems
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        UINavigationController.slideDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let root = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(true) }
        let content = transitionContext.finalFrame(for: to)
        // The covered view moves a third of the width and dims; the other crosses it.
        let width = root.bounds.width
        let dimming = UIView(frame: content)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        self.dimming = dimming
        let lower = motion == .push ? fromView : toView
        root.insertSubview(dimming, aboveSubview: lower)
        let offLeft = content.offsetBy(dx: -width / 3, dy: 0), offRight = content.offsetBy(dx: width, dy: 0)
        UIView.performWithoutAnimation {
            if motion == .push {
                toView.frame = offRight
                dimming.alpha = 0
            } else {
                toView.frame = offLeft
                dimming.frame = offLeft
                dimming.alpha = UINavigationController.dimmingAlpha
            }
        }
        // The bar's old look dissolves into the new one. Driven by a finger (the swipe back),
        // both move linearly, so the view's edge stays under the finger.
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : []
        if let bar {
            UIView.transition(
                with: bar, duration: UINavigationController.slideDuration, options: [.transitionCrossDissolve, curve],
                animations: updateBarItems, completion: nil)
        }
        UIView.animate(
            withDuration: UINavigationController.slideDuration, delay: 0, options: curve,
            animations: { [motion] in
                if motion == .push {
                    toView.frame = content
                    fromView.frame = offLeft
                    dimming.frame = offLeft
                    dimming.alpha = UINavigationController.dimmingAlpha
                } else {
                    toView.frame = content
                    fromView.frame = offRight
                    dimming.frame = content
                    dimming.alpha = 0
                }
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    /// The dimming layer goes however the transition ended (landed early too).
    func animationEnded(_ transitionCompleted: Bool) {
        dimming?.removeFromSuperview()
        dimming = nil
    }
}
