import Foundation

/// One push, pop, tab switch, presentation or dismissal in progress: the context its animator and
/// interaction controller see (UIKit's `_UIViewControllerTransitionContext`) and the coordinator
/// controllers see through `transitionCoordinator`. Built-in and custom transitions both run
/// here, so alongside animations and completions work the same for both.
///
/// The order of the end, after the animator calls `completeTransition(_:)`: the owner's prelude
/// (a presentation controller's `…DidEnd`), the coordinator's completion blocks, the owner's end
/// (views, appearance, children, delegates, the caller's completion), then the animator's
/// `animationEnded(_:)`.
///
/// With an interaction controller, the animations run on an `AnimationTimeline` (the part of
/// UIKit's container layer with speed 0 and a time offset): `updateInteractiveTransition` seeks
/// it, a finish runs it to the end and a cancel back to 0 at the interaction controller's
/// `completionSpeed` along its `completionCurve`; there the animations end (a cancel puts their
/// start values back), their completions run, and the animator completes the transition.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    private enum Phase { case ready, running, completed }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    /// Set before `start()`, and before the appearance callbacks, so their coordinator knows it.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// Runs first when the transition completes, before the coordinator's completions.
    var prelude: ((Bool) -> Void)?
    /// The owner's end, given whether the transition completed.
    var onComplete: ((Bool) -> Void)?

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    private var phase = Phase.ready
    /// Before `start()` (the appearance callbacks, a navigation delegate's `willShow`) an
    /// interactive transition has already begun on iOS: both say what its start will be.
    var isInteractive: Bool { phase == .ready ? startsInteractively : interactiveNow }
    var initiallyInteractive: Bool { phase == .ready ? startsInteractively : startedInteractively }
    private var interactiveNow = false
    private var startedInteractively = false
    private var startsInteractively: Bool { isAnimated && (interactor?.wantsInteractiveStart ?? false) }
    private(set) var transitionWasCancelled = false
    /// Landed by the owner: the animator's own `completeTransition` later is expected, not misuse.
    private var landed = false
    private var percent: CGFloat = 0
    private var startTime: TimeInterval = 0
    private(set) var timeline: AnimationTimeline?
    private var animatorRan = false
    private var blocks = CoordinatorBlocks()
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController?,
        to: UIViewController?, fromView: UIView?, toView: UIView?
    ) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
    }

    func setFrames(of controller: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(controller)] = initial
        finalFrames[ObjectIdentifier(controller)] = final
    }

    var isRunning: Bool { phase == .running }
    /// Made and not yet completed: the coordinator of the appearance callbacks before the start.
    var isActive: Bool { phase != .completed }
    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { interruptible != nil }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    var transitionDuration: TimeInterval {
        guard isAnimated, let animator else { return 0 }
        return max(animator.transitionDuration(using: self), 0)
    }

    var percentComplete: CGFloat {
        switch phase {
        case .ready: return 0
        case .completed: return percent
        case .running:
            let duration = transitionDuration
            guard duration > 0 else { return percent }
            if let interruptible { return interruptible.fractionComplete }
            if let timeline { return CGFloat(min(max(timeline.time / duration, 0), 1)) }
            let elapsed = containerView.runtime.animation.now - startTime
            return CGFloat(min(max(elapsed / duration, 0), 1))
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: Running

    /// Starts the animator, or hands the transition to the interaction controller (on a time
    /// line standing at 0, or running from 0 when it does not want an interactive start).
    func start() {
        guard phase == .ready else { return }
        phase = .running
        startTime = containerView.runtime.animation.now
        guard let interactor, isAnimated else {
            runAnimator()
            return
        }
        let timeline = AnimationTimeline(engine: containerView.runtime.animation)
        self.timeline = timeline
        startedInteractively = interactor.wantsInteractiveStart
        interactiveNow = startedInteractively
        if !isInteractive { runTimeline(towards: true, speed: 1, curve: .linear) }
        interactor.startInteractiveTransition(self)
        if phase == .running { runAlongside() }
    }

    /// The animator's `animateTransition`, then the alongside animations, in the same animation
    /// (on the time line when interactive). `UIPercentDrivenInteractiveTransition` calls it.
    func runAnimator() {
        guard phase == .running, !animatorRan else { return }
        animatorRan = true
        onTimeline {
            // Without an animator (not animated) the alongside blocks still run, at once.
            animator?.animateTransition(using: self)
            // Driven by a finger, an interruptible animator the animator started stands still.
            if isInteractive, let interruptible, interruptible.isRunning { interruptible.pauseAnimation() }
            if phase == .running { runAlongside() }
        }
    }

    private func onTimeline(_ body: () -> Void) {
        if let timeline { containerView.runtime.blocks.run(on: timeline, body) } else { body() }
    }

    private func runAlongside() {
        guard !blocks.alongsideRan else { return }
        let alongside = blocks.takeAlongside()
        guard !alongside.isEmpty else { return }
        onTimeline { animateBlocks(alongside, over: transitionDuration) }
    }

    private func animateBlocks(
        _ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void], over duration: TimeInterval
    ) {
        let body = { for block in blocks { block(self) } }
        if isAnimated && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: body)
        } else {
            UIView.performWithoutAnimation(body)
        }
    }

    // MARK: Coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard phase != .completed else { return false }
        if let late = blocks.add(alongside: animation, completion: completion) {
            // Asked for once the animations started: it runs now over the time that remains.
            let remaining = transitionDuration * Double(1 - percentComplete)
            onTimeline { animateBlocks([late], over: remaining) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    private func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    // MARK: Interaction

    /// The animator's interruptible animator, when it has one, once the animations were made:
    /// an interactive transition is then driven through it, as UIPercentDrivenInteractiveTransition
    /// drives one since iOS 10 (WWDC 2016, "Advances in UIKit Animations and Transitions").
    private var interruptible: (any UIViewImplicitlyAnimating)? {
        guard animatorRan, let animator else { return nil }
        let candidate = animator.interruptibleAnimator(using: self)
        return candidate is NoInterruptibleAnimator ? nil : candidate
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase == .running, isInteractive else { return }
        percent = min(max(percentComplete, 0), 1)
        if let interruptible {
            if interruptible.isRunning { interruptible.pauseAnimation() }
            interruptible.fractionComplete = percent
            return
        }
        timeline?.seek(to: Double(percent) * transitionDuration)
    }

    /// Takes an animating (finishing, cancelling, or not yet interactive) transition back into
    /// interaction where it stands.
    func pauseInteractiveTransition() {
        guard phase == .running, !isInteractive else { return }
        if let interruptible {
            interruptible.pauseAnimation()
        } else if let timeline {
            timeline.pause()
        } else {
            return
        }
        percent = percentComplete
        transitionWasCancelled = false
        interactiveNow = true
        interactionChanged()
    }

    func finishInteractiveTransition() {
        guard phase == .running, isInteractive else { return }
        interactiveNow = false
        interactionChanged()
        if let interruptible { return continueInterruptible(interruptible, towards: true) }
        runTimeline(towards: true, speed: interactor?.completionSpeed ?? 1, curve: endCurve)
    }

    func cancelInteractiveTransition() {
        guard phase == .running, isInteractive else { return }
        interactiveNow = false
        transitionWasCancelled = true
        interactionChanged()
        if let interruptible { return continueInterruptible(interruptible, towards: false) }
        runTimeline(towards: false, speed: interactor?.completionSpeed ?? 1, curve: endCurve)
    }

    /// The interruptible animator runs the rest of the way (reversed to cancel) at the
    /// completion speed, along the percent-driven controller's timing; its own completions
    /// then complete the transition, as the animator's code says.
    private func continueInterruptible(_ animator: any UIViewImplicitlyAnimating, towards end: Bool) {
        if animator.isRunning { animator.pauseAnimation() }
        animator.isReversed = !end
        let speed = max(interactor?.completionSpeed ?? 1, 0.01)
        let remaining = end ? 1 - animator.fractionComplete : animator.fractionComplete
        let timing =
            (interactor as? UIPercentDrivenInteractiveTransition)?.timingCurve
            ?? UICubicTimingParameters(animationCurve: interactor?.completionCurve ?? .easeInOut)
        animator.continueAnimation(withTimingParameters: timing, durationFactor: max(remaining / speed, 0.001))
    }

    /// The percent-driven controller's `timingCurve` when set, else its `completionCurve`.
    private var endCurve: MotionCurve {
        if let provider = (interactor as? UIPercentDrivenInteractiveTransition)?.timingCurve {
            return provider.curve(over: transitionDuration)
        }
        return .timing((interactor?.completionCurve ?? .easeInOut).timingFunction)
    }

    /// Runs the time line to the end (or back to 0) over the remaining part of the duration
    /// divided by `speed`; there its animations end and their completions follow.
    private func runTimeline(towards end: Bool, speed: CGFloat, curve: MotionCurve) {
        guard let timeline else { return }
        let duration = transitionDuration
        let target = end ? max(duration, timeline.duration) : 0
        let distance = abs(target - timeline.time)
        let seconds = distance / Double(max(speed, 0.01))
        timeline.move(to: target, over: seconds, curve: curve) { [weak self, weak timeline] in
            guard let self, let timeline, self.timeline === timeline else { return }
            timeline.finishAnimations(at: end ? .end : .start)
        }
    }

    // MARK: Completion

    func completeTransition(_ didComplete: Bool) {
        guard phase == .running else {
            if phase == .completed && !landed {
                // UIKit does not document what a second call does; it changes nothing here.
                containerView.runtime.report(
                    .log, "completeTransition: called on a transition that already completed (\(self))")
            }
            return
        }
        phase = .completed
        if let timeline {
            timeline.pause()
            timeline.finishAnimations(at: didComplete ? .end : .start)
        }
        if !didComplete { transitionWasCancelled = true }
        percent = didComplete ? 1 : 0
        interactiveNow = false
        prelude?(didComplete)
        for block in blocks.takeCompletions() { block(self) }
        onComplete?(didComplete)
        animator?.animationEnded(didComplete)
        interactionHandlers.removeAll()
        // Animators often keep the context they were given: what the transition held goes, so
        // neither the animator nor the controllers its closures captured outlive it.
        (animator, interactor, prelude, onComplete, timeline) = (nil, nil, nil, nil, nil)
    }

    /// Ends a running transition at once, completed (another push or pop interrupts it, as UIKit
    /// lands a running navigation transition): animations in the container stop at their ends.
    func land() {
        guard phase == .running else { return }
        landed = true
        containerView.removeAnimationsThroughout()
        completeTransition(!transitionWasCancelled)
    }
}

extension UIView {
    /// Stops every animation in this view's subtree; the views keep their model values.
    func removeAnimationsThroughout() {
        layer.removeAllAnimations()
        for subview in subviews { subview.removeAnimationsThroughout() }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller takes part in: its own, or its
    /// parent's (a pushed child sees its navigation controller's). Nil when none runs.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            for transition in [controller.presentationTransitionContext, controller.runningTransitionContext] {
                if let transition, transition.isActive { return transition }
            }
            current = controller.parentLink
        }
        return nil
    }
}
