import Testing
import UIKit

/// An animator that runs its transition with a UIViewPropertyAnimator, as iOS 10's pattern
/// writes it: `animateTransition` starts `interruptibleAnimator(using:)`, whose completion
/// completes the transition; UIPercentDrivenInteractiveTransition then drives that animator.
@MainActor
private final class PropertySlideAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    private var running: UIViewPropertyAnimator?
    /// Kept, as animators often keep it.
    private var context: (any UIViewControllerContextTransitioning)?
    var asked = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
    {
        asked += 1
        if let running { return running }
        let container = transitionContext.containerView
        let to = transitionContext.viewController(forKey: .to)!
        let view = transitionContext.view(forKey: .to)!
        let frame = transitionContext.finalFrame(for: to)
        view.frame = frame.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .linear) { view.frame = frame }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { running = nil }
}

@MainActor
private final class PropertyAnimatorDelegate: UINavigationControllerDelegate {
    let animator = PropertySlideAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// `interruptibleAnimator(using:)` (Apple: "Implement this method when you want to perform your
/// transitions using an interruptible animator object … You must return the same animator object
/// for the duration of the transition").
@MainActor @Suite struct InterruptibleAnimatorTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    private func pushing() -> (UINavigationController, Coloured, Coloured, PropertyAnimatorDelegate) {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = UINavigationController(rootViewController: a)
        _ = windows.show(navigation)
        let delegate = PropertyAnimatorDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        return (navigation, a, b, delegate)
    }

    @Test func thePercentDrivenTransitionScrubsTheInterruptibleAnimatorAndFinishesThroughIt() {
        let (navigation, _, b, delegate) = pushing()
        let content = contentFrame(of: navigation)

        delegate.interaction.update(0.25)
        app.advance(by: 1)
        let scrubbed = b.view.shownFrame
        let interruptible = navigation.transitionCoordinator?.isInterruptible
        delegate.interaction.finish()
        app.advance(by: 1)

        #expect(scrubbed == content.offsetBy(dx: 240, dy: 0), "a quarter of the 320-point slide")
        #expect(interruptible == true)
        #expect(navigation.topViewController === b && b.view.frame == content)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func aFinishedTransitionLetsGoOfItsAnimatorThoughTheAnimatorKeptTheContext() {
        weak var animator: PropertySlideAnimator?
        do {
            let (_, _, _, delegate) = pushing()
            animator = delegate.animator
            delegate.interaction.update(0.5)
            delegate.interaction.finish()
            app.advance(by: 1)
        }

        #expect(animator == nil)
    }

    @Test func cancelledTheInterruptibleAnimatorRunsBackAndTheStackStays() {
        let (navigation, a, b, delegate) = pushing()

        delegate.interaction.update(0.5)
        app.advance(by: 1.0 / 60)
        delegate.interaction.cancel()
        app.advance(by: 0.1)
        let goingBack = b.view.shownFrame.minX
        app.advance(by: 1)

        #expect(goingBack > 160 && goingBack < 320)
        #expect(navigation.viewControllers == [a])
        #expect(b.view.superview == nil)
        #expect(app.invariantViolations().isEmpty)
    }
}
