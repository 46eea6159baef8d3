import Foundation

/// A discrete gesture: a quick straight move in one of `direction`'s directions. It recognizes
/// (while the finger is still down) once the touch has gone 50 points that way, at least twice
/// as far as across, averaging 300 points a second or more from touch-down; it fails on a move
/// the other way, when too slow, after 0.5 s, or when the finger lifts first. (UIKit does not
/// document its thresholds; these are ours.)
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer)
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe recognizer accepts (right by default).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let minimumSpeed: CGFloat = 300
    static let maximumDuration: TimeInterval = 0.5

    private var startTime: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, startTime == nil else { return }
        startTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible, let start = startTime else { return }
        let dx = touch.locationInWindow.x - startLocationInWindow.x
        let dy = touch.locationInWindow.y - startLocationInWindow.y
        let components: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        let allowed = components.filter { direction.contains($0.0) }
        if let (_, along, _) = allowed.first(where: { $0.1 >= Self.minimumDistance && $0.1 >= 2 * abs($0.2) }) {
            let seconds = max(touch.timestamp - start, 1e-9)
            let fastEnough = along / CGFloat(seconds) >= Self.minimumSpeed
            state = fastEnough && numberOfTouches >= numberOfTouchesRequired ? .ended : .failed
        } else if hypot(dx, dy) > 10 && !allowed.contains(where: { $0.1 > abs($0.2) }) {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && pendingState == nil { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func frameDidAdvance(to time: TimeInterval) {
        guard isWaitingForTime, let start = startTime else { return }
        if time - start > Self.maximumDuration + 1e-9 { state = .failed }
    }

    override var isWaitingForTime: Bool { state == .possible && pendingState == nil && numberOfTouches > 0 }

    open override func reset() {
        super.reset()
        startTime = nil
    }
}
