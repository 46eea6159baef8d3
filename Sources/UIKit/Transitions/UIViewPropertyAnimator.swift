import Foundation

/// UIKit's interruptible animator: animation blocks that can be started, paused, scrubbed
/// (`fractionComplete`), reversed, continued with new timing, and stopped where they stand.
///
/// Its blocks run as `UIView.animate` blocks do — the model changes at once — but their
/// animations are linear and attached to the animator's own time line, which moves along the
/// animator's timing curve. So `fractionComplete` is the visible progress and scrubbing is
/// linear (`scrubsLinearly`), as on iOS, and a reversed animator that reaches its start leaves
/// the properties at their start values.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator)
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration given; a physical spring (`UISpringTimingParameters(mass:…)`) runs for its
    /// own settling time instead.
    public let duration: TimeInterval
    /// The delay of `startAnimation(afterDelay:)` (or of `runningPropertyAnimator`).
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: (any UITimingCurveProvider)?
    /// The owners it runs on: an animator belongs to no window, so the application's.
    let runtime: Runtime = .application

    /// Whether views may be touched while animating. UIKit raises if it is set on an active
    /// animator: reported, and the value kept.
    open var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set { if mayChangeSetting("userInteractionEnabled") { userInteraction = newValue } }
    }
    /// Whether the animator can be paused, stopped, reversed or scrubbed; set only while inactive.
    open var isInterruptible: Bool {
        get { interruptible }
        set { if mayChangeSetting("interruptible") { interruptible = newValue } }
    }
    private var userInteraction = true
    private var interruptible = true

    private func mayChangeSetting(_ name: String) -> Bool {
        guard state == .active else { return true }
        runtime.report(
            .exception, "It is not allowed to set the \(name) property of an active animator (\(self))",
            name: "NSGenericException")
        return false
    }
    /// Scrubbing `fractionComplete` moves the views linearly (true) or along the timing curve.
    open var scrubsLinearly = true
    /// Reaching the end leaves the animator active and paused there, with no completion run.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    /// Which way it runs. Changing it while running turns the motion around where it stands.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning, !isWaitingToStart else { return }
            runTowardsTarget(over: nil, curve: nil)
        }
    }

    /// How far the animations have come, 0…1. Set while not running (an inactive animator
    /// becomes active and paused there); ignored while running, as UIKit ignores it.
    public var fractionComplete: CGFloat {
        get {
            guard let timeline, effectiveDuration > 0 else { return state == .inactive ? 0 : 1 }
            if let scrubbed = scrubbedFraction { return scrubbed }
            return CGFloat(min(max(timeline.time / effectiveDuration, 0), 1))
        }
        set {
            guard state != .stopped, !isRunning else { return }
            // UIKit's text for this is not known: refused in Auto Layout's shape (FiniteInput.swift).
            guard
                runtime.acceptsFinite(
                    newValue,
                    message: {
                        "UIViewPropertyAnimator fractionComplete is not finite!  That's illegal.  fractionComplete:\($0)"
                    })
            else { return }
            if state == .inactive { activate() }
            let fraction = min(max(Double(newValue), 0), 1)
            let visible = scrubsLinearly ? fraction : curve.progress(at: fraction)
            timeline?.seek(to: visible * effectiveDuration)
            scrubbedFraction = scrubsLinearly ? nil : CGFloat(fraction)
            resumable = nil
        }
    }

    private var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var timeline: AnimationTimeline?
    /// The curve the remaining way is run along (changed by `continueAnimation`).
    private var curve: MotionCurve
    /// The values a `stopAnimation(false)` froze, for `finishAnimation(at:)` to place.
    private var stoppedValues: [AnimationTimeline.FinishedAnimation] = []
    /// A fraction set with `scrubsLinearly` off, reported back until the animator moves.
    private var scrubbedFraction: CGFloat?
    /// The motion a pause interrupted, to resume on the same curve when nothing moved since.
    private var resumable: (motion: AnimationTimeline.MotionRecord, elapsed: TimeInterval, at: TimeInterval)?
    private var isWaitingToStart = false

    /// The time the animations take: the duration, or a physical spring's settling time.
    private var effectiveDuration: TimeInterval {
        timingParameters?.springTimingParameters?.settlingDuration ?? duration
    }

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(duration, 0)
        timingParameters = parameters
        curve = parameters.curve(over: max(duration, 0))
        super.init()
    }

    /// `UIViewPropertyAnimator()`, NSObject's `init` as iOS code inherits it (often a stored
    /// property's placeholder): no duration, the default ease-in-out timing.
    public override convenience init() { self.init(duration: 0, timingParameters: UICubicTimingParameters()) }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already started (after `delay`), with the curve of `options`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(options: options))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Blocks and completions

    /// Inactive, the block waits for the start; active, it runs now over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// `delayFactor` of the remaining time passes before the block's animations begin; they end
    /// with the animator's.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active {
            run(animation, delayFactor: delayFactor)
        } else {
            pendingBlocks.append((animation, delayFactor))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        guard state != .stopped else {
            runtime.report(
                .exception, "It is an error to start an animator (\(self)) that is stopped",
                name: "NSInternalInconsistencyException")
            return
        }
        guard !isRunning else { return }
        if state == .inactive {
            guard !pendingBlocks.isEmpty else {
                runtime.report(
                    .exception, "An animator (\(self)) must have at least one animation block to start!",
                    name: "NSInternalInconsistencyException")
                return
            }
            activate()
        }
        isRunning = true
        runTowardsTarget(over: nil, curve: nil)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay >= 0 else {
            runtime.report(
                .exception, "The delay should be greater than or equal to zero.", name: "NSInvalidArgumentException")
            return
        }
        guard state == .inactive else {
            runtime.report(
                .exception, "A paused animator (\(self)) cannot be started with a delay!",
                name: "NSInternalInconsistencyException")
            return
        }
        guard delay > 0 else { return startAnimation() }
        self.delay = delay
        activate()
        guard let timeline else { return }
        isRunning = true
        isWaitingToStart = true
        timeline.move(to: timeline.time, over: delay) { [self] in
            isWaitingToStart = false
            runTowardsTarget(over: nil, curve: nil)
        }
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        guard isInterruptible else {
            runtime.report(
                .exception, "An animator \(self) that is not interruptible cannot be paused!",
                name: "NSInternalInconsistencyException")
            return
        }
        if state == .inactive { activate() }
        guard isRunning, let timeline else { return }
        isRunning = false
        isWaitingToStart = false
        resumable = timeline.pause().map { ($0.motion, $0.elapsed, timeline.time) }
    }

    /// Resumes a paused animator with new timing (nil keeps the current curve). The rest of the
    /// way takes `durationFactor` × `duration`; 0 takes the time the rest would have taken.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        guard state == .active, !isRunning else { return }
        guard isInterruptible else {
            runtime.report(
                .exception, "An animator \(self) that is not interruptible cannot be continued or reversed!",
                name: "NSInternalInconsistencyException")
            return
        }
        let seconds = durationFactor > 0 ? Double(durationFactor) * effectiveDuration : nil
        if let parameters { curve = parameters.curve(over: seconds ?? remainingSeconds) }
        isRunning = true
        runTowardsTarget(over: seconds, curve: parameters == nil ? nil : curve)
    }

    /// Stops where the animations stand: their properties keep the values shown now. Without
    /// finishing, the animator becomes inactive and no completion runs; otherwise it is stopped
    /// until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let timeline else {
            if state == .stopped {
                runtime.report(
                    .exception, "Animator \(self) is already stopped!", name: "NSInternalInconsistencyException")
            }
            return
        }
        _ = timeline.pause()
        let finished = timeline.finishAnimations(at: .current)
        isRunning = false
        isWaitingToStart = false
        self.timeline = nil
        resumable = nil
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
        } else {
            state = .stopped
            stoppedValues = finished
        }
    }

    /// After `stopAnimation(false)`: places the properties at `finalPosition` and runs the
    /// completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            runtime.report(
                .exception, "finishAnimationAtPosition: should only be called on a stopped animator!",
                name: "NSInternalInconsistencyException")
            return
        }
        for value in stoppedValues {
            switch finalPosition {
            case .start: value.layer.setModelValue(value.from, for: value.key)
            case .end: value.layer.setModelValue(value.to, for: value.key)
            case .current: break
            }
        }
        stoppedValues.removeAll()
        finish(at: finalPosition)
    }

    // MARK: Inside

    /// The blocks run on a new time line standing at 0: the animator is active and paused.
    private func activate() {
        let timeline = AnimationTimeline(engine: runtime.animation)
        self.timeline = timeline
        state = .active
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for (block, factor) in blocks { run(block, delayFactor: factor) }
    }

    /// Runs one block on the time line: linear animations from now (plus the delay) to the end.
    private func run(_ block: () -> Void, delayFactor: CGFloat) {
        guard let timeline else { return }
        let remaining = max(effectiveDuration - timeline.time, 0)
        let delay = Double(min(max(delayFactor, 0), 1)) * remaining
        runtime.blocks.run(on: timeline) {
            UIView.runAnimations(
                duration: remaining - delay, delay: delay,
                options: isUserInteractionEnabled ? [.allowUserInteraction] : [], curve: .linear,
                animations: block, completion: nil)
        }
    }

    /// Real seconds the rest of the way takes at the animator's pace.
    private var remainingSeconds: TimeInterval {
        let fraction = Double(fractionComplete)
        return (isReversed ? fraction : 1 - fraction) * effectiveDuration
    }

    /// Moves the time line to the end (or the start, reversed). A pause that nothing followed
    /// resumes its motion on the same curve; otherwise the rest runs along the curve anew.
    private func runTowardsTarget(over seconds: TimeInterval?, curve newCurve: MotionCurve?) {
        guard let timeline else { return }
        scrubbedFraction = nil
        let target = isReversed ? 0 : effectiveDuration
        let resume = resumable
        resumable = nil
        if seconds == nil, newCurve == nil, let resume, resume.at == timeline.time, resume.motion.to == target {
            timeline.resume(resume.motion, elapsed: resume.elapsed) { [self] in reachedTarget() }
            return
        }
        timeline.move(to: target, over: seconds ?? remainingSeconds, curve: newCurve ?? curve) { [self] in
            reachedTarget()
        }
    }

    private func reachedTarget() {
        isRunning = false
        if pausesOnCompletion { return }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        _ = timeline?.finishAnimations(at: isReversed ? .start : .end)
        timeline = nil
        finish(at: position)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isReversed = false
        let blocks = completions
        completions.removeAll()
        for completion in blocks { completion(position) }
    }

    open override var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let stateName = ["inactive", "active", "stopped"][state.rawValue]
        return "<UIViewPropertyAnimator(0x\(address)) [\(stateName)]\(isRunning ? " running" : "")"
            + "\(isReversed ? " reversed" : "")\(isInterruptible ? " interruptible" : "")>"
    }
}

extension UICubicTimingParameters {
    /// The curve named by an options set's curve bits.
    convenience init(options: UIView.AnimationOptions) {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        self.init(animationCurve: curve)
    }
}
