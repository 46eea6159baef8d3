import Foundation

/// A continuous gesture: a finger dragging. It begins once the touch has moved 10 points from
/// where it went down (iOS's hysteresis), changes with every move and ends when the finger
/// lifts. `translation(in:)` is measured from the touch-down point, so it already holds those
/// first 10 points at `.began`. `velocity(in:)` is taken over the last 0.1 s of moves, on the
/// frame clock. With `allowedScrollTypesMask` set, the wheel or trackpad drives it too: the first
/// scroll event over its view begins it, each one changes it, and it ends when none came for
/// `GestureEnvironment.scrollEndGap`. The desktop cannot tell a wheel from a trackpad, so either
/// type in the mask admits both.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipangesturerecognizer)
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Scroll events that drive the pan; none by default, as on iOS.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far a touch moves before the pan begins.
    static let hysteresis: CGFloat = 10
    /// The span of recent moves velocity is measured over.
    static let velocityWindow: TimeInterval = 0.1

    /// The gesture's position in window coordinates: the touches' centroid, or for a scroll the
    /// pointer moved by every scroll so far.
    private var current: CGPoint = .zero
    /// Where translation is measured from (moved by `setTranslation(_:in:)`).
    private var origin: CGPoint = .zero
    private var samples: [(time: TimeInterval, location: CGPoint)] = []
    /// The time of the latest event the pan saw.
    private var latestTime: TimeInterval = 0

    // MARK: Measuring

    /// How far the gesture moved since it went down (or since `setTranslation`), in `view`'s
    /// coordinate system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let vector = vectorConverted(CGPoint(x: current.x - origin.x, y: current.y - origin.y), to: view)
        return vector
    }

    /// Makes `translation(in: view)` answer `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let vector = vectorConverted(translation, from: view)
        origin = CGPoint(x: current.x - vector.x, y: current.y - vector.y)
    }

    /// Points per second over the last 0.1 s of moves, in `view`'s coordinate system; zero when
    /// the gesture has not moved in that time.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last, latestTime - newest.time <= Self.velocityWindow + 1e-9 else { return .zero }
        guard let oldest = samples.first(where: { newest.time - $0.time <= Self.velocityWindow + 1e-9 }),
            newest.time > oldest.time
        else { return .zero }
        let seconds = CGFloat(newest.time - oldest.time)
        let perSecond = CGPoint(
            x: (newest.location.x - oldest.location.x) / seconds, y: (newest.location.y - oldest.location.y) / seconds)
        return vectorConverted(perSecond, to: view)
    }

    private func vectorConverted(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard view != nil else { return vector }
        let start = convert(.zero, to: view)
        let end = convert(vector, to: view)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    private func vectorConverted(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let window = lastWindow ?? view.window
        let start = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    private func record(_ location: CGPoint, at time: TimeInterval) {
        current = location
        latestTime = time
        samples.append((time, location))
        samples.removeAll { time - $0.time > Self.velocityWindow + 1e-9 }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if state == .possible && numberOfTouches == 1 {
            origin = touch.locationInWindow
            samples = []
        }
        record(lastLocationInWindow, at: touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        record(lastLocationInWindow, at: touch.timestamp)
        if state == .possible {
            guard
                (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches)
            else { return }
            let movement = CGVector(dx: current.x - origin.x, dy: current.y - origin.y)
            switch movementBegins(movement) {
            case true?: state = .began
            case false?: state = .failed
            case nil: break
            }
        } else if isOngoing {
            state = .changed
        }
    }

    /// Whether `movement` (from the touch-down point, window coordinates) begins the pan (true),
    /// fails it (false) or is not enough to tell yet (nil).
    func movementBegins(_ movement: CGVector) -> Bool? {
        hypot(movement.dx, movement.dy) >= Self.hysteresis ? true : nil
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        latestTime = touch.timestamp
        guard numberOfTouches == 1 else { return }
        if isOngoing {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isOngoing ? .cancelled : .failed
    }

    // MARK: Scrolling (GestureEnvironment)

    func scrollBegan(by delta: CGVector, at point: CGPoint, in window: UIWindow, time: TimeInterval) {
        lastWindow = window
        lastLocationInWindow = point
        startLocationInWindow = point
        origin = point
        samples = []
        record(point, at: time)
        record(CGPoint(x: point.x + delta.dx, y: point.y + delta.dy), at: time)
        state = .began
    }

    func scrollChanged(by delta: CGVector, at point: CGPoint, time: TimeInterval) {
        lastLocationInWindow = point
        record(CGPoint(x: current.x + delta.dx, y: current.y + delta.dy), at: time)
        state = .changed
    }

    func scrollEnded(time: TimeInterval) {
        latestTime = time
        state = .ended
    }

    open override func reset() {
        super.reset()
        samples = []
        current = .zero
        origin = .zero
    }
}
