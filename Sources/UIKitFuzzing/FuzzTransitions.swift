import UIKit

/// What the navigation controller's delegate supplies for pushes and pops.
public enum FuzzNavigationAnimation: Equatable, Sendable {
    /// No delegate: the built-in slide.
    case builtIn
    /// A custom animator.
    case custom
    /// A custom animator driven by a percent-driven interaction controller, left standing at 0.
    case interactive
}

/// A step of the interactive transition in progress (a finger moving, lifting, or holding).
public enum FuzzInteractiveStep: Equatable, Sendable {
    case update(Double)
    case finish
    case cancel
    case pause
}

/// A slide along a linear curve, as app animators are written: the arriving view comes in from
/// the right (or from below, presented), the leaving one goes the same way back.
@MainActor
final class FuzzSlideAnimator: UIViewControllerAnimatedTransitioning {
    let arriving: Bool
    let vertical: Bool

    init(arriving: Bool, vertical: Bool) {
        self.arriving = arriving
        self.vertical = vertical
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let offset = vertical ? CGPoint(x: 0, y: container.bounds.height) : CGPoint(x: container.bounds.width, y: 0)
        let complete: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if arriving, let to = transitionContext.viewController(forKey: .to),
            let view = transitionContext.view(forKey: .to)
        {
            let frame = transitionContext.finalFrame(for: to)
            view.frame = frame.offsetBy(dx: offset.x, dy: offset.y)
            container.addSubview(view)
            UIView.animate(
                withDuration: 0.25, delay: 0, options: [.curveLinear], animations: { view.frame = frame },
                completion: complete)
        } else if let view = transitionContext.view(forKey: .from) {
            if let below = transitionContext.view(forKey: .to) { container.insertSubview(below, belowSubview: view) }
            UIView.animate(
                withDuration: 0.25, delay: 0, options: [.curveLinear],
                animations: { view.frame = view.frame.offsetBy(dx: offset.x, dy: offset.y) }, completion: complete)
        } else {
            transitionContext.completeTransition(true)
        }
    }
}

/// The navigation delegate of `FuzzNavigationAnimation.custom` and `.interactive`.
@MainActor
final class FuzzNavigationDelegate: UINavigationControllerDelegate {
    let interactive: Bool
    /// The interaction controller of the latest interactive push or pop.
    private(set) var interactor: UIPercentDrivenInteractiveTransition?

    init(interactive: Bool) { self.interactive = interactive }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        FuzzSlideAnimator(arriving: operation == .push, vertical: false)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard interactive else { return nil }
        let interactor = UIPercentDrivenInteractiveTransition()
        self.interactor = interactor
        return interactor
    }
}

/// A card in the lower half over a dimming view, for `.custom` presentations.
@MainActor
final class FuzzCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0.4
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The transitioning delegate of `.custom` presentations: the card and the vertical slide.
@MainActor
final class FuzzCardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        FuzzCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        FuzzSlideAnimator(arriving: true, vertical: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FuzzSlideAnimator(arriving: false, vertical: true)
    }
}
