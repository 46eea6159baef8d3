import Foundation

/// One finger, played by the mouse: it belongs to the view hit at touch-down until it ends.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitouch)
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its life: began, moved, stationary, ended or cancelled.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    public internal(set) var view: UIView?
    public internal(set) var window: UIWindow?
    /// In the window's coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    /// `UITouch()`, NSObject's `init` as iOS code inherits it (tests pass one to `touchesBegan`):
    /// a touch that began at time 0 in no view, at the origin.
    public override convenience init() {
        self.init(phase: .began, timestamp: 0, tapCount: 0, view: nil, window: nil, location: .zero)
    }

    init(phase: Phase, timestamp: TimeInterval, tapCount: Int, view: UIView?, window: UIWindow?, location: CGPoint) {
        self.phase = phase
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
    }

    /// The touch's position in `view`'s bounds space (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}

/// The touches of one dispatch.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uievent)
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// What kind of input an event carries; here `.touches` (the mouse) and `.presses` (keys).
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public let type: EventType
    public let timestamp: TimeInterval
    private let touches: Set<UITouch>

    /// `UIEvent()`, NSObject's `init` as iOS code inherits it: a touch event at time 0 with no
    /// touches.
    public override convenience init() { self.init(type: .touches, timestamp: 0) }

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type
        self.timestamp = timestamp
        self.touches = touches
    }

    open var allTouches: Set<UITouch>? { type == .touches ? touches : nil }

    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
