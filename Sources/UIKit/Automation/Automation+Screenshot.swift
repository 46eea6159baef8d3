import Foundation

/// What the screen shows, as an image: the pixels the desktop window presents (the turned
/// device, the status strips and every visible window by level).
extension Automation {
    /// The screen as the last frame drew it (a change made since shows from the next frame on);
    /// nil before a frame has drawn a visible window.
    public func screenshot() -> UIImage? {
        app.lastFrameImage().map(UIImage.init(bitmap:))
    }
}
