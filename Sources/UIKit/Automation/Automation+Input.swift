import Foundation
internal import Platform

/// Simulated input. The queued primitives reach the app at the next frame, exactly as the
/// desktop window's events do; the whole gestures below them run the frames they need.
extension Automation {
    /// Frames a drag is spread over by default: enough moves for a view following the finger.
    public static let defaultDragSteps = 12

    // MARK: Queued for the next frame

    /// The mouse button goes down at `point` (screen points): one finger touches the screen.
    public func touchDown(at point: CGPoint) {
        guard accepts(point, of: "touchDown(at:)") else { return }
        app.enqueue(.mouseDown(x: Double(point.x), y: Double(point.y), button: .left))
    }

    /// The finger moves to `point` while down.
    public func touchMove(to point: CGPoint) {
        guard accepts(point, of: "touchMove(to:)") else { return }
        app.enqueue(.mouseMoved(x: Double(point.x), y: Double(point.y), buttons: [.left]))
    }

    /// The finger lifts at `point`.
    public func touchUp(at point: CGPoint) {
        guard accepts(point, of: "touchUp(at:)") else { return }
        app.enqueue(.mouseUp(x: Double(point.x), y: Double(point.y), button: .left))
    }

    /// The wheel or trackpad scrolls with the pointer at `point`: the content moves `dx`, `dy`
    /// points (positive `dy` moves it down, as a finger dragging it would). Drives pans whose
    /// `allowedScrollTypesMask` admits scrolling. With `.control` held, the wheel zooms the
    /// scroll view under the pointer instead (our stand-in for a pinch).
    public func scroll(at point: CGPoint, dx: CGFloat, dy: CGFloat, modifiers: UIKeyModifierFlags = []) {
        guard accepts(point, of: "scroll(at:dx:dy:modifiers:)"),
            app.runtime.acceptsFinite(
                CGVector(dx: dx, dy: dy), owner: "Automation scroll(at:dx:dy:modifiers:)", property: "delta")
        else { return }
        app.enqueue(
            .scrolled(
                x: Double(point.x), y: Double(point.y), dx: Double(dx), dy: Double(dy),
                modifiers: platformModifiers(modifiers)))
    }

    /// A key goes down. `characters` is what it types unmodified; nil takes the key's own
    /// (letters, digits, space, Return, Escape, Tab, Backspace).
    public func keyDown(_ key: UIKeyboardHIDUsage, characters: String? = nil, modifiers: UIKeyModifierFlags = []) {
        app.enqueue(
            .keyDown(key: platformKey(key, characters), modifiers: platformModifiers(modifiers), isRepeat: false))
    }

    /// The key comes up.
    public func keyUp(_ key: UIKeyboardHIDUsage, characters: String? = nil, modifiers: UIKeyModifierFlags = []) {
        app.enqueue(.keyUp(key: platformKey(key, characters), modifiers: platformModifiers(modifiers)))
    }

    /// The desktop window is resized to `size`: the device takes that shape (wider than tall is
    /// landscape) and the interface rotates if its controllers allow it.
    public func resizeScreen(to size: CGSize) {
        guard app.runtime.acceptsFinite(size, owner: "Automation resizeScreen(to:)", property: "size") else { return }
        // A negative side is its magnitude (a standardized rect, as a window's frame takes it);
        // the platform's sizes are whole pixels, which a side too long to draw cannot be.
        func side(_ value: CGFloat) -> Int { Int(min(abs(value), Self.largestScreenSide).rounded()) }
        app.enqueue(.resized(width: side(size.width), height: side(size.height)))
    }

    /// The longest screen side `resizeScreen(to:)` passes on: far beyond any display (UIKit
    /// draws at most 8192 pixels a side), and well inside `Int`.
    nonisolated public static let largestScreenSide: CGFloat = 1_000_000

    // MARK: At once

    /// The device turns to `orientation`, as the Simulator's rotate commands do: a quarter
    /// turn swaps the screen's width and height. Acts on the key window now.
    public func turnDevice(to orientation: UIDeviceOrientation) {
        app.keyWindow?.turnDevice(to: orientation)
    }

    /// The Simulator's Rotate Left: a quarter turn counter-clockwise.
    public func rotateLeft() { app.keyWindow?.turnDevice(byQuarterTurns: -1) }

