import Testing
import UIKit

/// An animator as iOS apps write one: it slides the arriving view in from the right edge (or the
/// leaving one out to it) along a linear curve, so a percentage is a position, and notes each
/// step into the recorder.
@MainActor
final class LoggingSlideAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3
    weak var recorder: SequenceRecorder?
    /// Whether the arriving view comes in (push, present) or the leaving one goes (pop, dismiss).
    let arriving: Bool
    let name: String
    /// The context UIKit handed `animateTransition(using:)`, as an animator keeps it.
    private(set) var context: (any UIViewControllerContextTransitioning)?

    init(_ name: String, arriving: Bool, recorder: SequenceRecorder?) {
        self.name = name
        self.arriving = arriving
        self.recorder = recorder
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        recorder?.note("animator animateTransition \(name)")
        context = transitionContext
        let container = transitionContext.containerView
        let width = container.bounds.width
        if arriving {
            let to = transitionContext.viewController(forKey: .to)!
            let view = transitionContext.view(forKey: .to)!
            let frame = transitionContext.finalFrame(for: to)
            view.frame = frame.offsetBy(dx: width, dy: 0)
            container.addSubview(view)
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: [.curveLinear], animations: { view.frame = frame },
                completion: { _ in self.complete(transitionContext) })
        } else {
            let view = transitionContext.view(forKey: .from)!
            if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, belowSubview: view) }
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: [.curveLinear],
                animations: { view.frame.origin.x += width },
                completion: { _ in self.complete(transitionContext) })
        }
    }

    private func complete(_ context: any UIViewControllerContextTransitioning) {
        let completed = !context.transitionWasCancelled
        recorder?.note("animator completeTransition(\(completed))")
        context.completeTransition(completed)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        recorder?.note("animator animationEnded(\(transitionCompleted))")
    }
}

/// A navigation delegate that supplies the logging animator (and an interaction controller when
/// given one) and notes every question.
@MainActor
final class AnimatingNavigationDelegate: UINavigationControllerDelegate {
    weak var recorder: SequenceRecorder?
    var interactor: UIPercentDrivenInteractiveTransition?
    /// The animator last supplied.
    private(set) var animator: LoggingSlideAnimator?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        recorder?.note("delegate willShow \(traceName(viewController))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        recorder?.note("delegate didShow \(traceName(viewController))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let name = operation == .push ? "push" : "pop"
        recorder?.note(
            "delegate animationControllerFor \(name) from \(traceName(fromVC)) to \(traceName(toVC))"
        )
        let animator = LoggingSlideAnimator(name, arriving: operation == .push, recorder: recorder)
        self.animator = animator
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder?.note("delegate interactionControllerFor")
        return interactor
    }
}

/// A card presentation as Apple's "Customizing the Transition Animations" builds one: the
/// presented view in the lower half, inset, over a dimming view faded in alongside the
/// transition; each callback noted.
@MainActor
final class CardPresentationController: UIPresentationController {
    weak var recorder: SequenceRecorder?
    let dimmingView = UIView(frame: .zero)

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 20, y: bounds.height / 2, width: bounds.width - 40, height: bounds.height / 2 - 20)
    }

    override func presentationTransitionWillBegin() {
        recorder?.note("presentation presentationTransitionWillBegin")
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        let fade = { (_: any UIViewControllerTransitionCoordinatorContext) in self.dimmingView.alpha = 0.5 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: fade, completion: nil)
        } else {
            dimmingView.alpha = 0.5
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        recorder?.note("presentation presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        recorder?.note("presentation dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        recorder?.note("presentation dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

/// A transitioning delegate that supplies the card presentation controller and, when
/// `animates`, the logging animator; every question noted.
@MainActor
final class CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    weak var recorder: SequenceRecorder?
    var animates = true
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    private(set) var presentationController: CardPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        recorder?.note("transitioning presentationController")
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.recorder = recorder
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder?.note("transitioning animationControllerForPresented")
        return animates ? LoggingSlideAnimator("present", arriving: true, recorder: recorder) : nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder?.note("transitioning animationControllerForDismissed")
        return animates ? LoggingSlideAnimator("dismiss", arriving: false, recorder: recorder) : nil
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder?.note("transitioning interactionControllerForDismissal")
        return dismissalInteractor
    }
}

extension UIView {
    /// The frame drawn now (the presentation layer's), where an animation shows the view.
    @MainActor var shownFrame: CGRect { layer.presentation()?.frame ?? frame }
}
