/// Why a window could not be opened, worded so a Linux user knows what to do next.
package enum PlatformError: Error, Equatable, CustomStringConvertible {
    case noDisplay(reason: String)
    case videoDriverUnavailable(driver: String, reason: String)
    case windowCreationFailed(reason: String)

    package var description: String {
        switch self {
        case .noDisplay(let reason):
            return """
                No display available (SDL: \(reason)).
                Set DISPLAY to a running X server, run under a virtual one with `xvfb-run make demo` \
                (Debian package xvfb), set SDL_VIDEODRIVER=offscreen, or render without a window with \
                `--headless --screenshot PATH`.
                """
        case .videoDriverUnavailable(let driver, let reason):
            return
                "SDL video driver '\(driver)' is not available (SDL: \(reason)). Install Debian's libsdl2-2.0-0 package or choose another SDL_VIDEODRIVER."
        case .windowCreationFailed(let reason):
            return "SDL could not create the window: \(reason)"
        }
    }
}
