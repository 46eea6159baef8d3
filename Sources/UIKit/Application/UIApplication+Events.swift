import Foundation

/// Turning desktop input into UIKit events: the mouse plays one finger (hit-tested at
/// touch-down, staying with its view), keys go to the first responder.
extension UIApplication {
    /// A second click within this time and distance counts as a double tap.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 10

    func dispatch(_ event: PlatformEvent) {
        switch event {
        case .mouseDown(let x, let y, .left):
            touchBegan(at: CGPoint(x: x, y: y))
        case .mouseMoved(let x, let y, let buttons) where buttons.contains(.left):
            touchMoved(to: CGPoint(x: x, y: y))
        case .mouseUp(let x, let y, .left):
            touchEnded(at: CGPoint(x: x, y: y))
        case .keyDown(let key, let modifiers, let isRepeat)
        where modifiers == .control && (0x4F...0x52).contains(key.usage):
            if !isRepeat { turnDevice(arrowUsage: key.usage) }
        case .keyDown(let key, let modifiers, _):
            press(key, modifiers: modifiers, phase: .began)
        case .keyUp(let key, let modifiers):
            press(key, modifiers: modifiers, phase: .ended)
        case .resized(let width, let height):
            screen.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            if let window = keyWindow { window.frame = CGRect(x: 0, y: 0, width: width, height: height) }
        case .quit:
            quitRequested = true
        case .exposed:
            keyWindow?.layer.needsRender = true
        default:
            break
        }
    }

    /// Ctrl+Left and Ctrl+Right turn the device a quarter counter-clockwise or clockwise (the
    /// Simulator's Rotate Left/Right), Ctrl+Down turns it upside down, Ctrl+Up upright.
    package func turnDevice(arrowUsage: Int) {
        guard let window = keyWindow else { return }
        let current = window.deviceOrientation.quarterTurns
        switch arrowUsage {
        case 0x50: window.turnDevice(to: UIDeviceOrientation(quarterTurns: current - 1))
        case 0x4F: window.turnDevice(to: UIDeviceOrientation(quarterTurns: current + 1))
        case 0x51: window.turnDevice(to: .portraitUpsideDown)
        default: window.turnDevice(to: .portrait)
        }
    }

    /// Where a touch at `location` on the screen lands: the visible windows are hit-tested front
    /// to back (the highest level first, at equal levels the one brought to the front last) and
    /// the first to find a view takes it. A point no window takes goes to the key window (else
    /// the topmost visible one) with no view, so the touch still has a window.
    private func touchTarget(at location: CGPoint) -> (window: UIWindow, point: CGPoint, view: UIView?)? {
        let windows = windows
        for window in windows.reversed() where !window.isHidden {
            let point = window.interfacePoint(fromScreen: location)
            if let view = window.hitTest(point, with: nil) { return (window, point, view) }
        }
        guard let window = keyWindow ?? windows.last(where: { !$0.isHidden }) else { return nil }
        return (window, window.interfacePoint(fromScreen: location), nil)
    }

    private func touchBegan(at location: CGPoint) {
        if let stale = activeTouch { finish(stale, phase: .cancelled) }
        guard let (window, point, view) = touchTarget(at: location) else { return }
        var taps = 1
        if let last = lastTap, clock.now - last.time <= Self.multipleTapInterval,
            hypot(last.location.x - location.x, last.location.y - location.y) <= Self.multipleTapDistance
        {
            taps = last.count + 1
        }
        let touch = UITouch(
            phase: .began, timestamp: clock.now, tapCount: taps, view: view, window: window,
            location: point)
        activeTouch = touch
        view?.touchesBegan([touch], with: UIEvent(type: .touches, timestamp: clock.now, touches: [touch]))
    }

    private func touchMoved(to location: CGPoint) {
        guard let touch = activeTouch, let window = touch.window else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = window.interfacePoint(fromScreen: location)
        touch.phase = .moved
        touch.timestamp = clock.now
        touch.view?.touchesMoved([touch], with: UIEvent(type: .touches, timestamp: clock.now, touches: [touch]))
    }

    private func touchEnded(at location: CGPoint) {
        guard let touch = activeTouch, let window = touch.window else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = window.interfacePoint(fromScreen: location)
        lastTap = (clock.now, location, touch.tapCount)
        finish(touch, phase: .ended)
    }

    private func finish(_ touch: UITouch, phase: UITouch.Phase) {
        touch.phase = phase
        touch.timestamp = clock.now
        activeTouch = nil
        let event = UIEvent(type: .touches, timestamp: clock.now, touches: [touch])
        if phase == .ended {
            touch.view?.touchesEnded([touch], with: event)
        } else {
            touch.view?.touchesCancelled([touch], with: event)
        }
    }

    private func press(_ key: PlatformEvent.Key, modifiers: PlatformEvent.KeyModifiers, phase: UIPress.Phase) {
        guard let target: UIResponder = firstResponder ?? keyWindow else { return }
        let press = UIPress(phase: phase, timestamp: clock.now, key: Self.uiKey(key, modifiers), responder: target)
        let event = UIPressesEvent(timestamp: clock.now, presses: [press])
        if phase == .began {
            target.pressesBegan([press], with: event)
        } else {
            target.pressesEnded([press], with: event)
        }
    }

    /// SDL's keycode is the character for printable keys; its scancode is the HID usage.
    static func uiKey(_ key: PlatformEvent.Key, _ modifiers: PlatformEvent.KeyModifiers) -> UIKey {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        let plain: String
        switch key.usage {
        case 0x28: plain = "\r"
        case 0x29: plain = "\u{1B}"
        case 0x2A: plain = "\u{8}"
        case 0x2B: plain = "\t"
        case 0x4F: plain = "UIKeyInputRightArrow"
        case 0x50: plain = "UIKeyInputLeftArrow"
        case 0x51: plain = "UIKeyInputDownArrow"
        case 0x52: plain = "UIKeyInputUpArrow"
        default:
            plain = (32..<127).contains(key.code) ? String(UnicodeScalar(UInt8(key.code))) : ""
        }
        let characters = flags.contains(.shift) && plain.count == 1 ? plain.uppercased() : plain
        return UIKey(
            characters: characters, charactersIgnoringModifiers: plain, modifierFlags: flags,
            keyCode: UIKeyboardHIDUsage(rawValue: key.usage))
    }
}
