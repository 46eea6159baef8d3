import Foundation

/// An interaction controller that scrubs the animator's `UIView` animations: it starts the
/// animator with its animations standing still at 0, `update(_:)` moves them to a fraction of
/// the duration, and `finish()` or `cancel()` lets them run to the end or back to the start.
/// (UIKit pauses the container layer; here the context's time line stands in for it.)
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How much faster than the animator's pace the rest runs after `finish()` or `cancel()`.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// When set, the curve of the rest after `finish()` or `cancel()`, in place of `completionCurve`.
    open var timingCurve: (any UITimingCurveProvider)?
    /// False starts the transition animating; `pause()` then takes it over.
    open var wantsInteractiveStart = true

    private weak var context: TransitionContext?

    public override init() { super.init() }

    /// The animator's duration, once the transition started (0 before).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// How far the transition is, 0…1.
    open var percentComplete: CGFloat { context?.percentComplete ?? 0 }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        context.runAnimator()
    }

    /// Shows the animations at `percentComplete` of the way (0…1).
    open func update(_ percentComplete: CGFloat) { context?.updateInteractiveTransition(percentComplete) }

    /// Stops a finishing or cancelling transition where it is, interactive again.
    open func pause() { context?.pauseInteractiveTransition() }

    /// The rest runs to the end; the animator then completes the transition.
    open func finish() { context?.finishInteractiveTransition() }

    /// The animations run back to their start; the animator then completes the transition with
    /// `transitionWasCancelled` true and UIKit puts the from-state back.
    open func cancel() { context?.cancelInteractiveTransition() }
}
