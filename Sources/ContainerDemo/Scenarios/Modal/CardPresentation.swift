import UIKit

extension Modal {
    /// A custom presentation as iOS apps write it: a card over the lower part of the screen
    /// with a dimming view behind it; a tap on the dimming view, or dragging the card down,
    /// dismisses it (the drag interactively).
    final class CardPresentationController: UIPresentationController {
        private let dimmingView = UIView()

        override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)
        {
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            dimmingView.alpha = 0
            dimmingView.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] _ in self?.presentedViewController.dismiss(animated: true) })
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let height = (bounds.height * 0.55).rounded()
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            dimmingView.frame = containerView.bounds
            containerView.insertSubview(dimmingView, at: 0)
            presentedView?.layer.cornerRadius = 16
            guard let coordinator = presentedViewController.transitionCoordinator else {
                dimmingView.alpha = 1
                return
            }
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            if !completed { dimmingView.removeFromSuperview() }
        }

        override func dismissalTransitionWillBegin() {
            guard let coordinator = presentedViewController.transitionCoordinator else {
                dimmingView.alpha = 0
                return
            }
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimmingView.removeFromSuperview() }
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            dimmingView.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Slides the card up from below the screen, or down off it.
    final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let isPresenting: Bool

        init(presenting: Bool) { isPresenting = presenting }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
            guard let card = transitionContext.viewController(forKey: key) else { return }
            let container = transitionContext.containerView
            let shown = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            let onScreen = isPresenting ? shown : transitionContext.initialFrame(for: card)
            let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
            if isPresenting {
                container.addSubview(card.view)
                card.view.frame = below
            }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0,
                options: transitionContext.isInteractive ? .curveLinear : .curveEaseOut,
                animations: { card.view.frame = self.isPresenting ? onScreen : below },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// Dragging the card down dismisses it, following the finger; released past a third of the
    /// way (or flung down) it finishes, otherwise it springs back.
    final class CardDismissInteraction: UIPercentDrivenInteractiveTransition {
        private(set) var isInteracting = false
        private weak var card: UIViewController?

        func attach(to card: UIViewController) {
            self.card = card
            card.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.handle(pan) })
        }

        private func handle(_ pan: UIPanGestureRecognizer) {
            guard let card, let view = pan.view else { return }
            let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
            switch pan.state {
            case .began:
                isInteracting = true
                card.dismiss(animated: true)
            case .changed:
                update(progress)
            case .ended:
                isInteracting = false
                if progress > 1.0 / 3 || pan.velocity(in: view).y > 600 { finish() } else { cancel() }
            case .cancelled, .failed:
                isInteracting = false
                cancel()
            default:
                break
            }
        }
    }

    /// The card's transitioning delegate: the presentation controller, both animators, and the
    /// drag for an interactive dismissal.
    final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        let interaction = CardDismissInteraction()

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            CardPresentationController(presentedViewController: presented, presenting: presenting)
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            CardAnimator(presenting: true)
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            CardAnimator(presenting: false)
        }

        func interactionControllerForDismissal(
            using animator: UIViewControllerAnimatedTransitioning
        )
            -> UIViewControllerInteractiveTransitioning?
        {
            interaction.isInteracting ? interaction : nil
        }
    }
}
