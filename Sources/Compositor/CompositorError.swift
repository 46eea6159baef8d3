/// Failures the compositor reports instead of crashing; each says what to do about it.
public enum CompositorError: Error, Equatable, CustomStringConvertible {
    case fontMissing(path: String)
    case fontUnreadable(path: String, reason: String)
    case textEngineUnavailable(reason: String)
    case imageDecodeFailed(source: String, reason: String)
    case pngEncodeFailed(path: String, reason: String)
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case .fontMissing(let path):
            return
                "Font not found at \(path). Install Debian's fonts-dejavu-core package: sudo apt-get install fonts-dejavu-core"
        case .fontUnreadable(let path, let reason):
            return "Font at \(path) could not be opened (\(reason)). Reinstall Debian's fonts-dejavu-core package."
        case .textEngineUnavailable(let reason):
            return "SDL_ttf failed to start (\(reason)). Install Debian's libsdl2-ttf-2.0-0 package."
        case .imageDecodeFailed(let source, let reason):
            return "Could not decode image \(source): \(reason)"
        case .pngEncodeFailed(let path, let reason):
            return "Could not write PNG \(path): \(reason)"
        case .invalidSize(let width, let height):
            return "Framebuffer size \(width)×\(height) is invalid: both sides must be at least 1 pixel."
        }
    }
}
