import Foundation
internal import Platform

/// The first phase of a frame: platform events queued since the last frame become UIKit events.
/// The mouse plays one finger (hit-tested at touch-down, staying with its view; gesture
/// recognizers see it first, through `GestureEnvironment`), the wheel and trackpad drive pans
/// that admit scrolling, keys go to the
/// first responder, a window resize becomes the device's shape, the window's focus and
/// visibility move the app's state (`AppLifecycle`). The frame's time is passed in.
@MainActor
final class EventDispatcher {
    /// A second click within this time and distance counts as a double tap.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 10

    private unowned let app: UIApplication
    /// Platform events waiting for the next frame.
    private(set) var pending: [PlatformEvent] = []
    /// The touch the mouse is playing while a button is down.
    private var activeTouch: UITouch?
    /// A press on a window's status strip: it reaches no view, and its release is a status
    /// bar tap (scroll to top).
    private weak var statusStripPress: UIWindow?
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// The current frame's time: every event dispatched in it carries this timestamp.
    private var now: TimeInterval = 0
    /// Gesture recognizers' arbitration and the view's side of their touches.
    let gestures = GestureEnvironment()

    init(app: UIApplication) { self.app = app }

    /// Queues a platform event for the next frame.
    func enqueue(_ event: PlatformEvent) { pending.append(event) }

    /// Dispatches everything queued, at frame time `time`. Resizes queued since the last frame
    /// settle to the last one: one rotation per size that lasts until a frame.
    func dispatchPending(at time: TimeInterval) {
        now = time
        let events = pending
        pending.removeAll()
        let lastResize = events.lastIndex { if case .resized = $0 { true } else { false } }
        for (index, event) in events.enumerated() {
            if case .resized = event, index != lastResize { continue }
            dispatch(event)
        }
        // Recognizers waiting on time (a long press, a tap's next tap) look at the frame's clock.
        gestures.frameDidAdvance(to: time)
    }

    private func dispatch(_ event: PlatformEvent) {
        switch event {
        case .mouseDown(let x, let y, .left):
            touchBegan(at: CGPoint(x: x, y: y))
        case .mouseMoved(let x, let y, let buttons) where buttons.contains(.left):
            touchMoved(to: CGPoint(x: x, y: y))
        case .mouseUp(let x, let y, .left):
            touchEnded(at: CGPoint(x: x, y: y))
        case .scrolled(let x, let y, _, let dy, let modifiers) where modifiers.contains(.control):
            wheelZoomed(at: CGPoint(x: x, y: y), by: dy)
        case .scrolled(let x, let y, let dx, let dy, _):
            scrolled(at: CGPoint(x: x, y: y), by: CGVector(dx: dx, dy: dy))
        case .keyDown(let key, let modifiers, let isRepeat)
        where modifiers == .control && Self.arrowKeys.contains(UIKeyboardHIDUsage(rawValue: key.usage)):
            if !isRepeat { turnDevice(arrow: UIKeyboardHIDUsage(rawValue: key.usage)) }
        case .keyDown(let key, let modifiers, _):
            press(key, modifiers: modifiers, phase: .began)
        case .keyUp(let key, let modifiers):
            press(key, modifiers: modifiers, phase: .ended)
        case .resized(let width, let height):
            app.screen.reshape(to: CGRect(x: 0, y: 0, width: width, height: height))
            if let window = app.keyWindow { window.frame = CGRect(x: 0, y: 0, width: width, height: height) }
        case .quit:
            app.quitRequested = true
        case .exposed:
            app.keyWindow?.layer.needsRender = true
        case .focusGained:
            app.lifecycle.windowGainedFocus()
        case .focusLost:
            app.lifecycle.windowLostFocus()
        case .minimized:
            app.lifecycle.windowMinimized()
        case .restored:
            app.lifecycle.windowRestored()
        default:
            break
        }
    }

    /// The touch in progress ends cancelled (the app began ignoring interaction events).
    func cancelActiveTouch() {
        if let touch = activeTouch { finish(touch, phase: .cancelled) }
    }

