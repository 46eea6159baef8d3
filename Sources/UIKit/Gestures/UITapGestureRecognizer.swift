import Foundation

/// A discrete gesture: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers. It
/// fails when a touch moves more than `allowableMovement` from where the first went down, or
/// when the next tap does not come within the double-tap interval after a lift (0.35 s, the
/// dispatcher's `tapCount` rule), measured on the frame clock.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitapgesturerecognizer)
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a tap's touches may wander (iOS allows about 10 points).
    static let allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var lastLiftTime: TimeInterval?
    /// The most touches down at once during the current tap.
    private var touchesInTap = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if let lift = lastLiftTime, touch.timestamp - lift > EventDispatcher.multipleTapInterval + 1e-9 {
            state = .failed
        } else if distance(touch.locationInWindow, startLocationInWindow) > Self.allowableMovement {
            state = .failed
        } else {
            touchesInTap = max(touchesInTap, numberOfTouches)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if distance(touch.locationInWindow, startLocationInWindow) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible, numberOfTouches == 1 else { return }
        guard touchesInTap >= numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        lastLiftTime = touch.timestamp
        touchesInTap = 0
        if tapsCompleted >= numberOfTapsRequired { state = .ended }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func frameDidAdvance(to time: TimeInterval) {
        guard isWaitingForTime, let lift = lastLiftTime else { return }
        if time - lift > EventDispatcher.multipleTapInterval + 1e-9 { state = .failed }
    }

    override var isWaitingForTouches: Bool {
        state == .possible && pendingState == nil && numberOfTouches == 0 && tapsCompleted > 0
    }
    override var isWaitingForTime: Bool { isWaitingForTouches }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        lastLiftTime = nil
        touchesInTap = 0
    }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
