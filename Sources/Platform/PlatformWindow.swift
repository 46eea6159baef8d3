import Foundation
import Compositor
@_implementationOnly import CSDL2

/// The desktop window: the only place that opens an SDL window and polls SDL events. It shows a
/// framebuffer through SDL's software window surface, so SDL never routes our pixels through
/// OpenGL or its renderer (which darkens blending into transparent targets).
@MainActor
package final class PlatformWindow: PlatformDisplay {
    private let window: OpaquePointer
    /// The SDL video driver in use ("x11", "wayland", "offscreen", "dummy").
    package let driver: String

    /// Opens a resizable window. `driver` overrides SDL's choice (and `SDL_VIDEODRIVER`), e.g.
    /// "offscreen" for a window with no display.
    package init(title: String, width: Int, height: Int, resizable: Bool = true, driver: String? = nil) throws {
        // The framebuffer must stay a plain software surface, even where SDL would pick OpenGL.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        // SDL keeps one video driver per process: a second window cannot ask for another.
        if let driver, SDL_WasInit(SDL_INIT_VIDEO) != 0,
            let running = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }), running != driver
        {
            throw PlatformError.videoDriverUnavailable(
                driver: driver, reason: "video is already running with '\(running)'")
        }
        // An explicit driver wins over SDL_VIDEODRIVER in the environment.
        if let driver { SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE) }
        let status = SDL_InitSubSystem(SDL_INIT_VIDEO)
        if driver != nil { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }  // the choice was for this window only
        if status != 0 {
            let reason = String(cString: SDL_GetError())
            if let driver { throw PlatformError.videoDriverUnavailable(driver: driver, reason: reason) }
            throw PlatformError.noDisplay(reason: reason)
        }
        let chosen = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        let requested = driver ?? ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if requested == nil, Self.displaylessDrivers.contains(chosen) {
            // SDL falls back to an invisible driver when no display answers; a window nobody can
            // see is not what the user asked for.
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PlatformError.noDisplay(reason: "no X11 or Wayland display answered; SDL fell back to '\(chosen)'")
        }
        var flags = SDL_WINDOW_SHOWN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        guard
            let window = SDL_CreateWindow(
                title, csdl_windowpos_centered(), csdl_windowpos_centered(),
                Int32(width), Int32(height), flags)
        else {
            let reason = String(cString: SDL_GetError())
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PlatformError.windowCreationFailed(reason: reason)
        }
        self.window = window
        self.driver = chosen
    }

    /// SDL drivers that draw nowhere a person can see.
    static let displaylessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    isolated deinit {
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    package var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// The drawable size in pixels.
    package var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The system's uptime: steady, unlike the wall clock, which may be set back.
    package var now: Double { ProcessInfo.processInfo.systemUptime }

    package func resize(width: Int, height: Int) {
        SDL_SetWindowSize(window, Int32(width), Int32(height))
    }

    /// Copies the framebuffer to the window. Premultiplied pixels over the window's black give the
    /// same colours as compositing over black. Parts the framebuffer does not cover stay black.
    package func present(_ framebuffer: Framebuffer) {
        guard let surface = SDL_GetWindowSurface(window) else { return }
        let width = min(Int(surface.pointee.w), framebuffer.width)
        let height = min(Int(surface.pointee.h), framebuffer.height)
        if width < Int(surface.pointee.w) || height < Int(surface.pointee.h) {
            SDL_FillRect(surface, nil, 0)
        }
        if width > 0, height > 0 {
            SDL_ConvertPixels(
                Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue, framebuffer.pixels,
                Int32(framebuffer.width * 4), csdl_surface_format(surface), surface.pointee.pixels,
                surface.pointee.pitch)
        }
        SDL_UpdateWindowSurface(window)
    }

    /// What the window currently shows, as opaque ARGB pixels row by row.
    package func shownPixels() -> (width: Int, height: Int, pixels: [UInt32]) {
        guard let surface = SDL_GetWindowSurface(window) else { return (0, 0, []) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes {
            _ = SDL_ConvertPixels(
                Int32(width), Int32(height), csdl_surface_format(surface), surface.pointee.pixels,
                surface.pointee.pitch, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress,
                Int32(width * 4))
        }
        return (width, height, pixels.map { $0 | 0xFF00_0000 })
    }

    /// Every pending event, without blocking.
    package func pollEvents() -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = Self.translate(event) { events.append(translated) }
        }
        return events
    }

    /// Waits up to `timeout` seconds for the first event, then returns it with any others pending.
    package func waitEvents(timeout: Double) -> [PlatformEvent] {
        var event = SDL_Event()
        let milliseconds = Int32(min(max(0, timeout * 1000), Double(Int32.max)).rounded(.down))
        guard SDL_WaitEventTimeout(&event, milliseconds) != 0 else { return [] }
        return (Self.translate(event).map { [$0] } ?? []) + pollEvents()
    }

    static func translate(_ event: SDL_Event) -> PlatformEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .resized(width: Int(event.window.data1), height: Int(event.window.data2))
            case SDL_WINDOWEVENT_EXPOSED:
                return .exposed
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                return .focusGained
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .focusLost
            // SDL reports a restore from maximised too; UIKit ignores a restore of a visible window.
            case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
                return .minimized
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                return .restored
            default:
                return nil
            }
        case SDL_MOUSEBUTTONDOWN:
            return .mouseDown(x: Double(event.button.x), y: Double(event.button.y), button: button(event.button.button))
        case SDL_MOUSEBUTTONUP:
            return .mouseUp(x: Double(event.button.x), y: Double(event.button.y), button: button(event.button.button))
        case SDL_MOUSEMOTION:
            var buttons = Set<PlatformEvent.MouseButton>()
            for index in 1...5 where event.motion.state & (1 << UInt32(index - 1)) != 0 {
                buttons.insert(button(UInt8(index)))
            }
            return .mouseMoved(x: Double(event.motion.x), y: Double(event.motion.y), buttons: buttons)
        case SDL_KEYDOWN:
            return .keyDown(
                key: key(event.key.keysym), modifiers: modifiers(event.key.keysym.mod),
                isRepeat: event.key.repeat != 0)
        case SDL_KEYUP:
            return .keyUp(key: key(event.key.keysym), modifiers: modifiers(event.key.keysym.mod))
        case SDL_MOUSEWHEEL:
            // SDL's amounts already follow the system's natural-scrolling setting (`direction`
            // only says the device moved the other way). Its y is positive for "scroll up",
            // which moves the content down; its x is positive for "scroll right", which moves
            // the content left. The pointer is where it was when the wheel turned (SDL 2.26).
            return .scrolled(
                x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY),
                dx: -Double(event.wheel.preciseX) * pointsPerWheelStep,
                dy: Double(event.wheel.preciseY) * pointsPerWheelStep,
                modifiers: modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)))
        default:
            return nil
        }
    }

    private static func button(_ index: UInt8) -> PlatformEvent.MouseButton {
        switch Int32(index) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return .other(Int(index))
        }
    }

    /// How far one notch of a mouse wheel scrolls, in points: about two lines of body text.
    /// Touchpads report fractions of a notch.
    static let pointsPerWheelStep = 40.0

    /// SDL's scancode is the USB HID usage; its keycode is what the key types in the user's
    /// layout, unshifted.
    private static func key(_ symbol: SDL_Keysym) -> PlatformEvent.Key {
        PlatformEvent.Key(
            usage: Int(symbol.scancode.rawValue), characters: characters(typedBy: symbol.sym),
            name: String(cString: SDL_GetKeyName(symbol.sym)))
    }

    /// A keycode is the character the key types, except for keys that type none: those have
    /// SDLK_SCANCODE_MASK set (arrows, F1) or are control characters (Delete is 0x7F). Return,
    /// Escape, Backspace and Tab type their control characters, as UIKit reports them.
    static func characters(typedBy keycode: SDL_Keycode) -> String {
        guard keycode & Int32(SDLK_SCANCODE_MASK) == 0, let scalar = Unicode.Scalar(UInt32(bitPattern: keycode)) else {
            return ""
        }
        switch scalar {
        case "\r", "\u{1B}", "\u{8}", "\t": return String(scalar)
        default: return scalar.properties.generalCategory == .control ? "" : String(scalar)
        }
    }

    private static func modifiers(_ mod: UInt16) -> PlatformEvent.KeyModifiers {
        var result: PlatformEvent.KeyModifiers = []
        let m = UInt32(mod)
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.alternate) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}