    static let arrowKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardLeftArrow, .keyboardRightArrow, .keyboardDownArrow, .keyboardUpArrow,
    ]

    /// Ctrl+Left and Ctrl+Right turn the device a quarter counter-clockwise or clockwise (the
    /// Simulator's Rotate Left/Right), Ctrl+Down turns it upside down, Ctrl+Up upright.
    private func turnDevice(arrow: UIKeyboardHIDUsage) {
        guard let window = app.keyWindow else { return }
        switch arrow {
        case .keyboardLeftArrow: window.turnDevice(byQuarterTurns: -1)
        case .keyboardRightArrow: window.turnDevice(byQuarterTurns: 1)
        case .keyboardDownArrow: window.turnDevice(to: .portraitUpsideDown)
        default: window.turnDevice(to: .portrait)
        }
    }

    private func touchBegan(at location: CGPoint) {
        if let stale = activeTouch { finish(stale, phase: .cancelled) }
        guard app.ignoringInteractionEvents == 0 else { return }
        guard let (window, point, view) = app.touchTarget(at: location) else { return }
        if window.showsStatusStrip && point.y < UIWindow.statusStripHeight && point.y >= 0 {
            statusStripPress = window
            return
        }
        var taps = 1
        if let last = lastTap, now - last.time <= Self.multipleTapInterval,
            hypot(last.location.x - location.x, last.location.y - location.y) <= Self.multipleTapDistance
        {
            taps = last.count + 1
        }
        let touch = UITouch(
            phase: .began, timestamp: now, tapCount: taps, view: view, window: window,
            location: point)
        activeTouch = touch
        gestures.touchBegan(touch, with: UIEvent(type: .touches, timestamp: now, touches: [touch]))
    }

    private func touchMoved(to location: CGPoint) {
        guard let touch = activeTouch, let window = touch.window else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = window.interfacePoint(fromScreen: location)
        touch.phase = .moved
        touch.timestamp = now
        gestures.touchMoved(touch, with: UIEvent(type: .touches, timestamp: now, touches: [touch]))
    }

    private func touchEnded(at location: CGPoint) {
        if let window = statusStripPress {
            statusStripPress = nil
            window.statusStripTapped()
            return
        }
        guard let touch = activeTouch, let window = touch.window else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = window.interfacePoint(fromScreen: location)
        lastTap = (now, location, touch.tapCount)
        finish(touch, phase: .ended)
    }

    private func finish(_ touch: UITouch, phase: UITouch.Phase) {
        touch.phase = phase
        touch.timestamp = now
        activeTouch = nil
        let event = UIEvent(type: .touches, timestamp: now, touches: [touch])
        gestures.touchEnded(touch, with: event, cancelled: phase == .cancelled)
    }

    /// A wheel or trackpad scroll at `location` (screen points): the content moves by `delta`,
    /// turned into the window's coordinates as the device is.
    private func scrolled(at location: CGPoint, by delta: CGVector) {
        guard let (window, point, view) = app.touchTarget(at: location) else { return }
        let moved = window.interfacePoint(fromScreen: CGPoint(x: location.x + delta.dx, y: location.y + delta.dy))
        gestures.scrolled(
            by: CGVector(dx: moved.x - point.x, dy: moved.y - point.y), at: point, in: window, over: view, at: now)
    }

    /// Control with the wheel: the zoomable scroll view under the pointer zooms about it.
    private func wheelZoomed(at location: CGPoint, by delta: CGFloat) {
        guard let (window, point, view) = app.touchTarget(at: location) else { return }
        var current = view
        while let candidate = current, !(candidate is UIWindow) {
            if let scrollView = candidate as? UIScrollView, scrollView.zoomingView != nil {
                scrollView.wheelZoom(by: delta, at: scrollView.convert(point, from: window))
                return
            }
            current = candidate.superview
        }
    }

    private func press(_ key: PlatformEvent.Key, modifiers: PlatformEvent.KeyModifiers, phase: UIPress.Phase) {
        // With no first responder, the scroll view the pointer last used takes the keys.
        let scrollView = app.scrolling.keyboardScrollView(in: app.keyWindow)
        guard let target: UIResponder = app.firstResponder ?? scrollView ?? app.keyWindow else { return }
        let press = UIPress(phase: phase, timestamp: now, key: Self.uiKey(key, modifiers), responder: target)
        let event = UIPressesEvent(timestamp: now, presses: [press])
        if phase == .began {
            target.pressesBegan([press], with: event)
        } else {
            target.pressesEnded([press], with: event)
        }
    }

    /// What UIKit reports as `characters` for keys that type nothing (`UIKeyInputUpArrow` and
    /// friends); every other key reports what the platform says it types.
    static let keyInputStrings: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: "UIKeyInputUpArrow", .keyboardDownArrow: "UIKeyInputDownArrow",
        .keyboardLeftArrow: "UIKeyInputLeftArrow", .keyboardRightArrow: "UIKeyInputRightArrow",
        .keyboardPageUp: "UIKeyInputPageUp", .keyboardPageDown: "UIKeyInputPageDown",
        .keyboardHome: "UIKeyInputHome", .keyboardEnd: "UIKeyInputEnd",
    ]

    /// The platform's key as UIKit's: the HID usage is the key code, Shift capitalises a single
    /// character.
    static func uiKey(_ key: PlatformEvent.Key, _ modifiers: PlatformEvent.KeyModifiers) -> UIKey {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        let usage = UIKeyboardHIDUsage(rawValue: key.usage)
        let plain = keyInputStrings[usage] ?? key.characters
        let characters = flags.contains(.shift) && plain.count == 1 ? plain.uppercased() : plain
        return UIKey(characters: characters, charactersIgnoringModifiers: plain, modifierFlags: flags, keyCode: usage)
    }
}

/// What the dispatcher asks of the application: where a touch lands.
extension UIApplication {
    /// Where a touch at `location` on the screen lands: the visible windows are hit-tested front
    /// to back (the highest level first, at equal levels the one brought to the front last) and
    /// the first to find a view takes it. A point no window takes goes to the key window (else
    /// the topmost visible one) with no view, so the touch still has a window.
    func touchTarget(at location: CGPoint) -> (window: UIWindow, point: CGPoint, view: UIView?)? {
        let windows = windows
        for window in windows.reversed() where !window.isHidden {
            let point = window.interfacePoint(fromScreen: location)
            if let view = window.hitTest(point, with: nil) { return (window, point, view) }
        }
        guard let window = keyWindow ?? windows.last(where: { !$0.isHidden }) else { return nil }
        return (window, window.interfacePoint(fromScreen: location), nil)
    }
}
