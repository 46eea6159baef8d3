import Foundation

/// How an alert controller is presented: over the screen, which stays (its views remain and
/// keep their appearance), the dimming fading in with the alert's box, which grows to its size
/// from a little larger, or with the action sheet, which rises from the bottom edge; dismissed,
/// everything fades out.
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertAnimator(presenting: false)
    }
}

@MainActor
final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    /// UIKit does not document the alert's durations; these are close to what it shows.
    static let presentDuration: TimeInterval = 0.3
    static let dismissDuration: TimeInterval = 0.2
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        presenting ? Self.presentDuration : Self.dismissDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        let complete: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        guard presenting else {
            let view = transitionContext.view(forKey: .from)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { view?.alpha = 0 }, completion: complete)
            return
        }
        guard let view = transitionContext.view(forKey: .to) as? AlertView,
            let presented = transitionContext.viewController(forKey: .to)
        else { return complete(true) }
        view.frame = transitionContext.finalFrame(for: presented)
        transitionContext.containerView.addSubview(view)
        view.layoutIfNeeded()
        let isSheet = (presented as? UIAlertController)?.preferredStyle == .actionSheet
        let rest = view.box.frame
        view.alpha = 0
        if isSheet {
            for group in view.subviews { group.frame.origin.y += view.bounds.height - rest.minY }
        } else {
            view.box.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseOut],
            animations: {
                view.alpha = 1
                view.box.transform = .identity
                if isSheet {
                    view.setNeedsLayout()
                    view.layoutIfNeeded()
                }
            }, completion: complete)
    }
}
