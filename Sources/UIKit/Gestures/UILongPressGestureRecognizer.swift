import Foundation

/// A continuous gesture: `numberOfTouchesRequired` fingers held `minimumPressDuration` seconds
/// without moving more than `allowableMovement` begins it (after `numberOfTapsRequired` taps);
/// moving then changes it and lifting ends it. The duration is measured on the frame clock:
/// the recognizer is checked at every frame's time.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer)
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var lastLiftTime: TimeInterval?
    /// When and where the press (after the taps) went down.
    private var pressStart: (time: TimeInterval, location: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        if let lift = lastLiftTime, touch.timestamp - lift > EventDispatcher.multipleTapInterval + 1e-9 {
            state = .failed
        } else if tapsCompleted == numberOfTapsRequired && numberOfTouches >= numberOfTouchesRequired {
            pressStart = (touch.timestamp, touch.locationInWindow)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if state == .possible {
            let origin = pressStart?.location ?? startLocationInWindow
            if distance(touch.locationInWindow, origin) > allowableMovement { state = .failed }
        } else if isOngoing {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, numberOfTouches == 1 else { return }
        if isOngoing {
            state = .ended
        } else if state == .possible && pendingState == nil {
            if pressStart != nil || tapsCompleted >= numberOfTapsRequired {
                state = .failed
            } else {
                tapsCompleted += 1
                lastLiftTime = touch.timestamp
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isOngoing ? .cancelled : .failed
    }

    override func frameDidAdvance(to time: TimeInterval) {
        guard state == .possible, pendingState == nil else { return }
        if let press = pressStart, time - press.time >= minimumPressDuration - 1e-9 {
            state = .began
        } else if pressStart == nil, numberOfTouches == 0, let lift = lastLiftTime,
            time - lift > EventDispatcher.multipleTapInterval + 1e-9
        {
            state = .failed
        }
    }

    override var isWaitingForTouches: Bool {
        state == .possible && pendingState == nil && numberOfTouches == 0 && tapsCompleted > 0 && pressStart == nil
    }
    override var isWaitingForTime: Bool {
        state == .possible && pendingState == nil && (pressStart != nil || isWaitingForTouches)
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        lastLiftTime = nil
        pressStart = nil
    }
}
