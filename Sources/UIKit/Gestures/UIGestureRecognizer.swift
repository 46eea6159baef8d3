import Foundation

/// Turns the touches of a view and its subviews into a gesture, with UIKit's state machine:
/// `.possible` until it recognizes (`.began` then `.changed`… `.ended` for a continuous gesture,
/// `.ended` at once for a discrete one) or `.failed`; a continuous one may be `.cancelled`.
/// Recognizers see every touch phase before the view does (`GestureEnvironment` delivers them).
///
/// Actions go to targets as on iOS (`init(target:action:)`, `addTarget(_:action:)`: the
/// selectors the `iOSSourceCompatibility` plugin makes), or, beyond UIKit, to closures
/// (`init(handler:)`, `addTarget(_:)`, in `GestureRecognizerHandlers`).
///
/// Subclasses implement `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set `state`, as
/// UIKit's `UIGestureRecognizerSubclass` lets them (no extra import needed here).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigesturerecognizer)
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing: possible, then began/changed/ended for a continuous
    /// gesture or recognized for a discrete one, or failed or cancelled.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture recognized: the same state as `.ended`.
        public static var recognized: State { .ended }
    }

    /// A recognizer that sends `action` to `target` (nothing when either is nil).
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigesturerecognizer/1624211-init)
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Required so `init(handler:)` can make a recognizer of the caller's own class
    /// (`GestureRecognizerHandlers`); a subclass that overrides `init(target:action:)` inherits it.
    public required convenience override init() { self.init(target: nil, action: nil) }

    // MARK: State

    private var storedState: State = .possible
    /// The state. Subclasses set it (UIGestureRecognizerSubclass); leaving `.possible` for
    /// `.began` or `.ended` may wait for recognizers it requires to fail, or fail instead when
    /// the delegate or the views refuse or another gesture excludes it. Actions run on `.began`,
    /// each `.changed`, `.ended` and `.cancelled`.
    open var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// `.ended`, `.cancelled` or `.failed`: the gesture is over until `reset()`.
    var isFinished: Bool { [.ended, .cancelled, .failed].contains(storedState) }
    /// Recognized and still going (`.began` or `.changed`).
    var isOngoing: Bool { storedState == .began || storedState == .changed }
    /// Recognition asked for while a recognizer this one requires to fail had not yet failed.
    var pendingState: State?

    private func requestTransition(to newValue: State) {
        switch (storedState, newValue) {
        case (.possible, .began), (.possible, .ended):
            if let environment { environment.requestRecognition(of: self, as: newValue) } else { commit(newValue) }
        case (.possible, .failed):
            markFailed()
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
            (.changed, .cancelled):
            storedState = newValue
            sendActions()
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible):
            storedState = .possible
        default:
            break
        }
    }

    /// Moves to `newValue` (recognition allowed) and runs the actions; the environment then
    /// excludes other gestures and cancels the view's touches.
    func commit(_ newValue: State) {
        pendingState = nil
        storedState = newValue
        // The same environment both times, even if a handler takes the recognizer off its view.
        let environment = environment
        environment?.recognizerDidRecognize(self)
        sendActions()
        environment?.recognizerDidRunActions(self)
    }

    /// Fails without going through `state` again (the environment refusing a transition that
    /// `state`'s setter is already making).
    func markFailed() {
        pendingState = nil
        storedState = .failed
        environment?.recognizerDidFail(self)
    }

    /// Back to `.possible` for the next gesture, without actions; calls `reset()`.
    func resetState() {
        storedState = .possible
        pendingState = nil
        trackedTouches = []
        ignoredTouches = []
        reset()
    }

    /// Called once the gesture is over and the environment puts the recognizer back to
    /// `.possible`; subclasses clear what they measured (and call super).
    open func reset() {}

    // MARK: Configuration

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var name: String?

    /// A disabled recognizer gets no touches; disabling it mid-gesture cancels a recognized
    /// gesture and fails a possible one.
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { environment?.recognizerWasDisabled(self) } }
    }

    /// When recognized, the view's touches of the gesture are cancelled (`touchesCancelled`).
    open var cancelsTouchesInView = true
    /// The view gets `touchesBegan` only once this recognizer has failed.
    open var delaysTouchesBegan = false
    /// Beyond UIKit's public API: a limit on how long `delaysTouchesBegan` holds a touch's
    /// began (a scroll view's content gets it after 150 ms still undecided, as on iOS).
    var touchesBeganDelayLimit: TimeInterval?
    /// The view gets `touchesEnded` only once this recognizer has failed, so a gesture
    /// recognized after the touch lifted (a double tap) can still cancel it.
    open var delaysTouchesEnded = true

    private struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }
    private var failureRequirements: [WeakRecognizer] = []

    /// This recognizer recognizes only once `otherGestureRecognizer` has failed (a single tap
    /// that waits for a double tap to fail).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard !requiredToFail.contains(where: { $0 === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// Whether recognizing prevents `preventedGestureRecognizer` from recognizing (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The frame clock moved to `time` (headless, the manual clock): time-based recognizers
    /// (long press, a tap waiting for its next tap) decide here, never from the wall clock.
    func frameDidAdvance(to time: TimeInterval) {}

    /// Still `.possible` with no touch down because it waits for another one (the next tap).
    var isWaitingForTouches: Bool { false }
    /// Waits for the clock: `frameDidAdvance(to:)` may change its state.
    var isWaitingForTime: Bool { false }

    // MARK: Touches

    /// The environment delivering this recognizer's touches while it takes part in a gesture.
    weak var environment: GestureEnvironment?
    /// The touches down on it now, in the order they began (ignored ones excluded).
    private(set) var trackedTouches: [UITouch] = []
    private var ignoredTouches: Set<ObjectIdentifier> = []
    /// Where the gesture last was, in window coordinates: after the touches lift,
    /// `location(in:)` still answers where they were.
    var lastLocationInWindow: CGPoint = .zero
    weak var lastWindow: UIWindow?
    /// Where the gesture's first touch went down, in window coordinates.
    var startLocationInWindow: CGPoint = .zero

    /// The touch stops reaching this recognizer (it stays with the view).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouches.insert(ObjectIdentifier(touch))
        trackedTouches.removeAll { $0 === touch }
    }

    func isIgnoring(_ touch: UITouch) -> Bool { ignoredTouches.contains(ObjectIdentifier(touch)) }

    /// Hands one touch phase to the subclass's handler.
    func deliver(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        guard !isIgnoring(touch) else { return }
        lastWindow = touch.window
        switch phase {
        case .began:
            if trackedTouches.isEmpty && !isWaitingForTouches { startLocationInWindow = touch.locationInWindow }
            trackedTouches.append(touch)
            lastLocationInWindow = centroid
            touchesBegan([touch], with: event)
        case .moved, .stationary:
            lastLocationInWindow = centroid
            touchesMoved([touch], with: event)
        case .ended:
            lastLocationInWindow = centroid
            touchesEnded([touch], with: event)
            trackedTouches.removeAll { $0 === touch }
        case .cancelled:
            touchesCancelled([touch], with: event)
            trackedTouches.removeAll { $0 === touch }
        }
    }

    private var centroid: CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocationInWindow }
        let sum = trackedTouches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
        }
        return CGPoint(x: sum.x / CGFloat(trackedTouches.count), y: sum.y / CGFloat(trackedTouches.count))
    }

    /// The touches down on the recognizer now (a mouse is one).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when nil);
    /// once they lifted, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        let point = trackedTouches.isEmpty ? lastLocationInWindow : centroid
        return convert(point, to: view)
    }

    /// One touch's location. UIKit raises for an index beyond `numberOfTouches`; here that is
    /// reported as an exception-class error and answers `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            runtime.report(
                .exception,
                "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(numberOfTouches)).",
                name: "NSRangeException")
            return .zero
        }
        return convert(trackedTouches[touchIndex].locationInWindow, to: view)
    }

    /// A window point in `view`'s coordinates (the window's own when nil).
    func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: lastWindow ?? view.window)
    }

    // MARK: Actions

    /// A handler and the name `addTarget(_:)` gave it, or a target–action pair.
    struct Action {
        let target: Target
        let handler: Handler
        var pair: TargetAction? = nil
    }
    typealias Handler = @MainActor (UIGestureRecognizer) -> Void
    private final var actions: [Action] = []
    private final var nextTargetID = 0

    /// Names a handler added with `addTarget(_:)`, for `removeTarget(_:)`. Beyond UIKit (see
    /// `GestureRecognizerHandlers`): it stands for UIKit's target–action pair.
    public struct Target: Hashable, Sendable {
        let id: Int
    }

    @discardableResult
    final func appendAction(_ handler: @escaping Handler, pair: TargetAction? = nil) -> Target {
        nextTargetID += 1
        let target = Target(id: nextTargetID)
        actions.append(Action(target: target, handler: handler, pair: pair))
        return target
    }

    /// Adds a target–action pair: `action` is sent to `target`, with the recognizer as its
    /// argument when it takes one. UIKit does not keep the target alive; adding a pair twice
    /// sends it once.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigesturerecognizer/1624230-addtarget)
    public func addTarget(_ target: Any, action: Selector) {
        guard !actions.contains(where: { $0.pair?.matches(target, action) == true }) else { return }
        let pair = TargetAction(target: target, action: action)
        appendAction(
            { recognizer in
                guard let receiver = pair.target else { return }
                MessageDispatch.send(pair.action, to: receiver, arguments: [recognizer])
            }, pair: pair)
    }

    /// Removes the pairs of `target` (every target when nil) and `action` (every action when
    /// nil); `removeTarget(nil, action: nil)` removes every action, closures too.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uigesturerecognizer/1624226-removetarget)
    public func removeTarget(_ target: Any?, action: Selector?) {
        actions.removeAll { entry in
            guard let pair = entry.pair else { return target == nil && action == nil }
            return (target == nil || pair.matches(target, nil)) && (action == nil || pair.action == action)
        }
    }

    /// Removes one handler, or every handler when `target` is nil, as UIKit's
    /// `removeTarget(nil, action: nil)` does.
    open func removeTarget(_ target: Target?) {
        actions.removeAll { target == nil || $0.target == target }
    }

    private func sendActions() {
        for action in actions { action.handler(self) }
    }
}
