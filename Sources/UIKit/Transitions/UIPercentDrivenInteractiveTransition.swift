import Foundation

/// An interaction controller that scrubs the animator's `UIView` animations: it starts the
/// animator with its animations standing still at 0, `update(_:)` moves them to a fraction of
/// the duration, and `finish()` or `cancel()` lets them run to the end or back to the start.
/// (UIKit pauses the container layer; here the context's time line stands in for it.)
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition)
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
    private var lastPercent: CGFloat = 0

    public override init() { super.init() }

    /// The animator's duration for the transition driven last (0 before one started).
    open private(set) var duration: CGFloat = 0
    /// How far the transition is, 0…1 (where it ended, once it ended).
    open var percentComplete: CGFloat {
        if let context { lastPercent = context.percentComplete }
        return lastPercent
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        lastPercent = 0
        duration = CGFloat(context.transitionDuration)
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