    /// The Simulator's Rotate Right: a quarter turn clockwise.
    public func rotateRight() { app.keyWindow?.turnDevice(byQuarterTurns: 1) }

    // MARK: Whole gestures (run frames)

    /// A tap at `point`: down in one frame, up in the next.
    public func tap(at point: CGPoint) {
        guard refuseInsideFrame("tap(at:)"), accepts(point, of: "tap(at:)") else { return }
        touchDown(at: point)
        runOneFrame()
        touchUp(at: point)
        runOneFrame()
    }

    /// A drag from `from` to `to`: down, `steps` moves one frame apart, up.
    public func drag(from: CGPoint, to: CGPoint, steps: Int = Automation.defaultDragSteps) {
        guard refuseInsideFrame("drag(from:to:steps:)"), accepts(from, of: "drag(from:to:steps:)"),
            accepts(to, of: "drag(from:to:steps:)")
        else { return }
        touchDown(at: from)
        runOneFrame()
        let count = max(1, steps)
        for index in 1...count {
            let t = CGFloat(index) / CGFloat(count)
            touchMove(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            runOneFrame()
        }
        touchUp(at: to)
        runOneFrame()
    }

    /// A press held at `point` for `duration` seconds of frame time, then lifted in the next
    /// frame: down, frames to `duration`, up.
    public func longPress(at point: CGPoint, duration: TimeInterval) {
        guard refuseInsideFrame("longPress(at:duration:)"), accepts(point, of: "longPress(at:duration:)"),
            app.acceptsDuration(duration, of: "longPress(at:duration:)")
        else { return }
        touchDown(at: point)
        runOneFrame()
        app.advance(by: max(0, duration - FrameClock.frameDuration))
        touchUp(at: point)
        runOneFrame()
    }

    /// A key pressed and released; both reach the app in one frame (keys act on the press).
    public func press(_ key: UIKeyboardHIDUsage, characters: String? = nil, modifiers: UIKeyModifierFlags = []) {
        guard refuseInsideFrame("press(_:)") else { return }
        keyDown(key, characters: characters, modifiers: modifiers)
        keyUp(key, characters: characters, modifiers: modifiers)
        runOneFrame()
    }

    // MARK: Platform events

    private func platformKey(_ key: UIKeyboardHIDUsage, _ characters: String?) -> PlatformEvent.Key {
        let typed = characters ?? key.typedCharacters
        return PlatformEvent.Key(usage: key.rawValue, characters: typed, name: typed)
    }

    private func platformModifiers(_ flags: UIKeyModifierFlags) -> PlatformEvent.KeyModifiers {
        var modifiers: PlatformEvent.KeyModifiers = []
        if flags.contains(.shift) { modifiers.insert(.shift) }
        if flags.contains(.control) { modifiers.insert(.control) }
        if flags.contains(.alternate) { modifiers.insert(.alternate) }
        if flags.contains(.command) { modifiers.insert(.command) }
        return modifiers
    }

    /// Input points go through the public API's one check for numbers (FiniteInput.swift): a
    /// NaN or infinite point is refused here, before it can reach hit testing.
    private func accepts(_ point: CGPoint, of method: String) -> Bool {
        app.runtime.acceptsFinite(point, owner: "Automation \(method)", property: "point")
    }
}

extension UIKeyboardHIDUsage {
    /// What the key types with no modifier, on a US layout; "" for keys that type nothing.
    var typedCharacters: String {
        switch rawValue {
        case UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue:
            return String(UnicodeScalar(UInt8(0x61 + rawValue - UIKeyboardHIDUsage.keyboardA.rawValue)))
        case UIKeyboardHIDUsage.keyboard1.rawValue..<UIKeyboardHIDUsage.keyboard0.rawValue:
            return String(rawValue - UIKeyboardHIDUsage.keyboard1.rawValue + 1)
        case UIKeyboardHIDUsage.keyboard0.rawValue: return "0"
        case UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue: return "\r"
        case UIKeyboardHIDUsage.keyboardEscape.rawValue: return "\u{1B}"
        case UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue: return "\u{8}"
        case UIKeyboardHIDUsage.keyboardTab.rawValue: return "\t"
        case UIKeyboardHIDUsage.keyboardSpacebar.rawValue: return " "
        default: return ""
        }
    }
}
