import Foundation

/// An animator: the animations of a custom transition. It adds the to-view to the context's
/// container, animates, and calls `completeTransition(_:)` when done.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning)
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator (a `UIViewPropertyAnimator`) that runs this transition's
    /// animations; the same one for the whole transition (Apple). When implemented, an
    /// interactive transition is scrubbed, finished and reversed through it.
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
    /// Called after the transition completed or was cancelled (optional in UIKit: does nothing).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// UIKit's member is optional; this default stands for "not implemented", and the
    /// transition is then driven through the animator's `UIView` animations.
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }
}

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that has
/// none. It animates nothing and is never driven.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
